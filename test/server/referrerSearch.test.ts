import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { companies, referrers } from '../../src/server/db/schema';
import { listReferrers } from '../../src/server/repositories/catalog';
import { generateLargeDataset } from '../../src/server/db/seed/largeDataset';
import { LIST_COUNT_CAP } from '../../src/shared/listLimits';
import { createTestApp } from './helpers';

/**
 * Referrer search on a generated market of 3,000 referrers, large enough that a broad term ("engineer", 1,500 matches)
 * takes the walk down the success index and a rare surname takes the full-text index: both ways must rank alike.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let companyName: string;
interface Listed {
  name: string;
  companyName: string;
  title: string;
  specialties: string[];
  bio: string;
  successfulReferrals: number;
}
const mentionsEngineering = ({ title, specialties }: Listed) => /engineer/i.test([title, ...specialties].join(' '));
const search = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/referrers?${query}` });
  expect(response.statusCode).toBe(200);
  return { found: response.json<Listed[]>(), total: Number(response.headers['x-total-count']) };
};

beforeAll(async () => {
  ctx = await createTestApp();
  await generateLargeDataset(ctx.db, 3000);
  const [company] = await ctx.db.select({ id: companies.id, name: companies.name }).from(companies).limit(1);
  companyName = company!.name;
  await ctx.db.insert(referrers).values([
    // Mentioned in a bio by a far more successful referrer: the name must still come first.
    { name: 'Marisol Quenby', title: 'Staff Engineer', companyId: company!.id, successfulReferrals: 1 },
    {
      name: 'Tobias Wren',
      title: 'Recruiter',
      companyId: company!.id,
      bio: 'I often hire with Marisol Quenby.',
      successfulReferrals: 90,
    },
  ]);
  await ctx.db.execute(sql`analyze referrers`);
});
afterAll(() => ctx.close());

describe('referrer search on a generated market', () => {
  it('ranks an exact name above a bio that mentions it', async () => {
    const { found, total } = await search('search=marisol%20quenby');
    expect(found.map(({ name }) => name)).toEqual(['Marisol Quenby', 'Tobias Wren']);
    expect(total).toBe(2);
  });

  it('finds a rare surname by its start and with a letter wrong', async () => {
    expect((await search('search=quenb')).found.map(({ name }) => name)).toEqual(['Marisol Quenby', 'Tobias Wren']);
    expect((await search('search=quenbyy')).found.map(({ name }) => name)).toEqual(['Marisol Quenby', 'Tobias Wren']);
  });

  it('answers a broad term from its most successful matches, counted up to the cap, page by page', async () => {
    const pages = LIST_COUNT_CAP / 50;
    const answers = [];
    for (let page = 1; page <= pages; page++) answers.push(await search(`search=engineer&limit=50&page=${page}`));
    expect(answers.map(({ total }) => total)).toEqual(Array(pages).fill(LIST_COUNT_CAP));
    const listed = answers.flatMap(({ found }) => found);
    expect(new Set(listed.map(({ name, bio }) => `${name} ${bio}`)).size).toBe(LIST_COUNT_CAP);
    expect(listed.every(mentionsEngineering)).toBe(true);
    // The cap's worth of matches are the most successful ones: none listed is below the cap-th best.
    const [cutoff] = (
      await ctx.db.execute<{ successful: number }>(sql`
        select successful_referrals as successful from referrers
        where search_vector @@ to_tsquery('simple', 'engineer:*')
        order by successful_referrals desc offset ${LIST_COUNT_CAP - 1} limit 1`)
    ).rows;
    expect(Math.min(...listed.map(({ successfulReferrals }) => successfulReferrals))).toBe(cutoff!.successful);

    const beyond = await search(`search=engineer&limit=50&page=${pages + 1}`);
    expect(beyond).toEqual({ found: [], total: LIST_COUNT_CAP });
  });

  it('corrects a typo of a broad term ("enginer" finds engineers)', async () => {
    const { found, total } = await search('search=enginer');
    expect(total).toBe(LIST_COUNT_CAP);
    expect(found.every(mentionsEngineering)).toBe(true);
  });

  it('finds part of a word from its middle ("gineer") and nothing for a word nobody uses', async () => {
    expect((await search('search=gineer')).total).toBe(LIST_COUNT_CAP);
    expect(await search('search=zzyzx')).toEqual({ found: [], total: 0 });
  });

  it('applies the company and specialty filters to a broad and a narrow term alike', async () => {
    const company = encodeURIComponent(companyName.toUpperCase());
    const broad = await search(`search=engineer&company=${company}&specialty=react&limit=100`);
    expect(broad.found.length).toBeGreaterThan(0);
    for (const referrer of broad.found) {
      expect(referrer.companyName).toBe(companyName);
      expect(referrer.specialties.some((specialty) => /react/i.test(specialty))).toBe(true);
      expect(mentionsEngineering(referrer)).toBe(true);
    }
    const narrow = await search(`search=quenby&company=${company}`);
    expect(narrow.found.map(({ name }) => name)).toEqual(['Marisol Quenby', 'Tobias Wren']);
    expect(await search('search=quenby&company=Nobody%20Inc')).toEqual({ found: [], total: 0 });
    // A LIKE wildcard in the specialty filter is plain text: no specialty holds "%".
    expect(await search('search=engineer&specialty=%25')).toEqual({ found: [], total: 0 });
  });

  it('looks up the cards of one page by id, never reading the whole table, searched or not', async () => {
    for (const search of ['', 'quenby', 'engineer']) {
      const statements: Array<{ text: string; params: unknown[] }> = [];
      const logged = drizzle(ctx.pool, {
        schema,
        logger: { logQuery: (text, params) => statements.push({ text, params }) },
      });
      await listReferrers(logged, { search, company: '', specialty: '', page: 1, limit: 20 });
      const [list] = statements;
      const { rows } = await ctx.pool.query(`explain (format json) ${list!.text}`, list!.params);
      const scans: string[] = [];
      const walk = (node: { 'Node Type': string; 'Relation Name'?: string; Plans?: unknown[] }) => {
        if (node['Relation Name']) scans.push(`${node['Node Type']} on ${node['Relation Name']}`);
        for (const child of node.Plans ?? []) walk(child as typeof node);
      };
      walk(rows[0]['QUERY PLAN'][0].Plan);
      // On 3,000 referrers, a plan that expects the search to answer 1,000 rows hashes the whole table instead.
      expect(scans.filter((scan) => scan.endsWith(' on referrers'))).toEqual(['Index Scan on referrers']);
    }
  });

  it('keeps the dictionary of words in step with edited profiles', async () => {
    await ctx.db.execute(sql`update referrers set title = 'Lighthouse Keeper' where name = 'Marisol Quenby'`);
    const { found } = await search('search=lighthuose');
    expect(found.map(({ name }) => name)).toEqual(['Marisol Quenby']);
    const [counted] = (
      await ctx.db.execute<{ referrers: number }>(
        sql`select referrers from referrer_search_words where word = 'lighthouse'`,
      )
    ).rows;
    expect(counted?.referrers).toBe(1);
  });
});
