import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  requestFollowLinks,
} from '../../src/server/db/schema';
import { FOLLOW_LINK_DAYS_AFTER_END, followRequestMessages } from '../../src/shared/followRequest';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * A request sent signed out, followed through the private link of its confirmation mail: the mail, the link's token
 * (kept as a hash), what the link shows and of what, and when it stops working.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://referbridge.example';
let ctx: TestApp;
let referrer: { id: number; cookie: string };
let referrerId: number;
let admin: { id: number; cookie: string };
let sent = 0;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  referrer = await accountOfKind(ctx, 'Rita Referrer', 'referrer', 'Northwind');
  admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
  [{ id: referrerId }] = (await ctx.db
    .select({ id: referrers.id })
    .from(referrers)
    .where(eq(referrers.userId, referrer.id))) as [{ id: number }];
});
afterAll(() => ctx.close());

const mailsTo = (recipient: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));

/** Sends a request (signed out unless `cookie`) from an address of its own; answers its id and that address. */
async function send(fields: Record<string, string> = {}, cookie?: string) {
  const email = `follower-${++sent}@example.com`;
  const response = await sendReferralRequest(ctx.app, { email, ...fields }, cookie);
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ id: number }>().id, email };
}

/** The token of the link in the one confirmation sent to `email` (a referrer's answers are mailed there too). */
async function tokenMailedTo(email: string) {
  const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('We received your referral request'));
  expect(mails).toHaveLength(1);
  const link = new RegExp(`${PUBLIC_URL}/follow-request\\?token=([A-Za-z0-9_-]+)`).exec(mails[0]!.text);
  if (!link) throw new Error(`No link in the mail: ${mails[0]!.text}`);
  return link[1]!;
}

const follow = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/followed-request?${query}` });
const followToken = (token: string) => follow(new URLSearchParams({ token }).toString());

const move = (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie: referrer.cookie },
    payload,
  });

describe('a request sent signed out', () => {
  it('is confirmed by mail, with what was asked for and a private link that opens it', async () => {
    const { id, email } = await send({ referrerId: String(referrerId), jobTitle: 'Platform Engineer' });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('We received your referral request for Platform Engineer at Northwind');
    expect(mail!.text).toContain('Hello Cara Candidate');
    expect(mail!.text).toContain('It is with Rita Referrer');
    // The link is a secret: once the mail has left, the outbox keeps none of it.
    expect(mail!.withholdAfterDelivery).toBe(true);

    const response = await followToken(await tokenMailedTo(email));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [stored] = await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id));
    expect(response.json()).toEqual({
      company: 'Northwind',
      jobTitle: 'Platform Engineer',
      status: 'new',
      referrerName: 'Rita Referrer',
      pendingAssignment: false,
      waitingReason: null,
      createdAt: stored!.createdAt.toISOString(),
      linkExpiresAt: null,
      // The one entry so far: whom the candidate sent it to (a sender without an account is not named).
      history: [
        expect.objectContaining({
          fromStatus: 'new',
          toStatus: 'new',
          actorParty: 'candidate',
          actorName: null,
          assignedTo: 'Rita Referrer',
        }),
      ],
    });
  });

  it('keeps only a SHA-256 hash of the token', async () => {
    const { id, email } = await send();
    const token = await tokenMailedTo(email);
    const links = await ctx.db.select().from(requestFollowLinks).where(eq(requestFollowLinks.referralRequestId, id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(links)).not.toContain(token);
    // The hash is no key: sent as a token, it opens nothing.
    expect((await followToken(links[0]!.tokenHash.slice(0, 43))).statusCode).toBe(404);
  });

  it('shows a request that waits for a referrer as waiting, and why once assignment knows', async () => {
    const { id, email } = await send({ company: 'Nobody Works Here Inc' });
    expect((await mailsTo(email))[0]!.text).toContain('We are matching it with a referrer at Nobody Works Here Inc.');
    const token = await tokenMailedTo(email);
    expect((await followToken(token)).json()).toMatchObject({
      pendingAssignment: true,
      referrerName: null,
      waitingReason: null,
    });
    await ctx.db
      .update(referralRequests)
      .set({ waitingReason: 'no-referrer-at-company' })
      .where(eq(referralRequests.id, id));
    expect((await followToken(token)).json()).toMatchObject({ waitingReason: 'no-referrer-at-company' });
  });

  it('opens its own request only, and never its resume, message or contact details', async () => {
    const first = await send({ company: 'Northwind', message: 'First request, private words.' });
    const second = await send({ company: 'Globex', message: 'Second request, private words.' });
    const firstAnswer = await followToken(await tokenMailedTo(first.email));
    const secondAnswer = await followToken(await tokenMailedTo(second.email));
    expect(firstAnswer.json()).toMatchObject({ company: 'Northwind' });
    expect(secondAnswer.json()).toMatchObject({ company: 'Globex' });
    for (const [answer, request] of [
      [firstAnswer, first],
      [secondAnswer, second],
    ] as const) {
      expect(answer.body).not.toContain(request.email);
      expect(answer.body).not.toContain('private words');
      expect(answer.body).not.toContain('Cara Candidate');
      expect(answer.body).not.toContain('7946');
      expect(answer.body).not.toMatch(/resume|"id"|%PDF/i);
    }
    // One character off is another token, which opens nothing.
    const token = await tokenMailedTo(first.email);
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const missed = await followToken(other);
    expect({ status: missed.statusCode, body: missed.json() }).toEqual({
      status: 404,
      body: { message: followRequestMessages.linkUnusable },
    });
    expect(missed.headers['cache-control']).toBe('private, no-store');
  });

  it('shows the history its candidate would read in "My requests"', async () => {
    const { id, email } = await send({ referrerId: String(referrerId) });
    expect((await move(id, { action: 'accept' })).statusCode).toBe(200);
    const followed = (await followToken(await tokenMailedTo(email))).json<{ status: string; history: unknown[] }>();
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${id}/history`,
      headers: { cookie: admin.cookie },
    });
    expect(followed.status).toBe('accepted');
    expect(followed.history).toEqual(asAdmin.json());
    expect(followed.history).toEqual([
      expect.objectContaining({ fromStatus: 'new', toStatus: 'new', assignedTo: 'Rita Referrer' }),
      expect.objectContaining({ fromStatus: 'new', toStatus: 'accepted', actorName: 'Rita Referrer' }),
    ]);
  });
});

