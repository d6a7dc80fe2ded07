import { and, eq, or, sql } from 'drizzle-orm';
import type { ReferralRequestStatus } from '../../shared/referralRequest.js';
import type { WaitingReason } from '../../shared/assignment.js';
import type { MatchScore } from '../../shared/schemas/matchReasons.js';
import type { Database } from '../db/client.js';
import { referralRequestEvents, referralRequests, referrers } from '../db/schema.js';
import { recordRequestNotifications, type RequestNotification } from '../notifications/requestNotifications.js';
import { notifyReferrerOfNewRequest } from '../mail/notifications.js';
import { assignedBy, candidatesAt } from './candidates.js';
import { chooseReferrer } from './matching.js';

export interface AssignmentSettings {
  /** How long an assigned referrer has to answer before the request moves on. */
  answerWithinMs: number;
  /** Automatic moves to another referrer before the request goes to the admin queue. */
  maxReassignments: number;
  /** Where the links in the new referrer's mail start. */
  linkOrigin: string;
}

export type AssignmentOutcome =
  | { outcome: 'matched' | 'reassigned'; referrerId: number }
  | { outcome: 'waiting'; reason: WaitingReason }
  | { outcome: 'to-admin-queue' }
  /** The candidate asked for someone else, and nobody else can take it: it stays with its referrer. */
  | { outcome: 'nobody-else' }
  /** Nothing to do: the request is answered, already with an admin, or another process is assigning it now. */
  | { outcome: 'unchanged' };

/** "no answer within 3 days". */
function overdueWhy(settings: AssignmentSettings) {
  const days = Math.round(settings.answerWithinMs / (24 * 60 * 60 * 1000));
  return `no answer within ${days} day${days === 1 ? '' : 's'}`;
}

/**
 * Why a request moves: it waits for its first referrer, its referrer declined it, let it run out of time, or left, or
 * its candidate asked for someone else.
 */
type Trigger = 'match' | 'declined' | 'overdue' | 'referrer-left' | 'someone-else';

/** What moving a request needs of the settings; a referrer leaving needs no answer deadline. */
type MoveSettings = Pick<AssignmentSettings, 'maxReassignments' | 'linkOrigin'> & { overdueWhy?: string };

/** Why a request moves on, for its history. */
function moveReason(trigger: Trigger, settings: MoveSettings) {
  if (trigger === 'match') return 'Matched automatically';
  if (trigger === 'declined') return 'Moved on to another referrer after a decline';
  if (trigger === 'referrer-left') return 'Moved on: the referrer left ReferBridge';
  if (trigger === 'someone-else') return 'Matched again: the candidate asked for someone else';
  return `Moved on: ${settings.overdueWhy}`;
}

/** The columns of a request that assignment reads, locked by the caller's transaction. */
const assignmentColumns = {
  status: referralRequests.status,
  referrerId: referralRequests.referrerId,
  pendingAssignment: referralRequests.pendingAssignment,
  waitingReason: referralRequests.waitingReason,
  assignedAt: referralRequests.assignedAt,
  reassignments: referralRequests.reassignments,
  triedReferrerIds: referralRequests.triedReferrerIds,
  company: referralRequests.company,
  jobTitle: referralRequests.jobTitle,
  message: referralRequests.message,
};

/**
 * Assigns one request, if it needs it, in one transaction:
 * - waiting for its first referrer (and not with an admin): matched, or told why it waits;
 * - declined, or unanswered past the deadline: given to the next referrer, or to the admin queue once
 *   `settings.maxReassignments` moves are spent or nobody else fits.
 * Every move is recorded in the request's history as the system's, and the new referrer's mail commits with it. A
 * request another process is assigning is skipped, not waited for: it is being taken care of. Requests given before
 * automatic assignment existed (no assignment time) are left alone.
 */
export async function assignRequest(
  db: Database,
  requestId: number,
  now: Date,
  settings: AssignmentSettings,
): Promise<AssignmentOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select(assignmentColumns)
      .from(referralRequests)
      .where(eq(referralRequests.id, requestId))
      .for('update', { skipLocked: true });
    if (!request) return { outcome: 'unchanged' };

    const trigger = triggerOf(request, now, settings);
    if (!trigger) return { outcome: 'unchanged' };
    return moveRequest(tx, requestId, request, trigger, now, { ...settings, overdueWhy: overdueWhy(settings) });
  });
}

/**
 * Moves on a request whose referrer is leaving (their account is being deleted, in the caller's transaction, which
 * has locked the request and disabled the account, so the matcher passes them by): one they have not answered or
 * accepted goes to the next referrer, or to the admin queue, as after a decline; one they declined moves on now, as it
 * would have a few seconds later. Anything else (referred, hired, withdrawn) stays as it is.
 */
