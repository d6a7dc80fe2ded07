import * as yup from 'yup';
import { INTEREST_OPTIONS, ONBOARDING_ROLES, onboardingMessages, type OnboardingRole } from './onboarding';

/** The onboarding profile payload (SPEC section 3). The form shows no validation; the server enforces this. */
export const onboardingSchema = yup.object({
  name: yup.string().trim().max(100, onboardingMessages.tooLong).required(onboardingMessages.nameRequired),
  title: yup.string().trim().max(200, onboardingMessages.tooLong).default(''),
  company: yup.string().trim().max(200, onboardingMessages.tooLong).nullable().optional(),
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
    .max(300, onboardingMessages.tooLong)
    .nullable()
    .optional(),
  bio: yup.string().trim().max(2000, onboardingMessages.tooLong).default(''),
  notifyEmail: yup.boolean().default(true),
  notifyWhatsapp: yup.boolean().default(false),
  notifyRealtime: yup.boolean().default(true),
  interests: yup.array(yup.string().oneOf(INTEREST_OPTIONS, onboardingMessages.interestUnknown).required()).default([]),
  role: yup
    .mixed<OnboardingRole>()
    .oneOf(ONBOARDING_ROLES, onboardingMessages.roleInvalid)
    .required(onboardingMessages.roleInvalid),
});

export type OnboardingProfile = yup.InferType<typeof onboardingSchema>;
