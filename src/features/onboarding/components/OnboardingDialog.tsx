import { Box, Button, CloseButton, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/Dialog';
import { Fieldset } from '../../../components/ui/chakra/Fieldset';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { ONBOARDING_LAST_STEP, ONBOARDING_STEPS, type OnboardingDraft } from '../../../../machines/onboarding.machine';
import { FlowDialog } from '../../../components/ui/FlowDialog';
import { FocusFirstError } from '../../../components/ui/FocusFirstError';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { FormikCheckbox, FormikOptionCheckbox } from '../../../components/ui/FormikCheckbox';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { useFlow } from '../../../lib/useFlow';
import { INTEREST_OPTIONS, type OnboardingRole } from '../../../shared/onboarding';
import { onboardingEvents } from '../../../../machines/onboarding.events';
import { onboardingFlow } from '../onboardingFlow';
import { stepErrors } from '../stepValidation';

const stepTitles: Record<(typeof ONBOARDING_STEPS)[number], string> = {
  welcome: 'Welcome',
  profile: 'Complete Your Profile',
  preferences: 'Set Your Preferences',
  complete: 'Setup Complete',
};

const roleOptions = [
  { value: 'candidate', label: 'Looking for job referrals' },
  { value: 'referrer', label: 'I can refer candidates to jobs' },
  { value: 'both', label: 'Both: I want referrals and can give them' },
] as const;

const setupCompleteText: Record<OnboardingRole, string[]> = {
  candidate: ['Browse jobs and request referrals from employees at the companies you want to join.'],
  referrer: ['Candidates can now find you. You will receive referral requests and manage them from your dashboard.'],
  both: [
    'Browse jobs and request referrals from employees at the companies you want to join.',
    'Candidates can also find you: you will receive referral requests and manage them from your dashboard.',
  ],
};

/**
 * The four-step onboarding dialog (SPEC section 2); its flow lives in machines/onboarding.machine.ts. It opens by
 * itself, so no button takes focus back when it closes: `finalFocusEl` names the control that does.
 */
export function OnboardingDialog({ finalFocusEl }: { finalFocusEl?: () => HTMLElement | null }) {
  const snapshot = useFlow(onboardingFlow);
  const dispatch = useAppDispatch();
  const isOpen = snapshot.matches('open');
  return (
    <FlowDialog open={isOpen} onClose={() => dispatch(onboardingEvents.close())} finalFocusEl={finalFocusEl}>
      <OnboardingForm />
    </FlowDialog>
  );
}

function OnboardingForm() {
  const dispatch = useAppDispatch();
  const snapshot = useFlow(onboardingFlow);
  const { step, completedSteps, draft } = snapshot.context;
  const saving = snapshot.matches({ open: 'saving' });
  const lastStep = step === ONBOARDING_LAST_STEP;
  const formik = useFormik<OnboardingDraft>({
    initialValues: draft,
    // Continue checks the step's fields with the server's rules: a step in error stays, and is not completed.
    validate: (values) => stepErrors(step, values),
    onSubmit: (values) => {
      dispatch(onboardingEvents.continue(values));
    },
  });
  const stepName = ONBOARDING_STEPS[step] ?? 'welcome';
  const { fieldErrors } = snapshot.context;
  const { contentRef, submitRef } = useFocusKeptOnStepChange(step);
  const referrer = formik.values.role !== 'candidate';

  // What the server refused shows under its field (the machine has taken the user back to that step).
  useEffect(() => {
    const refused = Object.keys(fieldErrors);
    if (refused.length === 0) return;
    void formik.setTouched(Object.fromEntries(refused.map((field) => [field, true])), false);
    formik.setErrors(fieldErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);

  return (
    <Dialog.Content ref={contentRef}>
      <FormikProvider value={formik}>
        <form noValidate aria-label="Onboarding" style={{ display: 'contents' }} onSubmit={formik.handleSubmit}>
          {/* A step Continue refuses, or a save the server refuses, takes focus to the first field in error. */}
          <FocusFirstError refusal={fieldErrors} />
          <Dialog.Header flexDirection="column" alignItems="stretch" gap={4}>
            <StepProgress current={step} completed={completedSteps} />
            <Dialog.Title>{stepTitles[stepName]}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {stepName === 'welcome' && (
              <Stack gap={4}>
                <Text color="fg.muted">
                  ReferBridge connects job seekers with employees who can refer them. Tell us why you are here, and we
                  will set things up for you.
                </Text>
                <FormikRadioGroup name="role" label="What brings you to ReferBridge?" options={roleOptions} />
              </Stack>
            )}
            {stepName === 'profile' && (
              <Stack gap={4}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                  <FormikField name="name" label="Full name" autoComplete="name" required />
                  <FormikField name="title" label="Job title (optional)" autoComplete="organization-title" />
                  <FormikField
                    name="company"
                    label={referrer ? 'Company you work at' : 'Company (optional)'}
                    required={referrer}
                    helperText={referrer ? 'Candidates find referrers by company.' : undefined}
                    autoComplete="organization"
                  />
                  <FormikField
                    name="experience"
                    label="Years of experience (optional)"
                    type="number"
                    min={0}
                    inputMode="numeric"
                  />
                </SimpleGrid>
                <FormikField
                  name="linkedin"
                  label="LinkedIn profile URL (optional)"
                  type="url"
                  placeholder="https://www.linkedin.com/in/your-name"
                />
                <FormikTextarea
                  name="bio"
                  label="Bio (optional)"
                  placeholder="A few lines about your work and what you are looking for."
                />
              </Stack>
            )}
            {stepName === 'preferences' && (
              <Stack gap={6}>
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="medium">Notifications</Fieldset.Legend>
                  <Stack gap={2} mt={2}>
                    <FormikCheckbox name="notifyEmail" label="E-mail updates" />
                    <FormikCheckbox name="notifyWhatsapp" label="WhatsApp messages" />
                    <FormikCheckbox name="notifyRealtime" label="Real-time notifications in the app" />
                  </Stack>
                </Fieldset.Root>
                {formik.values.role !== 'referrer' && (
                  <Fieldset.Root>
                    <Fieldset.Legend fontWeight="medium">Job interests</Fieldset.Legend>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2} mt={2}>
                      {INTEREST_OPTIONS.map((interest) => (
                        <FormikOptionCheckbox key={interest} name="interests" option={interest} />
                      ))}
                    </SimpleGrid>
                  </Fieldset.Root>
                )}
              </Stack>
            )}
            {stepName === 'complete' && (
              <Stack gap={3} textAlign="center" py={6}>
                <Text fontSize="2xl" fontWeight="bold">
                  You&apos;re all set!
                </Text>
                {setupCompleteText[formik.values.role].map((line) => (
                  <Text key={line} color="fg.muted">
                    {line}
                  </Text>
                ))}
              </Stack>
            )}
          </Dialog.Body>
          <Dialog.Footer justifyContent="space-between">
            <Box>
              {step > 0 && (
                <Button
                  variant="outline"
                  onClick={() => dispatch(onboardingEvents.back(formik.values))}
                  disabled={saving}
                >
                  Back
                </Button>
              )}
            </Box>
            <HStack gap={2}>
              {!lastStep && (
                <Button
                  variant="ghost"
                  onClick={() => dispatch(onboardingEvents.skip(formik.values))}
                  disabled={saving}
                >
                  Skip
                </Button>
              )}
              <Button ref={submitRef} type="submit" colorPalette="brand" loading={saving} loadingText="Saving...">
                {lastStep ? 'Finish' : 'Continue'}
              </Button>
            </HStack>
          </Dialog.Footer>
        </form>
        {!saving && (
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close and finish later" />
          </Dialog.CloseTrigger>
        )}
      </FormikProvider>
    </Dialog.Content>
  );
}

/**
 * Enter in a field submits the step, and the step's fields give way to the next step's, the focused one with them:
 * focus would fall out of the dialog onto the page behind it. It goes where pressing Continue leaves it, on Continue.
 */
function useFocusKeptOnStepChange(step: number) {
  const contentRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (!contentRef.current?.contains(document.activeElement)) submitRef.current?.focus();
  }, [step]);
  return { contentRef, submitRef };
}

