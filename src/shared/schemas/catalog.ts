import { Type, type Static } from 'typebox';
import { jobQueryRules, referrerQueryRules } from '../catalogQueries';
import { DateTimeSchema, IdSchema, Nullable, NullableTextSchema } from './common';
import { withRules } from './rules';

/**
 * Single items of the public catalogue, read by the request form to fill in the target company and job
 * (SPEC section 7: GET /api/referrer/{id}, /api/company/{id}, /api/companies/{id}, /api/jobs/{id}).
 */
export const ReferrerSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  photo: NullableTextSchema,
  title: Type.String(),
  companyId: IdSchema,
  companyName: Type.String(),
  bio: Type.String(),
  /** The average of their ratings, and how many there are (src/shared/ratings.ts). */
  rating: Type.Number(),
  ratingCount: Type.Integer(),
  successfulReferrals: Type.Integer(),
  specialties: Type.Array(Type.String()),
  /** They confirmed a work e-mail at their company's domain (src/shared/workEmail.ts). */
  verified: Type.Boolean(),
  /** The share of requests they answered, and the median hours it took; null for a newcomer (src/shared/responseStats.ts). */
  responseRate: Nullable(Type.Number()),
  typicalReplyHours: Nullable(Type.Number()),
  /** False once they hold as many requests this week as their weekly cap: they take no new ones until it frees up. */
  takingRequests: Type.Boolean(),
  /**
   * False for a profile nobody can read requests for (no account behind it, or a disabled one): a request sent to
   * them is matched with a referrer at their company who can, and they show no response figures.
   */
  readsRequests: Type.Boolean(),
});
export type Referrer = Static<typeof ReferrerSchema>;

export const CompanySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  industry: Type.String(),
  logo: NullableTextSchema,
  websiteUrl: NullableTextSchema,
});
export type Company = Static<typeof CompanySchema>;

export const JobSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  type: Type.String(),
  companyId: IdSchema,
  companyName: Type.String(),
  location: Type.String(),
  experienceLevel: Type.String(),
  postedAt: DateTimeSchema,
  description: Type.String(),
  /** When its poster closed it: a closed job leaves the lists and takes no more requests, but its page stays. */
  closedAt: Nullable(DateTimeSchema),
});
export type Job = Static<typeof JobSchema>;

/** A company as the companies list shows it: with how many jobs it has open. */
export const CompanyWithJobCountSchema = Type.Object({ ...CompanySchema.properties, openJobs: Type.Integer() });
export type CompanyWithJobCount = Static<typeof CompanyWithJobCountSchema>;

/** Each filter is one string (a repeated one is refused); the shared Yup rules check and default them. */
export const ReferrerListQuerySchema = withRules(referrerQueryRules, {
  search: Type.String(),
  company: Type.String(),
  specialty: Type.String(),
  page: Type.String(),
  limit: Type.String(),
});

export const JobListQuerySchema = withRules(jobQueryRules, {
  search: Type.String(),
  type: Type.String(),
  location: Type.String(),
  experienceLevel: Type.String(),
  company: Type.String(),
  page: Type.String(),
  limit: Type.String(),
});

/** `:companyName` of GET /api/jobs/company/{companyName}. */
export const CompanyNameParamsSchema = Type.Object({ companyName: Type.String({ minLength: 1, maxLength: 200 }) });
