import * as yup from 'yup';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './jobs';
import { TEXT_LIMITS, tooLongMessage } from './textLimits';

export const JOB_DESCRIPTION_MIN_LENGTH = 50;

export const jobPostingMessages = {
  titleRequired: 'Please enter the job title',
  typeRequired: 'Please choose the type of job',
  companyRequired: 'Please choose the company',
  locationRequired: 'Please enter where the job is, or Remote',
  levelRequired: 'Please choose the experience level',
  descriptionRequired: 'Please describe the role',
  descriptionTooShort: `Describe the role in at least ${JOB_DESCRIPTION_MIN_LENGTH} characters, so candidates know what it is`,
  tooLong: {
    title: tooLongMessage('Job title', 'title'),
    company: tooLongMessage('Company', 'company'),
    location: tooLongMessage('Location', 'shortText'),
    description: tooLongMessage('Description', 'description'),
  },
  ownCompanyOnly: (company: string) => `As a referrer you post jobs for your own company, ${company}.`,
  notAllowed: 'Only referrers and admins post jobs. Become a referrer to post jobs for your company.',
  notYours: 'Only the person who posted this job, or an admin, can change it.',
  alreadyClosed: 'This job is already closed.',
  posted: { title: 'Job posted', description: 'Candidates can find it in Browse Jobs now.' },
  saved: { title: 'Job updated', description: 'Your changes are live.' },
  closed: { title: 'Job closed', description: 'It no longer shows in Browse Jobs. Its page stays readable.' },
  failed: 'We could not save the job. Please try again.',
} as const;

/** A job as its poster writes it (/job-posting); the server checks the same rules and who may post for the company. */
export const jobPostingRules = yup.object({
  title: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.title, jobPostingMessages.tooLong.title)
    .required(jobPostingMessages.titleRequired),
  type: yup.string().oneOf(JOB_TYPES, jobPostingMessages.typeRequired).required(jobPostingMessages.typeRequired),
  company: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.company, jobPostingMessages.tooLong.company)
    .required(jobPostingMessages.companyRequired),
  location: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.shortText, jobPostingMessages.tooLong.location)
    .required(jobPostingMessages.locationRequired),
  experienceLevel: yup
    .string()
    .oneOf(EXPERIENCE_LEVELS, jobPostingMessages.levelRequired)
    .required(jobPostingMessages.levelRequired),
  description: yup
    .string()
    .trim()
    .min(JOB_DESCRIPTION_MIN_LENGTH, jobPostingMessages.descriptionTooShort)
    .max(TEXT_LIMITS.description, jobPostingMessages.tooLong.description)
    .required(jobPostingMessages.descriptionRequired),
});

export type JobPostingInput = yup.InferType<typeof jobPostingRules>;
