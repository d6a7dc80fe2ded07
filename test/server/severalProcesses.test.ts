import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referrers, users } from '../../src/server/db/schema';
import { openEventStream } from './fixtures/eventStream';
import { jobPosting, multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { startServerProcess, type ServerProcess } from './fixtures/serverProcess';
import { createTestDatabase } from './helpers';

/**
 * Two app processes on one database, as behind a load balancer: what one knows, the other knows, because it lives in
 * PostgreSQL (sessions, rate-limit counters, the job queue, notifications), not in either process's memory, or, for
 * the catalogue each keeps in memory, because the database tells both of every change.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.connectionString,
    // Both must sign cookies alike, as every process of one deployment does.
    SESSION_SECRET: 'several-processes-share-this-secret-0123456789abcdef',
  };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);
afterAll(async () => {
  // Each must stop on SIGTERM: a server that hangs in its close fails the suite here, at the hook's timeout
  // (faults.test.ts has the case of the silent connection). KNOWN DEFECT, not yet found: now and then one process
  // exits 1 rather than 0 (its stop() rejected, seen once in CI); its log is printed so the next run says why.
  const servers = [first, second];
  const exits = await Promise.all(servers.map((server) => server?.stop()));
  exits.forEach((code, index) => {
    if (code !== 0)
      console.warn(`Process ${index + 1} exited ${code} on SIGTERM. Its log:\n${servers[index]!.errors()}`);
  });
  await database?.drop();
}, 30_000);

const post = (server: ServerProcess, path: string, body: object, cookie?: string) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const me = (server: ServerProcess, cookie: string) => fetch(`${server.baseUrl}/api/me`, { headers: { cookie } });
/** The session cookie a response set, ready for a Cookie header. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .find((cookie) => cookie.startsWith('rb.sid='))!;

describe('two app processes on one database', () => {
  it('share sessions: signed in on one, signed in on the other; signed out on one, out on both', async () => {
    const registered = await post(first, '/api/register', {
      name: 'Two Tabs',
      email: 'two-tabs@example.com',
      password: 'password 123',
    });
    expect(registered.status).toBe(201);
    const cookie = cookieOf(registered);

    const onSecond = await me(second, cookie);
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({ email: 'two-tabs@example.com', name: 'Two Tabs' });

    expect((await post(second, '/api/logout', {}, cookie)).status).toBe(204);
    expect((await me(first, cookie)).status).toBe(401);
  });

  it('count one login limit across both: the 11th attempt a minute is refused, whichever process takes it', async () => {
    // Ten attempts, five on each process: under the limit of either alone. Each names another e-mail, so the
    // per-account back-off (a separate guard) stays out of it.
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(index % 2 ? second : first, '/api/login', { email: `guess-${index}@example.com`, password: 'guess' }),
      ),
    );
    expect(attempts.map((response) => response.status)).toEqual(Array(10).fill(401));

    for (const server of [first, second]) {
      const refused = await post(server, '/api/login', { email: 'guess-11@example.com', password: 'guess' });
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    }
  });

  it('fan out live updates: a request sent on one process is matched and reaches a referrer streaming from the other', async () => {
    const referrerSignUp = await post(first, '/api/register', {
      name: 'Fay Fanout',
      email: 'fay@fanout.example',
      password: 'password 123',
    });
    const referrerCookie = cookieOf(referrerSignUp);
    const profile = await fetch(`${first.baseUrl}/api/me/referrer-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: referrerCookie },
      body: JSON.stringify({
        company: 'Fanout Co',
        title: 'Staff Engineer',
        bio: 'I refer engineers who like to own what they build.',
        specialties: ['Go'],
        photo: null,
      }),
    });
    expect(profile.status).toBe(200);
    // Verified as the work e-mail link would leave her (test/server/workEmail.test.ts covers the link).
    await database.db
      .update(referrers)
      .set({ verifiedAt: new Date(), verifiedEmail: 'fay@fanout.example' })
      .where(eq(referrers.name, 'Fay Fanout'));

    const live = await openEventStream(`${first.baseUrl}/api/live`, { cookie: referrerCookie });
    try {
      const candidateSignUp = await post(second, '/api/register', {
        name: 'Gus Second',
        email: 'gus@second.example',
        password: 'password 123',
      });
      const sent = await fetch(`${second.baseUrl}/api/direct-referral-request`, {
        method: 'POST',
        headers: { cookie: cookieOf(candidateSignUp) },
        body: multipart(referralRequestFields({ name: 'Gus Second', company: 'Fanout Co' }), [pdfUpload()]),
      });
      expect(sent.status).toBe(201);
      expect(await sent.json()).toMatchObject({ pendingAssignment: true });
      const notification = await live.waitFor((event) => event.event === 'notification', 20_000);
      expect(JSON.parse(notification.data)).toMatchObject({
        kind: 'request-received',
        text: 'New referral request from Gus Second at Fanout Co',
      });
    } finally {
      await live.close();
    }
  });

  it('keep the catalogue in memory, and a job changed through one reads changed through the other within a second', async () => {
    const signUp = await post(first, '/api/register', {
      name: 'Ada Admin',
      email: 'ada@admin.example',
      password: 'password 123',
    });
    const cookie = cookieOf(signUp);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'ada@admin.example'));
    const job = jobPosting;
    const posted = await post(first, '/api/jobs', job, cookie);
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const titleOn = async (server: ServerProcess) =>
      ((await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as { title: string }).title;
    // The second process reads the job, and keeps it.
    expect(await titleOn(second)).toBe('Robotics Software Engineer');
    const cached = await fetch(`${second.baseUrl}/api/jobs/${id}`);
    const etag = cached.headers.get('etag')!;
    expect((await fetch(`${second.baseUrl}/api/jobs/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const edited = await fetch(`${first.baseUrl}/api/jobs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...job, title: 'Senior Robotics Engineer' }),
    });
    expect(edited.status).toBe(200);
    const changedAt = performance.now();
    await expect.poll(() => titleOn(second), { timeout: 1000, interval: 20 }).toBe('Senior Robotics Engineer');
    expect(performance.now() - changedAt).toBeLessThan(1000);
    expect((await fetch(`${second.baseUrl}/api/jobs/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
