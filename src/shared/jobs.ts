/** The kinds of job a posting may be, as the job cards and the filters name them. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The experience a job asks for, from the first job on. */
export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior', 'Lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** SPEC section 8, word for word: what a failed jobs fetch says. */
export const JOBS_FETCH_FAILED = 'Failed to fetch jobs';
