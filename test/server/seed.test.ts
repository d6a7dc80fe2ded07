import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, referralRequests, referrers, surveyResponses, users } from '../../src/server/db/schema';
import { REFERRAL_REQUEST_STATUSES } from '../../src/shared/referralRequest';
import { loadConfig } from '../../src/server/config';
import { demoAccounts, LOCKED_PASSWORD_HASH, syncDemoAccounts } from '../../src/server/db/seed/demoAccounts';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { ensureAdmin } from '../../src/server/db/seed/ensureAdmin';
import { generateLargeDataset } from '../../src/server/db/seed/largeDataset';
import { prepareData } from '../../src/server/main';
import { createTestApp, createTestDatabase, sessionCookie } from './helpers';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

async function count(db: Database['db'], table: typeof companies | typeof referrers | typeof jobs | typeof users) {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table);
  return row!.total;
}

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fills an empty database with a believable marketplace and the demo accounts', async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await count(database.db, users)).toBe(0);
    expect(await syncDemoAccounts(database.db, { enabled: true })).toEqual({ created: 3, unlocked: 0, locked: 0 });
    expect(await count(database.db, companies)).toBeGreaterThanOrEqual(12);
    expect(await count(database.db, referrers)).toBeGreaterThanOrEqual(40);
    expect(await count(database.db, jobs)).toBeGreaterThanOrEqual(60);

    // Every company has referrers and jobs; every job has a real description.
    const thin = await database.db.execute(sql`
      select c.name from companies c
      where (select count(*) from referrers r where r.company_id = c.id) < 2
         or (select count(*) from jobs j where j.company_id = c.id) < 3`);
    expect(thin.rows).toEqual([]);
    const short = await database.db.execute(sql`select id from jobs where length(description) < 300`);
    expect(short.rows).toEqual([]);

    const seededUsers = await database.db.select().from(users);
    const demoEmails: string[] = demoAccounts.map((account) => account.email);
    expect(
      seededUsers
        .filter((user) => demoEmails.includes(user.email))
        .map((user) => user.email)
        .sort(),
    ).toEqual([...demoEmails].sort());
    // Everyone else is the demo community of the admin dashboard: no password signs them in.
    const community = seededUsers.filter((user) => !demoEmails.includes(user.email));
    expect(community.length).toBeGreaterThanOrEqual(5);
    expect(community.every((user) => user.passwordHash === LOCKED_PASSWORD_HASH && user.role === 'user')).toBe(true);
    const referrerAccount = seededUsers.find((user) => user.email === 'referrer@referbridge.example')!;
    expect(referrerAccount.isReferrer).toBe(true);
    const profiles = await database.db.select().from(referrers).where(eq(referrers.userId, referrerAccount.id));
    expect(profiles).toEqual([
      expect.objectContaining({ userId: referrerAccount.id, name: 'Priya Raman', title: 'Staff Software Engineer' }),
    ]);
    expect(seededUsers.find((user) => user.role === 'admin')?.email).toBe('admin@referbridge.example');
  });

  it("gives the admin dashboard weeks of activity and requests to assign to the company's referrers", async () => {
    const weeksHolding = async (table: string, column = 'created_at') =>
      (
        await database.db.execute<{ weeks: number }>(
          sql.raw(`select count(distinct date_trunc('week', ${column}))::int as weeks from ${table}
            where ${column} > now() - interval '12 weeks'`),
        )
      ).rows[0]!.weeks;
    const surveys = await database.db.select().from(surveyResponses);
    expect(surveys.length).toBeGreaterThanOrEqual(25);
    expect(new Set(surveys.map((survey) => survey.delightRating)).size).toBe(5);
    expect(await weeksHolding('survey_responses')).toBeGreaterThanOrEqual(10);
    expect(await weeksHolding('referral_requests')).toBeGreaterThanOrEqual(8);
    expect(await weeksHolding('users')).toBeGreaterThanOrEqual(6);
    const statuses = await database.db.selectDistinct({ status: referralRequests.status }).from(referralRequests);
    expect(statuses.map((row) => row.status).sort()).toEqual([...REFERRAL_REQUEST_STATUSES].sort());

    const pending = await database.db.execute<{ company: string; referrers: number; demo_referrer: boolean }>(sql`
      select q.company,
        (select count(*)::int from referrers r join companies c on c.id = r.company_id
          where lower(c.name) = lower(q.company)) as referrers,
        exists (select 1 from referrers r join companies c on c.id = r.company_id join users u on u.id = r.user_id
          where lower(c.name) = lower(q.company) and u.email = 'referrer@referbridge.example') as demo_referrer
      from referral_requests q where q.pending_assignment and q.referrer_id is null`);
    expect(pending.rows.length).toBeGreaterThanOrEqual(3);
    expect(pending.rows.length).toBeLessThanOrEqual(4);
    expect(pending.rows.every((row) => row.referrers >= 2)).toBe(true);
    // One can go to the demo referrer, who then finds it in their dashboard.
    expect(pending.rows.some((row) => row.demo_referrer)).toBe(true);
  });

  it('adds nothing to a database that holds data', async () => {
    const before = await count(database.db, referrers);
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await count(database.db, referrers)).toBe(before);
  });

  it('generates large data sets for benchmarks', async () => {
    const before = await count(database.db, referrers);
    await generateLargeDataset(database.db, 2500);
    expect(await count(database.db, referrers)).toBe(before + 2500);
    const [sample] = await database.db
      .select()
      .from(referrers)
      .where(sql`bio like 'Happy to refer%'`)
      .limit(1);
    expect(sample!.name).toMatch(/^\S+ \S+$/);
    expect(sample!.specialties.length).toBe(2);
  });
});

