import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { connectDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { loggerOptions } from '../../src/server/logging';
import { suiteLogStream } from './suiteRecorder';

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

export const HIGH_RATE_LIMITS = {
  loginLimit: 1000,
  registerLimit: 1000,
  referralRequestLimit: 1000,
  surveyLimit: 1000,
  passwordResetLimit: 1000,
  passwordChangeLimit: 1000,
  workEmailLimit: 1000,
  followedRequestLimit: 1000,
  contactLimit: 1000,
  dataExportLimit: 1000,
  codeLimit: 1000,
  messageLimit: 1000,
};

export interface TestAppOptions extends Omit<AppOptions, 'logger'> {
  /** Gets a copy of every log line, for a test that reads them. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The app as `buildApp` makes it, logging through the server's own logger options at the most detailed level, into
 * the suite's log check (suiteRecorder.ts): whatever any test makes the server log is searched for secrets.
 */
export function buildTestApp({ logStream, ...options }: TestAppOptions) {
  return buildApp({ ...options, logger: loggerOptions('trace', suiteLogStream(logStream)) });
}

/** The whole app on a fresh database; `close` drops the database. Rate limits are high unless a test sets them. */
export async function createTestApp(options: Partial<TestAppOptions> = {}) {
  const database = await createTestDatabase();
  const app = await buildTestApp({
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

/**
 * The routes an app answers, `METHOD /url/:param`, read from Fastify itself: its route tree, one node a line, each
 * indented four characters under its parent, whose path it continues. With the common prefixes printed as nodes of
 * their own, as by default: without them (`commonPrefix: false`) a wildcard loses its parent's path. HEAD, which
 * Fastify adds to every GET, is left out.
 */
export function routeTable(app: TestApp['app']): string[] {
  const routes: string[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    path.length = depth;
    path.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path.join('')}`);
    }
  }
  return routes;
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

/**
 * A new account, signed in and past onboarding: a candidate, a referrer at `company` (their referrer card saved), or an
 * admin (a candidate made admin in the database, as ADMIN_EMAIL does at start).
 */
export async function accountOfKind(
  { app, db }: Pick<TestApp, 'app' | 'db'>,
  name: string,
  kind: 'candidate' | 'referrer' | 'admin',
  company = 'Northwind',
) {
  const account = await registerAccount(app, name);
  const headers = { cookie: account.cookie };
  if (kind === 'referrer') {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/referrer-profile',
      headers,
      payload: {
        company,
        title: 'Staff Engineer',
        bio: 'I refer engineers who like to own what they build, end to end.',
        specialties: [],
        photo: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    return account;
  }
  const onboarded = await app.inject({
    method: 'POST',
    url: '/api/update-onboarding',
    headers,
    payload: { name, role: 'candidate' },
  });
  expect(onboarded.statusCode).toBe(200);
  if (kind === 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
  return account;
}

/** The `name=value` of the session cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = response.cookies.find((candidate) => candidate.name === 'rb.sid');
  return cookie ? `rb.sid=${cookie.value}` : undefined;
}
