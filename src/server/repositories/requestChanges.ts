import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CHANGE_KIND_LABELS,
  sendChangesMessages,
  type AskChanges,
  type SendChanges,
} from '../../shared/requestChanges.js';
import {
  CHANGES_ANSWER_WITHIN_DAYS,
  CHANGES_MOVES,
  changesRefusal,
  changesRefusals,
} from '../../shared/requestLifecycle.js';
import type { ReferralRequest, RequestVersion } from '../../shared/schemas/referralRequests.js';
import type { Database } from '../db/client.js';
import { binaryCopyRow, copyIn, transactionOnConnection } from '../db/copyIn.js';
import { referralRequestEvents, referralRequests, requestVersions, resumes } from '../db/schema.js';
import { about, notifyCandidateOfStatusChange, notifyReferrerOfChange } from '../mail/notifications.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import type { MessageTransport } from '../notifications/whatsapp.js';
import { lockVisible, partiesOf, readRequestAs, type NewResume, type Viewer } from './referralRequests.js';

/**
 * "Ask for changes" (src/shared/requestLifecycle.ts, CHANGES_MOVES): the referrer's ask, the candidate's answer, which
 * keeps the version it replaces (request_versions), and the expiry of an ask left unanswered. Each is one transaction
 * with its history entry and its notifications.
 */

export type ChangesResult =
  | { notFound: true }
  /** Not the viewer's to do, or not in this status: the words say why. */
  | { refused: string }
  /** The answer changes nothing: the words say what to send. */
  | { invalid: string }
  | { changed: ReferralRequest };

/** Why the job queue closed a request whose ask went unanswered: the history's headline. */
export const EXPIRED_ASK_REASON = `Closed: the changes asked for were not sent within ${CHANGES_ANSWER_WITHIN_DAYS} days`;

/** The referrer asks for changes before deciding; the candidate is told, with the note. */
export async function askForChanges(
  db: Database,
  viewer: Viewer,
  id: number,
  ask: AskChanges,
  notify: { linkOrigin: string; whatsapp: MessageTransport },
): Promise<ChangesResult> {
  return db.transaction(async (tx) => {
    const request = await lockVisible(tx, viewer, id);
    if (!request) return { notFound: true };
    const refused = changesRefusal(request.status, 'ask', partiesOf(request, viewer));
    if (refused) return { refused };
    // Nobody could answer an ask on a request sent without an account: it would only wait for its expiry.
    if (request.candidateUserId === null) return { refused: changesRefusals.noAccount };
    const { to } = CHANGES_MOVES.ask;
    await tx
      .update(referralRequests)
      .set({ status: to, changesAskedAt: sql`now()` })
      .where(eq(referralRequests.id, id));
    await tx.insert(referralRequestEvents).values({
      referralRequestId: id,
      fromStatus: request.status,
      toStatus: to,
      actorUserId: viewer.id,
      actorParty: 'referrer',
      reason: ask.note,
      changesKind: ask.kind,
    });
    await notifyCandidateOfStatusChange(
      tx,
      id,
      {
        to,
        reason: `${CHANGE_KIND_LABELS[ask.kind]}. “${ask.note}” Send them from your profile within ${CHANGES_ANSWER_WITHIN_DAYS} days, or the request closes.`,
        reasonLabel: 'What they ask for',
        message: {
          subject: 'Your referrer asked for changes',
          body: (referrer) => `${referrer} asked you for changes to your referral request`,
        },
      },
      notify.linkOrigin,
      notify.whatsapp,
    );
    await recordRequestNotifications(tx, id, { kind: 'request-changes-asked' });
    return { changed: await readRequestAs(tx, id, viewer) };
  });
}

/**
 * The candidate sends what was asked for: a new message, a job and/or a new resume (already checked). The version they
 * replace is kept whole, its resume included; the request is `new` again, with a fresh deadline for its referrer's
 * answer, and marked updated.
 */
