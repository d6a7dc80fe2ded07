import { Type, type Static } from 'typebox';
import { ratingRules } from '../ratings';
import {
  REFERRAL_REQUEST_STATUSES,
  REQUEST_EVENT_KINDS,
  RESUME_MIME_TYPES,
  referralRequestFieldsRules,
} from '../referralRequest';
import { referralRequestQueryRules, requestMoveRules, submissionRules } from '../requestLifecycle';
import { EVENT_PARTIES, WAITING_REASONS } from '../assignment';
import { askChangesRules, CHANGE_KINDS, sendChangesRules } from '../requestChanges';
import {
  DateTimeSchema,
  ErrorSchema,
  IdSchema,
  Nullable,
  NullableStringEnum,
  NullableTextSchema,
  ScalarInputSchema,
  StringEnum,
} from './common';
import { withRules } from './rules';

/** A calendar day, YYYY-MM-DD. */
export const DaySchema = Type.String({ format: 'date' });

/** The answer of POST /api/direct-referral-request (a multipart form, read by its handler). */
export const DirectReferralResponseSchema = Type.Object({
  id: IdSchema,
  pendingAssignment: Type.Boolean(),
  /** Why a request that came through a referrer's share link did not go to them (src/shared/shareLinks.ts). */
  notice: Type.Optional(Type.String()),
});
export type DirectReferralResponse = Static<typeof DirectReferralResponseSchema>;

/**
 * The open request a candidate already has at a company (src/shared/openRequest.ts): the words that name it and the
 * page that shows it ("My requests").
 */
export const OpenRequestSchema = Type.Object({
  company: Type.String(),
  message: Type.String(),
  path: Type.String(),
});
export type OpenRequest = Static<typeof OpenRequestSchema>;

/**
 * A 409 of POST /api/direct-referral-request: as every refusal (ErrorSchema), plus `openRequest` when the candidate
 * already has an open request at the company.
 */
export const DirectReferralConflictSchema = Type.Object(
  { ...ErrorSchema.properties, openRequest: Type.Optional(OpenRequestSchema) },
  {
    description:
      'Refused: `message` says why (a closed job, a referrer at their weekly cap, an open request at the company), ' +
      "`errors` which field, and `openRequest` names the candidate's open request at the company and where to see it",
  },
);

/** GET /api/open-referral-request: the signed-in candidate's open request at a company, or null. */
export const OpenRequestQuerySchema = withRules(referralRequestFieldsRules.pick(['company']), {
  company: Type.String(),
});
export const OpenRequestAnswerSchema = Type.Object({ openRequest: Nullable(OpenRequestSchema) });
export type OpenRequestAnswer = Static<typeof OpenRequestAnswerSchema>;

/**
 * The answer of a resume's download (GET /api/referral-requests/{id}/resume, GET /api/me/resume): the file byte for
 * byte, under the type it was accepted as. In Fastify's form for an answer per content type, which the API's
 * document lists as it is.
 */
export const ResumeFileResponseSchema = {
  description: 'The resume, byte for byte as it was uploaded',
  content: Object.fromEntries(
    RESUME_MIME_TYPES.map((mimeType) => [
      mimeType,
      { schema: Type.Unsafe<Uint8Array | ReadableStream<Uint8Array>>({ type: 'string', format: 'binary' }) },
    ]),
  ),
};

/** A referral request as its sender, its referrer and admins see it; the resume is described, never included. */
export const ReferralRequestSchema = Type.Object({
  id: IdSchema,
  referrerId: Nullable(IdSchema),
  /** The public name of the referrer who has the request now; null while it waits to be matched. */
  referrerName: Nullable(Type.String()),
  name: Type.String(),
  /**
   * The candidate's contact details: left out of a referrer's answer until they accept the request, and again once it
   * is declined or withdrawn (src/shared/requestLifecycle.ts, CONTACT_SHARED_STATUSES). Its candidate and admins
   * always have them.
   */
  email: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  company: Type.String(),
  experience: Type.Integer(),
  message: Type.String(),
  jobId: Nullable(IdSchema),
  jobTitle: Nullable(Type.String()),
  pendingAssignment: Type.Boolean(),
  /** Why a request without a referrer waits (src/shared/assignment.ts); null otherwise, or while it is being matched. */
  waitingReason: NullableStringEnum(WAITING_REASONS),
  status: StringEnum(REFERRAL_REQUEST_STATUSES),
  /** Why a referrer last declined it, for the candidate; null unless one did (it may have moved on since). */
  declineReason: Nullable(Type.String()),
  /** The candidate's rating of the referrer who referred them (src/shared/ratings.ts); null until they give one. */
  rating: Nullable(Type.Object({ stars: Type.Integer(), comment: Nullable(Type.String()) })),
  createdAt: DateTimeSchema,
  resume: Nullable(Type.Object({ fileName: Type.String(), mimeType: Type.String(), size: Type.Integer() })),
  /** When the resume was deleted, its request having ended long enough ago (src/shared/retention.ts); else null. */
  resumeDeletedAt: Nullable(DateTimeSchema),
  /** The day the referrer submitted the candidate in their company's system (YYYY-MM-DD); null until recorded. */
  submittedOn: Nullable(DaySchema),
  /** Whether its hire counts: reported or confirmed by the candidate, or undisputed (src/shared/requestLifecycle.ts). */
  hireConfirmed: Type.Boolean(),
  /** Until when the candidate may dispute the referrer's "hired"; null unless such a mark waits for them. */
  hireDisputableUntil: Nullable(DateTimeSchema),
  /** The ask for changes the request waits on (status `changes_asked`), with its deadline; null otherwise. */
  changesAsked: Type.Optional(
    Nullable(
      Type.Object({
        kind: StringEnum(CHANGE_KINDS),
        note: Type.String(),
        askedAt: DateTimeSchema,
        dueAt: DateTimeSchema,
      }),
    ),
  ),
  /** When the candidate last sent the changes asked for (the request is marked updated); null if they never did. */
  revisedAt: Type.Optional(Nullable(DateTimeSchema)),
});
export type ReferralRequest = Static<typeof ReferralRequestSchema>;

