import { eq, sql } from 'drizzle-orm';
import { isRateable, ratingMessages, type RatingInput } from '../../shared/ratings.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrerRatings, referrers } from '../db/schema.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';

export type RateResult =
  /** No such request, or not sent by the viewer: only its candidate rates it, and to others it answers as missing. */
  | { notFound: true }
  /** Not rateable now: not referred yet, or rated already. */
  | { refused: string }
  | { rated: { stars: number; comment: string | null; referrerRating: number; referrerRatingCount: number } };

/**
 * The candidate's rating of the referrer who referred them, in one transaction: the rating, the referrer's average
 * and count (seeded and imported ratings stay in them, weighted by their count), and the referrer's notification. The
 * request is locked first, so a second rating sent at the same moment finds the first.
 */
export async function rateReferrer(
  db: Database,
  viewer: { id: number },
  referralRequestId: number,
  input: RatingInput,
): Promise<RateResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: referralRequests.status,
        referrerId: referralRequests.referrerId,
        candidateUserId: referralRequests.candidateUserId,
      })
      .from(referralRequests)
      .where(eq(referralRequests.id, referralRequestId))
      .for('update');
    if (!request || request.candidateUserId !== viewer.id) return { notFound: true };
    if (!isRateable(request.status) || request.referrerId === null) return { refused: ratingMessages.notReferredYet };

    const comment = input.comment || null;
    const [inserted] = await tx
      .insert(referrerRatings)
      .values({
        referralRequestId,
        referrerId: request.referrerId,
        candidateUserId: viewer.id,
        stars: input.stars,
        comment,
      })
      .onConflictDoNothing()
      .returning({ id: referrerRatings.id });
    if (!inserted) return { refused: ratingMessages.alreadyRated };

    const [referrer] = await tx
      .update(referrers)
      .set({
        rating: sql`(${referrers.rating} * ${referrers.ratingCount} + ${input.stars}) / (${referrers.ratingCount} + 1)`,
        ratingCount: sql`${referrers.ratingCount} + 1`,
      })
      .where(eq(referrers.id, request.referrerId))
      .returning({ rating: referrers.rating, ratingCount: referrers.ratingCount });
    await recordRequestNotifications(tx, referralRequestId, { kind: 'request-rated', stars: input.stars });
    return {
      rated: {
        stars: input.stars,
        comment,
        referrerRating: referrer!.rating,
        referrerRatingCount: referrer!.ratingCount,
      },
    };
  });
}

/** The rating of a request, if its candidate gave one: both its parties see it in their lists. */
export const ratingOfRequest = sql<{ stars: number; comment: string | null } | null>`(
  select json_build_object('stars', rr.stars, 'comment', rr.comment) from ${referrerRatings} rr
  where rr.referral_request_id = ${referralRequests.id})`;
