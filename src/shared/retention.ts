import { formatUtcDay } from './utcDay';

/**
 * How long ReferBridge keeps what it no longer needs (src/server/retention/sweep.ts deletes it, once a day):
 * - a referral request's resume, `RESUME_RETENTION_DAYS` after the request ended (declined with nobody else to move
 *   on to, withdrawn, or hired); the request's history records the deletion;
 * - the body of a mail that left the outbox (delivered, or given up on), `sentMailBodyDays` after it left: it may hold
 *   a reset link or another private link.
 */
export const RETENTION = {
  /** The default of RESUME_RETENTION_DAYS, and what the privacy page states. */
  resumeDaysAfterEnd: 180,
  sentMailBodyDays: 7,
} as const;

/** The deleted date as the download's refusal and the referrer's card say it ("May 25, 2027"). */
export const formatDeletionDate = (iso: string) => formatUtcDay(new Date(iso));

export const retentionMessages = {
  /** The history entry of a resume's deletion (its headline, ReferBridge's words). */
  resumeDeletedEvent: (days: number) => `Resume deleted: kept ${days} days after the request ended`,
  /** The resume download of a request whose resume was deleted (410). */
  resumeDeleted: (deletedAt: string) =>
    `This resume was deleted on ${formatDeletionDate(deletedAt)}: resumes are kept only for a set time after their ` +
    'request ends.',
} as const;
