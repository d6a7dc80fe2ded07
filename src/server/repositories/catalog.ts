import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { JobQuery, ReferrerQuery } from '../../shared/catalogQueries.js';
import type { Referrer } from '../../shared/schemas/catalog.js';
import { LIST_COUNT_CAP } from '../../shared/listLimits.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { companies, jobs, referrers } from '../db/schema.js';
import { referrerReadsRequests, referrerTakesRequests } from '../assignment/capacity.js';
import { containsPattern } from './likePattern.js';

/** A referrer as the API answers them, one or in a list. */
const referrerColumns = {
  id: referrers.id,
  name: referrers.name,
  photo: referrers.photo,
  title: referrers.title,
  companyId: referrers.companyId,
  companyName: companies.name,
  bio: referrers.bio,
  rating: referrers.rating,
  ratingCount: referrers.ratingCount,
  successfulReferrals: referrers.successfulReferrals,
  specialties: referrers.specialties,
  verified: sql<boolean>`(${referrers.verifiedAt} is not null)`,
  responseRate: referrers.responseRate,
  typicalReplyHours: referrers.typicalReplyHours,
  takingRequests: referrerTakesRequests(sql`referrers`),
  readsRequests: referrerReadsRequests(sql`referrers`),
};

/** A company as the API answers them. */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  description: companies.description,
  industry: companies.industry,
  logo: companies.logo,
  websiteUrl: companies.websiteUrl,
};

/** A job as the API answers them, one or in a list (its dates made ISO text by withIsoDates). */
export const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  companyId: jobs.companyId,
  companyName: companies.name,
  location: jobs.location,
  experienceLevel: jobs.experienceLevel,
  postedAt: jobs.postedAt,
  description: jobs.description,
  closedAt: jobs.closedAt,
};

