import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { SIGN_IN_BACK_OFF } from '../../src/server/repositories/signInFailures';
import { TRUSTED_DEVICE_COOKIE } from '../../src/server/trustedDevice';
import { authMessages } from '../../src/shared/auth';
import { buildTestApp, createTestApp, sessionCookie, TEST_SESSION_SECRET } from './helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let emailCounter = 0;
const uniqueEmail = () => `person${++emailCounter}@example.com`;

async function register(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/register', payload: body });
}

async function countUsers() {
  const [row] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(users);
  return row!.total;
}

async function countSessions() {
  const [row] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(sessions);
  return row!.total;
}

describe('POST /api/register', () => {
  it('creates a signed-in candidate, never a referrer, and hides the password hash', async () => {
    const email = uniqueEmail();
    const response = await register({
      name: 'Ada Obi',
      email: email.toUpperCase(),
      password: 'correct horse',
      isReferrer: true,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Ada Obi',
      email,
      role: 'user',
      isReferrer: false,
      onboardingCompleted: false,
    });
    expect(response.body).not.toContain('argon');

    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const cookie = response.cookies.find((c) => c.name === 'rb.sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(response)! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it.each([
    [{ name: 'Bo', email: 'not-an-email', password: 'long enough' }, 'Invalid email address'],
    [{ name: 'Bo', email: 'bo@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'Bo', email: 'bo@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'bo@example.com', password: 'long enough' }, 'Name is required'],
    [{ name: 'Bo', password: 'long enough' }, 'Email is required'],
  ])('refuses %j with 400 "%s" and creates no user', async (body, message) => {
    const before = await countUsers();
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 for an e-mail that is taken, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'First', email, password: 'password one' })).statusCode).toBe(201);
    const before = await countUsers();
    const response = await register({ name: 'Second', email: email.toUpperCase(), password: 'password two' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Bo",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON body' });

    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Bo',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ message: 'Unsupported content type' });
  });
});

