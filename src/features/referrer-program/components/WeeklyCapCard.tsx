import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useSaveWeeklyCapMutation } from '../../../api/referrerProfileApi';
import { useAppDispatch } from '../../../app/hooks';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { SectionCard } from '../../../components/ui/SectionCard';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { referrerProfileMessages, WEEKLY_CAP_MAX, weeklyCapRules } from '../../../shared/referrerProfile';
import { NOT_TAKING_REQUESTS_LABEL } from '../../../shared/responseStats';
import type { OwnReferrerProfile } from '../../../shared/schemas/referrerProfile';

/** "3 of 5 this week", or "3 this week" without a cap. */
export function weekLoadText(profile: Pick<OwnReferrerProfile, 'weeklyCap' | 'requestsThisWeek'>) {
  const held = `${profile.requestsThisWeek} request${profile.requestsThisWeek === 1 ? '' : 's'}`;
  return profile.weeklyCap === null
    ? `You hold ${held} given to you this week.`
    : `You hold ${held} of your ${profile.weeklyCap} this week.`;
}

/**
 * The referrer's weekly limit: how many requests they take on in seven days. Past it they are not matched, their card
 * says they are not taking requests, and candidates who pick them are asked to pick someone else.
 */
export function WeeklyCapCard({ profile }: { profile: OwnReferrerProfile }) {
  const [saveWeeklyCap] = useSaveWeeklyCapMutation();
  const dispatch = useAppDispatch();
  return (
    <SectionCard
      id="weekly-limit"
      title="Weekly limit"
      description="How many requests you take on in a week. When you reach it, we stop sending you requests and your card tells candidates you are not taking any this week."
    >
      <Stack gap={4}>
        <HStack gap={3} flexWrap="wrap">
          <Text color="fg.muted">{weekLoadText(profile)}</Text>
          {!profile.takingRequests && (
            <Badge variant="subtle" colorPalette="orange">
              {NOT_TAKING_REQUESTS_LABEL}
            </Badge>
          )}
        </HStack>
        <Formik
          initialValues={{ weeklyCap: profile.weeklyCap === null ? '' : String(profile.weeklyCap) }}
          enableReinitialize
          validationSchema={weeklyCapRules}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await saveWeeklyCap(weeklyCapRules.cast(values)).unwrap();
              dispatch(toastAdded(referrerProfileMessages.weeklyCapSaved));
            } catch (error) {
              showRefusal(error, helpers, referrerProfileMessages.weeklyCapFailed);
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label="Weekly limit">
              <Stack gap={4} maxW="md">
                <FormAlert message={status} />
                <FormikField
                  name="weeklyCap"
                  label="Requests a week"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={WEEKLY_CAP_MAX}
                  placeholder="No limit"
                  helperText={`From 1 to ${WEEKLY_CAP_MAX}. Leave it empty to take every request that comes.`}
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  variant="outline"
                  alignSelf="flex-start"
                  loading={isSubmitting}
                  loadingText="Saving..."
                >
                  Save limit
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Stack>
    </SectionCard>
  );
}
