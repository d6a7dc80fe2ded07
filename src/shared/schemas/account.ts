import { Type, type Static } from 'typebox';
import { accountRules, candidateProfileRules, passwordChangeRules } from '../account';
import { UserSchema } from './auth';
import { DateTimeSchema, Nullable, NullableTextSchema, ScalarInputSchema } from './common';
import { withRules } from './rules';

/** `GET /api/me/account`: what /profile edits, and what it should know about the channels. */
export const AccountSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  notifyEmail: Type.Boolean(),
  notifyWhatsapp: Type.Boolean(),
  notifyRealtime: Type.Boolean(),
  /** Whether this server sends WhatsApp messages; while it does not, notifyWhatsapp is kept but nothing is sent. */
  whatsappConfigured: Type.Boolean(),
});
export type Account = Static<typeof AccountSchema>;

/** `PUT /api/me/account`; the answer is the user (UserSchema), for the session. */
export const AccountBodySchema = withRules(accountRules, {
  name: Type.String(),
  email: Type.String(),
  notifyEmail: Type.Boolean(),
  notifyWhatsapp: Type.Boolean(),
  notifyRealtime: Type.Boolean(),
});
export const SavedAccountSchema = Type.Object({ user: UserSchema, account: AccountSchema });
export type SavedAccount = Static<typeof SavedAccountSchema>;

/** `POST /api/me/password`: 204 when changed. */
export const PasswordChangeBodySchema = withRules(passwordChangeRules, {
  currentPassword: Type.String(),
  newPassword: Type.String(),
});

/** A saved resume, described; its bytes come from `GET /api/me/resume`. */
export const SavedResumeSchema = Type.Object({
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
  updatedAt: DateTimeSchema,
});
export type SavedResume = Static<typeof SavedResumeSchema>;

/** `GET` and `PUT /api/me/candidate-profile`: what /referee-profile edits. */
export const CandidateProfileSchema = Type.Object({
  title: Type.String(),
  experience: Nullable(Type.Integer()),
  linkedin: NullableTextSchema,
  interests: Type.Array(Type.String()),
  resume: Nullable(Type.Object(SavedResumeSchema.properties)),
});
export type CandidateProfile = Static<typeof CandidateProfileSchema>;

export const CandidateProfileBodySchema = withRules(candidateProfileRules, {
  title: Type.String(),
  experience: ScalarInputSchema,
  linkedin: NullableTextSchema,
  interests: Type.Array(Type.String(), { maxItems: 50 }),
});
