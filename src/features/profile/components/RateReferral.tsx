import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRateReferralMutation } from '../../../api/referralRequestsApi';
import { useAppDispatch } from '../../../app/hooks';
import { StarRating } from '../../../components/catalog/StarRating';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { RATING_STARS_MAX, RATING_STARS_MIN, ratingMessages, ratingRules } from '../../../shared/ratings';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';

const STAR_OPTIONS = Array.from({ length: RATING_STARS_MAX - RATING_STARS_MIN + 1 }, (_, index) => {
  const stars = RATING_STARS_MIN + index;
  return { value: String(stars), label: `${stars} star${stars === 1 ? '' : 's'}` };
});

/**
 * Once the referrer referred them, the candidate rates the referrer, once: stars and an optional comment, which the
 * referrer reads. A rating given is shown back as it stands.
 */
export function RateReferral({ request }: { request: ReferralRequest }) {
  const [rate] = useRateReferralMutation();
  const dispatch = useAppDispatch();
  if (request.rating) {
    return (
      <Box borderStartWidth="3px" borderColor="orange.muted" ps={3}>
        <Text textStyle="sm" fontWeight="medium" mb={1}>
          Your rating
        </Text>
        <StarRating rating={request.rating.stars} />
        {request.rating.comment && <Text color="fg.muted">“{request.rating.comment}”</Text>}
      </Box>
    );
  }
  return (
    <Formik
      initialValues={{ stars: '', comment: '' }}
      validationSchema={ratingRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await rate({ id: request.id, rating: ratingRules.cast(values) }).unwrap();
          dispatch(toastAdded({ title: 'Rating sent', description: ratingMessages.thanks }));
        } catch (error) {
          showRefusal(error, helpers, 'We could not send your rating. Please try again.');
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label="Rate your referrer">
          <Stack gap={3} borderTopWidth="1px" pt={3}>
            <FormAlert message={status} announce />
            <FormikRadioGroup name="stars" label="How was your referrer?" options={STAR_OPTIONS} direction="row" />
            <FormikTextarea
              name="comment"
              label="A word for your referrer (optional)"
              helperText="Your referrer reads it. Other candidates see only the stars."
            />
            <Button
              type="submit"
              size="sm"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={isSubmitting}
              loadingText="Sending..."
            >
              Send rating
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
