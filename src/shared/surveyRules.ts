import * as yup from 'yup';
import {
  CONTACT_CONSENT_OPTIONS,
  DELIGHT_RATING_MAX,
  DELIGHT_RATING_MIN,
  MEETING_NEEDS_OPTIONS,
  surveyMessages,
  USER_PURPOSES,
  type UserPurpose,
} from './survey';
import { TEXT_LIMITS, type TextKind } from './textLimits';

/** An optional text answer of that kind (src/shared/textLimits.ts), with its too-long message. */
const optionalText = (kind: TextKind, tooLong: string) =>
  yup.string().trim().max(TEXT_LIMITS[kind], tooLong).nullable().optional();
const answer = () => optionalText('message', surveyMessages.tooLong.answer);

/** SPEC section 5: the survey's rules. Empty optional fields are sent as null. */
export const surveyRules = yup.object({
  userPurpose: yup
    .mixed<UserPurpose>()
    .oneOf(USER_PURPOSES, surveyMessages.purposeRequired)
    .required(surveyMessages.purposeRequired),
  otherPurpose: optionalText('shortText', surveyMessages.tooLong.otherPurpose),
  meetingNeeds: yup
    .string()
    .oneOf<string>(MEETING_NEEDS_OPTIONS, surveyMessages.optionRequired)
    .required(surveyMessages.optionRequired),
  delightRating: yup
    .number()
    .typeError(surveyMessages.ratingRange)
    .integer(surveyMessages.ratingRange)
    .min(DELIGHT_RATING_MIN, surveyMessages.ratingRange)
    .max(DELIGHT_RATING_MAX, surveyMessages.ratingRange)
    .required(surveyMessages.ratingRange),
  loveFeedback: answer(),
  improvementFeedback: answer(),
  jobRole: optionalText('title', surveyMessages.tooLong.jobRole),
  company: optionalText('company', surveyMessages.tooLong.company),
  contactConsent: yup
    .mixed<'yes' | 'no'>()
    .oneOf(CONTACT_CONSENT_OPTIONS, surveyMessages.optionRequired)
    .required(surveyMessages.optionRequired),
  contactEmail: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.email, surveyMessages.tooLong.contactEmail)
    .email(surveyMessages.emailInvalid)
    .nullable()
    .optional(),
  contactPhone: optionalText('phone', surveyMessages.tooLong.contactPhone),
  additionalFeedback: answer(),
});

export type SurveyResponse = yup.InferType<typeof surveyRules>;
