import { and, count, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from '../../shared/referralRequest.js';
import { changesDueAt, type ChangeKind } from '../../shared/requestChanges.js';
import {
  AFTER_REFERRED_STATUSES,
  CHANGES_ANSWER_WITHIN_DAYS,
  CONTACT_SHARED_STATUSES,
  hireDisputeEnd,
  REQUEST_MOVES,
  refusal,
  submissionDayRefusal,
  submissionMessages,
  type MoveContext,
  type ReferralRequestQuery,
  type RequestAction,
  type RequestMove,
  type RequestParty,
  type Submission,
} from '../../shared/requestLifecycle.js';
import type { ReferralRequest } from '../../shared/schemas/referralRequests.js';
import type { UserRole } from '../../shared/types.js';
import type { Database } from '../db/client.js';
import { binaryCopyRow, copyIn, transactionOnConnection } from '../db/copyIn.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { companies, jobs, referralRequestEvents, referralRequests, referrers, resumes, users } from '../db/schema.js';
import { notifyCandidateOfStatusChange, notifyReferrerOfNewRequest } from '../mail/notifications.js';
import { confirmRequestToCandidate } from '../mail/requestConfirmation.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import type { MessageTransport } from '../notifications/whatsapp.js';
import { referrerReadsRequests, referrerTakesRequests } from '../assignment/capacity.js';
import type { OpenRequestFound } from '../../shared/openRequest.js';
import { containsPattern } from './likePattern.js';
import { findOpenRequest, lockCompanyRequests } from './openRequests.js';
import { findShareLink, shareLinkRefusal } from './shareLinks.js';
import { isShareToken, shareLinkNotices } from '../../shared/shareLinks.js';
import { ratingOfRequest } from './ratings.js';
import { findFollowedRequest } from './followedRequests.js';

export interface NewReferralRequest {
  candidateUserId: number | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  experience: number;
  message: string;
  referrerId?: number;
  jobId?: number;
  jobTitle?: string;
  /** The version of the notice the candidate saw (src/shared/requestNotice.ts). */
  noticeVersion: string;
  /** The token of the referrer's share link the candidate came through (src/shared/shareLinks.ts), if any. */
  shareToken?: string;
}

export interface NewResume {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export type CreateReferralRequestResult =
  /** `notice` says why a request that came through a share link did not go to the link's referrer. */
  | { created: { id: number; pendingAssignment: boolean; notice?: string } }
  /** The field naming a referrer or job that does not exist; nothing was stored. */
  | { unknown: 'referrerId' | 'jobId' }
  /** The job was closed by its poster: it takes no more requests; nothing was stored. */
  | { closedJob: true }
  /** The chosen referrer holds as many requests this week as their weekly cap; nothing was stored. */
  | { atCapacity: { name: string; company: string } }
  /** The candidate already has an open request at the company (OPEN_STATUSES); nothing was stored. */
  | { openRequest: OpenRequestFound };

/** Who is looking: the list and the resume download show each viewer the same requests. */
export interface Viewer {
  id: number;
  role: UserRole;
}

/**
 * Stores a request and its resume together: a request without its resume (or the reverse) never exists. The
 * referrer's mail, if they want one, commits with them; its links start with `linkOrigin`.
 */
export async function createReferralRequest(
  db: Database,
  request: NewReferralRequest,
  resume: NewResume,
  linkOrigin: string,
): Promise<CreateReferralRequestResult> {
  return transactionOnConnection(db, async (tx, connection) => {
    // One open request per candidate and company, checked under the company's lock so that two sent at once cannot
    // both pass.
    await lockCompanyRequests(tx, request.company);
    const openRequest = await findOpenRequest(
      tx,
      { userId: request.candidateUserId, email: request.email },
      request.company,
    );
    if (openRequest) return { openRequest };
    // A forged or unknown token is no link: the request is sent as if it had none.
    const shareLink = isShareToken(request.shareToken) ? await findShareLink(tx, request.shareToken) : undefined;
    let notice: string | undefined;
    // KEY SHARE holds off a concurrent delete of the referrer or job until we commit, so the check stays true.
    let chosen: { name: string; readsRequests: boolean } | undefined;
    if (request.referrerId !== undefined) {
      const [referrer] = await tx
        .select({
          name: referrers.name,
          company: companies.name,
          takingRequests: referrerTakesRequests(sql`referrers`),
          readsRequests: referrerReadsRequests(sql`referrers`),
        })
        .from(referrers)
        .innerJoin(companies, eq(companies.id, referrers.companyId))
        .where(eq(referrers.id, request.referrerId))
        .for('key share', { of: referrers });
      if (!referrer) return { unknown: 'referrerId' };
      const full = referrer.readsRequests && !referrer.takingRequests;
      if (shareLink?.referrerId === request.referrerId && (full || !referrer.readsRequests)) {
        // Sent from the referrer's own share link while they cannot take it: matched as a request without a referrer
        // (never given to them, so no link lifts a cap), and the candidate and its history say why.
        notice =
          shareLinkRefusal(shareLink, request.company) ??
          (full ? shareLinkNotices.atCapacity : shareLinkNotices.notReading)(referrer.name, referrer.company);
      } else if (full) {
        // A week's cap is a referrer's own; one nobody can read for has none to reach, and is matched past below.
        return { atCapacity: { name: referrer.name, company: referrer.company } };
      } else {
        chosen = referrer;
      }
    }
    let jobTitle = request.jobTitle || null;
    if (request.jobId !== undefined) {
      const [job] = await tx
        .select({ title: jobs.title, closedAt: jobs.closedAt })
        .from(jobs)
        // A job taken down by an admin is gone; a closed one keeps its page (for those with the link) but its poster
        // no longer hires for it, so a request for it would wait for nobody.
        .where(and(eq(jobs.id, request.jobId), isNull(jobs.removedAt)))
        .for('key share');
      if (!job) return { unknown: 'jobId' };
      if (job.closedAt) return { closedJob: true };
      jobTitle ??= job.title;
    }

    // A request that came through a referrer's share link, naming no referrer, goes to the link's referrer while they
    // can take it at the company it names; otherwise it is matched as usual, and the candidate and its history say why.
    let chosenId = request.referrerId;
    if (shareLink && request.referrerId === undefined) {
      notice = shareLinkRefusal(shareLink, request.company);
      if (!notice) {
        chosen = { name: shareLink.name, readsRequests: true };
        chosenId = shareLink.referrerId;
      }
    }

    // A request goes straight to the chosen referrer only if someone can read it there. Otherwise it is matched like
    // one sent without a referrer (src/server/assignment/assign.ts), and its history says why.
    const referrerId = chosen?.readsRequests ? chosenId! : null;
    const pendingAssignment = referrerId === null;
    const [row] = await tx
      .insert(referralRequests)
      .values({
        referrerId,
        candidateUserId: request.candidateUserId,
        name: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company,
        experience: request.experience,
        message: request.message,
        jobId: request.jobId ?? null,
        jobTitle,
        pendingAssignment,
        // A request sent to a referrer is theirs to answer from now (src/server/assignment/assign.ts).
        assignedAt: pendingAssignment ? null : sql`now()`,
        triedReferrerIds: referrerId === null ? [] : [referrerId],
        noticeVersion: request.noticeVersion,
        shareLinkId: shareLink?.id ?? null,
      })
      .returning({ id: referralRequests.id });
    if (referrerId !== null) {
      await recordSentToReferrer(tx, {
        referralRequestId: row!.id,
        referrerId,
        candidateUserId: request.candidateUserId,
      });
    } else if (chosen) {
      await tx.insert(referralRequestEvents).values({
        referralRequestId: row!.id,
        fromStatus: 'new',
        toStatus: 'new',
        actorParty: 'system',
        reason: notSentReason(chosen.name),
      });
    } else if (notice) {
      await tx.insert(referralRequestEvents).values({
        referralRequestId: row!.id,
        fromStatus: 'new',
        toStatus: 'new',
        actorParty: 'system',
        reason: notice,
      });
    }
    // COPY sends the upload's one Buffer in slices; as an INSERT's parameter the driver would copy it whole, twice.
    await copyIn(
      connection,
      'copy resumes (referral_request_id, file_name, mime_type, size, data) from stdin with (format binary)',
      binaryCopyRow([row!.id, resume.fileName, resume.mimeType, resume.data.length, resume.data]),
    );
    if (!pendingAssignment) {
      await notifyReferrerOfNewRequest(tx, row!.id, linkOrigin);
      await recordRequestNotifications(tx, row!.id, { kind: 'request-received' });
    }
    // Sent signed out, the request belongs to no account: its candidate follows it through the mail's private link.
    if (request.candidateUserId === null) await confirmRequestToCandidate(tx, row!.id, linkOrigin);
    return { created: { id: row!.id, pendingAssignment, ...(notice ? { notice } : {}) } };
  });
}

/**
 * Why a request did not go to the referrer its candidate chose, in its history: nobody reads requests for them (no
 * account, or a disabled one, which the candidate need not learn). It reads as the line's headline.
 */
function notSentReason(referrerName: string) {
  return `Not sent to ${referrerName} (not on ReferBridge yet)`;
}

/**
 * The first line of a request sent straight to a referrer: whom its candidate sent it to (the demo data writes the
 * same, `at` the time it was sent).
 */
export async function recordSentToReferrer(
  db: Database,
  sent: { referralRequestId: number; referrerId: number; candidateUserId: number | null; at?: Date },
) {
  await db.insert(referralRequestEvents).values({
    referralRequestId: sent.referralRequestId,
    fromStatus: 'new',
    toStatus: 'new',
    actorParty: 'candidate',
    actorUserId: sent.candidateUserId,
    assignedReferrerId: sent.referrerId,
    ...(sent.at ? { createdAt: sent.at } : {}),
  });
}

/** The requests a viewer may see: all for admins; otherwise those they sent and those sent to their referrer profile. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return or(eq(referralRequests.candidateUserId, viewer.id), inboxOf(viewer.id));
}

/**
 * The requests sent to the referrer profile of the user `userId`; none when they have no profile. The profile's id is
 * a scalar subquery (at most one row: referrers_user_unique), which PostgreSQL runs once, before the rest: the inbox is
 * then one range of the index in the list's order (migration 0024), read in the same statement as the profile.
 */
function inboxOf(userId: number | Placeholder) {
  return sql`${referralRequests.referrerId} = (select ${referrers.id} from ${referrers} where ${referrers.userId} = ${userId})`;
}

/**
 * Whether the viewer sees a request's contact details (the candidate's e-mail and phone): its candidate and admins
 * always; its referrer once they accepted it, while that yes stands (CONTACT_SHARED_STATUSES).
 */
function seesContactDetails(
  viewer: Viewer,
  request: { candidateUserId: number | null; status: ReferralRequestStatus },
) {
  return (
    viewer.role === 'admin' || request.candidateUserId === viewer.id || CONTACT_SHARED_STATUSES.includes(request.status)
  );
}

/** seesContactDetails as a condition on the requests the viewer may see. */
function contactDetailsSeenBy(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return or(
    eq(referralRequests.candidateUserId, viewer.id),
    inArray(referralRequests.status, [...CONTACT_SHARED_STATUSES]),
  );
}

/**
 * Whose requests a list holds, before its status and search, written so that each list is one index's range in the
 * list's order: a referrer's inbox is `referrer_id =` their profile's id (every request sent to their profile is theirs
 * to see), "My requests" `candidate_user_id = ?`. Undefined: every request (an admin's list without a party).
 */
function listOwner(viewer: Viewer, party: ReferralRequestQuery['party']) {
  const sent = eq(referralRequests.candidateUserId, viewer.id);
  if (party === 'referrer') return inboxOf(viewer.id);
  if (party === 'candidate') return sent;
  if (viewer.role === 'admin') return undefined;
  return or(sent, inboxOf(viewer.id));
}

/** The requests a list shows: what the viewer may see, narrowed by the list's party, status and search. */
function listed(viewer: Viewer, query: Omit<ReferralRequestQuery, 'page' | 'limit'>) {
  const conditions = [listOwner(viewer, query.party)];
  if (query.status) conditions.push(eq(referralRequests.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`lower(${referralRequests.name}) like ${pattern}`,
        // An e-mail the viewer may not read finds nothing: a search must not spell out what the answer leaves out.
        and(sql`lower(${referralRequests.email}) like ${pattern}`, contactDetailsSeenBy(viewer)),
        sql`lower(${referralRequests.company}) like ${pattern}`,
        sql`lower(coalesce(${referralRequests.jobTitle}, '')) like ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** The reason the request was declined with, when it was: the candidate reads it in their list. */
const declineReason = sql<string | null>`(
  select e.reason from ${referralRequestEvents} e
  where e.referral_request_id = ${referralRequests.id} and e.to_status = 'declined' and e.kind = 'change'
  order by e.id desc limit 1)`;

/** When the request's resume was deleted, once it had been kept long enough (src/server/retention/sweep.ts). */
const resumeDeletedAt = sql<Date | null>`(
  select e.created_at from ${referralRequestEvents} e
  where e.referral_request_id = ${referralRequests.id} and e.kind = 'resume-deleted')`.mapWith(
  referralRequests.createdAt,
);

/** The ask for changes a request waits on (src/shared/requestChanges.ts): read only while it waits. */
const changesAsked = sql<{ kind: ChangeKind; note: string; askedAt: string } | null>`(
  case when ${referralRequests.status} = 'changes_asked' then (
    select json_build_object('kind', e.changes_kind, 'note', e.reason, 'askedAt', e.created_at)
    from ${referralRequestEvents} e
    where e.referral_request_id = ${referralRequests.id} and e.to_status = 'changes_asked' and e.kind = 'change'
    order by e.id desc limit 1)
  end)`;

/** A request as lists and moves answer it (toReferralRequest shapes the row), with its resume and referrer joined. */
export const requestColumns = {
  id: referralRequests.id,
  candidateUserId: referralRequests.candidateUserId,
  referrerId: referralRequests.referrerId,
  referrerName: referrers.name,
  name: referralRequests.name,
  email: referralRequests.email,
  phone: referralRequests.phone,
  company: referralRequests.company,
  experience: referralRequests.experience,
  message: referralRequests.message,
  jobId: referralRequests.jobId,
  jobTitle: referralRequests.jobTitle,
  pendingAssignment: referralRequests.pendingAssignment,
  waitingReason: referralRequests.waitingReason,
  status: referralRequests.status,
  declineReason,
  rating: ratingOfRequest,
  createdAt: referralRequests.createdAt,
  resumeFileName: resumes.fileName,
  resumeMimeType: resumes.mimeType,
  resumeSize: resumes.size,
  resumeDeletedAt,
  submittedOn: referralRequests.submittedOn,
  hireMarkedAt: referralRequests.hireMarkedAt,
  hireConfirmedAt: referralRequests.hireConfirmedAt,
  changesAsked,
  revisedAt: referralRequests.revisedAt,
};

/** How many requests `where` holds, as a scalar subquery: uncorrelated, so PostgreSQL counts once per statement. */
const totalOf = (db: Database, where: SQL | undefined) =>
  sql<number>`(${db.select({ total: count() }).from(referralRequests).where(where)})`.mapWith(Number);

/**
 * One page of the requests of `where`, newest first (the id breaks ties: requests made in the same transaction time),
 * each row carrying the total of `where`: the page and its total in one statement, one round trip.
 */
const pageNewestFirst = (db: Database, where: SQL | undefined) =>
  db
    .select({ ...requestColumns, total: totalOf(db, where) })
    .from(referralRequests)
    .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(where)
    .orderBy(desc(referralRequests.createdAt), desc(referralRequests.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * The lists every dashboard load reads, prepared: a referrer's inbox (all, or of one status) and a candidate's sent
 * requests, without a search. `owner` is the viewer's user id.
 */
const preparedLists = preparedPerDatabase((db) => {
  const owner = sql.placeholder('owner');
  const status = sql.placeholder('status');
  const shapes = {
    inbox: inboxOf(owner),
    inboxOfStatus: and(inboxOf(owner), eq(referralRequests.status, status)),
    sent: eq(referralRequests.candidateUserId, owner),
  };
  const names = { inbox: 'referrer_inbox', inboxOfStatus: 'referrer_inbox_of_status', sent: 'candidate_sent' };
  const statements = (shape: keyof typeof shapes) => ({
    page: pageNewestFirst(db, shapes[shape]).prepare(`${names[shape]}_page`),
    total: db.select({ total: count() }).from(referralRequests).where(shapes[shape]).prepare(`${names[shape]}_total`),
  });
  return {
    inbox: statements('inbox'),
    inboxOfStatus: statements('inboxOfStatus'),
    sent: statements('sent'),
    inboxCounts: db
      .select({ status: referralRequests.status, total: count() })
      .from(referralRequests)
      .where(shapes.inbox)
      .groupBy(referralRequests.status)
      .prepare('referrer_inbox_counts'),
  };
});

/** The prepared list that answers a query, with its placeholders' values; undefined for the other lists. */
function preparedListOf(db: Database, viewer: Viewer, query: Omit<ReferralRequestQuery, 'page' | 'limit'>) {
  if (query.search) return undefined;
  const lists = preparedLists(db);
  if (query.party === 'referrer') {
    return query.status
      ? { statements: lists.inboxOfStatus, values: { owner: viewer.id, status: query.status } }
      : { statements: lists.inbox, values: { owner: viewer.id } };
  }
  if (query.party === 'candidate' && !query.status) return { statements: lists.sent, values: { owner: viewer.id } };
  return undefined;
}

/**
 * One page of the requests the viewer may see, newest first, with the resume's description but never its bytes. The
 * page is taken in SQL, off the index in the list's order (migration 0024): an inbox of 10,000 costs what one of 10
 * does. The page's rows carry the total; a page past the end has no rows to carry it, and asks for it on its own.
 */
export async function listReferralRequests(db: Database, viewer: Viewer, query: ReferralRequestQuery) {
  const paging = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const prepared = preparedListOf(db, viewer, query);
  const where = listed(viewer, query);
  const rows = prepared
    ? await prepared.statements.page.execute({ ...prepared.values, ...paging })
    : await pageNewestFirst(db, where).execute(paging);
  const countAlone = async () => {
    const [row] = prepared
      ? await prepared.statements.total.execute(prepared.values)
      : await db.select({ total: count() }).from(referralRequests).where(where);
    return row?.total ?? 0;
  };
  const total = rows[0]?.total ?? (paging.offset === 0 ? 0 : await countAlone());
  return { total, items: rows.map((row) => toReferralRequest(row, viewer)) };
}

/** A row of requestColumns. */
type RequestRow = Omit<
  ReferralRequest,
  | 'createdAt'
  | 'resume'
  | 'resumeDeletedAt'
  | 'email'
  | 'phone'
  | 'hireConfirmed'
  | 'hireDisputableUntil'
  | 'changesAsked'
  | 'revisedAt'
> & {
  hireMarkedAt: Date | null;
  hireConfirmedAt: Date | null;
  candidateUserId: number | null;
  email: string;
  phone: string;
  createdAt: Date;
  resumeDeletedAt: Date | null;
  resumeFileName: string | null;
  resumeMimeType: string | null;
  resumeSize: number | null;
  changesAsked: { kind: ChangeKind; note: string; askedAt: string } | null;
  revisedAt: Date | null;
};

/**
 * A request as `viewer` may read it: its contact details left out (absent, not emptied) unless seesContactDetails.
 * Written out field by field: copied by rest and spread, the row's copies were the largest share of what a dashboard
 * page allocated.
 */
export function toReferralRequest(row: RequestRow, viewer: Viewer): ReferralRequest {
  const { status, hireMarkedAt, hireConfirmedAt, changesAsked: asked } = row;
  const request: ReferralRequest = {
    id: row.id,
    referrerId: row.referrerId,
    referrerName: row.referrerName,
    name: row.name,
    company: row.company,
    experience: row.experience,
    message: row.message,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    pendingAssignment: row.pendingAssignment,
    waitingReason: row.waitingReason,
    status,
    declineReason: row.declineReason,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    resume:
      row.resumeFileName !== null && row.resumeMimeType !== null && row.resumeSize !== null
        ? { fileName: row.resumeFileName, mimeType: row.resumeMimeType, size: row.resumeSize }
        : null,
    resumeDeletedAt: row.resumeDeletedAt?.toISOString() ?? null,
    submittedOn: row.submittedOn,
    hireConfirmed: status === 'hired' && hireConfirmedAt !== null,
    hireDisputableUntil:
      status === 'hired' && hireConfirmedAt === null && hireMarkedAt !== null
        ? hireDisputeEnd(hireMarkedAt).toISOString()
        : null,
    changesAsked: asked && {
      kind: asked.kind,
      note: asked.note,
      askedAt: new Date(asked.askedAt).toISOString(),
      dueAt: changesDueAt(asked.askedAt, CHANGES_ANSWER_WITHIN_DAYS).toISOString(),
    },
    revisedAt: row.revisedAt?.toISOString() ?? null,
  };
  if (seesContactDetails(viewer, { candidateUserId: row.candidateUserId, status })) {
    request.email = row.email;
    request.phone = row.phone;
  }
  return request;
}

/** How many requests of each status the list (its party and search, any status) holds: the dashboard's filter counts. */
export async function countReferralRequestsByStatus(
  db: Database,
  viewer: Viewer,
  query: Pick<ReferralRequestQuery, 'party' | 'search'>,
) {
  const rows =
    query.party === 'referrer' && !query.search
      ? await preparedLists(db).inboxCounts.execute({ owner: viewer.id })
      : await db
          .select({ status: referralRequests.status, total: count() })
          .from(referralRequests)
          .where(listed(viewer, { ...query, status: '' }))
          .groupBy(referralRequests.status);
  const counts = Object.fromEntries(REFERRAL_REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    ReferralRequestStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** The parts the viewer plays in a request they may see: its assigned referrer, its candidate, both or neither. */
export function partiesOf(request: { referrerUserId: number | null; candidateUserId: number | null }, viewer: Viewer) {
  const parties: RequestParty[] = [];
  if (request.referrerUserId === viewer.id) parties.push('referrer');
  if (request.candidateUserId === viewer.id) parties.push('candidate');
  return parties;
}

/** What, besides its status, decides the moves of a request (src/shared/requestLifecycle.ts: MoveContext). */
function moveContext(
  request: { status: ReferralRequestStatus; hireMarkedAt: Date | null; hireConfirmedAt: Date | null },
  now: Date,
): MoveContext {
  return {
    hireDisputable:
      request.status === 'hired' &&
      request.hireConfirmedAt === null &&
      request.hireMarkedAt !== null &&
      hireDisputeEnd(request.hireMarkedAt) > now,
  };
}

/** A request as the viewer may see it, locked until the move's transaction ends; undefined when it is not theirs to see. */
export async function lockVisible(db: Database, viewer: Viewer, id: number) {
  return lockRequest(db, id, visibleTo(viewer));
}

/** A request (among those `condition` allows), locked until the move's transaction ends; undefined when there is none. */
async function lockRequest(db: Database, id: number, condition?: SQL) {
  const [request] = await db
    .select({
      id: referralRequests.id,
      status: referralRequests.status,
      createdAt: referralRequests.createdAt,
      hireMarkedAt: referralRequests.hireMarkedAt,
      hireConfirmedAt: referralRequests.hireConfirmedAt,
      referrerId: referralRequests.referrerId,
      candidateUserId: referralRequests.candidateUserId,
      referrerUserId: referrers.userId,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(and(eq(referralRequests.id, id), condition))
    .for('update', { of: referralRequests });
  return request;
}

export type MoveResult =
  | { notFound: true }
  /** The move is not the viewer's to make, or not from this status: the words say why. */
  | { refused: string }
  | { moved: ReferralRequest }
  /** The input is wrong for this request (a submission day in the future, or before the request): 400. */
  | { invalid: string };

/** Counts one more successful referral for a referrer: a hire was confirmed. */
export async function countSuccessfulReferral(executor: Database, referrerId: number | null) {
  if (referrerId === null) return;
  await executor
    .update(referrers)
    .set({ successfulReferrals: sql`${referrers.successfulReferrals} + 1` })
    .where(eq(referrers.id, referrerId));
}

/**
 * Moves a request along its life (src/shared/requestLifecycle.ts), in one transaction: the status, the move recorded
 * in its history, what happened after "referred" (when it was referred and, with "Mark referred", the submission day;
 * a referrer's "hired" waiting for the candidate, or a confirmed hire counted as one more successful referral). The row
 * is locked first, so two moves at once are made one after the other and the second is judged on the first's result.
 * The candidate's mail for a referrer's move commits with the move (links start with `notify.linkOrigin`), and their
 * WhatsApp message, if they chose one and the server has a provider, is handed over with it; a candidate's move tells
 * the referrer in the app.
 */
export async function moveReferralRequest(
  db: Database,
  viewer: Viewer,
  id: number,
  move: RequestMove,
  notify: { linkOrigin: string; whatsapp: MessageTransport },
  now: Date = new Date(),
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const request = await lockVisible(tx, viewer, id);
    if (!request) return { notFound: true };
    const unmade = await makeMove(tx, request, partiesOf(request, viewer), viewer.id, move, notify, now);
    return unmade ?? { moved: await readRequestAs(tx, id, viewer) };
  });
}

/**
 * A move made through a request's private link (src/shared/followRequest.ts), whose holder is its candidate without an
 * account: only the candidate's moves, judged, recorded and told exactly as moveReferralRequest does. `notFound` when
 * no working link has that token, as GET /api/followed-request answers it.
 */
export async function moveFollowedRequest(
  db: Database,
  tokenHash: string,
  move: Pick<RequestMove, 'action'>,
  notify: { linkOrigin: string; whatsapp: MessageTransport },
  now: Date = new Date(),
): Promise<{ notFound: true } | { refused: string } | { moved: true }> {
  const followed = await findFollowedRequest(db, tokenHash);
  if (!followed) return { notFound: true };
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, followed.id);
    if (!request) return { notFound: true };
    const unmade = await makeMove(tx, request, ['candidate'], null, { action: move.action }, notify, now);
    if (unmade && 'invalid' in unmade) return { refused: unmade.invalid };
    return unmade ?? { moved: true };
  });
}

/**
 * Judges and makes one move on a request locked by the caller, by `parties` (the parts the mover plays in it; the
 * account of `actorUserId`, null for a candidate without one): undefined once it is made, else why not.
 */
async function makeMove(
  tx: Database,
  request: NonNullable<Awaited<ReturnType<typeof lockRequest>>>,
  parties: readonly RequestParty[],
  actorUserId: number | null,
  move: RequestMove,
  notify: { linkOrigin: string; whatsapp: MessageTransport },
  now: Date,
): Promise<{ refused: string } | { invalid: string } | undefined> {
  const { id } = request;
  const refused = refusal(request.status, move.action, parties, moveContext(request, now));
  if (refused) return { refused };
  const submittedOn = move.action === 'refer' ? (move.submittedOn ?? null) : null;
  if (submittedOn) {
    const invalid = submissionDayRefusal(submittedOn, request.createdAt, now);
    if (invalid) return { invalid };
  }
  const { to, by } = REQUEST_MOVES[move.action];
  await tx
    .update(referralRequests)
    .set({ status: to, ...outcomeChanges(move.action, now), ...(submittedOn ? { submittedOn } : {}) })
    .where(eq(referralRequests.id, id));
  await tx.insert(referralRequestEvents).values({
    referralRequestId: id,
    fromStatus: request.status,
    toStatus: to,
    actorUserId,
    actorParty: by,
    reason: move.reason || null,
  });
  if (submittedOn) await recordSubmissionEvent(tx, actorUserId, id, to, submittedOn);
  if (by === 'referrer') {
    await notifyCandidateOfStatusChange(
      tx,
      id,
      { to, reason: move.reason || null },
      notify.linkOrigin,
      notify.whatsapp,
    );
    await recordRequestNotifications(tx, id, { kind: 'request-status', status: to });
  } else {
    await recordRequestNotifications(
      tx,
      id,
      move.action === 'withdraw' ? { kind: 'request-withdrawn' } : { kind: 'request-reported', action: move.action },
    );
  }
  if (move.action === 'report-hired' || move.action === 'confirm-hire') {
    await countSuccessfulReferral(tx, request.referrerId);
  }
  return undefined;
}

/** What a move changes of a request's record after "referred", besides its status. */
function outcomeChanges(action: RequestAction, now: Date): Partial<typeof referralRequests.$inferInsert> {
  switch (action) {
    case 'refer':
      return { referredAt: now, outcomeRemindersSent: 0 };
    case 'hire':
      return { hireMarkedAt: now, hireConfirmedAt: null };
    case 'report-hired':
    case 'confirm-hire':
      return { hireConfirmedAt: now };
    case 'dispute-hire':
      return { hireMarkedAt: null };
    default:
      return {};
  }
}

async function recordSubmissionEvent(
  executor: Database,
  actorUserId: number | null,
  id: number,
  status: ReferralRequestStatus,
  submittedOn: string,
) {
  await executor.insert(referralRequestEvents).values({
    referralRequestId: id,
    fromStatus: status,
    toStatus: status,
    actorUserId,
    actorParty: 'referrer',
    kind: 'submitted',
    submittedOn,
  });
}

/**
 * Records the day the referrer submitted the candidate in their company's system, on a request they referred (in
 * any status after "referred"), with an entry in its history; a second call replaces the day. Only its referrer.
 */
export async function recordSubmission(
  db: Database,
  viewer: Viewer,
  id: number,
  submission: Submission,
  now: Date = new Date(),
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const request = await lockVisible(tx, viewer, id);
    if (!request) return { notFound: true };
    if (!partiesOf(request, viewer).includes('referrer')) {
      return { refused: 'Only the referrer this request is assigned to can record when they submitted it.' };
    }
    if (!AFTER_REFERRED_STATUSES.includes(request.status)) return { refused: submissionMessages.onlyReferred };
    const invalid = submissionDayRefusal(submission.submittedOn, request.createdAt, now);
    if (invalid) return { invalid };
    await tx.update(referralRequests).set({ submittedOn: submission.submittedOn }).where(eq(referralRequests.id, id));
    await recordSubmissionEvent(tx, viewer.id, id, request.status, submission.submittedOn);
    return { moved: await readRequestAs(tx, id, viewer) };
  });
}

/** One request as `viewer` may read it, as lists and moves answer it (the caller knows it is theirs to see). */
export async function readRequestAs(db: Database, id: number, viewer: Viewer) {
  const [row] = await db
    .select(requestColumns)
    .from(referralRequests)
    .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, id));
  return toReferralRequest(row!, viewer);
}

/** Whether the viewer may see the request: its referrer, its candidate, or an admin (false when it does not exist). */
export async function isRequestVisibleTo(db: Database, viewer: Viewer, id: number) {
  const [request] = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(and(eq(referralRequests.id, id), visibleTo(viewer)));
  return request !== undefined;
}

/** Whether the request exists and the viewer sent it. */
export async function isRequestSentBy(db: Database, viewer: Viewer, id: number) {
  const [request] = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(and(eq(referralRequests.id, id), eq(referralRequests.candidateUserId, viewer.id)));
  return request !== undefined;
}

/** A request's history, oldest first, whoever asks: callers decide who may read it. */
export async function requestHistory(db: Database, id: number) {
  const rows = await db
    .select({
      id: referralRequestEvents.id,
      fromStatus: referralRequestEvents.fromStatus,
      toStatus: referralRequestEvents.toStatus,
      actorParty: referralRequestEvents.actorParty,
      actorName: users.name,
      reason: referralRequestEvents.reason,
      assignedTo: referrers.name,
      kind: referralRequestEvents.kind,
      submittedOn: referralRequestEvents.submittedOn,
      changesKind: referralRequestEvents.changesKind,
      createdAt: referralRequestEvents.createdAt,
    })
    .from(referralRequestEvents)
    .leftJoin(users, eq(users.id, referralRequestEvents.actorUserId))
    .leftJoin(referrers, eq(referrers.id, referralRequestEvents.assignedReferrerId))
    .where(eq(referralRequestEvents.referralRequestId, id))
    .orderBy(referralRequestEvents.id);
  // What was asked for comes with an ask for changes only.
  return rows.map(({ createdAt, changesKind, ...event }) => ({
    ...event,
    ...(changesKind ? { changesKind } : {}),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * The resume of a request, described (its bytes are read by readResumeBytes), `{ deletedAt }` once it was deleted at
 * the end of its retention period, or undefined when the request does not exist or the viewer may not see it (the
 * route cannot tell).
 */
export async function findResumeForViewer(
  db: Database,
  referralRequestId: number,
  viewer: Viewer,
): Promise<{ fileName: string; mimeType: string; size: number } | { deletedAt: string } | undefined> {
  const [row] = await db
    .select({ fileName: resumes.fileName, mimeType: resumes.mimeType, size: resumes.size, resumeDeletedAt })
    .from(referralRequests)
    .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
    .where(and(eq(referralRequests.id, referralRequestId), visibleTo(viewer)));
  if (!row) return undefined;
  const { fileName, mimeType, size, resumeDeletedAt: deletedAt } = row;
  if (fileName !== null && mimeType !== null && size !== null) return { fileName, mimeType, size };
  return deletedAt ? { deletedAt: deletedAt.toISOString() } : undefined;
}

/** How much of a resume one read takes: a download holds this much of the file in memory at a time. */
export const RESUME_SLICE_BYTES = 256 * 1024;

/**
 * A request's resume, `size` bytes, slice by slice. The bytes are stored uncompressed (migration 0023), so each slice
 * reads only its own part of the value. Throws when the resume is gone before its last slice (deleted meanwhile).
 */
export async function* readResumeBytes(db: Database, referralRequestId: number, size: number) {
  for (let offset = 0; offset < size; offset += RESUME_SLICE_BYTES) {
    const [slice] = await db
      .select({ bytes: sql<Buffer>`substring(${resumes.data} from ${offset + 1} for ${RESUME_SLICE_BYTES})` })
      .from(resumes)
      .where(eq(resumes.referralRequestId, referralRequestId));
    if (!slice) throw new Error(`The resume of request ${referralRequestId} was deleted during its download`);
    yield slice.bytes;
  }
}
