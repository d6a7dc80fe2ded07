import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { referrerReadsRequests } from './capacity.js';

/** Below this many requests counted, a response record says little: the card says "New" and the match counts it as average. */
export const STATS_MIN_REQUESTS = 3;

/**
 * Each referrer's response rate and typical reply time, read from request histories and kept on their row, where the
 * cards, their page and the matcher read them. Run by the refresh-referrer-stats job (src/server/jobs/), so that no
 * list or match computes them.
 *
 * A referrer has had a request from the moment it reached them (sent to them, or the system's or an admin's move to
 * them) until it moved on. Within that span:
 * - their first answer from "new" (accepted or declined) answers it; a decline is an answer too;
 * - with no answer, it counts as missed once it moved on or its answer was due (`answerWithinMs`);
 * - one withdrawn by its candidate before any answer (withdrawal ends a request), or still within its time, does not
 *   count.
 * The rate is answered / counted; the reply time is the median time to answer. Both stay null below
 * STATS_MIN_REQUESTS counted, and for a referrer nobody can reach (no account, or a disabled one: see
 * referrerReadsRequests): a figure says how someone answers, and they cannot. Answers how many referrers' figures
 * changed.
 */
export async function refreshReferrerStats(db: Database, now: Date, answerWithinMs: number) {
  const dueBefore = new Date(now.getTime() - answerWithinMs).toISOString();
  const result = await db.execute(sql`
    with receipts as (
      select q.id as request_id, held.referrer_id, held.position,
        coalesce((select min(e.created_at) from referral_request_events e
                  where e.referral_request_id = q.id and e.assigned_referrer_id = held.referrer_id),
                 q.created_at) as received_at
      from referral_requests q
      cross join lateral unnest(q.tried_referrer_ids) with ordinality as held(referrer_id, position)
    ),
    spans as (
      select receipts.*,
        lead(received_at) over (partition by request_id order by position) as handed_on_at
      from receipts
    ),
    outcomes as (
      select spans.referrer_id, spans.received_at, spans.handed_on_at,
        min(e.created_at) filter (where e.actor_party = 'referrer' and e.from_status = 'new') as answered_at,
        min(e.created_at) filter (where e.actor_party = 'candidate' and e.to_status = 'withdrawn') as withdrawn_at
      from spans
      left join referral_request_events e on e.referral_request_id = spans.request_id
        and e.created_at >= spans.received_at
        and (spans.handed_on_at is null or e.created_at < spans.handed_on_at)
      group by spans.request_id, spans.referrer_id, spans.received_at, spans.handed_on_at
    ),
    counted as (
      select * from outcomes
      where answered_at is not null
         or (withdrawn_at is null and (handed_on_at is not null or received_at <= ${dueBefore}::timestamptz))
    ),
    figures as (
      select referrer_id,
        count(*) as counted,
        count(answered_at) as answered,
        percentile_cont(0.5) within group (order by extract(epoch from answered_at - received_at) / 3600)
          filter (where answered_at is not null) as median_hours
      from counted
      group by referrer_id
    ),
    eligible as (
      select r.id, f.answered, f.counted, f.median_hours,
        f.counted >= ${STATS_MIN_REQUESTS} and ${referrerReadsRequests(sql`r`)} as shown
      from referrers r
      left join figures f on f.referrer_id = r.id
    ),
    fresh as (
      select id,
        case when shown then (answered::real / counted)::real end as response_rate,
        case when shown then median_hours::real end as typical_reply_hours
      from eligible
    )
    update referrers
    set response_rate = fresh.response_rate, typical_reply_hours = fresh.typical_reply_hours
    from fresh
    where fresh.id = referrers.id
      and (referrers.response_rate, referrers.typical_reply_hours)
        is distinct from (fresh.response_rate, fresh.typical_reply_hours)`);
  return result.rowCount ?? 0;
}
