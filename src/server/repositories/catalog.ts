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

/** The words of a search, lower-cased, letters and digits only ("C++, data-eng" is c, data, eng). */
const searchWords = (search: string) => search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A full-text query from groups of words: every group must match, any word of a group may. The first word of a group
 * is the visitor's, matched as a prefix ("eng" finds "engineer"); the others are corrections, matched whole. Words hold
 * only letters and digits, so they need no quoting in tsquery syntax.
 */
const fullTextQuery = (groups: string[][]) =>
  groups.map(([typed, ...corrections]) => `(${[`${typed}:*`, ...corrections].join(' | ')})`).join(' & ');

/** `%`, `_` and `\` match themselves in a LIKE pattern built from a visitor's text. */
const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);

/** How many rows match, counted up to the cap and no further (LIST_COUNT_CAP). */
async function cappedCount(db: Database, matching: SQL) {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${matching} limit ${LIST_COUNT_CAP}) as capped`,
  );
  return result.rows[0]?.total ?? 0;
}

/** A word shorter than this is never corrected: one or two letters are a prefix, not a misspelling. */
const CORRECTED_WORD_MIN_LENGTH = 3;
/** How many dictionary words may stand in for one the visitor typed. */
const CORRECTIONS_PER_WORD = 3;

/**
 * Referrers, searched and filtered. A search matches words of the name, title, company, specialties and bio by prefix
 * ("engin" finds engineers), on the weighted full-text index. When nothing matches, each word that starts no known
 * word is corrected from the dictionary of names, titles, companies and specialties: words that contain it ("gineer")
 * or are spelt like it ("enginer"), and the search runs once more with those.
 */
export async function listReferrers(db: Database, query: ReferrerQuery) {
  const words = searchWords(query.search);
  // Text with no letter or digit ("%") names nobody.
  if (query.search && !words.length) return { items: [], total: 0 };
  const found = await rankedReferrers(
    db,
    query,
    words.map((word) => [word]),
  );
  if (found.total || !words.length) return found;
  const corrected = await correctedWords(db, words);
  return corrected ? rankedReferrers(db, query, corrected) : found;
}

/**
 * Each word with its corrections, or undefined when no word has any. A word that starts a known word is kept as it is:
 * it matched a prefix, and the search found nobody for other reasons (a filter, another word).
 */
async function correctedWords(db: Database, words: string[]) {
  const result = await db.execute<{ typed: string; corrections: string[] }>(sql`
    select typed, array(
      select word from referrer_search_words
      where word % typed or word like '%' || typed || '%'
      order by word <-> typed
      limit ${CORRECTIONS_PER_WORD}
    ) as corrections
    from unnest(${sql.param(words)}::text[]) as typed
    where length(typed) >= ${CORRECTED_WORD_MIN_LENGTH}
      and not exists (select 1 from referrer_search_words where word like typed || '%')`);
  const corrections = new Map(result.rows.map(({ typed, corrections }) => [typed, corrections]));
  if (![...corrections.values()].some((found) => found.length)) return undefined;
  return words.map((word) => [word, ...(corrections.get(word) ?? [])]);
}

type ReferrerRow = {
  id: number;
  name: string;
  photo: string | null;
  title: string;
  companyId: number;
  companyName: string;
  bio: string;
  rating: number;
  successfulReferrals: number;
  specialties: string[];
};

/**
 * How many referrers a search may match before walking the success index beats asking the full-text index: a walk
 * reads about cap × referrers / matches index entries, the full-text index about `matches` rows, each some four times
 * dearer, so walk when matches² ≥ cap × referrers / 4 (about 2,200 matches among 100,000 referrers).
 */
const walkIsCheaper = (matches: SQL) =>
  sql`${matches} ^ 2 >= ${LIST_COUNT_CAP} * greatest((select reltuples from pg_class where oid = 'referrers'::regclass), 0) / 4`;

/** At most how many referrers match every group: the dictionary's count for the group's words, the least of them. */
const matchEstimate = (groups: string[][]) =>
  sql`least(${sql.join(
    groups.map(
      ([typed, ...corrections]) =>
        sql`(select coalesce(sum(referrers), 0) from referrer_search_words
          where word like ${`${typed}%`} or word = any(${sql.param(corrections)}::text[]))`,
    ),
    sql`, `,
  )})`;

/**
 * One page of referrers in two steps, so a broad term ("engineer", "a") costs little more than a rare surname:
 * 1. candidates, at most LIST_COUNT_CAP of them, most successful first: referrers whose headline (name, title,
 *    company, specialties) matches, and only when those are fewer than the cap, referrers whose bio alone matches.
 *    The dictionary's word counts tell a broad term from a narrow one. A broad term's matches come from walking the
 *    success index, which holds the headline, so the walk never reads the table; a narrow term's from the full-text
 *    index (its match is written so the planner cannot pick the other way, as it did for a rare surname);
 * 2. ranking of those candidates only: an exact name, then a name that starts with the search, then the headline's
 *    full-text rank (a word of the name weighs more than one of the title), bio-only matches last, then the most
 *    successful.
 * The total is the number of candidates, so it stops at the cap as every list's count does.
 */
async function rankedReferrers(db: Database, query: ReferrerQuery, groups: string[][]) {
  const filters: SQL[] = [];
  if (query.company) {
    filters.push(sql`r.company_id in (select id from companies where lower(name) = ${query.company.toLowerCase()})`);
  }
  if (query.specialty) {
    filters.push(
      sql`exists (select 1 from unnest(r.specialties) as specialty where lower(specialty) like ${`%${likeEscaped(query.specialty)}%`})`,
    );
  }
  const filtered = (...conditions: SQL[]) => {
    const all = [...conditions, ...filters];
    return all.length ? sql`where ${and(...all)}` : sql``;
  };
  const search = query.search.toLowerCase();
  const textQuery = sql`to_tsquery('simple', ${fullTextQuery(groups)})`;
  const candidates = groups.length
    ? sql`
      broad as materialized (select ${walkIsCheaper(matchEstimate(groups))} as term),
      walked as materialized (
        select r.id, r.name, r.successful_referrals, ts_rank(r.headline_vector, ${textQuery}) as weight
        from referrers r
        -- "|| ''" hides the match from the full-text index, leaving the walk down the success index.
        ${filtered(sql`(select term from broad)`, sql`(r.headline_vector || ''::tsvector) @@ ${textQuery}`)}
        order by r.successful_referrals desc, r.id limit ${LIST_COUNT_CAP}
      ), looked_up as materialized (
        select r.id, r.name, r.successful_referrals, r.headline_vector
        from referrers r ${filtered(sql`not (select term from broad)`, sql`r.headline_vector @@ ${textQuery}`)}
      ), headline as materialized (
        select * from walked
        union all
        (select id, name, successful_referrals, ts_rank(headline_vector, ${textQuery}) from looked_up
          order by successful_referrals desc, id limit ${LIST_COUNT_CAP})
      ), bio_only as materialized (
        select r.id, r.name, r.successful_referrals, 0::real as weight
        from referrers r
        ${filtered(
          sql`(select count(*) from headline) < ${LIST_COUNT_CAP}`,
          sql`r.search_vector @@ ${textQuery}`,
          sql`not r.headline_vector @@ ${textQuery}`,
        )}
        order by r.successful_referrals desc, r.id limit ${LIST_COUNT_CAP}
      ), candidates as (
        select * from headline
        union all
        (select * from bio_only limit ${LIST_COUNT_CAP} - (select count(*) from headline))
      )`
    : sql`
      candidates as (
        select r.id, r.name, r.successful_referrals, 0::real as weight
        from referrers r ${filtered()}
        order by r.successful_referrals desc, r.id limit ${LIST_COUNT_CAP}
      )`;
  const ranking = groups.length
    ? sql`(lower(c.name) = ${search}) desc, (lower(c.name) like ${`${likeEscaped(search)}%`}) desc, c.weight desc,
        c.successful_referrals desc, c.id`
    : sql`c.successful_referrals desc, c.id`;
  const result = await db.execute<ReferrerRow & { total: number }>(sql`
    with ${candidates}, page as (
      select c.id, row_number() over (order by ${ranking}) as position from candidates c
      order by position limit ${query.limit} offset ${(query.page - 1) * query.limit}
    )
    select counted.total, r.id, r.name, r.photo, r.title, r.company_id as "companyId", company.name as "companyName",
      r.bio, r.rating, r.successful_referrals as "successfulReferrals", r.specialties
    from (select count(*)::int as total from candidates) as counted
    left join (page p join referrers r on r.id = p.id join companies company on company.id = r.company_id) on true
    order by p.position`);
  // With no page of results (past the last page, or no match), the one row left carries the total alone.
  const items = result.rows.filter((row) => row.id !== null).map(({ total: _total, ...referrer }) => referrer);
  return { items, total: result.rows[0]?.total ?? 0 };
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
