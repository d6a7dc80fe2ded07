import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { createTestApp, sessionCookie } from './helpers';

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
    expect(plain.json().message).toBeTruthy();
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
    const secondCookie = sessionCookie(second)!;
    expect(secondCookie).toBeDefined();
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
    expect(wrong.json()).toEqual(unknown.json());
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
