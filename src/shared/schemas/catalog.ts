import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema, NullableTextSchema } from './common';

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
  rating: Type.Number(),
  successfulReferrals: Type.Integer(),
  specialties: Type.Array(Type.String()),
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
});
export type Job = Static<typeof JobSchema>;