export async function sendChanges(
  db: Database,
  viewer: Viewer,
  id: number,
  changes: SendChanges,
  resume: NewResume | undefined,
  linkOrigin: string,
): Promise<ChangesResult> {
  return transactionOnConnection(db, async (tx, connection) => {
    const request = await lockVisible(tx, viewer, id);
    if (!request) return { notFound: true };
    const refused = changesRefusal(request.status, 'answer', partiesOf(request, viewer));
    if (refused) return { refused };
    const [current] = await tx
      .select({ message: referralRequests.message, jobTitle: referralRequests.jobTitle })
      .from(referralRequests)
      .where(eq(referralRequests.id, id));
    const message = changes.message && changes.message !== current!.message ? changes.message : undefined;
    const jobTitle = changes.jobTitle && changes.jobTitle !== current!.jobTitle ? changes.jobTitle : undefined;
    if (message === undefined && jobTitle === undefined && !resume) {
      return { invalid: sendChangesMessages.nothingChanged };
    }

    // The version being replaced, whole: its resume's bytes are copied inside the database, never read out.
    await tx.execute(sql`
      insert into ${requestVersions}
        (referral_request_id, message, job_title, resume_file_name, resume_mime_type, resume_size, resume_data, sent_at)
      select q.id, q.message, q.job_title, r.file_name, r.mime_type, r.size, r.data, coalesce(q.revised_at, q.created_at)
      from ${referralRequests} q left join ${resumes} r on r.referral_request_id = q.id
      where q.id = ${id}`);
    if (resume) {
      await tx.delete(resumes).where(eq(resumes.referralRequestId, id));
      await copyIn(
        connection,
        'copy resumes (referral_request_id, file_name, mime_type, size, data) from stdin with (format binary)',
        binaryCopyRow([id, resume.fileName, resume.mimeType, resume.data.length, resume.data]),
      );
    }
    const { to } = CHANGES_MOVES.answer;
    await tx
      .update(referralRequests)
      .set({
        status: to,
        ...(message !== undefined ? { message } : {}),
        // A job named anew is named by its title: the job the request first named is no longer the one asked for.
        ...(jobTitle !== undefined ? { jobTitle, jobId: null } : {}),
        revisedAt: sql`now()`,
        // The referrer's time to answer starts again (src/server/assignment/): the request is new to them.
        assignedAt: sql`now()`,
      })
      .where(eq(referralRequests.id, id));
    const sent = [resume && 'a new resume', message !== undefined && 'a new message', jobTitle !== undefined && 'a job']
      .filter(Boolean)
      .join(', ');
    await tx.insert(referralRequestEvents).values({
      referralRequestId: id,
      fromStatus: CHANGES_MOVES.answer.from[0],
      toStatus: to,
      actorUserId: viewer.id,
      actorParty: 'candidate',
      reason: `Sent ${sent}`,
    });
    await recordRequestNotifications(tx, id, { kind: 'request-changes-sent' });
    await notifyReferrerOfChange(tx, id, linkOrigin, (row) => ({
      subject: `${row.candidateName} sent the changes you asked for`,
      paragraphs: [
        `${row.candidateName} sent ${sent} for their referral request${about(row)}. The request is new to you again, with every earlier version kept in its history.`,
      ],
    }));
    return { changed: await readRequestAs(tx, id, viewer) };
  });
}

/** How many expired asks one transaction closes; the sweep goes on until none is left. */
const EXPIRY_BATCH = 100;

/**
 * Closes every request whose ask for changes has waited CHANGES_ANSWER_WITHIN_DAYS at `now` (the job queue's sweep,
 * src/server/jobs/backgroundJobs.ts): `withdrawn`, with EXPIRED_ASK_REASON in its history, both sides told. Rows another
 * process is closing are skipped. Answers how many it closed.
 */
