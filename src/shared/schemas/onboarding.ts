import { Type } from 'typebox';
import { onboardingRules } from '../onboardingRules';
import { NullableTextSchema, ScalarInputSchema } from './common';
import { withRules } from './rules';

/** The profile of POST /api/update-onboarding; its answer is the user (UserSchema). */
export const OnboardingBodySchema = withRules(onboardingRules, {
  name: Type.String(),
  title: Type.String(),
  company: NullableTextSchema,
  experience: ScalarInputSchema,
  linkedin: NullableTextSchema,
  bio: Type.String(),
  notifyEmail: Type.Boolean(),
  notifyWhatsapp: Type.Boolean(),
  notifyRealtime: Type.Boolean(),
  interests: Type.Array(Type.String(), { maxItems: 50 }),
  role: Type.String(),
});
