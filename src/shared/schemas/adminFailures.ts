import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, NullableTextSchema, StringEnum } from './common';

/**
 * What went wrong, for admins in every environment (src/server/routes/adminFailures.ts): the background jobs that
 * failed every attempt, and the mail the outbox has not delivered. Neither carries a mail's text (it may hold a reset
 * link) nor a job's data: these schemas have no field for them, so the answer cannot hold them.
 */

/** A background job that failed every attempt (`GET /api/admin/failed-jobs`), newest failure first. */
export const FailedJobSchema = Type.Object({
  /** pg-boss's id of the job (a UUID). */
  id: Type.String(),
  /** Its queue: `deliver-mail`, `route-request`... (README, "Background jobs"). */
  queue: Type.String(),
  /** What it failed with: the error's message and its causes', with no query parameters and no passwords in URLs. */
  error: Type.String(),
  /** PostgreSQL's SQLSTATE or Node's code of the error or its cause (`57P01`, `ECONNREFUSED`), when it has one. */
  errorCode: NullableTextSchema,
  /** Where it was thrown: the first frames of the stack, when the error had one. */
  stack: NullableTextSchema,
  /** How many times it ran (0: failed before it ran, as a job that expired in the queue). */
  attempts: Type.Integer({ minimum: 0 }),
  failedAt: DateTimeSchema,
  createdAt: DateTimeSchema,
});
export type FailedJob = Static<typeof FailedJobSchema>;

/** Where an undelivered mail stands: to be sent (not tried yet, or tried and due again), or given up on. */
export const QUEUED_MAIL_STATUSES = ['waiting', 'failed'] as const;
export type QueuedMailStatus = (typeof QUEUED_MAIL_STATUSES)[number];

/** A mail the outbox has not delivered (`GET /api/admin/mail-queue`), newest first: never its text. */
export const QueuedMailSchema = Type.Object({
  id: IdSchema,
  recipient: Type.String(),
  subject: Type.String(),
  status: StringEnum(QUEUED_MAIL_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  lastError: NullableTextSchema,
  /** When it is tried next; null once given up on. */
  nextAttemptAt: Nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
});
export type QueuedMail = Static<typeof QueuedMailSchema>;
