import { and, inArray, isNull, sql } from 'drizzle-orm';
import { RETENTION, retentionMessages } from '../../shared/retention.js';
import type { Database } from '../db/client.js';
import { mailOutbox, referralRequestEvents, referralRequests, requestVersions, resumes } from '../db/schema.js';
import { requestHasEnded, requestLastChange } from '../repositories/requestEnd.js';

/** Resumes deleted per transaction: each may be 5 MiB; the sweep goes on until none is due. */
export const RESUME_SWEEP_BATCH = 100;

/**
 * Deletes, in batches of RESUME_SWEEP_BATCH, the resumes of requests that ended (src/server/repositories/requestEnd.ts)
 * at least `retentionDays` before `now`, and records each deletion in its request's history, as ReferBridge's, in the
 * same statement. The resumes a batch takes are locked and those another sweep holds are skipped: with several
 * processes sweeping at once, each resume is deleted once and its history entry written once (the unique index on
 * the entry makes sure of the latter). An open request's resume is never taken, however old. Answers how many it deleted.
 */
export async function deleteExpiredResumes(db: Database, now: Date, retentionDays: number) {
  const endedBefore = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const reason = retentionMessages.resumeDeletedEvent(retentionDays);
  let deleted = 0;
  for (;;) {
    const due = db
      .select({ id: resumes.id })
      .from(resumes)
      .innerJoin(referralRequests, sql`${referralRequests.id} = ${resumes.referralRequestId}`)
      .where(and(requestHasEnded, sql`${requestLastChange} <= ${endedBefore}::timestamptz`))
      .orderBy(resumes.id)
      .limit(RESUME_SWEEP_BATCH)
      .for('update', { of: resumes, skipLocked: true });
    const result = await db.execute<{ id: number }>(sql`
      with gone as (
        delete from ${resumes} where ${inArray(resumes.id, due)}
        returning ${resumes.referralRequestId} as request_id
      ), earlier as (
        -- The resumes of the versions its candidate replaced (src/server/repositories/requestChanges.ts) go with it.
        update ${requestVersions} set resume_data = null, resume_file_name = null, resume_mime_type = null,
          resume_size = null
        where referral_request_id in (select request_id from gone) and resume_data is not null
      )
      insert into ${referralRequestEvents}
        (referral_request_id, from_status, to_status, actor_party, reason, kind, created_at)
      select gone.request_id, q.status, q.status, 'system', ${reason}, 'resume-deleted', ${now.toISOString()}::timestamptz
      from gone join ${referralRequests} q on q.id = gone.request_id
      on conflict (referral_request_id) where kind = 'resume-deleted' do nothing
      returning referral_request_id as id`);
    deleted += result.rows.length;
    if (result.rows.length < RESUME_SWEEP_BATCH) return deleted;
  }
}

/**
 * Deletes (empties) the body of every mail that left the outbox (delivered, or given up on: neither is sent again) at least
 * RETENTION.sentMailBodyDays before `now`; a mail still waiting to be sent keeps its body. Answers how many it emptied.
 */
export async function deleteOldMailBodies(db: Database, now: Date) {
  const leftBefore = new Date(now.getTime() - RETENTION.sentMailBodyDays * 24 * 60 * 60 * 1000).toISOString();
  const emptied = await db
    .update(mailOutbox)
    .set({ text: '', textDeletedAt: now })
    .where(
      and(
        isNull(mailOutbox.textDeletedAt),
        isNull(mailOutbox.nextAttemptAt),
        sql`coalesce(${mailOutbox.deliveredAt}, ${mailOutbox.createdAt}) <= ${leftBefore}::timestamptz`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return emptied.length;
}

/** The daily sweep (src/server/jobs/backgroundJobs.ts): resumes kept long enough, then old mail bodies. */
export async function runRetentionSweep(db: Database, now: Date, resumeRetentionDays: number) {
  return {
    resumesDeleted: await deleteExpiredResumes(db, now, resumeRetentionDays),
    mailBodiesDeleted: await deleteOldMailBodies(db, now),
  };
}
