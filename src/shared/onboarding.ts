import * as yup from 'yup';
import { paths } from './paths';

export const ONBOARDING_ROLES = ['candidate', 'referrer', 'both'] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];

/** SPEC section 3: the eight interest options, in order. */
export const INTEREST_OPTIONS = [
  'Software Development',
  'Product Management',
  'Data Science',
  'Design',
  'Marketing',
  'Sales',
  'Customer Support',
  'Operations',
] as const;

export const onboardingMessages = {
  success: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  failure: { title: 'Error', description: 'Failed to update your profile. Please try again.' },
  nameRequired: 'Name is required',
  experienceInvalid: 'Years of experience must be a number from 0 to 70',
  linkedinInvalid: 'Please enter a valid URL, such as https://www.linkedin.com/in/your-name',
  tooLong: 'This is too long',
  interestUnknown: 'Please choose interests from the list',
  roleInvalid: 'Please choose candidate, referrer or both',
} as const;

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

/** Where a user lands after onboarding (SPEC section 2). */
export function landingPathForRole(role: OnboardingRole) {
  return role === 'candidate' ? paths.browseJobs.href() : paths.referrerDashboard.href();
}
