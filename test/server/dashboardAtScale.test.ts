import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { referrers } from '../../src/server/db/schema';
import { listReferralRequests, type Viewer } from '../../src/server/repositories/referralRequests';
import type { ReferralRequestQuery } from '../../src/shared/requestLifecycle';
import { accountOfKind, createTestApp } from './helpers';
import { REFERRAL_REQUEST_STATUSES } from '../../src/shared/referralRequest';

/**
 * The referrer dashboard with an inbox of 10,000 requests: the pages and a status filter answer the right rows in the
 * right order, and the page is read off an index in the list's order, never sorted out of the whole inbox.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let busy: { id: number; cookie: string };
let quiet: { id: number; cookie: string };
let candidate: { id: number; cookie: string };
let busyReferrerId: number;

const INBOX = 10_000;

interface Stored {
  id: number;
  createdAt: string;
  status: string;
}
/** The busy referrer's whole inbox, newest first (the id breaks ties), as the test itself orders it. */
let inbox: Stored[];

beforeAll(async () => {
  ctx = await createTestApp();
  busy = await accountOfKind(ctx, 'Bea Busy', 'referrer');
  quiet = await accountOfKind(ctx, 'Quinn Quiet', 'referrer');
  candidate = await accountOfKind(ctx, 'Cal Candidate', 'candidate');
  const profileOf = async (userId: number) =>
    (await ctx.db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, userId)))[0]!.id;
  busyReferrerId = await profileOf(busy.id);
  const quietReferrerId = await profileOf(quiet.id);

  // One statement: 10,000 requests to the busy referrer, every third minute shared by three of them (so the id must
  // break ties), statuses in turn, a tenth sent by the candidate; each with a small resume. Then ten to the quiet one.
  await ctx.db.execute(sql`
    with sent as (
      insert into referral_requests
        (referrer_id, candidate_user_id, name, email, phone, company, experience, message, status, created_at, assigned_at)
      select
        case when i <= ${INBOX} then ${busyReferrerId}::int else ${quietReferrerId}::int end,
        case when i % 10 = 0 then ${candidate.id}::int end,
        'Candidate ' || i, 'candidate' || i || '@example.com', '5550000000', 'Northwind', 3, 'Please refer me.',
        (array['new', 'accepted', 'declined', 'referred', 'hired', 'withdrawn'])[1 + i % 6],
        timestamptz '2026-01-01' + (i / 3) * interval '1 minute',
        timestamptz '2026-01-01' + (i / 3) * interval '1 minute'
      from generate_series(1, ${INBOX + 10}) as i
      returning id
    )
    insert into resumes (referral_request_id, file_name, mime_type, size, data)
    select id, 'cv.pdf', 'application/pdf', 9, '\\x255044462d312e340a'::bytea from sent`);
  // As autovacuum would soon after such an insert: the planner then knows the inbox's size.
  await ctx.db.execute(sql`analyze referral_requests`);

  const rows = await ctx.db.execute<{ id: number; created_at: string; status: string }>(
    sql`select id, created_at::text, status from referral_requests where referrer_id = ${busyReferrerId}`,
  );
  inbox = rows.rows
    .map((row) => ({ id: row.id, createdAt: row.created_at, status: row.status }))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}, 60_000);
afterAll(() => ctx.close());