export async function expireChangeAsks(db: Database, now: Date, linkOrigin: string) {
  const askedBefore = new Date(now.getTime() - CHANGES_ANSWER_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  let closed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(
          and(
            eq(referralRequests.status, 'changes_asked'),
            sql`${referralRequests.changesAskedAt} <= ${askedBefore.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(referralRequests.changesAskedAt), asc(referralRequests.id))
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      const { from, to } = CHANGES_MOVES.expire;
      for (const { id } of due) {
        await tx.update(referralRequests).set({ status: to }).where(eq(referralRequests.id, id));
        await tx.insert(referralRequestEvents).values({
          referralRequestId: id,
          fromStatus: from[0],
          toStatus: to,
          actorParty: 'system',
          reason: EXPIRED_ASK_REASON,
        });
        await recordRequestNotifications(tx, id, { kind: 'request-changes-expired' }, { kind: 'request-ask-expired' });
        await notifyCandidateOfStatusChange(
          tx,
          id,
          {
            to,
            reason: null,
            message: {
              subject: 'Your referral request closed',
              body: (referrer) =>
                `The changes ${referrer} asked for were not sent within ${CHANGES_ANSWER_WITHIN_DAYS} days, so your referral request closed`,
            },
          },
          linkOrigin,
        );
        await notifyReferrerOfChange(tx, id, linkOrigin, (row) => ({
          subject: `The request from ${row.candidateName} closed`,
          paragraphs: [
            `${row.candidateName} did not send the changes you asked for within ${CHANGES_ANSWER_WITHIN_DAYS} days, so their referral request${about(row)} closed. There is nothing more for you to do.`,
          ],
        }));
      }
      return due.length;
    });
    closed += batch;
    if (batch < EXPIRY_BATCH) return closed;
  }
}

/**
 * Every version of a request, oldest first: those its candidate replaced, then the one it has now. Callers decide who
 * may read it.
 */
export async function requestVersionsOf(db: Database, id: number): Promise<RequestVersion[]> {
  const past = await db
    .select({
      id: requestVersions.id,
      message: requestVersions.message,
      jobTitle: requestVersions.jobTitle,
      fileName: requestVersions.resumeFileName,
      mimeType: requestVersions.resumeMimeType,
      size: requestVersions.resumeSize,
      sentAt: requestVersions.sentAt,
    })
    .from(requestVersions)
    .where(eq(requestVersions.referralRequestId, id))
    .orderBy(asc(requestVersions.id));
  const [now] = await db
    .select({
      message: referralRequests.message,
      jobTitle: referralRequests.jobTitle,
      fileName: resumes.fileName,
      mimeType: resumes.mimeType,
      size: resumes.size,
      sentAt: sql<Date>`coalesce(${referralRequests.revisedAt}, ${referralRequests.createdAt})`.mapWith(
        referralRequests.createdAt,
      ),
    })
    .from(referralRequests)
    .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
    .where(eq(referralRequests.id, id));
  if (!now) return [];
  const versions = [...past, { ...now, id: null }];
  return versions.map(({ id: versionId, fileName, mimeType, size, sentAt, ...version }, index) => ({
    id: versionId,
    number: index + 1,
    current: versionId === null,
    sentAt: sentAt.toISOString(),
    ...version,
    resume: fileName !== null && mimeType !== null && size !== null ? { fileName, mimeType, size } : null,
  }));
}

/** A past version's resume, described, or undefined when that version of that request has none (or none any more). */
export async function findVersionResume(db: Database, id: number, versionId: number) {
  const [row] = await db
    .select({
      fileName: requestVersions.resumeFileName,
      mimeType: requestVersions.resumeMimeType,
      size: requestVersions.resumeSize,
    })
    .from(requestVersions)
    .where(and(eq(requestVersions.id, versionId), eq(requestVersions.referralRequestId, id)));
  if (!row || row.fileName === null || row.mimeType === null || row.size === null) return undefined;
  return { fileName: row.fileName, mimeType: row.mimeType, size: row.size };
}

/** A past version's resume, slice by slice, as readResumeBytes reads the current one. */
export async function* readVersionResumeBytes(db: Database, versionId: number, size: number, sliceBytes: number) {
  for (let offset = 0; offset < size; offset += sliceBytes) {
    const [slice] = await db
      .select({
        bytes: sql<Buffer | null>`substring(${requestVersions.resumeData} from ${offset + 1} for ${sliceBytes})`,
      })
      .from(requestVersions)
      .where(eq(requestVersions.id, versionId));
    if (!slice?.bytes) throw new Error(`The resume of request version ${versionId} was deleted during its download`);
    yield slice.bytes;
  }
}
