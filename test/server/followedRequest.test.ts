import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  requestFollowLinks,
  userNotifications,
} from '../../src/server/db/schema';
import { confirmUndisputedHires } from '../../src/server/jobs/referralOutcomes';
import { HIRE_DISPUTE_DAYS, refusal } from '../../src/shared/requestLifecycle';
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

/** The candidate's move through the link: the token in the body, as the page sends it. */
const moveByLink = (token: string, action: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/followed-request/moves', payload: { token, action } });

/** A request sent signed out to Rita, accepted and referred by her; its id and its link's token. */
async function referredRequest() {
  const { id, email } = await send({ referrerId: String(referrerId) });
  const token = await tokenMailedTo(email);
  for (const action of ['accept', 'refer']) expect((await move(id, { action })).statusCode).toBe(200);
  return { id, token };
}

const statusOf = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!.status;

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
      submittedOn: null,
      hireDisputableUntil: null,
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
    const { id, token } = await referredRequest();
    expect((await moveByLink(token, 'report-hired')).statusCode).toBe(200);
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

  it('keeps a referrer\'s "hired" open while its candidate may dispute it, and ends it once confirmed', async () => {
    const { id, token } = await referredRequest();
    expect((await move(id, { action: 'hire' })).statusCode).toBe(200);
    const [marked] = await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id));
    await ageLastChange(id, FOLLOW_LINK_DAYS_AFTER_END + 1);
    // Past the days an ended request's link lasts, but not past the days the candidate has to answer.
    const waiting = await followToken(token);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({
      status: 'hired',
      linkExpiresAt: null,
      hireDisputableUntil: new Date(marked!.hireMarkedAt!.getTime() + HIRE_DISPUTE_DAYS * 86_400_000).toISOString(),
    });

    await ctx.db
      .update(referralRequests)
      .set({ hireMarkedAt: sql`${referralRequests.hireMarkedAt} - make_interval(days => ${HIRE_DISPUTE_DAYS + 1})` })
      .where(eq(referralRequests.id, id));
    await confirmUndisputedHires(ctx.db, new Date());
    const confirmed = (await followToken(token)).json<{ linkExpiresAt: string; hireDisputableUntil: null }>();
    expect(confirmed.hireDisputableUntil).toBeNull();
    const [row] = await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id));
    expect(new Date(confirmed.linkExpiresAt).getTime() - row!.hireConfirmedAt!.getTime()).toBe(
      FOLLOW_LINK_DAYS_AFTER_END * 86_400_000,
    );
    await ctx.db
      .update(referralRequests)
      .set({ hireConfirmedAt: sql`now() - make_interval(days => ${FOLLOW_LINK_DAYS_AFTER_END})` })
      .where(eq(referralRequests.id, id));
    expect((await followToken(token)).statusCode).toBe(404);
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

