import * as yup from 'yup';
import { INTEREST_OPTIONS, ONBOARDING_ROLES, onboardingMessages, type OnboardingRole } from './onboarding';
import { TEXT_LIMITS } from './textLimits';

const { tooLong } = onboardingMessages;

/**
 * The onboarding profile payload (SPEC section 3), checked by the server on save and by the dialog step by step, on
 * Continue. Only the name is required, and the company for a referrer; the rest may wait for the profile pages.
 */
export const onboardingRules = yup.object({
  name: yup.string().trim().max(TEXT_LIMITS.name, tooLong.name).required(onboardingMessages.nameRequired),
  title: yup.string().trim().max(TEXT_LIMITS.title, tooLong.title).default(''),
  company: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.company, tooLong.company)
    .nullable()
    .optional()
    .when('role', {
      is: (role: unknown) => role === 'referrer' || role === 'both',
      then: (company) => company.required(onboardingMessages.referrerCompanyRequired),
    }),
  experience: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(onboardingMessages.experienceInvalid)
    .integer(onboardingMessages.experienceInvalid)
    .min(0, onboardingMessages.experienceInvalid)
    .max(70, onboardingMessages.experienceInvalid)
    .nullable()
    .optional(),
  linkedin: yup
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .url(onboardingMessages.linkedinInvalid)
    .max(TEXT_LIMITS.url, tooLong.linkedin)
    .nullable()
    .optional(),
  bio: yup.string().trim().max(TEXT_LIMITS.bio, tooLong.bio).default(''),
  notifyEmail: yup.boolean().default(true),
  notifyWhatsapp: yup.boolean().default(false),
  notifyRealtime: yup.boolean().default(true),
  interests: yup.array(yup.string().oneOf(INTEREST_OPTIONS, onboardingMessages.interestUnknown).required()).default([]),
  role: yup
    .mixed<OnboardingRole>()
    .oneOf(ONBOARDING_ROLES, onboardingMessages.roleInvalid)
    .required(onboardingMessages.roleInvalid),
});

export type OnboardingProfile = yup.InferType<typeof onboardingRules>;
