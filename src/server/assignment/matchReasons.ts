import { eq } from 'drizzle-orm';
import type { MatchReason, MatchScores, ScoredReferrer } from '../../shared/schemas/matchReasons.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrers } from '../db/schema.js';
import { assignedBy, candidatesAt } from './candidates.js';
import { rankReferrers } from './matching.js';

/** What is read of a request to explain its referrer. */
async function requestOf(db: Database, requestId: number) {
  const [request] = await db
    .select({
      status: referralRequests.status,
      referrerId: referralRequests.referrerId,
      referrerName: referrers.name,
      pendingAssignment: referralRequests.pendingAssignment,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      message: referralRequests.message,
      triedReferrerIds: referralRequests.triedReferrerIds,
      someoneElseAskedAt: referralRequests.someoneElseAskedAt,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, requestId));
  return request;
}

/**
 * Why the request is with its referrer, for its candidate: the score the matching kept when it gave it to them, or
 * that an admin or the candidate chose them; and whether the candidate may ask for someone else now.
 */
export async function readMatchReason(db: Database, requestId: number): Promise<MatchReason | undefined> {
  const request = await requestOf(db, requestId);
  if (!request) return undefined;
  const holder =
    request.referrerId !== null && !request.pendingAssignment
      ? await assignedBy(db, requestId, request.referrerId)
      : undefined;
  const askedForSomeoneElse = request.someoneElseAskedAt !== null;
  return {
    origin: holder?.origin ?? null,
    referrerName: holder ? request.referrerName : null,
    score: holder?.score ?? null,
    askedForSomeoneElse,
    canAskForSomeoneElse: holder?.origin === 'matching' && request.status === 'new' && !askedForSomeoneElse,
  };
}

/**
 * Every referrer the matching weighs for the request (those at its company whom someone can reach), scored now by the
 * matching's own function: the one it is with first (or, while it waits, the one the matching would give it to), then
 * those the matching may choose, best first, then those it passes by and why.
 */
export async function scoreReferrersFor(db: Database, requestId: number, now: Date): Promise<MatchScores | undefined> {
  const request = await requestOf(db, requestId);
  if (!request) return undefined;
  const ranked = rankReferrers(await candidatesAt(db, request.company, now), request);
  const holder = request.referrerId !== null ? await assignedBy(db, requestId, request.referrerId) : undefined;
  const scored: ScoredReferrer[] = ranked.map((entry, index) => ({
    id: entry.candidate.id,
    name: entry.candidate.name,
    role:
      entry.candidate.id === request.referrerId
        ? 'holds'
        : request.referrerId === null && index === 0 && entry.excluded === null
          ? 'would-choose'
          : null,
    excluded: entry.excluded,
    score: entry.score,
  }));
  const chosen = scored.findIndex((entry) => entry.role !== null);
  if (chosen > 0) scored.unshift(...scored.splice(chosen, 1));
  return {
    origin: holder?.origin ?? null,
    storedScore: holder?.score ?? null,
    referrers: scored,
    computedAt: now.toISOString(),
  };
}