describe('demo accounts, whose passwords the README publishes', () => {
  const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env });
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const demoAdmin = demoAccounts.find((account) => account.role === 'admin')!;

  it('are not created on a server that listens beyond this machine, nor in production', async () => {
    const reachable: Array<Record<string, string>> = [
      { HOST: '0.0.0.0' },
      { HOST: '192.0.2.10' },
      { NODE_ENV: 'production' },
    ];
    for (const env of reachable) {
      expect(config(env).demoAccounts).toBe(false);
      const notices = await prepareData(ctx.db, config(env));
      expect(notices).toEqual([]);
      expect(await count(ctx.db, users)).toBe(0);
    }
    // The marketplace itself is fictional and harmless: it is seeded all the same.
    expect(await count(ctx.db, companies)).toBeGreaterThanOrEqual(12);
  });

  it('are created for a local try-out (the default host), and named in the start log', async () => {
    expect(config({}).host).toBe('localhost');
    const notices = await prepareData(ctx.db, config({}));
    expect(notices).toEqual([
      'Demo accounts (this machine only): candidate@referbridge.example / candidate-demo-1, ' +
        'referrer@referbridge.example / referrer-demo-1, admin@referbridge.example / admin-demo-1',
    ]);
    expect((await signIn(demoAdmin.email, demoAdmin.password)).json().role).toBe('admin');
  });

  it('are locked, sessions ended, when the same database is served beyond this machine', async () => {
    const session = sessionCookie(await signIn(demoAdmin.email, demoAdmin.password))!;
    const notices = await prepareData(ctx.db, config({ HOST: '0.0.0.0' }));
    expect(notices).toEqual([
      'Locked 3 demo account(s) left from a local try-out: their passwords are public, and this server listens on ' +
        '0.0.0.0. Set DEMO_ACCOUNTS=true to keep them working.',
    ]);
    const refused = await signIn(demoAdmin.email, demoAdmin.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid email or password' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    // A second start finds nothing left to lock, and says nothing.
    expect(await prepareData(ctx.db, config({ HOST: '0.0.0.0' }))).toEqual([]);
  });

  it('work again, with a warning, only when DEMO_ACCOUNTS=true says so', async () => {
    const usersBefore = await count(ctx.db, users);
    const notices = await prepareData(ctx.db, config({ HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' }));
    expect(notices[1]).toBe(
      'WARNING: DEMO_ACCOUNTS=true on a server listening on 0.0.0.0: anyone who reads the README can sign in as the ' +
        'demo admin. Unset it on any server others can reach.',
    );
    expect((await signIn(demoAdmin.email, demoAdmin.password)).statusCode).toBe(200);
    expect(await count(ctx.db, users)).toBe(usersBefore);
  });
});

describe('the first admin', () => {
  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, who can then sign in', async () => {
    const ctx = await createTestApp();
    try {
      expect(await ensureAdmin(ctx.db, 'Boss@Example.com', 'admin password 1')).toEqual({
        outcome: 'created',
        endedSessions: 0,
      });
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'boss@example.com', password: 'admin password 1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ role: 'admin', onboardingCompleted: true });
    } finally {
      await ctx.close();
    }
  });

  it("gives an address someone registered first to the operator's password only, ending the squatter's sessions", async () => {
    const ctx = await createTestApp();
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ops@example.org', password } });
    try {
      const squatter = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Squatter', email: 'ops@example.org', password: 'squatter password' },
      });
      const squatterSession = sessionCookie(squatter)!;

      const notices = await prepareData(
        ctx.db,
        loadConfig({ ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'operator password', SEED_DEMO_DATA: 'false' }),
      );
      expect(notices).toEqual([
        'ops@example.org already had an account: it is now an admin that signs in with ADMIN_PASSWORD only, and its ' +
          '1 earlier session(s) were ended.',
      ]);

      expect((await login('squatter password')).statusCode).toBe(401);
      const operator = await login('operator password');
      expect(operator.statusCode).toBe(200);
      expect(operator.json().role).toBe('admin');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: squatterSession } });
      expect(me.statusCode).toBe(401);

      // Later starts with the same settings change nothing, and keep the operator signed in.
      const operatorSession = sessionCookie(operator)!;
      expect(await ensureAdmin(ctx.db, 'ops@example.org', 'operator password')).toEqual({
        outcome: 'unchanged',
        endedSessions: 0,
      });
      const stillIn = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: operatorSession } });
      expect(stillIn.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
