import * as yup from 'yup';
import {
  CONTACT_CONSENT_OPTIONS,
  DELIGHT_RATING_MAX,
  DELIGHT_RATING_MIN,
  MEETING_NEEDS_OPTIONS,
  SURVEY_TEXT_MAX_LENGTH,
  surveyMessages,
  USER_PURPOSES,
  type UserPurpose,
} from './survey';

const optionalText = yup.string().trim().max(SURVEY_TEXT_MAX_LENGTH, surveyMessages.tooLong).nullable().optional();

/** SPEC section 5: the survey's rules. Empty optional fields are sent as null. */
export const surveySchema = yup.object({
  userPurpose: yup
    .mixed<UserPurpose>()
    .oneOf(USER_PURPOSES, surveyMessages.purposeRequired)
    .required(surveyMessages.purposeRequired),
  otherPurpose: optionalText,
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
  loveFeedback: optionalText,
  improvementFeedback: optionalText,
  jobRole: optionalText,
  company: optionalText,
  contactConsent: yup
    .mixed<'yes' | 'no'>()
    .oneOf(CONTACT_CONSENT_OPTIONS, surveyMessages.optionRequired)
    .required(surveyMessages.optionRequired),
  contactEmail: yup
    .string()
    .trim()
    .email(surveyMessages.emailInvalid)
    .max(254, surveyMessages.emailInvalid)
    .nullable()
    .optional(),
  contactPhone: yup.string().trim().max(40, surveyMessages.tooLong).nullable().optional(),
  additionalFeedback: optionalText,
});

export type SurveyResponse = yup.InferType<typeof surveySchema>;
