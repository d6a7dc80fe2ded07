import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common';

/**
 * One mail of the outbox, as admins read it (`GET /api/admin/mail`): delivered when `deliveredAt` is set, given up on
 * when neither it nor `nextAttemptAt` is, else waiting for its next attempt.
 */
export const OutboxMailSchema = Type.Object({
  id: IdSchema,
  recipient: Type.String(),
  subject: Type.String(),
  /** Empty once deleted (`textDeletedAt`). */
  text: Type.String(),
  createdAt: DateTimeSchema,
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Nullable(DateTimeSchema),
  deliveredAt: Nullable(DateTimeSchema),
  lastError: Nullable(Type.String()),
  /** When the text was deleted, some days after the mail left the outbox (src/shared/retention.ts); else null. */
  textDeletedAt: Nullable(DateTimeSchema),
});
export type OutboxMail = Static<typeof OutboxMailSchema>;
