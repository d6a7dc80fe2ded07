import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OpenRequestFound } from '../../shared/openRequest.js';
import { OPEN_STATUSES } from '../../shared/requestLifecycle.js';
import type { Database } from '../db/client.js';
import { referralRequests, referrers } from '../db/schema.js';

/**
 * The key of advisory locks taken while a request is checked and stored (with the company's name): two requests for
 * one company, sent at the same moment from any number of app processes, are checked one after the other, so only one
 * of them can be the candidate's open request there.
 */
const OPEN_REQUEST_LOCK = 3304;

/** A company as the matching reads a request's (src/server/assignment/candidates.ts): its name, trimmed, in any case. */
const companyKey = (company: string) => sql`lower(btrim(${company}))`;

/**
 * Holds, until the transaction ends, the lock on requests for `company`: call it before findOpenRequest in the
 * transaction that stores the request.
 */
export async function lockCompanyRequests(tx: Database, company: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_REQUEST_LOCK}, hashtext(${companyKey(company)}))`);
}

/**
 * The candidate's oldest open request (OPEN_STATUSES) at `company`: sent from their account, or from their e-mail
 * address (signed in or not). Undefined when they have none.
 */
export async function findOpenRequest(
  db: Database,
  candidate: { userId: number | null; email: string },
  company: string,
): Promise<OpenRequestFound | undefined> {
  const byAccount =
    candidate.userId === null
      ? sql<boolean>`false`
      : sql<boolean>`coalesce(${referralRequests.candidateUserId} = ${candidate.userId}, false)`;
  const [row] = await db
    .select({
      company: referralRequests.company,
      byAccount,
      referrerName: referrers.name,
      sentAt: referralRequests.createdAt,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(
      and(
        // Read off referral_requests_company_email_idx (migration 0029) or the candidate's own list index.
        sql`lower(btrim(${referralRequests.company})) = ${companyKey(company)}`,
        inArray(referralRequests.status, [...OPEN_STATUSES]),
        or(
          candidate.userId === null ? undefined : eq(referralRequests.candidateUserId, candidate.userId),
          sql`lower(${referralRequests.email}) = lower(${candidate.email})`,
        ),
      ),
    )
    // A request of the account's own first: it can be named in full.
    .orderBy(...(candidate.userId === null ? [] : [sql`${byAccount} desc`]), asc(referralRequests.createdAt))
    .limit(1);
  if (!row) return undefined;
  return {
    company: row.company,
    byAccount: row.byAccount ? { referrerName: row.referrerName, sentAt: row.sentAt } : null,
  };
}
