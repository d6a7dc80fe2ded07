import { Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/Dialog';
import { Field } from '../../../components/ui/chakra/Field';
import { RatingGroup } from '../../../components/ui/chakra/RatingGroup';
import { FormikProvider, useFormik } from 'formik';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ValidationError } from 'yup';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { FlowDialog } from '../../../components/ui/FlowDialog';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { useFlow } from '../../../lib/useFlow';
import {
  DELIGHT_RATING_MAX,
  MEETING_NEEDS_OPTIONS,
  surveyDefaults,
  toSurveyPayload,
  type SurveyFormValues,
} from '../../../shared/survey';
import { fieldErrorsOf } from '../../../shared/fieldErrors';
import { surveyRules } from '../../../shared/surveyRules';
import { surveyEvents } from '../../../../machines/survey.events';
import { surveyFlow } from '../surveyFlow';

const purposeOptions = [
  { value: 'find_referrals', label: 'Finding referrals for myself' },
  { value: 'provide_referrals', label: 'Referring candidates to my company' },
  { value: 'both', label: 'Both' },
  { value: 'other', label: 'Something else' },
] as const;
const needsOptions = MEETING_NEEDS_OPTIONS.map((option) => ({ value: option, label: option }));
const consentOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The form checks the payload it will send, with the schema the server uses. */
async function validateSurvey(values: SurveyFormValues) {
  try {
    await surveyRules.validate(toSurveyPayload(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
}

/** The feedback survey (SPEC section 2): opened from the navbar, the footer, /feedback, or after a request. */
export function SurveyDialog() {
  const snapshot = useFlow(surveyFlow);
  const dispatch = useAppDispatch();
  const isOpen = snapshot.matches('open');
  return (
    <FlowDialog open={isOpen} onClose={() => dispatch(surveyEvents.close())}>
      {/* A new key on every open: the form starts again from its defaults, with no errors. */}
      <SurveyForm key={snapshot.context.formVersion} submitting={snapshot.matches({ open: 'submitting' })} />
    </FlowDialog>
  );
}

function SurveyForm({ submitting }: { submitting: boolean }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  // SPEC section 4: validate on submit, then again on every change.
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const formik = useFormik<SurveyFormValues>({
    initialValues: surveyDefaults(user?.email),
    validate: validateSurvey,
    validateOnChange: submitAttempted,
    validateOnBlur: false,
    onSubmit: (values) => {
      dispatch(surveyEvents.submit(toSurveyPayload(values)));
    },
  });
  const { values } = formik;

  return (
    <Dialog.Content aria-describedby="survey-description">
      <FormikProvider value={formik}>
        {/* display: contents keeps the dialog's own layout of header, scrolling body and footer. */}
        <form
          noValidate
          aria-label="Feedback survey"
          style={{ display: 'contents' }}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            setSubmitAttempted(true);
            formik.handleSubmit(event);
          }}
        >
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
            <Dialog.Title>Help us improve ReferBridge</Dialog.Title>
            <Text id="survey-description" color="fg.muted" textStyle="sm">
              ReferBridge is in beta. This survey takes under 2 minutes.
            </Text>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap={6}>
              <FormikRadioGroup name="userPurpose" label="What brings you to ReferBridge?" options={purposeOptions} />
              {values.userPurpose === 'other' && (
                <FormikField name="otherPurpose" label="Tell us what brings you here" />
              )}
              <FormikRadioGroup
                name="meetingNeeds"
                label="How well is ReferBridge meeting your needs?"
                options={needsOptions}
              />
              <Field.Root invalid={Boolean(formik.errors.delightRating)}>
                <RatingGroup.Root
                  count={DELIGHT_RATING_MAX}
                  value={values.delightRating}
                  onValueChange={(details) => void formik.setFieldValue('delightRating', details.value)}
                  colorPalette="orange"
                  size="lg"
                >
                  <RatingGroup.Label fontWeight="medium">
                    How delighted are you with ReferBridge? (1 to 5 stars)
                  </RatingGroup.Label>
                  <RatingGroup.HiddenInput />
                  <RatingGroup.Control />
                </RatingGroup.Root>
                {formik.errors.delightRating && <Field.ErrorText>{formik.errors.delightRating}</Field.ErrorText>}
              </Field.Root>
              <FormikTextarea name="loveFeedback" label="What do you love most?" />
              <FormikTextarea name="improvementFeedback" label="What should we improve?" />
              <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
                <FormikField name="jobRole" label="Your role (optional)" autoComplete="organization-title" />
                <FormikField name="company" label="Your company (optional)" autoComplete="organization" />
              </Stack>
              <FormikRadioGroup
                name="contactConsent"
                label="May we contact you about your answers?"
                options={consentOptions}
                direction="row"
              />
              {values.contactConsent === 'yes' && (
                <Stack direction={{ base: 'column', md: 'row' }} gap={4}>
                  <FormikField name="contactEmail" label="Contact e-mail" type="email" autoComplete="email" />
                  <FormikField name="contactPhone" label="Contact phone (optional)" type="tel" autoComplete="tel" />
                </Stack>
              )}
              <FormikTextarea name="additionalFeedback" label="Anything else you would like to tell us?" />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="ghost" onClick={() => dispatch(surveyEvents.skip())} disabled={submitting}>
              Skip
            </Button>
            <Button type="submit" colorPalette="brand" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </Dialog.Footer>
        </form>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close survey" />
        </Dialog.CloseTrigger>
      </FormikProvider>
    </Dialog.Content>
  );
}
