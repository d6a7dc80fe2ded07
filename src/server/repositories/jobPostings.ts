import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { JobPostingInput } from '../../shared/jobPosting.js';
import type { Database } from '../db/client.js';
import { companies, jobs, referrers, type UserRow } from '../db/schema.js';
import { recordAdminAction } from './auditLog.js';
import { findJob, jobColumns, withIsoDates } from './catalog.js';
import { findOrCreateCompany } from './companies.js';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Why a poster may not do what they asked; the route turns each into its answer. Who may post or change a job at all
 * is the route's access rule (mayPostJobs, findJobPoster), decided before the job they sent is read.
 */
export type JobPostingRefusal = { ownCompanyOnly: string } | { notFound: true } | { alreadyClosed: true };
type Refused = { refused: JobPostingRefusal };

/** The company a referrer posts for: the one of their referrer profile. */
async function ownCompanyOf(executor: Executor, userId: number) {
  const [own] = await executor
    .select({ id: companies.id, name: companies.name })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(referrers.userId, userId));
  return own;
}

/** Whether this user may post jobs: an admin, or a referrer, who has a referrer profile (and so a company). */
export async function mayPostJobs(db: Database, user: UserRow) {
  return user.role === 'admin' || (user.isReferrer && (await ownCompanyOf(db, user.id)) !== undefined);
}

/** Who posted a job, while it is there: undefined for a job that does not exist or that an admin removed. */
export async function findJobPoster(db: Database, id: number) {
  const [job] = await db
    .select({ postedByUserId: jobs.postedByUserId })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt)));
  return job;
}

/**
 * The company a job may be posted for by this user: an admin, any (a new name creates the company); a referrer, their
 * own only, named in any case. The route lets in no one else (mayPostJobs), and a referrer profile is never removed.
 */
async function companyForPoster(
  executor: Executor,
  poster: UserRow,
  company: string,
): Promise<Refused | { companyId: number }> {
  if (poster.role === 'admin') return { companyId: await findOrCreateCompany(executor, company) };
  const own = await ownCompanyOf(executor, poster.id);
  if (!own) throw new Error(`user ${poster.id} posts a job without a referrer profile`);
  if (own.name.toLowerCase() !== company.toLowerCase()) return { refused: { ownCompanyOnly: own.name } };
  return { companyId: own.id };
}

const jobValues = (input: JobPostingInput, companyId: number) => ({
  title: input.title,
  type: input.type,
  companyId,
  location: input.location,
  experienceLevel: input.experienceLevel,
  description: input.description,
});

export async function createJob(db: Database, poster: UserRow, input: JobPostingInput) {
  const stored = await db.transaction(async (tx): Promise<Refused | { id: number }> => {
    const company = await companyForPoster(tx, poster, input.company);
    if ('refused' in company) return company;
    const [row] = await tx
      .insert(jobs)
      .values({ ...jobValues(input, company.companyId), postedByUserId: poster.id })
      .returning({ id: jobs.id });
    return { id: row!.id };
  });
  if ('refused' in stored) return stored;
  return { job: (await findJob(db, stored.id))! };
}

/** What a change reads of the job it locks: where it stands, who posted it, and what an edit may change. */
interface LockedJob {
  closedAt: Date | null;
  removedAt: Date | null;
  postedByUserId: number | null;
  title: string;
  type: string;
  companyId: number;
  location: string;
  experienceLevel: string;
  description: string;
}

/**
 * Locks the job for a change by its poster or an admin (the route's access rule let only them in). An admin may have
 * removed it since.
 */
async function lockJobForChange(tx: Executor, id: number): Promise<Refused | { job: LockedJob }> {
  const [job] = await tx
    .select({
      closedAt: jobs.closedAt,
      removedAt: jobs.removedAt,
      postedByUserId: jobs.postedByUserId,
      title: jobs.title,
      type: jobs.type,
      companyId: jobs.companyId,
      location: jobs.location,
      experienceLevel: jobs.experienceLevel,
      description: jobs.description,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update');
  // A job an admin removed is gone for its poster too: its page answers 404 to everyone.
  if (!job || job.removedAt) return { refused: { notFound: true } };
  return { job };
}

/** An admin changing a job someone else posted: moderation, which the audit log records. */
const moderates = (user: UserRow, job: { postedByUserId: number | null }) =>
  user.role === 'admin' && job.postedByUserId !== user.id;

/** The fields of a job whose value differs, before and after an edit. */
function changedFields<Values extends Record<string, string | number>>(before: Values, after: Values) {
  const names = Object.keys(after).filter((name) => before[name] !== after[name]);
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name]!])),
    after: Object.fromEntries(names.map((name) => [name, after[name]!])),
  };
}

export async function updateJob(db: Database, editor: UserRow, id: number, input: JobPostingInput) {
  const result = await db.transaction(async (tx): Promise<Refused | { updated: true }> => {
    const locked = await lockJobForChange(tx, id);
    if ('refused' in locked) return locked;
    const company = await companyForPoster(tx, editor, input.company);
    if ('refused' in company) return company;
    const values = jobValues(input, company.companyId);
    await tx.update(jobs).set(values).where(eq(jobs.id, id));
    if (moderates(editor, locked.job)) {
      const { postedByUserId: _poster, closedAt: _closed, removedAt: _removed, ...before } = locked.job;
      await recordAdminAction(tx, {
        admin: editor,
        action: 'job.edited',
        object: { type: 'job', id },
        ...changedFields(before, values),
      });
    }
    return { updated: true };
  });
  if ('refused' in result) return result;
  return { job: (await findJob(db, id))! };
}

/** Closes a job (the role is filled): it leaves the lists; its page says it is closed. */
export async function closeJob(db: Database, closer: UserRow, id: number) {
  const result = await db.transaction(async (tx): Promise<Refused | { closed: true }> => {
    const locked = await lockJobForChange(tx, id);
    if ('refused' in locked) return locked;
    if (locked.job.closedAt) return { refused: { alreadyClosed: true } } satisfies Refused;
    const [closed] = await tx
      .update(jobs)
      .set({ closedAt: sql`now()` })
      .where(and(eq(jobs.id, id), isNull(jobs.closedAt)))
      .returning({ closedAt: jobs.closedAt });
    if (moderates(closer, locked.job)) {
      await recordAdminAction(tx, {
        admin: closer,
        action: 'job.closed',
        object: { type: 'job', id },
        before: { closedAt: null },
        after: { closedAt: closed!.closedAt!.toISOString() },
      });
    }
    return { closed: true };
  });
  if ('refused' in result) return result;
  return { job: (await findJob(db, id))! };
}

/** The jobs this user posted and an admin has not removed, open ones first, newest first. */
export async function listOwnJobs(db: Database, userId: number) {
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.postedByUserId, userId), isNull(jobs.removedAt)))
    .orderBy(sql`${jobs.closedAt} is not null`, desc(jobs.postedAt), desc(jobs.id))
    .limit(200);
  return rows.map(withIsoDates);
}