describe('POST /api/login', () => {
  const password = 'a good long password';
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail();
    await register({ name: 'Lin Chen', email, password });
  });

  it('signs in with a new session id and destroys the previous session', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email, name: 'Lin Chen' });
    const firstCookie = sessionCookie(first)!;

    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { cookie: firstCookie },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ email, name: 'Lin Chen' });
    // A signed session id of its own: "rb.sid=<id>.<signature>".
    const secondCookie = sessionCookie(second)!;
    expect(secondCookie).toMatch(/^rb\.sid=[\w-]+\..+$/);
    expect(secondCookie).not.toBe(firstCookie);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: firstCookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: secondCookie } })).statusCode,
    ).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not the password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.cookies).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('stores no session and sets no cookie for anonymous visitors', async () => {
    const isolated = await createTestApp();
    try {
      const me = await isolated.app.inject({ method: 'GET', url: '/api/me' });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: 'Not signed in' });
      expect(me.headers['set-cookie']).toBeUndefined();
      await isolated.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@example.com', password: 'whatever1' },
      });
      const [row] = await isolated.db.select({ total: sql<number>`count(*)::int` }).from(sessions);
      expect(row!.total).toBe(0);
    } finally {
      await isolated.close();
    }
  });

  it('logout destroys the session and clears the cookie', async () => {
    const signedUp = await register({ name: 'Out Going', email: uniqueEmail(), password: 'password 123' });
    const cookie = sessionCookie(signedUp)!;
    const before = await countSessions();
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'rb.sid')?.value).toBe('');
    expect(await countSessions()).toBe(before - 1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends a session after the idle time-out', async () => {
    const signedUp = await register({ name: 'Idle Ida', email: uniqueEmail(), password: 'password 123' });
    const userId = signedUp.json().id as number;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(signedUp)! } });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session after the absolute time-out, however active', async () => {
    const signedUp = await register({ name: 'Old Otto', email: uniqueEmail(), password: 'password 123' });
    const userId = signedUp.json().id as number;
    const longAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await ctx.db.execute(
      sql`update sessions set data = jsonb_set(data, '{signedInAt}', ${String(longAgo)}::jsonb) where user_id = ${userId}`,
    );
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(signedUp)! } });
    expect(me.statusCode).toBe(401);
    const [row] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(row!.total).toBe(0);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message once the login limit is reached', async () => {
    const limited = await createTestApp({ rateLimits: { loginLimit: 3, registerLimit: 2 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@example.com', password: 'password1' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts/);

      const signUp = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: 'R', email: `r${n}@example.com`, password: 'password1' },
        });
      expect((await signUp(1)).statusCode).toBe(201);
      expect((await signUp(2)).statusCode).toBe(201);
      expect((await signUp(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('per-account back-off on failed sign-ins', () => {
  const { freeFailures, firstLockSeconds } = SIGN_IN_BACK_OFF;
  const attempt = (
    app: TestApp['app'],
    email: string,
    password: string,
    from: { address?: string; cookie?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: from.address ?? '192.0.2.1',
      headers: from.cookie ? { cookie: from.cookie } : {},
      payload: { email, password },
    });
  async function account() {
    const email = uniqueEmail();
    const registered = await register({ name: 'Owner', email, password: 'the right password' });
    expect(registered.statusCode).toBe(201);
    return email;
  }
  /** Ends the account's lock, as time would. */
  const letTheLockExpire = () =>
    ctx.db.execute(sql`update sign_in_failures set locked_until = now() - interval '1 second'`);
  const lockSeconds = async () => {
    const { rows } = await ctx.db.execute<{ seconds: number }>(
      sql`select round(extract(epoch from locked_until - now()))::int as seconds from sign_in_failures
          where locked_until > now()`,
    );
    return rows.map((row) => row.seconds);
  };

  it('refuses even the right password from a fourth address after 30 wrong ones from three', async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      const response = await attempt(ctx.app, email, `wrong guess ${index}`, { address: `198.51.100.${index % 3}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, freeFailures)).toEqual(Array(freeFailures).fill(401));
    expect(statuses.slice(freeFailures)).toEqual(Array(30 - freeFailures).fill(429));

    const right = await attempt(ctx.app, email, 'the right password', { address: '203.0.113.50' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: authMessages.accountLocked(1) });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(firstLockSeconds - 5);
    expect(sessionCookie(right)).toBeUndefined();
    // Attempts during the lock were not checked, so they did not lengthen it.
    expect(await lockSeconds()).toEqual([expect.closeTo(firstLockSeconds, -1)]);
    await letTheLockExpire();
  });

  it('doubles the lock with each failure after it, up to 15 minutes, and forgets on success', async () => {
    await ctx.db.execute(sql`delete from sign_in_failures`);
    const email = await account();
    for (let index = 0; index < freeFailures; index++) await attempt(ctx.app, email, 'wrong');
    const locks: number[] = [];
    for (let round = 0; round < 6; round++) {
      locks.push(...(await lockSeconds()));
      await letTheLockExpire();
      expect((await attempt(ctx.app, email, 'wrong')).statusCode).toBe(401);
    }
    expect(locks.map((seconds) => Math.round(seconds / 60))).toEqual([1, 2, 4, 8, 15, 15]);

    await letTheLockExpire();
    const right = await attempt(ctx.app, email, 'the right password');
    expect(right.statusCode).toBe(200);
    const { rows } = await ctx.db.execute(sql`select * from sign_in_failures`);
    expect(rows).toEqual([]);
  });

  it('throttles an unknown e-mail exactly like a real account, so the lock reveals nothing', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= freeFailures; index++) {
      statuses.push((await attempt(ctx.app, 'no-such-account@example.com', 'guess')).statusCode);
    }
    expect(statuses).toEqual([...Array(freeFailures).fill(401), 429]);
    await letTheLockExpire();
  });

  it('does not lock the owner out of the browser they signed in from before', async () => {
    const email = await account();
    const owner = await attempt(ctx.app, email, 'the right password', { address: '203.0.113.9' });
    const deviceCookie = owner.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE)!;
    expect(deviceCookie).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Lax' });

    for (let index = 0; index < 10; index++) await attempt(ctx.app, email, 'stranger guess');
    const stranger = await attempt(ctx.app, email, 'the right password');
    expect(stranger.statusCode).toBe(429);

    const trusted = `${TRUSTED_DEVICE_COOKIE}=${deviceCookie.value}`;
    const back = await attempt(ctx.app, email, 'the right password', { address: '203.0.113.9', cookie: trusted });
    expect(back.statusCode).toBe(200);
    // The owner's success does not hand the stranger fresh guesses; a forged device cookie counts for nothing.
    const forged = `${TRUSTED_DEVICE_COOKIE}=${deviceCookie.value.replace(/^\d+/, '999')}`;
    expect((await attempt(ctx.app, email, 'the right password', { cookie: forged })).statusCode).toBe(429);
    await letTheLockExpire();
  });

  it('holds across app processes that share the database', async () => {
    // The per-address limit counts across both apps too (in the database): this file's earlier attempts must not
    // trip it, as this test is about the account's lock.
    const second = await buildTestApp({
      db: ctx.db,
      sessionSecret: TEST_SESSION_SECRET,
      rateLimits: { loginLimit: 1000 },
    });
    try {
      const email = await account();
      for (let index = 0; index < freeFailures; index++) {
        await attempt(index % 2 ? ctx.app : second, email, 'wrong', { address: `198.51.100.${index}` });
      }
      expect((await attempt(second, email, 'the right password')).statusCode).toBe(429);
      expect((await attempt(ctx.app, email, 'the right password')).statusCode).toBe(429);
    } finally {
      await second.close();
      await letTheLockExpire();
    }
  });
});
