import * as yup from 'yup';
import { pagingRules } from './paging';

/** The longest filter text a list takes: longer is never a real name, title or skill. */
export const FILTER_MAX_LENGTH = 100;

export const filterText = (name: string) =>
  yup.string().trim().max(FILTER_MAX_LENGTH, `${name} must be at most ${FILTER_MAX_LENGTH} characters`).default('');

/** `GET /api/referrers?search=&company=&specialty=&page=&limit=`. */
export const referrerQueryRules = pagingRules.shape({
  search: filterText('search'),
  company: filterText('company'),
  specialty: filterText('specialty'),
});
export type ReferrerQuery = yup.InferType<typeof referrerQueryRules>;

/** `GET /api/jobs?search=&type=&location=&experienceLevel=&company=&page=&limit=`. */
export const jobQueryRules = pagingRules.shape({
  search: filterText('search'),
  type: filterText('type'),
  location: filterText('location'),
  experienceLevel: filterText('experienceLevel'),
  company: filterText('company'),
});
export type JobQuery = yup.InferType<typeof jobQueryRules>;