describe('the end of a request', () => {
  /** Moves the request's last change `days` into the past, as if that many days had gone by since. */
  const ageLastChange = (id: number, days: number) =>
    ctx.db
      .update(referralRequestEvents)
      .set({ createdAt: sql`${referralRequestEvents.createdAt} - make_interval(days => ${days})` })
      .where(eq(referralRequestEvents.referralRequestId, id));

  it(`leaves a hired request's link working for ${FOLLOW_LINK_DAYS_AFTER_END} days, then ends it`, async () => {
    const { id, email } = await send({ referrerId: String(referrerId) });
    const token = await tokenMailedTo(email);
    for (const action of ['accept', 'refer', 'hire']) expect((await move(id, { action })).statusCode).toBe(200);
    const hired = (await followToken(token)).json<{ status: string; linkExpiresAt: string }>();
    expect(hired.status).toBe('hired');
    const [hire] = await ctx.db
      .select()
      .from(referralRequestEvents)
      .where(eq(referralRequestEvents.referralRequestId, id))
      .orderBy(desc(referralRequestEvents.id));
    expect(new Date(hired.linkExpiresAt).getTime() - hire!.createdAt.getTime()).toBe(
      FOLLOW_LINK_DAYS_AFTER_END * 24 * 60 * 60 * 1000,
    );

    await ageLastChange(id, FOLLOW_LINK_DAYS_AFTER_END - 1);
    expect((await followToken(token)).statusCode).toBe(200);
    await ageLastChange(id, 1);
    const expired = await followToken(token);
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({
      status: 404,
      body: { message: followRequestMessages.linkUnusable },
    });
  });

  it('ends a withdrawn request alike', async () => {
    const { id, email } = await send();
    const token = await tokenMailedTo(email);
    await ctx.db.update(referralRequests).set({ status: 'withdrawn' }).where(eq(referralRequests.id, id));
    await ctx.db.insert(referralRequestEvents).values({
      referralRequestId: id,
      fromStatus: 'new',
      toStatus: 'withdrawn',
      actorParty: 'admin',
      createdAt: sql`now() - make_interval(days => ${FOLLOW_LINK_DAYS_AFTER_END + 1})`,
    });
    expect((await followToken(token)).statusCode).toBe(404);
  });

  it('does not end a declined request that moves on to another referrer', async () => {
    const { id, email } = await send({ referrerId: String(referrerId) });
    const token = await tokenMailedTo(email);
    expect((await move(id, { action: 'decline', reason: 'Not my team.' })).statusCode).toBe(200);
    await ageLastChange(id, FOLLOW_LINK_DAYS_AFTER_END + 30);
    const declined = await followToken(token);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', linkExpiresAt: null });
  });

  it('ends a declined request that nothing will move on (sent before routing, without an assignment time)', async () => {
    const { id, email } = await send({ referrerId: String(referrerId) });
    const token = await tokenMailedTo(email);
    await ctx.db.update(referralRequests).set({ assignedAt: null }).where(eq(referralRequests.id, id));
    expect((await move(id, { action: 'decline', reason: 'Not my team.' })).statusCode).toBe(200);
    expect((await followToken(token)).json()).toMatchObject({ linkExpiresAt: expect.any(String) });
    await ageLastChange(id, FOLLOW_LINK_DAYS_AFTER_END);
    expect((await followToken(token)).statusCode).toBe(404);
  });
});

describe('a link that cannot be one', () => {
  it.each([
    ['no token', ''],
    ['an empty token', 'token='],
    ['a token cut short', `token=${'a'.repeat(42)}`],
    ['a token with a character no token has', `token=${'a'.repeat(42)}.`],
  ])('is refused with %s, before the database is asked', async (_label, query) => {
    const response = await follow(query);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { message: followRequestMessages.linkUnusable, errors: { token: followRequestMessages.linkUnusable } },
    });
  });

  it('is refused with two tokens', async () => {
    const response = await follow(`token=${'a'.repeat(43)}&token=${'b'.repeat(43)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('a request sent signed in', () => {
  it('gets no private link: "My requests" shows it', async () => {
    const candidate = await accountOfKind(ctx, 'Sid Signedin', 'candidate');
    const { id, email } = await send({ referrerId: String(referrerId) }, candidate.cookie);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(
      await ctx.db.select().from(requestFollowLinks).where(eq(requestFollowLinks.referralRequestId, id)),
    ).toHaveLength(0);
  });
});

describe('the rate limit', () => {
  it('stops an address after its look-ups of the hour', async () => {
    const limited = await createTestApp({ rateLimits: { followedRequestLimit: 2 } });
    try {
      const lookUp = () => limited.app.inject({ method: 'GET', url: `/api/followed-request?token=${'a'.repeat(43)}` });
      expect((await lookUp()).statusCode).toBe(404);
      expect((await lookUp()).statusCode).toBe(404);
      const blocked = await lookUp();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
