import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useRequestWorkEmailLinkMutation } from '../../../api/referrerProfileApi';
import { useAppDispatch } from '../../../app/hooks';
import { VerifiedBadge } from '../../../components/catalog/VerifiedBadge';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { SectionCard } from '../../../components/ui/SectionCard';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import type { Referrer } from '../../../shared/schemas/catalog';
import { workEmailRules } from '../../../shared/workEmail';

/**
 * The referrer's verification: confirmed, or a form that mails a one-time link to their work e-mail. Only verified
 * referrers are matched with candidates who ask a company rather than a person (src/server/assignment/).
 */
export function WorkEmailCard({ referrer }: { referrer: Referrer }) {
  const [requestLink] = useRequestWorkEmailLinkMutation();
  // What the last link was sent to: the form empties for another try, the note stays.
  const [sent, setSent] = useState<string>();
  const dispatch = useAppDispatch();
  return (
    <SectionCard
      id="work-email"
      title="Work e-mail"
      description={`Confirm that you work at ${referrer.companyName}. Verified referrers carry a badge, and candidates who ask ${referrer.companyName} for a referral are matched with them.`}
    >
      {referrer.verified ? (
        <HStack gap={3} flexWrap="wrap">
          <VerifiedBadge companyName={referrer.companyName} />
          <Text color="fg.muted">Your work e-mail is confirmed. Candidates are matched with you.</Text>
        </HStack>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={workEmailRules}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            setSent(undefined);
            try {
              const answer = await requestLink(workEmailRules.cast(values)).unwrap();
              dispatch(toastAdded({ title: 'Check your inbox', description: answer.message }));
              helpers.resetForm();
              setSent(answer.message);
            } catch (error) {
              showRefusal(error, helpers, 'We could not send the link. Please try again.');
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label="Confirm your work e-mail">
              <Stack gap={4} maxW="md">
                <FormAlert message={status} />
                {sent && (
                  <Text borderStartWidth="3px" borderColor="green.muted" ps={3} color="fg.muted">
                    {sent}
                  </Text>
                )}
                <FormikField
                  name="email"
                  type="email"
                  autoComplete="work email"
                  label="Work e-mail"
                  helperText={`Your address at ${referrer.companyName}'s domain. We send it a link that works once.`}
                  required
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  alignSelf="flex-start"
                  loading={isSubmitting}
                  loadingText="Sending..."
                >
                  Send confirmation link
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </SectionCard>
  );
}