/**
 * The current step, and which steps were completed (Continue) rather than skipped: an ordered list whose items say
 * so in words (read by screen readers; the bars above them show the same by colour and height). Items named only by
 * aria-label, with no content, are skipped by screen readers reading the page, and WebKit drops the list semantics
 * of a list drawn without markers unless it says role="list".
 */
function StepProgress({ current, completed }: { current: number; completed: boolean[] }) {
  return (
    <Stack gap={2}>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Step {current + 1} of {ONBOARDING_STEPS.length}
      </Text>
      <HStack as="ol" role="list" gap={2} listStyleType="none" aria-label="Onboarding progress" align="center">
        {ONBOARDING_STEPS.map((name, index) => {
          const state = index === current ? 'current' : completed[index] ? 'completed' : 'not completed';
          return (
            <Box as="li" key={name} flex="1" aria-current={index === current ? 'step' : undefined} data-state={state}>
              <Box
                aria-hidden="true"
                h={state === 'current' ? 2.5 : 2}
                borderRadius="full"
                bg={state === 'current' ? 'brand.600' : state === 'completed' ? 'green.600' : 'gray.300'}
              />
              <VisuallyHidden>
                {stepTitles[name]}: {state}
              </VisuallyHidden>
            </Box>
          );
        })}
      </HStack>
    </Stack>
  );
}
