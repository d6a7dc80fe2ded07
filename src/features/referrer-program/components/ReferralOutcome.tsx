import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { formatDate, localDay } from '../../../components/requests/outcomeDates';
import { formatCalendarDay } from '../../../shared/utcDay';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { AFTER_REFERRED_STATUSES, submissionRules } from '../../../shared/requestLifecycle';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';
import { useRecordSubmissionMutation } from '../submissionApi';

/** Where the referred candidate stands, in the referrer's words: what they reported, and whether a hire counts yet. */
function progressText(request: ReferralRequest, firstName: string) {
  switch (request.status) {
    case 'interviewing':
      return `${firstName} reported: interviewing.`;
    case 'offer':
      return `${firstName} reported: they got an offer.`;
    case 'not_selected':
      return `${firstName} reported: not selected.`;
    case 'hired':
      if (request.hireConfirmed) return 'Hired, and confirmed: it counts as one of your successful referrals.';
      return request.hireDisputableUntil
        ? `You marked ${firstName} hired. It counts as a successful referral once they confirm it, or on ${formatDate(request.hireDisputableUntil)} if they do not dispute it.`
        : `You marked ${firstName} hired.`;
    default:
      return `${firstName} has not reported any progress yet.`;
  }
}

/**
 * What happened after "referred", on the referrer's card (src/shared/requestLifecycle.ts): the candidate's reported
 * progress, whether a hire counts yet, and the day the referrer submitted them in their company's system, which
 * "Record submission" sets (today unless they say otherwise; never in the future, never before the request).
 */
export function ReferralOutcome({ request }: { request: ReferralRequest }) {
  const dispatch = useAppDispatch();
  const [recordSubmission] = useRecordSubmissionMutation();
  const [editing, setEditing] = useState(false);
  if (!AFTER_REFERRED_STATUSES.includes(request.status)) return null;
  const firstName = request.name.split(' ')[0] ?? request.name;
  const formId = `request-${request.id}-submission`;
  return (
    <Box borderStartWidth="3px" borderColor="purple.muted" ps={3}>
      <Stack gap={2}>
        <Text textStyle="sm" fontWeight="medium">
          After the referral
        </Text>
        <Text textStyle="sm">{progressText(request, firstName)}</Text>
        <Text textStyle="sm" color="fg.muted">
          {request.submittedOn
            ? `You submitted ${firstName} in ${request.company}'s system on ${formatCalendarDay(request.submittedOn)}.`
            : `When did you submit ${firstName} in ${request.company}'s system? Recording it helps them follow up.`}
        </Text>
        {editing ? (
          <Formik
            initialValues={{ submittedOn: request.submittedOn ?? localDay() }}
            validationSchema={submissionRules}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                await recordSubmission({ id: request.id, submission: submissionRules.cast(values) }).unwrap();
                dispatch(
                  toastAdded({
                    title: 'Submission recorded',
                    description: `${formatCalendarDay(values.submittedOn)}.`,
                  }),
                );
                setEditing(false);
              } catch (error) {
                showRefusal(error, helpers, 'The submission could not be recorded. Please try again.');
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate aria-label={`Submission of ${request.name}`} id={formId}>
                <Stack gap={3} maxW="xs">
                  <FormAlert message={status} />
                  <FormikField
                    name="submittedOn"
                    label="Day you submitted them"
                    type="date"
                    required
                    autoFocus
                    max={localDay()}
                    min={localDay(new Date(request.createdAt))}
                  />
                  <HStack gap={2}>
                    <Button type="submit" size="sm" colorPalette="brand" loading={isSubmitting}>
                      Save
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  </HStack>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
            {request.submittedOn ? 'Change submission day' : 'Record submission'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