describe("the candidate's moves through the link", () => {
  const reportsTo = (userId: number, id: number) =>
    ctx.db
      .select({ kind: userNotifications.kind, text: userNotifications.text })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.referralRequestId, id)));
  const successfulReferrals = async () =>
    (await ctx.db.select().from(referrers).where(eq(referrers.id, referrerId)))[0]!.successfulReferrals;

  it('reports progress as a signed-in candidate does: in the history, told to the referrer, a hire counted', async () => {
    const { id, token } = await referredRequest();
    const before = await successfulReferrals();
    const interviewing = await moveByLink(token, 'report-interviewing');
    expect(interviewing.statusCode).toBe(200);
    expect(interviewing.headers['cache-control']).toBe('private, no-store');
    // The answer is the request as the link shows it: never its message, resume or contact details.
    const body = interviewing.json<Record<string, unknown> & { history: Array<Record<string, unknown>> }>();
    expect(body).toMatchObject({ status: 'interviewing', company: 'Northwind', linkExpiresAt: null });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['email']));
    expect(body.history.at(-1)).toMatchObject({
      fromStatus: 'referred',
      toStatus: 'interviewing',
      actorParty: 'candidate',
      actorName: null,
    });
    expect(await reportsTo(referrer.id, id)).toEqual(
      expect.arrayContaining([{ kind: 'request-reported', text: expect.stringContaining('interviewing') }]),
    );

    const hired = await moveByLink(token, 'report-hired');
    expect(hired.json()).toMatchObject({ status: 'hired', hireDisputableUntil: null });
    expect(await successfulReferrals()).toBe(before + 1);
  });

  it('disputes the referrer\'s "hired": back to referred, nothing counted', async () => {
    const { id, token } = await referredRequest();
    const before = await successfulReferrals();
    expect((await move(id, { action: 'hire' })).statusCode).toBe(200);
    const disputed = await moveByLink(token, 'dispute-hire');
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'referred', hireDisputableUntil: null });
    expect((await disputed.json<{ history: Array<{ toStatus: string }> }>()).history.at(-1)).toMatchObject({
      toStatus: 'referred',
      actorParty: 'candidate',
    });
    await confirmUndisputedHires(ctx.db, new Date(Date.now() + (HIRE_DISPUTE_DAYS + 1) * 86_400_000));
    expect(await successfulReferrals()).toBe(before);
  });

  it("refuses the referrer's moves, and a move the status no longer allows, changing nothing", async () => {
    const { id, token } = await referredRequest();
    for (const action of ['hire', 'decline', 'accept'] as const) {
      const refused = await moveByLink(token, action);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: { message: refusal('referred', action, ['candidate'])! },
      });
    }
    expect(await statusOf(id)).toBe('referred');

    expect((await moveByLink(token, 'report-not-selected')).statusCode).toBe(200);
    const late = await moveByLink(token, 'report-interviewing');
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 409,
      body: { message: 'This request is not selected: it can no longer be reported as interviewing.' },
    });
    // Nor may it confirm or dispute a hire nobody marked.
    expect((await moveByLink(token, 'dispute-hire')).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('not_selected');
  });

  it('answers an unknown token, and the link of a request ended too long ago, as missing', async () => {
    const unknown = await moveByLink('a'.repeat(43), 'report-interviewing');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: followRequestMessages.linkUnusable },
    });
    const { id, token } = await referredRequest();
    expect((await moveByLink(token, 'report-not-selected')).statusCode).toBe(200);
    await ctx.db
      .update(referralRequestEvents)
      .set({
        createdAt: sql`${referralRequestEvents.createdAt} - make_interval(days => ${FOLLOW_LINK_DAYS_AFTER_END})`,
      })
      .where(eq(referralRequestEvents.referralRequestId, id));
    expect((await moveByLink(token, 'report-hired')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('not_selected');
  });

  it('refuses a token that cannot be one, and an unknown action, before the database is asked', async () => {
    const malformed = await moveByLink('a'.repeat(42), 'report-interviewing');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: followRequestMessages.linkUnusable });
    expect((await moveByLink('a'.repeat(43), 'promote')).statusCode).toBe(400);
  });

  it('does not move a request sent signed in: it has no link', async () => {
    const candidate = await accountOfKind(ctx, 'Sam Signedin', 'candidate');
    const { id } = await send({ referrerId: String(referrerId) }, candidate.cookie);
    for (const action of ['accept', 'refer']) expect((await move(id, { action })).statusCode).toBe(200);
    // Whatever token is tried, nothing opens it but the candidate's own session.
    expect((await moveByLink('b'.repeat(43), 'report-interviewing')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('referred');
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

  it('stops an address after its moves of the hour', async () => {
    const limited = await createTestApp({ rateLimits: { followedRequestLimit: 2 } });
    try {
      const report = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/followed-request/moves',
          payload: { token: 'a'.repeat(43), action: 'report-interviewing' },
        });
      expect((await report()).statusCode).toBe(404);
      expect((await report()).statusCode).toBe(404);
      const blocked = await report();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
