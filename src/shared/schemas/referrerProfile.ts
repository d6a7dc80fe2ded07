import { Type, type Static } from 'typebox';
import { referrerProfileSchema } from '../referrerProfile';
import { UserSchema } from './auth';
import { ReferrerSchema } from './catalog';
import { NullableTextSchema } from './common';
import { withRules } from './rules';

/** `PUT /api/me/referrer-profile`: the profile candidates will find. */
export const ReferrerProfileBodySchema = withRules(referrerProfileSchema, {
  company: Type.String(),
  title: Type.String(),
  bio: Type.String(),
  specialties: Type.Array(Type.String(), { maxItems: 50 }),
  photo: NullableTextSchema,
});

/** The account, now a referrer, and its public card. */
export const SavedReferrerProfileSchema = Type.Object({ user: UserSchema, referrer: ReferrerSchema });
export type SavedReferrerProfile = Static<typeof SavedReferrerProfileSchema>;
