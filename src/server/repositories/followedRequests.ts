import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FOLLOW_LINK_DAYS_AFTER_END } from '../../shared/followRequest.js';
import { hireDisputeEnd } from '../../shared/requestLifecycle.js';
import type { FollowedRequest } from '../../shared/schemas/followedRequest.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrers, requestFollowLinks } from '../db/schema.js';
import { hashResetToken } from './passwordResets.js';
import { requestHasEnded, requestLastChange } from './requestEnd.js';

/** As a password reset's: 32 random bytes (256 bits), in base64url, 43 characters that need no escaping in a link. */
const FOLLOW_TOKEN_BYTES = 32;

/**
 * Makes a private link's token for a request and stores its hash, in the caller's transaction (pass it as
 * `executor`), so that the link commits with the request and its mail. Answers the token, which is kept nowhere else.
 */
export async function issueFollowLink(executor: Database, referralRequestId: number) {
  const token = randomBytes(FOLLOW_TOKEN_BYTES).toString('base64url');
  await executor.insert(requestFollowLinks).values({ referralRequestId, tokenHash: hashResetToken(token) });
  return token;
}

/**
 * When a request's links start counting down: its last change once it has ended, but for a hire its referrer marked,
 * only once the hire is confirmed (null until then: the candidate may still dispute it through the link).
 */
const linkCountdownFrom = sql`case when ${referralRequests.status} = 'hired' and ${referralRequests.hireMarkedAt} is not null
  then ${referralRequests.hireConfirmedAt} else ${requestLastChange} end`;

/** Null while the request goes on; once it has ended, when its links stop working. */
const linkExpiresAt = sql<Date | null>`case when ${requestHasEnded}
  then ${linkCountdownFrom} + make_interval(days => ${FOLLOW_LINK_DAYS_AFTER_END}) end`.mapWith(
  referralRequests.createdAt,
);

/**
 * The request a link's token opens (its id, for its history, and what its candidate sees of it, but the history);
 * undefined when no link has that token, or when the request ended too long ago for its link to work.
 */
export async function findFollowedRequest(
  db: Database,
  tokenHash: string,
): Promise<{ id: number; request: Omit<FollowedRequest, 'history'> } | undefined> {
  const [row] = await db
    .select({
      id: referralRequests.id,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      status: referralRequests.status,
      referrerName: referrers.name,
      pendingAssignment: referralRequests.pendingAssignment,
      waitingReason: referralRequests.waitingReason,
      createdAt: referralRequests.createdAt,
      submittedOn: referralRequests.submittedOn,
      hireMarkedAt: referralRequests.hireMarkedAt,
      hireConfirmedAt: referralRequests.hireConfirmedAt,
      linkExpiresAt,
      expired: sql<boolean>`coalesce(${linkExpiresAt} <= now(), false)`,
    })
    .from(requestFollowLinks)
    .innerJoin(referralRequests, eq(referralRequests.id, requestFollowLinks.referralRequestId))
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(requestFollowLinks.tokenHash, tokenHash));
  if (!row || row.expired) return undefined;
  const { id, expired: _expired, createdAt, linkExpiresAt: expiresAt, hireMarkedAt, hireConfirmedAt, ...request } = row;
  return {
    id,
    request: {
      ...request,
      createdAt: createdAt.toISOString(),
      linkExpiresAt: expiresAt?.toISOString() ?? null,
      // As "My requests" has it: while the referrer's "hired" waits for the candidate's answer, until when.
      hireDisputableUntil:
        request.status === 'hired' && hireConfirmedAt === null && hireMarkedAt !== null
          ? hireDisputeEnd(hireMarkedAt).toISOString()
          : null,
    },
  };
}
