import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobQuery, ReferrerQuery } from '../../shared/catalogQueries.js';
import { LIST_COUNT_CAP } from '../../shared/listLimits.js';
import type { Database } from '../db/client.js';
import { companies, jobs, referrers } from '../db/schema.js';

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
  successfulReferrals: referrers.successfulReferrals,
  specialties: referrers.specialties,
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

/** A job as the API answers them, one or in a list (its date made ISO text by withIsoDate). */
const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  companyId: jobs.companyId,
  companyName: companies.name,
  location: jobs.location,
  experienceLevel: jobs.experienceLevel,
  postedAt: jobs.postedAt,
  description: jobs.description,
};

const withIsoDate = <Row extends { postedAt: Date }>(row: Row) => ({ ...row, postedAt: row.postedAt.toISOString() });

/** Single items of the public catalogue, as the request form and the catalogue pages read them. */

export async function findReferrer(db: Database, id: number) {
  const [row] = await db
    .select(referrerColumns)
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(referrers.id, id));
  return row;
}

export async function findCompany(db: Database, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

export async function findJob(db: Database, id: number) {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row && withIsoDate(row);
}

/** Words of a search as a prefix query ("data eng" finds "data engineering"); only letters and digits are kept. */
function prefixQuery(search: string) {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => `${word}:*`).join(' & ');
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from a visitor's text. */
const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/** How many rows match, counted up to the cap and no further (LIST_COUNT_CAP). */
async function cappedCount(db: Database, matching: SQL) {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${matching} limit ${LIST_COUNT_CAP}) as capped`,
  );
  return result.rows[0]?.total ?? 0;
}

/**
 * Referrers, searched and filtered. A search matches whole or partial words of the name, title, company and
 * specialties (the full-text vector, by prefix), any part of them (trigrams), or words a letter or two off ("enginer").
 * The best come first: an exact name, then a name that starts with the search, then the full-text rank (the name
 * weighs most, the bio least), then the closeness of the spelling, then the most successful referrers.
 */
export async function listReferrers(db: Database, query: ReferrerQuery) {
  const search = query.search.toLowerCase();
  const tsQuery = prefixQuery(search);
  const conditions: SQL[] = [];
  if (query.company) conditions.push(sql`lower(${companies.name}) = ${query.company.toLowerCase()}`);
  if (query.specialty) {
    conditions.push(
      sql`exists (select 1 from unnest(${referrers.specialties}) as specialty where lower(specialty) like ${`%${likeEscaped(query.specialty)}%`})`,
    );
  }
  if (search) {
    conditions.push(
      sql`(${tsQuery ? sql`referrers.search_vector @@ to_tsquery('simple', ${tsQuery}) or ` : sql``}referrers.search_text like ${`%${likeEscaped(search)}%`} or ${search} <% referrers.search_text)`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = search
    ? [
        sql`(lower(${referrers.name}) = ${search}) desc`,
        sql`(lower(${referrers.name}) like ${`${likeEscaped(search)}%`}) desc`,
        tsQuery ? sql`ts_rank(referrers.search_vector, to_tsquery('simple', ${tsQuery})) desc` : sql`1`,
        sql`word_similarity(${search}, referrers.search_text) desc`,
        desc(referrers.successfulReferrals),
        referrers.id,
      ]
    : [desc(referrers.successfulReferrals), referrers.id];
  const items = await db
    .select(referrerColumns)
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await cappedCount(
    db,
    sql`select 1 from ${referrers} inner join ${companies} on ${companies.id} = ${referrers.companyId} ${where ? sql`where ${where}` : sql``}`,
  );
  return { items, total };
}

/** Every company, by name, with how many jobs it has open. */
export async function listCompaniesWithJobCounts(db: Database) {
  return db
    .select({
      ...companyColumns,
      // Written out: inside a select list, drizzle names a column without its table, and `id` would be the job's.
      openJobs: sql<number>`(select count(*)::int from jobs where jobs.company_id = companies.id)`,
    })
    .from(companies)
    .orderBy(companies.name);
}

/** Jobs, newest first, searched by title, description or company and filtered by type, location, level and company. */
export async function listJobs(db: Database, query: JobQuery) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${likeEscaped(query.search)}%`;
    conditions.push(
      sql`(lower(${jobs.title}) like ${pattern} or lower(${jobs.description}) like ${pattern} or lower(${companies.name}) like ${pattern})`,
    );
  }
  if (query.type) conditions.push(sql`lower(${jobs.type}) = ${query.type.toLowerCase()}`);
  if (query.location) conditions.push(sql`lower(${jobs.location}) like ${`%${likeEscaped(query.location)}%`}`);
  if (query.experienceLevel) {
    conditions.push(sql`lower(${jobs.experienceLevel}) = ${query.experienceLevel.toLowerCase()}`);
  }
  if (query.company) conditions.push(sql`lower(${companies.name}) = ${query.company.toLowerCase()}`);
  const where = conditions.length ? and(...conditions) : undefined;
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
    sql`select 1 from ${jobs} inner join ${companies} on ${companies.id} = ${jobs.companyId} ${where ? sql`where ${where}` : sql``}`,
  );
  return { items: rows.map(withIsoDate), total };
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
    .where(eq(jobs.companyId, company.id))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
  return rows.map(withIsoDate);
}