export async function moveOnFromLeavingReferrer(
  db: Database,
  requestId: number,
  now: Date,
  settings: MoveSettings,
): Promise<AssignmentOutcome> {
  const [request] = await db
    .select(assignmentColumns)
    .from(referralRequests)
    .where(eq(referralRequests.id, requestId))
    .for('update');
  if (!request || request.referrerId === null) return { outcome: 'unchanged' };
  // A request waiting on changes the leaving referrer asked for moves on too: nobody is left to read them.
  if (request.status === 'new' || request.status === 'accepted' || request.status === 'changes_asked') {
    return moveRequest(db, requestId, request, 'referrer-left', now, settings);
  }
  if (request.status === 'declined' && request.assignedAt !== null) {
    return moveRequest(db, requestId, request, 'declined', now, settings);
  }
  return { outcome: 'unchanged' };
}

/** Makes the move `trigger` calls for, on a request its caller has locked. */
async function moveRequest(
  tx: Database,
  requestId: number,
  request: {
    status: ReferralRequestStatus;
    referrerId: number | null;
    waitingReason: WaitingReason | null;
    reassignments: number;
    triedReferrerIds: number[];
    company: string;
    jobTitle: string | null;
    message: string;
  },
  trigger: Trigger,
  now: Date,
  settings: MoveSettings,
): Promise<AssignmentOutcome> {
  // A referrer who let the request run out of time, or whom the candidate passed over, hears that it left them; one
  // who declined it knows already.
  const takenAwayWhy =
    trigger === 'overdue'
      ? settings.overdueWhy!
      : trigger === 'someone-else'
        ? `the candidate asked for someone else at ${request.company}`
        : undefined;
  const takenAway: RequestNotification[] =
    takenAwayWhy !== undefined && request.referrerId !== null
      ? [{ kind: 'request-taken-away', fromReferrerId: request.referrerId, why: takenAwayWhy }]
      : [];

  const toAdminQueue = async (reason: string) => {
    await tx
      .update(referralRequests)
      .set({
        referrerId: null,
        pendingAssignment: true,
        status: 'new',
        assignedAt: null,
        waitingReason: 'admin-queue',
      })
      .where(eq(referralRequests.id, requestId));
    await recordMove(tx, requestId, request.status, null, reason);
    await recordRequestNotifications(tx, requestId, { kind: 'request-moved' }, ...takenAway);
    return { outcome: 'to-admin-queue' } as const;
  };

  // The candidate's one ask is theirs, not a referrer's silence: it neither counts towards the automatic moves nor is
  // refused for them.
  if (trigger !== 'match' && trigger !== 'someone-else' && request.reassignments >= settings.maxReassignments) {
    return toAdminQueue(`Sent to our team after ${settings.maxReassignments} referrers`);
  }
  const decision = chooseReferrer(await candidatesAt(tx, request.company, now), request);
  if ('waiting' in decision) {
    // Nobody else to ask: the request stays with the referrer who may still answer it, as an admin's move would.
    if (trigger === 'someone-else') return { outcome: 'nobody-else' };
    if (trigger !== 'match') return toAdminQueue(`Sent to our team: no other referrer at ${request.company} fits`);
    if (request.waitingReason !== decision.waiting) {
      await tx
        .update(referralRequests)
        .set({ waitingReason: decision.waiting })
        .where(eq(referralRequests.id, requestId));
    }
    return { outcome: 'waiting', reason: decision.waiting };
  }

  const referrerId = decision.chosen.id;
  await tx
    .update(referralRequests)
    .set({
      referrerId,
      pendingAssignment: false,
      status: 'new',
      assignedAt: now,
      reassignments:
        trigger === 'match' || trigger === 'someone-else' ? request.reassignments : request.reassignments + 1,
      triedReferrerIds: sql`array_append(${referralRequests.triedReferrerIds}, ${referrerId}::int)`,
      waitingReason: null,
      ...(trigger === 'someone-else' ? { someoneElseAskedAt: now } : {}),
    })
    .where(eq(referralRequests.id, requestId));
  await recordMove(tx, requestId, request.status, referrerId, moveReason(trigger, settings), decision.breakdown);
  await notifyReferrerOfNewRequest(tx, requestId, settings.linkOrigin);
  await recordRequestNotifications(
    tx,
    requestId,
    { kind: 'request-received' },
    { kind: 'request-moved' },
    ...takenAway,
  );
  return { outcome: trigger === 'match' ? 'matched' : 'reassigned', referrerId };
}

