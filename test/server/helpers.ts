import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { connectDatabase } from '../../src/server/db/client';

/** A database of its own for one test file, cloned from the migrated template. */
export async function createTestDatabase() {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('adminDatabaseUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), () => {});
  return {
    ...handle,
    connectionString: url.toString(),
    drop: async () => {
      await handle.pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

const HIGH_RATE_LIMITS = {
  loginLimit: 1000,
  registerLimit: 1000,
  referralRequestLimit: 1000,
  surveyLimit: 1000,
  passwordResetLimit: 1000,
  passwordChangeLimit: 1000,
};

/** The whole app on a fresh database; `close` drops the database. Rate limits are high unless a test sets them. */
export async function createTestApp(options: Partial<AppOptions> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    ...options,
    rateLimits: { ...HIGH_RATE_LIMITS, ...options.rateLimits },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let accountsRegistered = 0;

/** A new account, signed in: its id and the Cookie header of its session. Each gets an e-mail of its own. */
export async function registerAccount(app: TestApp['app'], name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name, email: `account-${++accountsRegistered}@example.com`, password: 'password 123' },
  });
  if (response.statusCode !== 201) throw new Error(`Registering ${name} answered ${response.statusCode}`);
  return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response)! };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` of the session cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = response.cookies.find((candidate) => candidate.name === 'rb.sid');
  return cookie ? `rb.sid=${cookie.value}` : undefined;
}
