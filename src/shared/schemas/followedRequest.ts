import { Type, type Static } from 'typebox';
import { followedRequestMoveRules, followedRequestQueryRules } from '../followRequest';
import { REFERRAL_REQUEST_STATUSES } from '../referralRequest';
import { WAITING_REASONS } from '../assignment';
import { DateTimeSchema, Nullable, NullableStringEnum, StringEnum } from './common';
import { DaySchema, ReferralRequestEventSchema } from './referralRequests';
import { withRules } from './rules';

/** `GET /api/followed-request?token=`: the token of the private link the confirmation mail carries. */
export const FollowedRequestQuerySchema = withRules(followedRequestQueryRules, { token: Type.String() });

/** `POST /api/followed-request/moves`: the link's token, as the proof, and the candidate's move. */
export const FollowedRequestMoveBodySchema = withRules(followedRequestMoveRules, {
  token: Type.String(),
  action: Type.String(),
});

/**
 * The one request a private link opens, as its candidate needs to follow it: what they asked for, where it stands and
 * with whom, and its history. Never the resume, the message or the contact details: a link can be forwarded.
 */
export const FollowedRequestSchema = Type.Object({
  company: Type.String(),
  jobTitle: Nullable(Type.String()),
  status: StringEnum(REFERRAL_REQUEST_STATUSES),
  /** The referrer who has it now; null while it waits for one. */
  referrerName: Nullable(Type.String()),
  pendingAssignment: Type.Boolean(),
  /** Why it waits (src/shared/assignment.ts); null otherwise, or while it is being matched. */
  waitingReason: NullableStringEnum(WAITING_REASONS),
  createdAt: DateTimeSchema,
  /** The day the referrer submitted the candidate in their company's system, as YYYY-MM-DD; null until recorded. */
  submittedOn: Nullable(DaySchema),
  /** While the referrer's "hired" waits for the candidate to confirm or dispute it, until when; null otherwise. */
  hireDisputableUntil: Nullable(DateTimeSchema),
  /** Null while the request goes on; once it has ended, when the link stops working (src/shared/followRequest.ts). */
  linkExpiresAt: Nullable(DateTimeSchema),
  /** The same changes its candidate reads in "My requests", oldest first. */
  history: Type.Array(ReferralRequestEventSchema),
});
export type FollowedRequest = Static<typeof FollowedRequestSchema>;