export const withIsoDates = <Row extends { postedAt: Date; closedAt: Date | null }>(row: Row) => ({
  ...row,
  postedAt: row.postedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** Jobs the lists show: neither removed by an admin nor closed by their poster. */
const listedJob = and(isNull(jobs.removedAt), isNull(jobs.closedAt))!;

/** Single items of the public catalogue, as the request form and the catalogue pages read them; prepared. */
const preparedItems = preparedPerDatabase((db) => ({
  referrer: db
    .select(referrerColumns)
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(referrers.id, sql.placeholder('id')))
    .prepare('referrer_by_id'),
  job: db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    // A closed job's page stays readable to those who had the link; a removed one is gone for everyone.
    .where(and(eq(jobs.id, sql.placeholder('id')), isNull(jobs.removedAt)))
    .prepare('job_by_id'),
}));

export async function findReferrer(db: Database, id: number) {
  const [row] = await preparedItems(db).referrer.execute({ id });
  return row;
}

export async function findCompany(db: Database, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

export async function findJob(db: Database, id: number) {
  const [row] = await preparedItems(db).job.execute({ id });
  return row && withIsoDates(row);
}

/** The words of a search, lower-cased, letters and digits only ("C++, data-eng" is c, data, eng). */
const searchWords = (search: string) => search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How many rows match, counted up to the cap and no further (LIST_COUNT_CAP). */
async function cappedCount(db: Database, matching: SQL) {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${matching} limit ${LIST_COUNT_CAP}) as capped`,
  );
  return result.rows[0]?.total ?? 0;
}

/**
 * The referrers' list and search as one prepared statement: the function `search_referrers` (migration 0004) finds
 * the page, and the card's columns of after it (the badge, the response figures, the rating count, the weekly room,
 * whether anyone reads their requests) are joined on, the rows kept in the function's order. Prepared, the statement
 * is parsed and planned once per connection: planned per request, it cost PostgreSQL more than the search it runs.
 *
 * Each referrer comes as one JSON object, which the driver reads with JSON.parse. Read column by column, the driver
 * parsed the specialties' text[] character by character and the ORM mapped each column of each row: a search, which no
 * cache answers, allocated 218 kB in the app instead of 158 kB (src/server/README.md#prepared-reads).
 */
const preparedReferrerList = preparedPerDatabase((db) =>
  db
    .select({
      total: sql<number>`found.total`,
      referrer: sql<Referrer | null>`case when found.id is null then null else json_build_object(
        'id', found.id,
        'name', found.name,
        'photo', found.photo,
        'title', found.title,
        'companyId', found."companyId",
        'companyName', found."companyName",
        'bio', found.bio,
        'rating', found.rating,
        'successfulReferrals', found."successfulReferrals",
        'specialties', found.specialties,
        'verified', r.verified_at is not null,
        'ratingCount', r.rating_count,
        'responseRate', r.response_rate,
        'typicalReplyHours', r.typical_reply_hours,
        'takingRequests', ${referrerTakesRequests(sql`r`)},
        'readsRequests', ${referrerReadsRequests(sql`r`)}
      ) end`,
    })
    .from(
      sql`search_referrers(${sql.placeholder('words')}::text[], ${sql.placeholder('search')}::text,
        ${sql.placeholder('company')}::text, ${sql.placeholder('specialty')}::text, ${sql.placeholder('limit')}::int,
        ${sql.placeholder('offset')}::int, ${sql.placeholder('cap')}::int) with ordinality as found
      left join referrers r on r.id = found.id`,
    )
    .orderBy(sql`found.ordinality`)
    .prepare('referrer_list'),
);

/**
 * Referrers, searched and filtered, best match first. A search matches words of the name, title, company, specialties
 * and bio by prefix ("engin" finds engineers), on the weighted full-text indexes; when nothing matches, its words are
 * corrected from the dictionary of headline words ("enginer", "gineer"). The database function `search_referrers`
 * does the work, so that its statements too are planned once per connection; the total stops at LIST_COUNT_CAP.
 */
export async function listReferrers(db: Database, query: ReferrerQuery) {
  const words = searchWords(query.search);
  // Text with no letter or digit ("%") names nobody.
  if (query.search && !words.length) return { items: [], total: 0 };
  const rows = await preparedReferrerList(db).execute({
    words,
    search: query.search.toLowerCase(),
    company: query.company || null,
    specialty: query.specialty ? containsPattern(query.specialty) : null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    cap: LIST_COUNT_CAP,
  });
  // With no page of results (past the last page, or no match), the one row left carries the total alone.
  const items = rows.flatMap(({ referrer }) => (referrer ? [referrer] : []));
  return { items, total: rows[0]?.total ?? 0 };
}

/** Every company, by name, with how many jobs it has open. */
export async function listCompaniesWithJobCounts(db: Database) {
  return db
    .select({
      ...companyColumns,
      // Written out: inside a select list, drizzle names a column without its table, and `id` would be the job's.
      openJobs: sql<number>`(select count(*)::int from jobs
        where jobs.company_id = companies.id and jobs.removed_at is null and jobs.closed_at is null)`,
    })
    .from(companies)
    .orderBy(companies.name);
}

/** Jobs, newest first, searched by title, description or company and filtered by type, location, level and company. */
export async function listJobs(db: Database, query: JobQuery) {
  const conditions: SQL[] = [listedJob];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(lower(${jobs.title}) like ${pattern} or lower(${jobs.description}) like ${pattern} or lower(${companies.name}) like ${pattern})`,
    );
  }
  if (query.type) conditions.push(sql`lower(${jobs.type}) = ${query.type.toLowerCase()}`);
  if (query.location) conditions.push(sql`lower(${jobs.location}) like ${containsPattern(query.location)}`);
  if (query.experienceLevel) {
    conditions.push(sql`lower(${jobs.experienceLevel}) = ${query.experienceLevel.toLowerCase()}`);
  }
  if (query.company) conditions.push(sql`lower(${companies.name}) = ${query.company.toLowerCase()}`);
  const where = and(...conditions)!;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await cappedCount(
    db,
    sql`select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} where ${where}`,
  );
  return { items: rows.map(withIsoDates), total };
}

/** A company's jobs, newest first, by the company's name in any case; undefined when no company has that name. */
export async function listCompanyJobs(db: Database, companyName: string) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${companyName.toLowerCase()}`);
  if (!company) return undefined;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.companyId, company.id), listedJob))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
  return rows.map(withIsoDates);
}
