import { Type, type Static } from 'typebox';
import { REFERRAL_REQUEST_STATUSES } from '../referralRequest';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from './common';

/** The answer of POST /api/direct-referral-request (a multipart form, read by its handler). */
export const DirectReferralResponseSchema = Type.Object({ id: IdSchema, pendingAssignment: Type.Boolean() });
export type DirectReferralResponse = Static<typeof DirectReferralResponseSchema>;

/** A referral request as its sender, its referrer and admins see it; the resume is described, never included. */
export const ReferralRequestSchema = Type.Object({
  id: IdSchema,
  referrerId: Nullable(IdSchema),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  experience: Type.Integer(),
  message: Type.String(),
  jobId: Nullable(IdSchema),
  jobTitle: Nullable(Type.String()),
  pendingAssignment: Type.Boolean(),
  status: StringEnum(REFERRAL_REQUEST_STATUSES),
  createdAt: DateTimeSchema,
  resume: Nullable(Type.Object({ fileName: Type.String(), mimeType: Type.String(), size: Type.Integer() })),
});
export type ReferralRequest = Static<typeof ReferralRequestSchema>;
