import { eq } from 'drizzle-orm';
import { FOLLOW_LINK_DAYS_AFTER_END } from '../../shared/followRequest.js';
import { paths } from '../../shared/paths.js';
import { PRODUCT_NAME } from '../../shared/product.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrers } from '../db/schema.js';
import { issueFollowLink } from '../repositories/followedRequests.js';
import { about } from './notifications.js';
import { enqueueMail } from './outbox.js';

/**
 * Confirms a request sent signed out to the address it gives, with a private link to follow it (/follow-request),
 * in the request's transaction (pass it as `executor`): the request, its link and its mail commit together. A
 * request sent signed out belongs to no account, and registering with the same address does not give it one (nobody
 * checks that an address is its owner's), so the link is the candidate's only way back to it. A request sent signed
 * in needs none: "My requests" shows it. `linkOrigin` is PUBLIC_URL (AppOptions.mailLinkOrigin), never a request's host.
 */
export async function confirmRequestToCandidate(executor: Database, referralRequestId: number, linkOrigin: string) {
  const [request] = await executor
    .select({
      name: referralRequests.name,
      email: referralRequests.email,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      referrerName: referrers.name,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, referralRequestId));
  if (!request) return;
  const token = await issueFollowLink(executor, referralRequestId);
  const where = request.referrerName
    ? `It is with ${request.referrerName}, who answers it on ${PRODUCT_NAME}.`
    : `We are matching it with a referrer at ${request.company}.`;
  await enqueueMail(executor, {
    to: request.email,
    subject: `We received your referral request${about(request)}`,
    text: [
      `Hello ${request.name},`,
      `We received your referral request${about(request)}. ${where}`,
      'Follow it here: where it stands, who has it, and everything that happens to it.',
      new URL(paths.followRequest.href(token), linkOrigin).href,
      'This link is yours alone: whoever has it can see this request (never your resume, your message or your ' +
        `contact details), so do not share it. It works until ${FOLLOW_LINK_DAYS_AFTER_END} days after the request ` +
        'ends. If you did not send this request, ignore this mail.',
    ].join('\n\n'),
    // The link opens the request for as long as it goes on: the outbox keeps it only until the mail has left.
    withholdAfterDelivery: true,
  });
}
