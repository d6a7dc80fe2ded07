import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { companyDomain, isAtDomain, WORK_EMAIL_LINK_TTL_MINUTES } from '../../shared/workEmail.js';
import type { Database } from '../db/client.js';
import { companies, referrers, workEmailVerifications } from '../db/schema.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { OUTSTANDING_RESET_LINKS_MAX } from './passwordResets.js';

export type WorkEmailRequestResult =
  | { notAReferrer: true }
  | { noCompanyDomain: { company: string } }
  | { wrongDomain: { domain: string } }
  /** The link is on its way, or, past OUTSTANDING_RESET_LINKS_MAX links still open, the last ones are. */
  | { sent: true };

/**
 * Issues a link that confirms `email` as the work e-mail of the account's referrer profile, when it is at their
 * company's domain, and queues its mail (`composeMail` writes it) in the same transaction.
 */
export async function requestWorkEmailLink(
  db: Database,
  userId: number,
  email: string,
  tokenHash: string,
  composeMail: (referrer: { name: string; company: string }) => OutgoingMail,
): Promise<WorkEmailRequestResult> {
  return db.transaction(async (tx) => {
    await tx.delete(workEmailVerifications).where(lte(workEmailVerifications.expiresAt, sql`now()`));
    // Locked, so that links asked for at once are counted one after the other.
    const [referrer] = await tx
      .select({ id: referrers.id, name: referrers.name, company: companies.name, websiteUrl: companies.websiteUrl })
      .from(referrers)
      .innerJoin(companies, eq(companies.id, referrers.companyId))
      .where(eq(referrers.userId, userId))
      .for('no key update', { of: referrers });
    if (!referrer) return { notAReferrer: true };
    const domain = companyDomain(referrer.websiteUrl);
    if (!domain) return { noCompanyDomain: { company: referrer.company } };
    if (!isAtDomain(email, domain)) return { wrongDomain: { domain } };
    const [outstanding] = await tx
      .select({ links: count() })
      .from(workEmailVerifications)
      .where(eq(workEmailVerifications.referrerId, referrer.id));
    if ((outstanding?.links ?? 0) >= OUTSTANDING_RESET_LINKS_MAX) return { sent: true };
    await tx.insert(workEmailVerifications).values({
      referrerId: referrer.id,
      email,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${WORK_EMAIL_LINK_TTL_MINUTES})`,
    });
    await enqueueMail(tx, composeMail(referrer));
    return { sent: true };
  });
}

/**
 * Confirms the work e-mail of a link that is known and unexpired: the referrer is verified with that address, and
 * every link of theirs is spent. Answers false, having changed nothing, for an unknown, used or expired link.
 */
export async function confirmWorkEmail(db: Database, tokenHash: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ referrerId: workEmailVerifications.referrerId, email: workEmailVerifications.email })
      .from(workEmailVerifications)
      .where(and(eq(workEmailVerifications.tokenHash, tokenHash), gt(workEmailVerifications.expiresAt, sql`now()`)))
      .for('update');
    if (!link) return false;
    await tx
      .update(referrers)
      .set({ verifiedAt: sql`now()`, verifiedEmail: link.email })
      .where(eq(referrers.id, link.referrerId));
    await tx.delete(workEmailVerifications).where(eq(workEmailVerifications.referrerId, link.referrerId));
    return true;
  });
}
