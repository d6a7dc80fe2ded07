import { eq, sql } from 'drizzle-orm';
import type { ReferralRequestStatus } from '../../shared/referralRequest.js';
import {
  CHANGES_ANSWER_WITHIN_DAYS,
  REQUEST_MOVES,
  STATUS_LABELS,
  type RequestAction,
} from '../../shared/requestLifecycle.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrers } from '../db/schema.js';
import { LIVE_CHANNEL, type LiveSignal } from '../live/liveHub.js';
import { about } from '../mail/notifications.js';

export type RequestNotification =
  /** To the referrer: the request is now theirs to answer. */
  | { kind: 'request-received' }
  /** To the candidate: the request went to another referrer, or to the admin queue. */
  | { kind: 'request-moved' }
  /** To the candidate: the referrer moved the request to `status`. */
  | { kind: 'request-status'; status: ReferralRequestStatus }
  /** To the referrer: the candidate withdrew it. */
  | { kind: 'request-withdrawn' }
  /** To the referrer: the candidate reported their progress, or confirmed or disputed the referrer's "hired". */
  | { kind: 'request-reported'; action: RequestAction }
  /** To one side (`to`): nothing was reported `days` after the referral (src/server/jobs/referralOutcomes.ts). */
  | { kind: 'outcome-reminder-to-referrer' | 'outcome-reminder-to-candidate'; days: number }
  /** To the referrer: the candidate rated the referral. */
  | { kind: 'request-rated'; stars: number }
  /** To the referrer who held it: it went to someone else, and `why` (no answer in time, or an admin's choice). */
  | { kind: 'request-taken-away'; fromReferrerId: number; why: string }
  /** To the referrer or the candidate: the other wrote in the request's conversation (src/server/repositories/conversations.ts). */
  | { kind: 'message-to-referrer' }
  | { kind: 'message-to-candidate' }
  /** To the candidate: the referrer asked for changes before deciding. */
  | { kind: 'request-changes-asked' }
  /** To the referrer: the candidate sent the changes they asked for. */
  | { kind: 'request-changes-sent' }
  /** To the candidate: the ask went unanswered, and the request closed. */
  | { kind: 'request-changes-expired' }
  /** To the referrer: the ask went unanswered, and the request closed. */
  | { kind: 'request-ask-expired' };

/**
 * Records notifications of a request (one or several, from one read of it) for the one account each concerns, in the
 * transaction of the change (pass it as `executor`), when that account has one and wants live updates (notifyRealtime,
 * on for an account that never filled its profile in). The NOTIFY goes out at commit, so nothing is announced for a change that failed.
 */
export async function recordRequestNotifications(
  executor: Database,
  referralRequestId: number,
  ...notifications: RequestNotification[]
) {
  const [request] = await executor
    .select({
      name: referralRequests.name,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      candidateUserId: referralRequests.candidateUserId,
      referrerUserId: referrers.userId,
      referrerName: referrers.name,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, referralRequestId));
  if (!request) return;
  for (const notification of notifications) await recordOne(executor, referralRequestId, request, notification);
}

/** One notification about `request` (as recordRequestNotifications read it), for the account it concerns. */
async function recordOne(
  executor: Database,
  referralRequestId: number,
  request: {
    name: string;
    company: string;
    jobTitle: string | null;
    candidateUserId: number | null;
    referrerUserId: number | null;
    referrerName: string | null;
  },
  notification: RequestNotification,
) {
  const subject = about(request);
  const formerHolder = async (referrerId: number) =>
    (await executor.select({ userId: referrers.userId }).from(referrers).where(eq(referrers.id, referrerId)))[0]
      ?.userId ?? null;
  const { userId, text } = await (async () => {
    switch (notification.kind) {
      case 'request-taken-away':
        return {
          userId: await formerHolder(notification.fromReferrerId),
          text: `The request from ${request.name}${subject} went to another referrer: ${notification.why}`,
        };
      case 'request-received':
        return { userId: request.referrerUserId, text: `New referral request from ${request.name}${subject}` };
      case 'request-withdrawn':
        return { userId: request.referrerUserId, text: `${request.name} withdrew their request${subject}` };
      case 'request-reported':
        return { userId: request.referrerUserId, text: reportText(request.name, notification.action, subject) };
      case 'outcome-reminder-to-referrer':
        return {
          userId: request.referrerUserId,
          text: `${notification.days} days since you referred ${request.name}${subject}, and no news yet: record when you submitted them, or ask them how it went`,
        };
      case 'outcome-reminder-to-candidate':
        return {
          userId: request.candidateUserId,
          text: `${notification.days} days since ${request.referrerName ?? 'your referrer'} referred you${subject}: tell them how it is going in My requests`,
        };
      case 'request-rated':
        return {
          userId: request.referrerUserId,
          text: `${request.name} rated your referral${subject} ${notification.stars} out of 5`,
        };
      case 'message-to-referrer':
        return { userId: request.referrerUserId, text: `${request.name} wrote to you about their request${subject}` };
      case 'message-to-candidate':
        return {
          userId: request.candidateUserId,
          text: `${request.referrerName ?? 'Your referrer'} wrote to you about your request${subject}`,
        };
      case 'request-moved':
        return {
          userId: request.candidateUserId,
          text: request.referrerName
            ? `Your request${subject} is now with ${request.referrerName}`
            : `Your request${subject} went to our team, who will choose a referrer for you`,
        };
      case 'request-changes-asked':
        return {
          userId: request.candidateUserId,
          text: `${request.referrerName ?? 'Your referrer'} asked for changes to your request${subject}`,
        };
      case 'request-changes-sent':
        return { userId: request.referrerUserId, text: `${request.name} sent the changes you asked for${subject}` };
      case 'request-changes-expired':
        return {
          userId: request.candidateUserId,
          text: `Your request${subject} closed: the changes asked for were not sent within ${CHANGES_ANSWER_WITHIN_DAYS} days`,
        };
      case 'request-ask-expired':
        return {
          userId: request.referrerUserId,
          text: `The request from ${request.name}${subject} closed: the changes you asked for did not come within ${CHANGES_ANSWER_WITHIN_DAYS} days`,
        };
      case 'request-status':
        return {
          userId: request.candidateUserId,
          text: `${request.referrerName ?? 'Your referrer'} marked your request${subject} as ${STATUS_LABELS[notification.status].toLowerCase()}`,
        };
    }
  })();
  if (userId === null) return;
  const inserted = await executor.execute<{ id: string }>(sql`
    insert into user_notifications (user_id, kind, referral_request_id, text)
    select ${userId}, ${notification.kind}, ${referralRequestId}, ${text}
    where coalesce((select notify_realtime from onboarding_profiles where user_id = ${userId}), true)
    returning id`);
  const row = inserted.rows[0];
  if (!row) return;
  const signal: LiveSignal = { userId, id: Number(row.id) };
  await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** What a referrer reads of a candidate's report: "Cara reported: interviewing, for Staff Engineer at Northwind". */
function reportText(name: string, action: RequestAction, subject: string) {
  if (action === 'dispute-hire') return `${name} says they were not hired${subject}: the request is back to referred`;
  if (action === 'confirm-hire') return `${name} confirmed they were hired${subject}`;
  return `${name} reported: ${REQUEST_MOVES[action].done.toLowerCase()}, ${subject.trimStart()}`;
}
