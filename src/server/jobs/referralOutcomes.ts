import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { HIRE_DISPUTE_DAYS, OUTCOME_REMINDER_DAYS } from '../../shared/requestLifecycle.js';
import type { Database } from '../db/client.js';
import { referralRequestEvents, referralRequests } from '../db/schema.js';
import { remindOfOutcome } from '../mail/notifications.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import { countSuccessfulReferral } from '../repositories/referralRequests.js';

const DAY_MS = 24 * 3600_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * What happened after "referred" (src/shared/requestLifecycle.ts), kept moving by the job queue: a referrer's "hired"
 * the candidate did not dispute within HIRE_DISPUTE_DAYS is confirmed (and counts), and a request still `referred`
 * reminds both sides at each of OUTCOME_REMINDER_DAYS. Each request is changed by one conditional UPDATE, so a
 * candidate's dispute or report made at the same moment wins or loses whole, and each reminder goes once however many
 * processes run the job.
 */
export async function followUpReferrals(db: Database, now: Date, linkOrigin: string) {
  const hiresConfirmed = await confirmUndisputedHires(db, now);
  const remindersSent = await sendOutcomeReminders(db, now, linkOrigin);
  return { hiresConfirmed, remindersSent };
}

/** Confirms each referrer's "hired" left undisputed for HIRE_DISPUTE_DAYS, with an entry in its history. */
export async function confirmUndisputedHires(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(referralRequests)
      .set({ hireConfirmedAt: now })
      .where(
        and(
          eq(referralRequests.status, 'hired'),
          isNull(referralRequests.hireConfirmedAt),
          lte(referralRequests.hireMarkedAt, daysBefore(now, HIRE_DISPUTE_DAYS)),
        ),
      )
      .returning({ id: referralRequests.id, referrerId: referralRequests.referrerId });
    for (const request of confirmed) {
      await tx.insert(referralRequestEvents).values({
        referralRequestId: request.id,
        fromStatus: 'hired',
        toStatus: 'hired',
        actorParty: 'system',
        kind: 'hire-confirmed',
        reason: `Confirmed: the candidate did not dispute it within ${HIRE_DISPUTE_DAYS} days`,
      });
      await countSuccessfulReferral(tx, request.referrerId);
    }
    return confirmed.length;
  });
}

/**
 * Reminds both sides of each request still `referred` at each of OUTCOME_REMINDER_DAYS after the referral: in the app
 * and by mail, as each account's settings say. The latest reminder due goes first, so a request found late (the queue
 * was stopped) gets that one only.
 */
export async function sendOutcomeReminders(db: Database, now: Date, linkOrigin: string) {
  let sent = 0;
  for (let index = OUTCOME_REMINDER_DAYS.length - 1; index >= 0; index--) {
    const days = OUTCOME_REMINDER_DAYS[index]!;
    sent += await db.transaction(async (tx) => {
      const due = await tx
        .update(referralRequests)
        .set({ outcomeRemindersSent: index + 1 })
        .where(
          and(
            eq(referralRequests.status, 'referred'),
            lte(referralRequests.referredAt, daysBefore(now, days)),
            sql`${referralRequests.outcomeRemindersSent} < ${index + 1}`,
          ),
        )
        .returning({ id: referralRequests.id });
      for (const request of due) {
        await recordRequestNotifications(
          tx,
          request.id,
          { kind: 'outcome-reminder-to-candidate', days },
          { kind: 'outcome-reminder-to-referrer', days },
        );
        await remindOfOutcome(tx, request.id, days, linkOrigin);
      }
      return due.length;
    });
  }
  return sent;
}
