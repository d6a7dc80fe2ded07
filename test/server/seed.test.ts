import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, referrers, users } from '../../src/server/db/schema';
import { demoAccounts, ensureAdmin, generateLargeDataset, seedDemoData } from '../../src/server/db/seed';
import { createTestApp, createTestDatabase } from './helpers';

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
    expect(await seedDemoData(database.db, { demoAccounts: true })).toBe(true);
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
    expect(seededUsers.map((user) => user.email).sort()).toEqual(demoAccounts.map((account) => account.email).sort());
    const referrerAccount = seededUsers.find((user) => user.email === 'referrer@referbridge.example')!;
    expect(referrerAccount.isReferrer).toBe(true);
    const [profile] = await database.db.select().from(referrers).where(eq(referrers.userId, referrerAccount.id));
    expect(profile).toBeDefined();
    expect(seededUsers.find((user) => user.role === 'admin')?.email).toBe('admin@referbridge.example');
  });

  it('adds nothing to a database that holds data', async () => {
    const before = await count(database.db, referrers);
    expect(await seedDemoData(database.db, { demoAccounts: true })).toBe(false);
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

describe('production seed and the first admin', () => {
  it('creates no demo accounts in production', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database.db, { demoAccounts: false });
      expect(await count(database.db, users)).toBe(0);
      expect(await count(database.db, companies)).toBeGreaterThanOrEqual(12);
    } finally {
      await database.drop();
    }
  });

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, who can then sign in', async () => {
    const ctx = await createTestApp();
    try {
      expect(await ensureAdmin(ctx.db, 'Boss@Example.com', 'admin password 1')).toBe('created');
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

  it('promotes an existing account without touching its password', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Existing', email: 'existing@example.com', password: 'original password' },
      });
      expect(await ensureAdmin(ctx.db, 'existing@example.com', 'other password')).toBe('promoted');
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'existing@example.com', password: 'original password' },
      });
      expect(login.json().role).toBe('admin');
    } finally {
      await ctx.close();
    }
  });
});
