import { Type } from 'typebox';
import { jobPostingRules } from '../jobPosting';
import { withRules } from './rules';

/** `POST /api/jobs` and `PUT /api/jobs/{id}`: a job as its poster writes it; the answer is the job (JobSchema). */
export const JobPostingBodySchema = withRules(jobPostingRules, {
  title: Type.String(),
  type: Type.String(),
  company: Type.String(),
  location: Type.String(),
  experienceLevel: Type.String(),
  description: Type.String(),
});