function triggerOf(
  request: {
    status: ReferralRequestStatus;
    referrerId: number | null;
    pendingAssignment: boolean;
    waitingReason: WaitingReason | null;
    assignedAt: Date | null;
  },
  now: Date,
  settings: AssignmentSettings,
) {
  if (request.pendingAssignment && request.referrerId === null) {
    return request.waitingReason === 'admin-queue' ? undefined : 'match';
  }
  // A request given before automatic assignment existed has no assignment time: it stays where it is.
  if (request.referrerId === null || request.assignedAt === null) return undefined;
  if (request.status === 'declined') return 'declined';
  if (request.status === 'new' && now.getTime() - request.assignedAt.getTime() >= settings.answerWithinMs) {
    return 'overdue';
  }
  return undefined;
}

async function recordMove(
  db: Database,
  referralRequestId: number,
  fromStatus: ReferralRequestStatus,
  assignedReferrerId: number | null,
  reason: string,
  matchScore: MatchScore | null = null,
) {
  await db.insert(referralRequestEvents).values({
    referralRequestId,
    fromStatus,
    toStatus: 'new',
    actorParty: 'system',
    assignedReferrerId,
    reason,
    matchScore,
  });
}

/** How many requests one sweep assigns at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 200;

/**
 * Assigns every request that needs it: waiting ones (not those with an admin), declined ones, and those unanswered
 * past the deadline at `now`. Answers what happened to each.
 */
export async function assignDueRequests(db: Database, now: Date, settings: AssignmentSettings) {
  const deadline = new Date(now.getTime() - settings.answerWithinMs);
  const due = await db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(
      or(
        and(
          eq(referralRequests.pendingAssignment, true),
          sql`${referralRequests.waitingReason} is distinct from 'admin-queue'`,
        ),
        and(
          eq(referralRequests.status, 'declined'),
          sql`${referralRequests.referrerId} is not null`,
          sql`${referralRequests.assignedAt} is not null`,
        ),
        and(
          eq(referralRequests.status, 'new'),
          sql`${referralRequests.referrerId} is not null`,
          sql`${referralRequests.assignedAt} <= ${deadline.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(referralRequests.id)
    .limit(SWEEP_BATCH);
  const outcomes: AssignmentOutcome[] = [];
  for (const { id } of due) outcomes.push(await assignRequest(db, id, now, settings));
  return outcomes;
}

export type SomeoneElseOutcome =
  | { notFound: true }
  /** They asked once already, or the request is not one the matching gave and its referrer has yet to answer. */
  | { refused: 'already-asked' | 'not-waiting' }
  /** Nobody else at the company can take it: it stays where it is, and the ask is not spent. */
  | { nobodyElse: { company: string; referrerName: string } }
  | { moved: { referrerId: number; referrerName: string; score: MatchScore } };

/**
 * The candidate asks for someone else at the company, once per request: a request the matching gave to a referrer who
 * has not answered yet goes to the next one the same matching chooses, never one who had it. With nobody else, it
 * stays with its referrer. One transaction, like every move.
 */
export async function askForSomeoneElse(
  db: Database,
  requestId: number,
  now: Date,
  settings: MoveSettings,
): Promise<SomeoneElseOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ ...assignmentColumns, someoneElseAskedAt: referralRequests.someoneElseAskedAt })
      .from(referralRequests)
      .where(eq(referralRequests.id, requestId))
      .for('update');
    if (!request) return { notFound: true };
    if (request.someoneElseAskedAt !== null) return { refused: 'already-asked' };
    if (request.status !== 'new' || request.referrerId === null || request.pendingAssignment) {
      return { refused: 'not-waiting' };
    }
    const how = await assignedBy(tx, requestId, request.referrerId);
    if (how?.origin !== 'matching') return { refused: 'not-waiting' };
    const outcome = await moveRequest(tx, requestId, request, 'someone-else', now, settings);
    if (outcome.outcome === 'nobody-else') {
      return { nobodyElse: { company: request.company, referrerName: await referrerName(tx, request.referrerId) } };
    }
    if (outcome.outcome !== 'reassigned') throw new Error(`asking for someone else ended as ${outcome.outcome}`);
    // What the move just kept, read back: the candidate is answered with the reason the history holds.
    const kept = await assignedBy(tx, requestId, outcome.referrerId);
    return {
      moved: {
        referrerId: outcome.referrerId,
        referrerName: await referrerName(tx, outcome.referrerId),
        score: kept!.score!,
      },
    };
  });
}

async function referrerName(db: Database, referrerId: number) {
  const [referrer] = await db.select({ name: referrers.name }).from(referrers).where(eq(referrers.id, referrerId));
  return referrer!.name;
}
