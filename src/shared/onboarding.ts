import { paths } from './paths';
import { tooLongMessage } from './textLimits';

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
  /** A referrer profile belongs to a company: without one, candidates searching by company never find it. */
  referrerCompanyRequired: 'Please enter the company you work at, so candidates can find you.',
  tooLong: {
    name: tooLongMessage('Name', 'name'),
    title: tooLongMessage('Job title', 'title'),
    company: tooLongMessage('Company', 'company'),
    linkedin: tooLongMessage('LinkedIn profile URL', 'url'),
    bio: tooLongMessage('Bio', 'bio'),
  },
  interestUnknown: 'Please choose interests from the list',
  roleInvalid: 'Please choose candidate, referrer or both',
} as const;

/** Where a user lands after onboarding (SPEC section 2). */
export function landingPathForRole(role: OnboardingRole) {
  return role === 'candidate' ? paths.browseJobs.href() : paths.referrerDashboard.href();
}
