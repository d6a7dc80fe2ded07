import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { PostgresSessionStore } from '../../src/server/plugins/sessions';
import { createTestApp, sessionCookie } from './helpers';

/** Where one is signed in (/profile): GET /api/me/sessions, ending one, ending all others. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

const BROWSERS = {
  laptop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  tablet: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let accounts = 0;

/** A new account, signed in from each browser named: the Cookie header of each session. */
async function signedInFrom<Names extends keyof typeof BROWSERS>(...names: Names[]) {
  const email = `sessions-${++accounts}@example.com`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Sam Sessions', email, password: 'password 123' },
  });
  expect(registered.statusCode).toBe(201);
  const cookies = {} as Record<Names, string>;
  for (const name of names) {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': BROWSERS[name] },
      payload: { email, password: 'password 123' },
    });
    expect(login.statusCode).toBe(200);
    cookies[name] = sessionCookie(login)!;
  }
  // The registration's own session is ended, so only the named browsers remain.
  await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: sessionCookie(registered)! } });
  return { id: registered.json<{ id: number }>().id, email, cookies };
}

const call = (cookie: string | undefined, method: 'GET' | 'DELETE' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

const isSignedIn = async (cookie: string) => (await call(cookie, 'GET', '/api/me')).statusCode === 200;

type Listed = { id: number; browser: string; createdAt: string; lastSeenAt: string; current: boolean };
const listFrom = async (cookie: string) => {
  const response = await call(cookie, 'GET', '/api/me/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
};

describe('GET /api/me/sessions', () => {
  it('lists every session of the account with its browser, start and last use, and marks the caller’s own', async () => {
    const { cookies } = await signedInFrom('laptop', 'phone');
    const listed = await listFrom(cookies.phone);
    expect(listed).toHaveLength(2);
    expect(
      listed.map(({ browser, current }) => ({ browser, current })).sort((a, b) => a.browser.localeCompare(b.browser)),
    ).toEqual([
      { browser: 'Chrome on Windows', current: false },
      { browser: 'Safari on iPhone', current: true },
    ]);
    for (const session of listed) {
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
      // The sid is the cookie's secret: it never leaves the server.
      expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastSeenAt']);
    }
    expect((await listFrom(cookies.laptop)).find((session) => session.current)!.browser).toBe('Chrome on Windows');
  });

  it("shows nobody else's sessions, and answers a visitor 401", async () => {
    const mine = await signedInFrom('laptop');
    await signedInFrom('phone', 'tablet');
    expect(await listFrom(mine.cookies.laptop)).toHaveLength(1);
    const visitor = await call(undefined, 'GET', '/api/me/sessions');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Not signed in' });
  });

  it('updates the time of last use at most once a minute, not on every request', async () => {
    const { id, cookies } = await signedInFrom('laptop');
    const lastSeen = async () =>
      (await ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, id)))[0]!.at;
    const first = await lastSeen();
    await call(cookies.laptop, 'GET', '/api/me');
    expect(await lastSeen()).toEqual(first);

    const twoMinutesAgo = Date.now() - 2 * 60_000;
    await ctx.db.execute(
      sql`update sessions set data = jsonb_set(data, '{seenAt}', ${String(twoMinutesAgo)}::jsonb), last_seen_at = ${new Date(twoMinutesAgo)} where user_id = ${id}`,
    );
    await call(cookies.laptop, 'GET', '/api/me');
    expect((await lastSeen()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stores the session without the account read with it: no password hash, no e-mail, in the saved row', async () => {
    const { id, email, cookies } = await signedInFrom('laptop');
    const twoMinutesAgo = Date.now() - 2 * 60_000;
    await ctx.db.execute(
      sql`update sessions set data = jsonb_set(data, '{seenAt}', ${String(twoMinutesAgo)}::jsonb) where user_id = ${id}`,
    );
    // Signed in, with the account read; the session is saved again, its last use a minute old.
    expect(await isSignedIn(cookies.laptop)).toBe(true);
    const [row] = await ctx.db.select({ data: sessions.data }).from(sessions).where(eq(sessions.userId, id));
    const stored = row!.data as Record<string, unknown>;
    expect(stored.seenAt).toBeGreaterThan(twoMinutesAgo);
    expect(Object.keys(stored).sort()).toEqual(['cookie', 'seenAt', 'signedInAt', 'userAgent', 'userId']);
    expect(JSON.stringify(stored)).not.toContain(email);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('ends another of the account’s sessions: that browser is signed out at once, this one stays', async () => {
    const { cookies } = await signedInFrom('laptop', 'phone');
    const phone = (await listFrom(cookies.laptop)).find((session) => session.browser === 'Safari on iPhone')!;
    const ended = await call(cookies.laptop, 'DELETE', `/api/me/sessions/${phone.id}`);
    expect(ended.statusCode).toBe(204);
    expect(await isSignedIn(cookies.phone)).toBe(false);
    expect((await call(cookies.phone, 'GET', '/api/me/account')).statusCode).toBe(401);
    expect(await isSignedIn(cookies.laptop)).toBe(true);
    expect((await listFrom(cookies.laptop)).map((session) => session.browser)).toEqual(['Chrome on Windows']);
    // Already ended: said so.
    const again = await call(cookies.laptop, 'DELETE', `/api/me/sessions/${phone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'That session has already ended.' });
  });

  it("cannot end someone else's session: 404, and that session goes on", async () => {
    const mine = await signedInFrom('laptop');
    const theirs = await signedInFrom('phone');
    const [their] = await listFrom(theirs.cookies.phone);
    const refused = await call(mine.cookies.laptop, 'DELETE', `/api/me/sessions/${their!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await isSignedIn(theirs.cookies.phone)).toBe(true);
  });

  it('ending the session of this browser signs it out', async () => {
    const { cookies } = await signedInFrom('laptop', 'phone');
    const [own] = (await listFrom(cookies.laptop)).filter((session) => session.current);
    const ended = await call(cookies.laptop, 'DELETE', `/api/me/sessions/${own!.id}`);
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies.find((cookie) => cookie.name === 'rb.sid')?.value).toBe('');
    expect(await isSignedIn(cookies.laptop)).toBe(false);
    expect(await isSignedIn(cookies.phone)).toBe(true);
  });

  it('decides who may call before reading the id: a visitor gets 401 for any id, a member 400 for a bad one', async () => {
    expect((await call(undefined, 'DELETE', '/api/me/sessions/not-an-id')).statusCode).toBe(401);
    const { cookies } = await signedInFrom('laptop');
    expect((await call(cookies.laptop, 'DELETE', '/api/me/sessions/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/me/sessions/end-others', () => {
  it('signs out every other browser and keeps this one', async () => {
    const { cookies } = await signedInFrom('laptop', 'phone', 'tablet');
    const response = await call(cookies.tablet, 'POST', '/api/me/sessions/end-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await isSignedIn(cookies.laptop)).toBe(false);
    expect(await isSignedIn(cookies.phone)).toBe(false);
    expect(await isSignedIn(cookies.tablet)).toBe(true);
    expect(await listFrom(cookies.tablet)).toEqual([
      expect.objectContaining({ browser: 'Firefox on Linux', current: true }),
    ]);
  });
});

describe('a password change', () => {
  it('ends every other session: the list holds this browser alone, and the others are signed out', async () => {
    const { cookies } = await signedInFrom('laptop', 'phone');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: cookies.laptop, 'user-agent': BROWSERS.laptop },
      payload: { currentPassword: 'password 123', newPassword: 'a new password 456' },
    });
    expect(changed.statusCode).toBe(204);
    const laptop = sessionCookie(changed)!;
    expect(await isSignedIn(cookies.phone)).toBe(false);
    expect(await listFrom(laptop)).toEqual([expect.objectContaining({ browser: 'Chrome on Windows', current: true })]);
  });
});

describe('an ended session stays ended', () => {
  it('is not written back by a request that was still in flight when it ended', async () => {
    const { id, cookies } = await signedInFrom('laptop');
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    // Ended (from another device, by a password change, by an admin) while one of its requests was being answered.
    await ctx.db.delete(sessions).where(eq(sessions.sid, row!.sid));
    // What that request's end would save: the session as it loaded it, its last use pushed on.
    const store = new PostgresSessionStore(ctx.db);
    const inFlight = {
      ...(row!.data as object),
      seenAt: Date.now(),
      cookie: { expires: new Date(Date.now() + 60_000) },
    };
    await new Promise<void>((resolve, reject) =>
      store.set(row!.sid, inFlight as never, (error) => (error ? reject(error as Error) : resolve())),
    );
    expect(await ctx.db.select().from(sessions).where(eq(sessions.sid, row!.sid))).toEqual([]);
    expect(await isSignedIn(cookies.laptop)).toBe(false);
  });
});
