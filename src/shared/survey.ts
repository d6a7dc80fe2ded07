import type { SurveyResponse } from './surveyRules';
import { emptyToNull } from './text';
import { tooLongMessage } from './textLimits';

export const USER_PURPOSES = ['find_referrals', 'provide_referrals', 'both', 'other'] as const;
export type UserPurpose = (typeof USER_PURPOSES)[number];

/** SPEC section 3, in order; the third is the default. */
export const MEETING_NEEDS_OPTIONS = [
  "It's absolutely perfect for what I need!",
  "It's working really well for me.",
  "It's okay, but there's room for improvement.",
  "It's not quite meeting my needs.",
  "It's not helpful at all.",
] as const;
export const DEFAULT_MEETING_NEEDS = MEETING_NEEDS_OPTIONS[2];

export const CONTACT_CONSENT_OPTIONS = ['yes', 'no'] as const;
export const DELIGHT_RATING_MIN = 1;
export const DELIGHT_RATING_MAX = 5;
export const DEFAULT_DELIGHT_RATING = 3;

/**
 * The survey's options, messages and payload, without Yup: the app's first screen needs these, and the schema
 * (surveyRules.ts) loads with the dialog.
 */
export const surveyMessages = {
  purposeRequired: 'Please select your purpose',
  optionRequired: 'Please select an option',
  emailInvalid: 'Invalid email address',
  ratingRange: 'Please choose a rating from 1 to 5',
  tooLong: {
    otherPurpose: tooLongMessage('Your purpose', 'shortText'),
    answer: tooLongMessage('Your answer', 'message'),
    jobRole: tooLongMessage('Your role', 'title'),
    company: tooLongMessage('Your company', 'company'),
    contactEmail: tooLongMessage('Contact e-mail', 'email'),
    contactPhone: tooLongMessage('Contact phone', 'phone'),
  },
  submitted: { title: 'Thank you for your feedback!', description: 'Your survey has been submitted successfully.' },
  failed: { title: 'Submission Error', description: "We couldn't submit your feedback. Please try again." },
  skipped: { title: 'Survey skipped', description: 'You can provide feedback later from the navbar or footer.' },
} as const;

/**
 * The form's values: every text field a string (empty when unanswered). A type rather than an interface, so it is
 * plain data to TypeScript too (it travels in the survey's submit event).
 */
export type SurveyFormValues = {
  userPurpose: UserPurpose;
  otherPurpose: string;
  meetingNeeds: string;
  delightRating: number;
  loveFeedback: string;
  improvementFeedback: string;
  jobRole: string;
  company: string;
  contactConsent: 'yes' | 'no';
  contactEmail: string;
  contactPhone: string;
  additionalFeedback: string;
};

/** SPEC section 3 defaults; the contact e-mail is prefilled from the signed-in user. */
export function surveyDefaults(userEmail?: string | null): SurveyFormValues {
  return {
    userPurpose: 'find_referrals',
    otherPurpose: '',
    meetingNeeds: DEFAULT_MEETING_NEEDS,
    delightRating: DEFAULT_DELIGHT_RATING,
    loveFeedback: '',
    improvementFeedback: '',
    jobRole: '',
    company: '',
    contactConsent: 'no',
    contactEmail: userEmail ?? '',
    contactPhone: '',
    additionalFeedback: '',
  };
}

/** A survey answer as the form holds it or as the server receives it: optional texts may be empty or missing. */
export type SurveyAnswerDraft = Pick<
  SurveyFormValues,
  'userPurpose' | 'meetingNeeds' | 'delightRating' | 'contactConsent'
> & {
  [Field in Exclude<keyof SurveyFormValues, 'userPurpose' | 'meetingNeeds' | 'delightRating' | 'contactConsent'>]?:
    string | null;
};

/**
 * The answer as it is sent and stored, one rule for the form and the server. SPEC section 3: empty optional fields
 * are null. Contact details count only with consent: without it the form hides the fields, so what they hold (such
 * as the prefilled e-mail) is neither checked nor kept. The other-purpose text likewise counts only with "other".
 */
export function toSurveyPayload(values: SurveyAnswerDraft): SurveyResponse {
  const consented = values.contactConsent === 'yes';
  return {
    userPurpose: values.userPurpose,
    otherPurpose: values.userPurpose === 'other' ? emptyToNull(values.otherPurpose) : null,
    meetingNeeds: values.meetingNeeds,
    delightRating: values.delightRating,
    loveFeedback: emptyToNull(values.loveFeedback),
    improvementFeedback: emptyToNull(values.improvementFeedback),
    jobRole: emptyToNull(values.jobRole),
    company: emptyToNull(values.company),
    contactConsent: values.contactConsent,
    contactEmail: consented ? emptyToNull(values.contactEmail) : null,
    contactPhone: consented ? emptyToNull(values.contactPhone) : null,
    additionalFeedback: emptyToNull(values.additionalFeedback),
  };
}

/**
 * SPEC section 5, the "second reading": where the server receives no purpose, needs or consent,
 * it takes find_referrals, the third needs option and no, rather than refusing the answer.
 */
export function withSurveyServerDefaults(body: Record<string, unknown>): Record<string, unknown> {
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  return {
    ...body,
    userPurpose: missing(body.userPurpose) ? 'find_referrals' : body.userPurpose,
    meetingNeeds: missing(body.meetingNeeds) ? DEFAULT_MEETING_NEEDS : body.meetingNeeds,
    contactConsent: missing(body.contactConsent) ? 'no' : body.contactConsent,
    delightRating: missing(body.delightRating) ? DEFAULT_DELIGHT_RATING : body.delightRating,
  };
}
