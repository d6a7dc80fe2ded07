import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { MatchOrigin, MatchScore } from '../../shared/schemas/matchReasons.js';
import type { Database } from '../db/client.js';
import { companies, referralRequestEvents, referrers } from '../db/schema.js';
import { referrerReadsRequests, requestsHeldThisWeek } from './capacity.js';
import type { MatchCandidate } from './matching.js';

/** The referrers at the request's company, with what the match weighs (src/server/assignment/matching.ts). */
export async function candidatesAt(db: Database, company: string, now: Date): Promise<MatchCandidate[]> {
  const rows = await db
    .select({
      id: referrers.id,
      name: referrers.name,
      specialties: referrers.specialties,
      verified: sql<boolean>`(${referrers.verifiedAt} is not null)`,
      weeklyCap: referrers.weeklyCap,
      // Written out: inside a select list, drizzle names a column without its table.
      assignedThisWeek: requestsHeldThisWeek(sql`referrers`, now),
      responseRate: referrers.responseRate,
    })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    // Only referrers with a working account can read a request.
    .where(and(sql`lower(${companies.name}) = lower(trim(${company}))`, referrerReadsRequests(sql`referrers`)))
    .orderBy(referrers.id);
  return rows;
}

const ORIGIN_OF_PARTY = { system: 'matching', admin: 'our-team', candidate: 'you-chose' } as const;

/**
 * How the referrer who has the request got it, from the history's last entry that gave it to someone: the matching
 * (with the score it kept, null for matches made before it was kept), an admin, or the candidate who sent it to them.
 * Undefined when that entry gave it to someone else.
 */
export async function assignedBy(
  db: Database,
  requestId: number,
  referrerId: number,
): Promise<{ origin: MatchOrigin; score: MatchScore | null } | undefined> {
  const [last] = await db
    .select({
      party: referralRequestEvents.actorParty,
      referrerId: referralRequestEvents.assignedReferrerId,
      score: referralRequestEvents.matchScore,
    })
    .from(referralRequestEvents)
    .where(
      and(eq(referralRequestEvents.referralRequestId, requestId), isNotNull(referralRequestEvents.assignedReferrerId)),
    )
    .orderBy(desc(referralRequestEvents.id))
    .limit(1);
  if (!last || last.referrerId !== referrerId || last.party === 'referrer') return undefined;
  return { origin: ORIGIN_OF_PARTY[last.party], score: last.score };
}
