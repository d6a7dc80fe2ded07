import { withSurveyServerDefaults } from '../survey';
import { surveyRules } from '../surveyRules';
import { NullableTextSchema, ScalarInputSchema } from './common';
import { withRules } from './rules';

/**
 * The answer of POST /api/survey, read as SPEC section 5's second reading: a missing purpose, needs, consent or rating
 * takes its default rather than failing. Enumerations are not repeated in the shape, or a wrong value would get the
 * validator's wording instead of the spec's. Its answer is the new row's id (CreatedSchema).
 */
export const SurveyBodySchema = withRules(
  // Only an object takes the defaults: anything else is the object rule's to refuse, in its words.
  surveyRules.transform((answer: unknown) =>
    typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? withSurveyServerDefaults(answer as Record<string, unknown>)
      : answer,
  ),
  {
    userPurpose: NullableTextSchema,
    otherPurpose: NullableTextSchema,
    meetingNeeds: NullableTextSchema,
    delightRating: ScalarInputSchema,
    loveFeedback: NullableTextSchema,
    improvementFeedback: NullableTextSchema,
    jobRole: NullableTextSchema,
    company: NullableTextSchema,
    contactConsent: NullableTextSchema,
    contactEmail: NullableTextSchema,
    contactPhone: NullableTextSchema,
    additionalFeedback: NullableTextSchema,
  },
);
