import { Type, type Static } from 'typebox';
import { referrerProfileRules, weeklyCapRules } from '../referrerProfile';
import { UserSchema } from './auth';
import { ReferrerSchema } from './catalog';
import { Nullable, NullableTextSchema, ScalarInputSchema } from './common';
import { withRules } from './rules';

/** `PUT /api/me/referrer-profile`: the profile candidates will find. */
export const ReferrerProfileBodySchema = withRules(referrerProfileRules, {
  company: Type.String(),
  title: Type.String(),
  bio: Type.String(),
  specialties: Type.Array(Type.String(), { maxItems: 50 }),
  photo: NullableTextSchema,
});

/** `PUT /api/me/weekly-cap`: a whole number of requests a week, or null for no limit. */
export const WeeklyCapBodySchema = withRules(weeklyCapRules, { weeklyCap: ScalarInputSchema });

/** The referrer's own card, with what only they see: their weekly cap and how much of it this week holds. */
export const OwnReferrerProfileSchema = Type.Object({
  ...ReferrerSchema.properties,
  weeklyCap: Nullable(Type.Integer()),
  requestsThisWeek: Type.Integer(),
});
export type OwnReferrerProfile = Static<typeof OwnReferrerProfileSchema>;

/** The account, now a referrer, and its card. */
export const SavedReferrerProfileSchema = Type.Object({ user: UserSchema, referrer: OwnReferrerProfileSchema });
export type SavedReferrerProfile = Static<typeof SavedReferrerProfileSchema>;
