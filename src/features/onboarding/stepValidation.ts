import { ValidationError } from 'yup';
import { ONBOARDING_STEPS, PROFILE_FIELDS, type OnboardingDraft } from '../../../machines/onboarding.machine';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { onboardingRules, type OnboardingProfile } from '../../shared/onboardingRules';
import { toOnboardingPayload } from './onboardingFlow';

/** The fields each step asks for: Continue checks those, and leaves the others to their own step. */
const STEP_FIELDS: Record<(typeof ONBOARDING_STEPS)[number], readonly (keyof OnboardingProfile)[]> = {
  welcome: ['role'],
  profile: PROFILE_FIELDS,
  preferences: ['notifyEmail', 'notifyWhatsapp', 'notifyRealtime', 'interests'],
  complete: [],
};

/**
 * What the server would refuse in this step's fields, by field: the draft is checked as it would be sent, against the
 * schema the server runs, whole, so a rule that reads another step (a referrer's company is required) holds too.
 */
export function stepErrors(step: number, draft: OnboardingDraft): Record<string, string> {
  try {
    onboardingRules.validateSync(toOnboardingPayload(draft), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const asked: readonly string[] = STEP_FIELDS[ONBOARDING_STEPS[step] ?? 'welcome'];
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      // "interests[2]" is the interests field's error.
      const field = path.split(/[.[]/)[0]!;
      if (asked.includes(field) && !errors[field]) errors[field] = message;
    }
    return errors;
  }
}
