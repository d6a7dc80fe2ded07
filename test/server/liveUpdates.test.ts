import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onboardingProfiles, referrers } from '../../src/server/db/schema';
import { LiveHub } from '../../src/server/live/liveHub';
import { recordRequestNotifications } from '../../src/server/notifications/requestNotifications';
import { liveMessages } from '../../src/server/routes/live';
import type { UserNotification, UnreadNotifications } from '../../src/shared/schemas/notifications';
import { openEventStream } from './fixtures/eventStream';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, buildTestApp, createTestDatabase, HIGH_RATE_LIMITS, TEST_SESSION_SECRET } from './helpers';

/**
 * Live updates on a listening server: each account's stream carries its own notifications and nobody else's, a stream that
 * reconnects gets what it missed once, a closed stream is let go, and the navbar's unread count follows.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let hub: LiveHub;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  hub = new LiveHub({ connectionConfig: { connectionString: database.connectionString }, db: database.db });
  app = await buildTestApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    rateLimits: HIGH_RATE_LIMITS,
    liveHub: hub,
  });
  await hub.start(app.log);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await hub?.stop();
  await database?.drop();
});

const ctx = () => ({ app, db: database.db });
let companies = 0;

async function referrerAndCandidate() {
  const company = `Livewire${++companies}`;
  const referrer = await accountOfKind(ctx(), `Rho Referrer ${companies}`, 'referrer', company);
  const [profile] = await database.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  const candidate = await accountOfKind(ctx(), `Cy Candidate ${companies}`, 'candidate');
  return { company, referrer, referrerId: profile!.id, candidate };
}

async function sendRequest(cookie: string, fields: Record<string, string>) {
  const response = await sendReferralRequest(app, fields, cookie);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const stream = (cookie: string, lastEventId?: string) =>
  openEventStream(`${baseUrl}/api/live`, {
    cookie,
    ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
  });

const notificationOf = (data: string) => JSON.parse(data) as UserNotification;

describe('the live stream', () => {
  it("carries each account's own notifications, as they happen, and nobody else's", async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    const referrerStream = await stream(referrer.cookie);
    const candidateStream = await stream(candidate.cookie);
    try {
      expect(referrerStream.response.status).toBe(200);
      expect(referrerStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await vi.waitFor(() => expect(hub.openStreams).toBeGreaterThanOrEqual(2));

      const id = await sendRequest(candidate.cookie, { company, referrerId: String(referrerId), jobTitle: 'SRE' });
      const received = await referrerStream.waitFor((event) => event.event === 'notification');
      expect(notificationOf(received.data)).toMatchObject({
        kind: 'request-received',
        referralRequestId: id,
        text: `New referral request from Cara Candidate for SRE at ${company}`,
        read: false,
      });
      // Its event id is the stream's position after it: its transaction, then the notification.
      expect(received.id).toMatch(new RegExp(`^\\d+-${notificationOf(received.data).id}$`));
      // The candidate's contact details wait for the referrer's yes: the notification names the candidate only.
      expect(received.data).not.toMatch(/cara\.\d+@example\.com/);
      expect(received.data).not.toContain('7946');

      const accepted = await app.inject({
        method: 'POST',
        url: `/api/referral-requests/${id}/moves`,
        headers: { cookie: referrer.cookie },
        payload: { action: 'accept' },
      });
      expect(accepted.statusCode).toBe(200);
      const message = await candidateStream.waitFor();
      expect(notificationOf(message.data)).toMatchObject({
        kind: 'request-status',
        text: `Rho Referrer ${companies} marked your request for SRE at ${company} as accepted`,
      });
      // Each saw only their own.
      expect(candidateStream.events.map((event) => notificationOf(event.data).kind)).toEqual(['request-status']);
      expect(referrerStream.events.map((event) => notificationOf(event.data).kind)).toEqual(['request-received']);
    } finally {
      await Promise.all([referrerStream.close(), candidateStream.close()]);
    }
    // Closed streams are let go.
    await vi.waitFor(() => expect(hub.openStreams).toBe(0));
  });

  it('sends a reconnecting stream what it missed since its Last-Event-ID, once', async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    const first = await stream(referrer.cookie);
    await sendRequest(candidate.cookie, { company, referrerId: String(referrerId), name: 'First Sender' });
    const seen = await first.waitFor();
    await first.close();

    // While no stream is open, two more arrive.
    // From two other candidates: one has a single open request at a company.
    for (const name of ['Second Sender', 'Third Sender']) {
      const sender = await accountOfKind(ctx(), name, 'candidate');
      await sendRequest(sender.cookie, { company, referrerId: String(referrerId), name });
    }
    const again = await stream(referrer.cookie, seen.id);
    try {
      const missed = [await again.waitFor(), await again.waitFor()].map((event) => notificationOf(event.data).text);
      expect(missed).toEqual([
        `New referral request from Second Sender at ${company}`,
        `New referral request from Third Sender at ${company}`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(again.events).toHaveLength(2);
    } finally {
      await again.close();
    }
  });

  it('sends a notification whose change commits after a later one, before it, once; a reconnect misses neither', async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    const early = await sendRequest(candidate.cookie, {
      company,
      referrerId: String(referrerId),
      name: 'Early Sender',
    });
    const live = await stream(referrer.cookie);
    try {
      await vi.waitFor(() => expect(hub.openStreams).toBeGreaterThanOrEqual(1));
      // A change that records its notification first and commits last: its row's id is the smaller of the two.
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let recorded!: () => void;
      const wasRecorded = new Promise<void>((resolve) => (recorded = resolve));
      const slowChange = database.db.transaction(async (tx) => {
        await recordRequestNotifications(tx, early, { kind: 'request-withdrawn' });
        recorded();
        await committing;
      });
      await wasRecorded;
      const other = await accountOfKind(ctx(), 'Late Sender', 'candidate');
      await sendRequest(other.cookie, { company, referrerId: String(referrerId), name: 'Late Sender' });
      // The later change waits for the earlier one, which may yet commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(live.events).toEqual([]);
      commit();
      await slowChange;

      const texts = [await live.waitFor(), await live.waitFor()].map((event) => notificationOf(event.data).text);
      expect(texts).toEqual([
        `Early Sender withdrew their request at ${company}`,
        `New referral request from Late Sender at ${company}`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(live.events).toHaveLength(2);

      // A stream that dropped after the first reconnects with its id, and gets the second, once.
      const again = await stream(referrer.cookie, live.events[0]!.id);
      try {
        expect(notificationOf((await again.waitFor()).data).text).toBe(
          `New referral request from Late Sender at ${company}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(again.events).toHaveLength(1);
      } finally {
        await again.close();
      }
    } finally {
      await live.close();
    }
  });

  it('starts a stream without Last-Event-ID at the present: nothing old is sent again', async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    // An older transaction is still running when the stream opens, so the request's comes after the oldest one
    // running: it is old all the same.
    let end!: () => void;
    const ending = new Promise<void>((resolve) => (end = resolve));
    let begun!: () => void;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    const older = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      begun();
      await ending;
    });
    await hasBegun;
    await sendRequest(candidate.cookie, { company, referrerId: String(referrerId) });
    const fresh = await stream(referrer.cookie);
    try {
      end();
      await older;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fresh.events).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('is for signed-in accounts, and only as an event stream', async () => {
    const anonymous = await fetch(`${baseUrl}/api/live`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    const { candidate } = await referrerAndCandidate();
    const plain = await fetch(`${baseUrl}/api/live`, { headers: { cookie: candidate.cookie } });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toEqual({ message: liveMessages.eventStreamOnly });
  });

  it('records nothing for an account that turned live updates off', async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    await database.db
      .update(onboardingProfiles)
      .set({ notifyRealtime: false })
      .where(eq(onboardingProfiles.userId, referrer.id));
    await sendRequest(candidate.cookie, { company, referrerId: String(referrerId) });
    const unread = await app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { cookie: referrer.cookie },
    });
    expect(unread.json()).toEqual({ unread: 0, items: [] });
  });
});

describe('the unread count', () => {
  it('counts unread notifications, newest first, and marks read what the person saw, leaving later ones unread', async () => {
    const { company, referrer, referrerId, candidate } = await referrerAndCandidate();
    // Three candidates: one has a single open request at a company.
    for (const name of ['Ann One', 'Ben Two', 'Cat Three']) {
      const sender = await accountOfKind(ctx(), name, 'candidate');
      await sendRequest(sender.cookie, { company, referrerId: String(referrerId), name });
    }
    const read = (response: { json: <T>() => T }) => response.json<UnreadNotifications>();
    const unread = read(
      await app.inject({ method: 'GET', url: '/api/me/notifications', headers: { cookie: referrer.cookie } }),
    );
    expect(unread.unread).toBe(3);
    expect(unread.items.map((item) => item.text)).toEqual([
      `New referral request from Cat Three at ${company}`,
      `New referral request from Ben Two at ${company}`,
      `New referral request from Ann One at ${company}`,
    ]);
    const marked = await app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: { cookie: referrer.cookie },
      payload: { throughId: unread.items[1]!.id },
    });
    expect(marked.statusCode).toBe(200);
    expect(read(marked)).toMatchObject({
      unread: 1,
      items: [{ text: `New referral request from Cat Three at ${company}` }],
    });
    // The candidate's own count is theirs alone.
    const theirs = read(
      await app.inject({ method: 'GET', url: '/api/me/notifications', headers: { cookie: candidate.cookie } }),
    );
    expect(theirs.unread).toBe(0);
  });
});
