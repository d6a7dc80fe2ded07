import { sql, type SQL } from 'drizzle-orm';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How many requests a referrer was given in the seven days before `now` and still holds: what their weekly cap
 * (referrers.weekly_cap) limits. `referrer` names the referrers row in the surrounding statement (a table or alias).
 * Without `now`, the database's clock at the statement; assignment passes its own (a test's).
 */
export function requestsHeldThisWeek(referrer: SQL, now?: Date) {
  const weekAgo = now
    ? sql`${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz`
    : sql`now() - interval '7 days'`;
  return sql<number>`(select count(*)::int from referral_requests held
    where held.referrer_id = ${referrer}.id and held.assigned_at > ${weekAgo})`;
}

/** Whether the referrer has room under their weekly cap (always, without one): the matcher and direct requests ask. */
export function referrerTakesRequests(referrer: SQL, now?: Date) {
  return sql<boolean>`(${referrer}.weekly_cap is null or ${requestsHeldThisWeek(referrer, now)} < ${referrer}.weekly_cap)`;
}

/**
 * Whether anyone can read a request sent to the referrer: they have an account, and it is not disabled. Profiles
 * without one (imported referrers who have not joined) take no request directly and get no response figures.
 */
export function referrerReadsRequests(referrer: SQL) {
  return sql<boolean>`exists (select 1 from users reader
    where reader.id = ${referrer}.user_id and reader.disabled_at is null)`;
}