function list(cookie: string, query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/referral-requests${query}`, headers: { cookie } });
}

const idsOf = (response: Awaited<ReturnType<typeof list>>) => response.json<Array<{ id: number }>>().map((r) => r.id);

describe('the referrer dashboard with an inbox of 10,000 requests', () => {
  it('answers the first page and the next, newest first, ties broken by id, with the inbox total', async () => {
    expect(inbox).toHaveLength(INBOX);
    const first = await list(busy.cookie, '?party=referrer&page=1&limit=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(INBOX));
    expect(idsOf(first)).toEqual(inbox.slice(0, 10).map((row) => row.id));

    const second = await list(busy.cookie, '?party=referrer&page=2&limit=10');
    expect(idsOf(second)).toEqual(inbox.slice(10, 20).map((row) => row.id));

    const last = await list(busy.cookie, `?party=referrer&page=${INBOX / 10}&limit=10`);
    expect(idsOf(last)).toEqual(inbox.slice(-10).map((row) => row.id));
    expect(last.headers['x-total-count']).toBe(String(INBOX));
  });

  it('answers a page past the end with no requests and the inbox total, with or without a status or a search', async () => {
    const accepted = inbox.filter((row) => row.status === 'accepted').length;
    for (const [query, total] of [
      [`?party=referrer&page=${INBOX / 10 + 1}&limit=10`, INBOX],
      [`?party=referrer&status=accepted&page=${accepted + 1}&limit=1`, accepted],
      [`?party=referrer&search=Candidate&page=${INBOX / 10 + 1}&limit=10`, INBOX],
    ] as const) {
      const past = await list(busy.cookie, query);
      expect({ query, status: past.statusCode, ids: idsOf(past) }).toEqual({ query, status: 200, ids: [] });
      expect({ query, total: past.headers['x-total-count'] }).toEqual({ query, total: String(total) });
    }
  });

  it('answers a referrer with no profile, and a candidate with no requests, an empty first page and a total of 0', async () => {
    const newcomer = await accountOfKind(ctx, 'Nia Newcomer', 'candidate');
    for (const query of ['?party=referrer&page=1&limit=10', '?party=candidate&page=1&limit=10', '?page=1&limit=10']) {
      const empty = await list(newcomer.cookie, query);
      expect({ query, ids: idsOf(empty), total: empty.headers['x-total-count'] }).toEqual({
        query,
        ids: [],
        total: '0',
      });
    }
  });

  it('filters by status, in the same order, with that status total and the counts of each', async () => {
    const accepted = inbox.filter((row) => row.status === 'accepted');
    const first = await list(busy.cookie, '?party=referrer&status=accepted&page=1&limit=10');
    expect(first.headers['x-total-count']).toBe(String(accepted.length));
    expect(idsOf(first)).toEqual(accepted.slice(0, 10).map((row) => row.id));
    const third = await list(busy.cookie, '?party=referrer&status=accepted&page=3&limit=10');
    expect(idsOf(third)).toEqual(accepted.slice(20, 30).map((row) => row.id));

    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests/counts?party=referrer',
      headers: { cookie: busy.cookie },
    });
    expect(counts.json()).toEqual(
      Object.fromEntries(
        REFERRAL_REQUEST_STATUSES.map((status) => [status, inbox.filter((row) => row.status === status).length]),
      ),
    );
  });

  it('shows another referrer their own ten only, and the candidate the requests they sent', async () => {
    const other = await list(quiet.cookie, '?party=referrer&page=1&limit=100');
    expect(other.headers['x-total-count']).toBe('10');
    expect(idsOf(other)).toEqual(idsOf(other).toSorted((a, b) => b - a));
    expect(idsOf(other).some((id) => inbox.some((row) => row.id === id))).toBe(false);

    const mine = await list(candidate.cookie, '?party=candidate&page=1&limit=10');
    expect(mine.headers['x-total-count']).toBe(String(INBOX / 10 + 1));
  });

  it.each<[string, Partial<ReferralRequestQuery>]>([
    ['the first page', {}],
    ['a later page', { page: 50 }],
    ['a status filter', { status: 'referred' }],
  ])('reads %s off an index in the list order: no sort over the inbox, no resume bytes', async (_label, query) => {
    for (const planned of ['for its values', 'once for any values'] as const) {
      const plan = await planOfListPage({ id: busy.id, role: 'user' }, query, planned);
      expect({ planned, sortKeys: plan.sortKeys }).toEqual({ planned, sortKeys: [] });
      expect(plan.readsResumeBytes).toBe(false);
    }
  });
});

/**
 * The plan PostgreSQL makes for the dashboard's page query, as the repository sends it: its sorts' keys on the
 * requests' dates (a sort inside a per-row subquery, over one request's history, is not over the inbox) and whether
 * the statement names the resume's bytes. Planned for its values, as a first run is, or once for any values: the
 * generic plan PostgreSQL may keep for a prepared statement after five runs.
 */
async function planOfListPage(
  viewer: Viewer,
  query: Partial<ReferralRequestQuery>,
  planned: 'for its values' | 'once for any values',
) {
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const logged = drizzle(ctx.pool, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  });
  await listReferralRequests(logged, viewer, {
    party: 'referrer',
    status: '',
    search: '',
    page: 1,
    limit: 10,
    ...query,
  });
  const page = statements.find((statement) => /order by/i.test(statement.text));
  if (!page) throw new Error('The list sent no ordered query');
  const client = await ctx.pool.connect();
  let rows;
  try {
    if (planned === 'for its values') {
      ({ rows } = await client.query(`explain (format json) ${page.text}`, page.params));
    } else {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare planned_page as ${page.text}`);
      const values = page.params.map((value) => client.escapeLiteral(String(value))).join(', ');
      ({ rows } = await client.query(`explain (format json) execute planned_page(${values})`));
      await client.query('deallocate planned_page; reset plan_cache_mode');
    }
  } finally {
    client.release();
  }
  const sortKeys: string[] = [];
  const walk = (node: { 'Node Type': string; 'Sort Key'?: string[]; Plans?: unknown[] }) => {
    if (/Sort/.test(node['Node Type']))
      sortKeys.push(...(node['Sort Key'] ?? []).filter((key) => /created_at/.test(key)));
    for (const child of node.Plans ?? []) walk(child as typeof node);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return { sortKeys, readsResumeBytes: /"resumes"\."data"/.test(page.text) };
}
