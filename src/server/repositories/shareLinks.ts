import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { paths } from '../../shared/paths.js';
import { SHARE_LINK_PARAMETER, shareLinkNotices } from '../../shared/shareLinks.js';
import type { ShareTarget } from '../../shared/schemas/shareLinks.js';
import { referrerReadsRequests, referrerTakesRequests } from '../assignment/capacity.js';
import type { Database } from '../db/client.js';
import { companies, jobs, referrers, shareLinks } from '../db/schema.js';

/** 16 random bytes (128 bits) in base64url: 22 characters, nothing to guess and nothing personal. */
const SHARE_TOKEN_BYTES = 16;

const pathOf = (link: { token: string; referrerId: number; jobId: number | null }) =>
  `${link.jobId === null ? paths.referrer.href(link.referrerId) : paths.job.href(link.jobId)}?${SHARE_LINK_PARAMETER}=${link.token}`;

/** The referrer profile of an account: its id and company, or undefined for an account that is not a referrer. */
async function ownProfile(db: Database, userId: number) {
  const [profile] = await db
    .select({ id: referrers.id, companyId: referrers.companyId })
    .from(referrers)
    .where(eq(referrers.userId, userId));
  return profile;
}

/**
 * What the referrer can share, their profile first, then each open job at their company (newest first), each with its
 * link once made and what it brought: visits, and requests that started from it.
 */
export async function listShareTargets(db: Database, userId: number): Promise<ShareTarget[] | undefined> {
  const profile = await ownProfile(db, userId);
  if (!profile) return undefined;
  const links = await db
    .select({
      token: shareLinks.token,
      jobId: shareLinks.jobId,
      visits: shareLinks.visits,
      requests: sql<number>`(select count(*)::int from referral_requests r where r.share_link_id = share_links.id)`,
    })
    .from(shareLinks)
    .where(eq(shareLinks.referrerId, profile.id));
  const openJobs = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.companyId, profile.companyId), isNull(jobs.closedAt), isNull(jobs.removedAt)))
    .orderBy(sql`${jobs.postedAt} desc`, asc(jobs.id))
    .limit(50);
  const linkOf = (jobId: number | null) => {
    const link = links.find((candidate) => candidate.jobId === jobId);
    return link
      ? {
          token: link.token,
          path: pathOf({ token: link.token, referrerId: profile.id, jobId }),
          visits: link.visits,
          requests: link.requests,
        }
      : null;
  };
  return [
    { jobId: null, title: 'Your profile', link: linkOf(null) },
    ...openJobs.map((job) => ({ jobId: job.id, title: job.title, link: linkOf(job.id) })),
  ];
}

/**
 * The referrer's link to their profile (jobId null) or to an open job at their company, made the first time it is
 * asked for: one per target, whoever asks at the same moment. Undefined when the account is not a referrer; 'unknownJob'
 * when the job is not an open one at their company.
 */
export async function makeShareLink(db: Database, userId: number, jobId: number | null) {
  const profile = await ownProfile(db, userId);
  if (!profile) return undefined;
  if (jobId !== null) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.id, jobId), eq(jobs.companyId, profile.companyId), isNull(jobs.closedAt), isNull(jobs.removedAt)),
      );
    if (!job) return 'unknownJob' as const;
  }
  await db
    .insert(shareLinks)
    .values({ token: randomBytes(SHARE_TOKEN_BYTES).toString('base64url'), referrerId: profile.id, jobId })
    // Made by another call a moment ago (one per target: migration 0030): that one stands.
    .onConflictDoNothing();
  const targets = await listShareTargets(db, userId);
  return targets?.find((target) => target.jobId === jobId);
}

/** Counts one visit through a link; an unknown token counts nothing and says nothing. */
export async function countShareVisit(db: Database, token: string) {
  await db
    .update(shareLinks)
    .set({ visits: sql`${shareLinks.visits} + 1` })
    .where(eq(shareLinks.token, token));
}

/** Where a share link points: its referrer and job (null for their profile), or undefined for no link of ours. */
export async function findShareLinkTarget(db: Database, token: string) {
  const [link] = await db
    .select({ referrerId: shareLinks.referrerId, jobId: shareLinks.jobId })
    .from(shareLinks)
    .where(eq(shareLinks.token, token));
  return link;
}

/** A share link as a new request reads it: its referrer, where they refer, and whether they can take it now. */
export async function findShareLink(db: Database, token: string) {
  const [link] = await db
    .select({
      id: shareLinks.id,
      referrerId: shareLinks.referrerId,
      name: referrers.name,
      company: companies.name,
      takingRequests: referrerTakesRequests(sql`referrers`),
      readsRequests: referrerReadsRequests(sql`referrers`),
    })
    .from(shareLinks)
    .innerJoin(referrers, eq(referrers.id, shareLinks.referrerId))
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(shareLinks.token, token));
  return link;
}

export type FoundShareLink = NonNullable<Awaited<ReturnType<typeof findShareLink>>>;

/**
 * Whether a request for `company` that came through `link` goes to the link's referrer: undefined when it does, else
 * why not, in the candidate's words (src/shared/shareLinks.ts).
 */
export function shareLinkRefusal(link: FoundShareLink, company: string): string | undefined {
  if (link.company.trim().toLowerCase() !== company.trim().toLowerCase()) {
    return shareLinkNotices.otherCompany(link.name, link.company, company.trim());
  }
  if (!link.readsRequests) return shareLinkNotices.notReading(link.name, link.company);
  if (!link.takingRequests) return shareLinkNotices.atCapacity(link.name, link.company);
  return undefined;
}
