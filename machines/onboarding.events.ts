import type { OnboardingDraft, OnboardingEvent } from './onboarding.machine';

/**
 * Onboarding's events, built without loading the machine: this module imports only its types, so the shell can
 * start onboarding while xstate and the flow's code stay out of the first visit (they load with the first event,
 * src/lib/lazyFlows.ts).
 */
export const onboardingEvents = {
  start: (user: { id: number; name: string }): OnboardingEvent => ({
    type: 'onboarding.start',
    name: user.name,
    userId: user.id,
  }),
  resume: (): OnboardingEvent => ({ type: 'onboarding.resume' }),
  close: (): OnboardingEvent => ({ type: 'onboarding.close' }),
  continue: (values: Partial<OnboardingDraft>): OnboardingEvent => ({
    type: 'onboarding.continue',
    values: { ...values },
  }),
  skip: (values: Partial<OnboardingDraft>): OnboardingEvent => ({ type: 'onboarding.skip', values: { ...values } }),
  back: (values: Partial<OnboardingDraft>): OnboardingEvent => ({ type: 'onboarding.back', values: { ...values } }),
  saveSucceeded: (): OnboardingEvent => ({ type: 'onboarding.saveSucceeded' }),
  saveFailed: (fieldErrors: Record<string, string>): OnboardingEvent => ({
    type: 'onboarding.saveFailed',
    fieldErrors,
  }),
};