/** `GET /api/referral-requests`: paging, and the party, status and search of src/shared/requestLifecycle.ts. */
export const ReferralRequestQuerySchema = withRules(referralRequestQueryRules, {
  page: Type.String(),
  limit: Type.String(),
  party: Type.String(),
  status: Type.String(),
  search: Type.String(),
});

/** `GET /api/referral-requests/counts?party=&search=`: how many requests of each status the list holds. */
export const ReferralRequestCountsQuerySchema = withRules(referralRequestQueryRules.pick(['party', 'search']), {
  party: Type.String(),
  search: Type.String(),
});
export const ReferralRequestCountsSchema = Type.Object(
  Object.fromEntries(REFERRAL_REQUEST_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<
    (typeof REFERRAL_REQUEST_STATUSES)[number],
    ReturnType<typeof Type.Integer>
  >,
);
export type ReferralRequestCounts = Static<typeof ReferralRequestCountsSchema>;

/** `POST /api/referral-requests/{id}/rating`: stars from 1 to 5 and an optional comment. */
export const RatingBodySchema = withRules(ratingRules, {
  stars: ScalarInputSchema,
  comment: NullableTextSchema,
});

/** What a rating answers: the rating, and the referrer's average and count with it folded in. */
export const RatingAnswerSchema = Type.Object({
  stars: Type.Integer(),
  comment: Nullable(Type.String()),
  referrerRating: Type.Number(),
  referrerRatingCount: Type.Integer(),
});
export type RatingAnswer = Static<typeof RatingAnswerSchema>;

/**
 * `POST /api/referral-requests/{id}/moves`: accept, decline (with a reason), refer (with the submission day, if
 * known), hire or withdraw; the candidate's progress reports, and their answer to a referrer's "hired".
 */
export const RequestMoveBodySchema = withRules(requestMoveRules, {
  action: Type.String(),
  reason: Nullable(Type.String()),
  submittedOn: Nullable(Type.String()),
});

/** `PUT /api/referral-requests/{id}/submission`: the day the referrer submitted the candidate. */
export const SubmissionBodySchema = withRules(submissionRules, { submittedOn: Type.String() });

/**
 * One change in a request's history: a move by a party, an admin giving a waiting request to a referrer, or the
 * router matching it or moving it on (to a referrer, or to the admin queue).
 */
export const ReferralRequestEventSchema = Type.Object({
  id: IdSchema,
  fromStatus: StringEnum(REFERRAL_REQUEST_STATUSES),
  toStatus: StringEnum(REFERRAL_REQUEST_STATUSES),
  actorParty: StringEnum(EVENT_PARTIES),
  /** The name of the account that made the change; null once that account is gone. */
  actorName: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  /** An assignment's referrer, by name (null for a move, or once that profile is gone). */
  assignedTo: Nullable(Type.String()),
  /** A change, the resume's deletion, a submission day recorded, or a hire confirmed by the job queue. */
  kind: StringEnum(REQUEST_EVENT_KINDS),
  /** A `submitted` entry's day (YYYY-MM-DD); null for the others. */
  submittedOn: Nullable(DaySchema),
  /** An ask for changes: what was asked for (the note is `reason`); null for every other change. */
  changesKind: Type.Optional(NullableStringEnum(CHANGE_KINDS)),
  createdAt: DateTimeSchema,
});
export type ReferralRequestEvent = Static<typeof ReferralRequestEventSchema>;

/** `POST /api/referral-requests/{id}/changes-asked`: what the referrer asks for, and their note. */
export const AskChangesBodySchema = withRules(askChangesRules, { kind: Type.String(), note: Type.String() });

/**
 * `POST /api/referral-requests/{id}/changes`, a multipart form: these text fields (each optional) and an optional
 * `resume`. Read by its handler, like the request form; this is what it checks the fields with.
 */
export const SendChangesFieldsSchema = withRules(sendChangesRules, { message: Type.String(), jobTitle: Type.String() });

/** One version of a request: the one it has now, or one its candidate replaced by sending changes. */
export const RequestVersionSchema = Type.Object({
  /** The version's row; null for the current version, which the request itself holds. */
  id: Nullable(IdSchema),
  /** 1 for the request as first sent, counting up. */
  number: Type.Integer({ minimum: 1 }),
  current: Type.Boolean(),
  sentAt: DateTimeSchema,
  message: Type.String(),
  jobTitle: Nullable(Type.String()),
  /** Null once deleted (retention, or the sender's account deletion). */
  resume: Nullable(Type.Object({ fileName: Type.String(), mimeType: Type.String(), size: Type.Integer() })),
});
export type RequestVersion = Static<typeof RequestVersionSchema>;

export const VersionParamsSchema = Type.Object({ id: IdSchema, versionId: IdSchema });
