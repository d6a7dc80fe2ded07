import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { jobs, referrers } from '../../src/server/db/schema';
import { findJob, findReferrer, listReferrers } from '../../src/server/repositories/catalog';
import { listReferralRequests } from '../../src/server/repositories/referralRequests';
import { findUserById } from '../../src/server/repositories/users';
import { referrerQueryRules } from '../../src/shared/catalogQueries';
import { multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * The hot reads are named prepared statements (src/server/db/prepared.ts): PostgreSQL holds them per connection, so
 * they must answer from every connection of the pool, and from the connections that replace lost ones.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let referrer: { id: number; cookie: string };
let candidate: { id: number; cookie: string };
let referrerId: number;
let jobId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  referrer = await accountOfKind(ctx, 'Rae Referrer', 'referrer');
  candidate = await accountOfKind(ctx, 'Cy Candidate', 'candidate');
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  referrerId = profile!.id;
  const [job] = await ctx.db
    .insert(jobs)
    .values({
      title: 'Data Engineer',
      type: 'Full-time',
      companyId: profile!.companyId,
      location: 'Remote',
      experienceLevel: 'Senior',
    })
    .returning();
  jobId = job!.id;
  for (let sent = 0; sent < 3; sent++) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-referral-request',
      headers: { cookie: candidate.cookie },
      // Each names another office: a candidate has one open request per company.
      payload: multipart(referralRequestFields({ referrerId: String(referrerId), company: `Northwind ${sent}` }), [
        pdfUpload(),
      ]),
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

/** The hot reads as a browser makes them: who is signed in, the dashboard, "My requests", a job, a referrer. */
const hotReads = () => [
  { url: '/api/me', cookie: candidate.cookie },
  { url: '/api/me', cookie: referrer.cookie },
  { url: '/api/referral-requests?party=referrer&page=1&limit=10', cookie: referrer.cookie },
  { url: '/api/referral-requests?party=referrer&status=new&page=1&limit=10', cookie: referrer.cookie },
  { url: '/api/referral-requests?party=candidate&page=1&limit=10', cookie: candidate.cookie },
  { url: '/api/referral-requests/counts?party=referrer', cookie: referrer.cookie },
  { url: `/api/jobs/${jobId}` },
  { url: `/api/referrer/${referrerId}` },
  { url: '/api/referrers?search=engineer' },
  { url: '/api/referrers?page=2' },
];

async function readAll(times: number) {
  const reads = Array.from({ length: times }, hotReads).flat();
  const responses = await Promise.all(
    reads.map(({ url, cookie }) =>
      ctx.app
        .inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
        .then((response) => ({ read: `${url} ${cookie ?? 'signed out'}`, response })),
    ),
  );
  return responses.map(({ read, response }) => ({ read, status: response.statusCode, body: response.body }));
}

/** The answer of each hot read, once: every later read must answer the same. */
async function expectedAnswers() {
  const answers = await readAll(1);
  for (const { read, status } of answers) expect({ read, status }).toEqual({ read, status: 200 });
  return new Map(answers.map(({ read, status, body }) => [read, { status, body }]));
}

describe('prepared hot reads', () => {
  it('are prepared statements, by name, on the connection that ran them', async () => {
    const client = await ctx.pool.connect();
    try {
      const onClient = drizzle(client, { schema });
      for (let run = 0; run < 2; run++) {
        expect((await findUserById(onClient, candidate.id))?.id).toBe(candidate.id);
        expect((await findJob(onClient, jobId))?.id).toBe(jobId);
        expect((await findReferrer(onClient, referrerId))?.id).toBe(referrerId);
        const page = await listReferralRequests(
          onClient,
          { id: referrer.id, role: 'user' },
          { party: 'referrer', status: '', search: '', page: 1, limit: 10 },
        );
        expect(page.total).toBe(3);
        const found = await listReferrers(onClient, referrerQueryRules.cast({ search: 'engineer' }));
        expect(found.items.length).toBeGreaterThan(0);
      }
      const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements order by name');
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['job_by_id', 'referrer_by_id', 'referrer_inbox_page', 'referrer_list', 'user_by_id']),
      );
    } finally {
      client.release();
    }
  });

  it('answer alike from every connection of the pool at once', async () => {
    const expected = await expectedAnswers();
    // Ten reads, twelve times at once: more than the pool's ten connections, each of them used.
    const answers = await readAll(12);
    for (const { read, status, body } of answers)
      expect({ read, status, body }).toEqual({ read, ...expected.get(read) });
    expect(ctx.pool.totalCount).toBe(10);
  });

  it('answer alike after every connection was lost and replaced', async () => {
    const expected = await expectedAnswers();
    const before = await backendIds();
    const admin = new pg.Client({ connectionString: connectionStringOf(ctx.pool) });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    // The pool drops each idle connection as its end arrives.
    await expect.poll(() => ctx.pool.totalCount, { timeout: 5_000 }).toBe(0);

    const answers = await readAll(3);
    for (const { read, status, body } of answers)
      expect({ read, status, body }).toEqual({ read, ...expected.get(read) });
    const after = await backendIds();
    expect(after.some((pid) => before.includes(pid))).toBe(false);
  });
});

describe('a signed-in read', () => {
  /** The statements the app sent to PostgreSQL while answering `url`: a prepared one by its name, another by its text. */
  async function statementsOf(url: string, cookie: string) {
    const query = vi.spyOn(ctx.pool, 'query');
    try {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return query.mock.calls.map((call) => {
        const [statement] = call as unknown as [string | pg.QueryConfig];
        return typeof statement === 'string' ? statement : (statement.name ?? statement.text);
      });
    } finally {
      query.mockRestore();
    }
  }

  it('reads its session and account in one statement, and a dashboard page with its total in one more', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: referrer.cookie } });
    expect(await statementsOf('/api/referral-requests?party=referrer&page=1&limit=10', referrer.cookie)).toEqual([
      'session_by_sid',
      'referrer_inbox_page',
    ]);
    expect(await statementsOf('/api/referral-requests?party=candidate&page=1&limit=10', candidate.cookie)).toEqual([
      'session_by_sid',
      'candidate_sent_page',
    ]);
  });
});

/** The server processes behind the app's database, other than the asking one. */
async function backendIds() {
  const { rows } = await ctx.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const { rows: own } = await ctx.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  return [...rows, ...own].map((row) => row.pid);
}

function connectionStringOf(pool: pg.Pool) {
  return (pool.options as { connectionString: string }).connectionString;
}
