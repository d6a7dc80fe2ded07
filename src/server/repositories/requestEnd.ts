import { sql } from 'drizzle-orm';
import { referralRequestEvents, referralRequests } from '../db/schema.js';

/**
 * Whether a request has ended for its candidate: hired, not selected or withdrawn, or declined with nothing to move it on. The router
 * moves a declined request on when it has a referrer and an assignment time (triggerOf in
 * src/server/assignment/assign.ts), so only a declined request without one of them has ended. A request sent to the admin
 * queue is `new` again, and goes on.
 */
export const requestHasEnded = sql<boolean>`(
  ${referralRequests.status} in ('hired', 'not_selected', 'withdrawn')
  or (${referralRequests.status} = 'declined'
    and (${referralRequests.referrerId} is null or ${referralRequests.assignedAt} is null)))`;

/**
 * The request's last change (the deletion of its resume is not one): an ended request's last change is the one that
 * ended it. A request without any recorded change dates from when it was sent.
 */
export const requestLastChange = sql`coalesce(
  (select max(e.created_at) from ${referralRequestEvents} e
   where e.referral_request_id = ${referralRequests.id} and e.kind = 'change'),
  ${referralRequests.createdAt})`;
