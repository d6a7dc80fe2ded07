import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  referralRequestEvents,
  referralRequests,
  referrerRatings,
  referrers,
  userNotifications,
  users,
} from '../../src/server/db/schema';
import { refreshReferrerStats, STATS_MIN_REQUESTS } from '../../src/server/assignment/referrerStats';
import { assignRequest } from '../../src/server/assignment/assign';
import { ratingMessages } from '../../src/shared/ratings';
import { referrerProfileMessages } from '../../src/shared/referrerProfile';
import { referrerAtCapacityMessage } from '../../src/shared/responseStats';
import type { Referrer } from '../../src/shared/schemas/catalog';
import type { RatingAnswer, ReferralRequest } from '../../src/shared/schemas/referralRequests';
import type { OwnReferrerProfile } from '../../src/shared/schemas/referrerProfile';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * What candidates read about a referrer before they ask: how often and how fast they answer (from request histories,
 * on a clock the test sets), whether their week is full (their weekly cap), and their rating, which candidates they
 * referred give once.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ANSWER_WITHIN_MS = 3 * DAY_MS;
let companies = 0;
const newCompany = () => `Statsfield${++companies}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function referrerAt(company: string, name: string) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, account.id));
  return { ...account, referrerId: profile!.id };
}

const sendRequest = (cookie: string, fields: Record<string, string>) => sendReferralRequest(ctx.app, fields, cookie);

async function move(id: number, cookie: string, action: string, reason?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie },
    payload: reason === undefined ? { action } : { action, reason },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function card(referrerId: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/referrer/${referrerId}` });
  expect(response.statusCode).toBe(200);
  return response.json<Referrer>();
}

/** A request that reached the referrer `receivedAt`, with the referrer's (or candidate's) moves after it. */
async function pastRequest(
  referrerId: number,
  company: string,
  receivedAt: Date,
  moves: { to: 'accepted' | 'declined' | 'withdrawn'; after: number }[] = [],
) {
  const [row] = await ctx.db
    .insert(referralRequests)
    .values({
      referrerId,
      name: 'Past Candidate',
      email: 'past@example.com',
      phone: '+1 415 555 0100',
      company,
      experience: 4,
      message: 'I would love a referral.',
      status: moves.at(-1)?.to ?? 'new',
      createdAt: receivedAt,
      assignedAt: receivedAt,
      triedReferrerIds: [referrerId],
    })
    .returning({ id: referralRequests.id });
  for (const step of moves) {
    await ctx.db.insert(referralRequestEvents).values({
      referralRequestId: row!.id,
      fromStatus: 'new',
      toStatus: step.to,
      actorParty: step.to === 'withdrawn' ? 'candidate' : 'referrer',
      createdAt: new Date(receivedAt.getTime() + step.after),
    });
  }
  return row!.id;
}

describe('response rate and reply time', () => {
  it('reads them from request histories: answers within the span a referrer held a request, misses once due', async () => {
    const company = newCompany();
    const ada = await referrerAt(company, 'Ada Answers');
    const now = new Date('2026-11-20T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // Answered in 2 h, 6 h and 30 h (a decline is an answer); one never answered and long due.
    await pastRequest(ada.referrerId, company, daysAgo(20), [{ to: 'accepted', after: 2 * HOUR_MS }]);
    await pastRequest(ada.referrerId, company, daysAgo(15), [{ to: 'declined', after: 6 * HOUR_MS }]);
    await pastRequest(ada.referrerId, company, daysAgo(10), [{ to: 'accepted', after: 30 * HOUR_MS }]);
    await pastRequest(ada.referrerId, company, daysAgo(8));
    // Neither counts: withdrawn before she answered, and one still within its three days.
    await pastRequest(ada.referrerId, company, daysAgo(6), [{ to: 'withdrawn', after: HOUR_MS }]);
    await pastRequest(ada.referrerId, company, daysAgo(1));

    await refreshReferrerStats(ctx.db, now, ANSWER_WITHIN_MS);
    expect(await card(ada.referrerId)).toMatchObject({ responseRate: 0.75, typicalReplyHours: 6 });

    // Three days later the last one is due and unanswered: a miss.
    await refreshReferrerStats(ctx.db, new Date(now.getTime() + 3 * DAY_MS), ANSWER_WITHIN_MS);
    expect(await card(ada.referrerId)).toMatchObject({ responseRate: 0.6, typicalReplyHours: 6 });
  });

  it(`says nothing (a new referrer) below ${STATS_MIN_REQUESTS} requests`, async () => {
    const company = newCompany();
    const noor = await referrerAt(company, 'Noor Newcomer');
    const now = new Date();
    await pastRequest(noor.referrerId, company, new Date(now.getTime() - 5 * DAY_MS), [
      { to: 'accepted', after: HOUR_MS },
    ]);
    await pastRequest(noor.referrerId, company, new Date(now.getTime() - 4 * DAY_MS));
    await refreshReferrerStats(ctx.db, now, ANSWER_WITHIN_MS);
    expect(await card(noor.referrerId)).toMatchObject({ responseRate: null, typicalReplyHours: null });
  });

  it('counts a request for the referrer who held it: one who let it go gets the miss, the next the answer', async () => {
    const company = newCompany();
    const slow = await referrerAt(company, 'Sol Slow');
    const quick = await referrerAt(company, 'Quinn Quick');
    await ctx.db
      .update(referrers)
      .set({ verifiedAt: new Date(), verifiedEmail: 'quinn@example.com' })
      .where(eq(referrers.id, quick.referrerId));
    const ids: number[] = [];
    for (let index = 0; index < STATS_MIN_REQUESTS; index++) {
      // As many candidates: each has one open request at a company.
      const candidate = await accountOfKind(ctx, `Cass Candidate ${index}`, 'candidate');
      const sent = await sendRequest(candidate.cookie, { company, referrerId: String(slow.referrerId) });
      expect(sent.statusCode, sent.body).toBe(201);
      ids.push(sent.json<{ id: number }>().id);
    }
    // Unanswered past the deadline, each moves on to Quinn, who accepts it through the API.
    const later = new Date(Date.now() + ANSWER_WITHIN_MS + HOUR_MS);
    const settings = {
      answerWithinMs: ANSWER_WITHIN_MS,
      maxReassignments: 3,
      linkOrigin: 'https://referbridge.example',
    };
    for (const id of ids) {
      expect(await assignRequest(ctx.db, id, later, settings)).toMatchObject({ outcome: 'reassigned' });
      await move(id, quick.cookie, 'accept');
    }
    await refreshReferrerStats(ctx.db, new Date(Date.now() + 5 * DAY_MS), ANSWER_WITHIN_MS);
    expect(await card(slow.referrerId)).toMatchObject({ responseRate: 0 });
    expect((await card(quick.referrerId)).responseRate).toBe(1);
  });
});

describe('a referrer nobody can reach', () => {
  it('gets no response figures, and the catalogue says they cannot read requests', async () => {
    const company = newCompany();
    const ada = await referrerAt(company, 'Ada Answers');
    const [{ companyId }] = (await ctx.db
      .select({ companyId: referrers.companyId })
      .from(referrers)
      .where(eq(referrers.id, ada.referrerId))) as [{ companyId: number }];
    // A profile with no account behind it, whose requests were "answered" all the same (as the demo data's were).
    const [imported] = await ctx.db
      .insert(referrers)
      .values({ name: 'Ivy Imported', companyId })
      .returning({ id: referrers.id });
    const now = new Date();
    for (const referrerId of [ada.referrerId, imported!.id]) {
      for (const days of [20, 15, 10]) {
        await pastRequest(referrerId, company, new Date(now.getTime() - days * DAY_MS), [
          { to: 'accepted', after: 6 * HOUR_MS },
        ]);
      }
    }
    await refreshReferrerStats(ctx.db, now, ANSWER_WITHIN_MS);
    expect(await card(ada.referrerId)).toMatchObject({ readsRequests: true, responseRate: 1, typicalReplyHours: 6 });
    expect(await card(imported!.id)).toMatchObject({
      readsRequests: false,
      responseRate: null,
      typicalReplyHours: null,
    });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/referrers?company=${company}` });
    expect(
      listed.json<Referrer[]>().map(({ name, readsRequests, responseRate }) => [name, readsRequests, responseRate]),
    ).toEqual(
      expect.arrayContaining([
        ['Ada Answers', true, 1],
        ['Ivy Imported', false, null],
      ]),
    );

    // An account an admin disables loses its figures at the next refresh, as it can no longer read what it is sent.
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, ada.id));
    await refreshReferrerStats(ctx.db, now, ANSWER_WITHIN_MS);
    expect(await card(ada.referrerId)).toMatchObject({
      readsRequests: false,
      responseRate: null,
      typicalReplyHours: null,
    });
  });
});

describe('the weekly cap', () => {
  const saveCap = (cookie: string, weeklyCap: unknown) =>
    ctx.app.inject({ method: 'PUT', url: '/api/me/weekly-cap', headers: { cookie }, payload: { weeklyCap } });

  it('refuses what is not a whole number from 1 to 100, in words, and keeps the cap as it was', async () => {
    const rita = await referrerAt(newCompany(), 'Rita Rules');
    expect((await saveCap(rita.cookie, 5)).statusCode).toBe(200);
    for (const weeklyCap of [0, 101, 2.5, 'many', -3]) {
      const refused = await saveCap(rita.cookie, weeklyCap);
      expect(refused.statusCode, String(weeklyCap)).toBe(400);
      expect(refused.json()).toMatchObject({ message: referrerProfileMessages.weeklyCapRange });
    }
    const [row] = await ctx.db.select().from(referrers).where(eq(referrers.id, rita.referrerId));
    expect(row!.weeklyCap).toBe(5);
    // Emptied, it is no limit.
    const cleared = await saveCap(rita.cookie, '');
    expect(cleared.json<OwnReferrerProfile>()).toMatchObject({ weeklyCap: null, takingRequests: true });
  });

  it('counts the requests given in the last seven days, by the database clock', async () => {
    const company = newCompany();
    const wes = await referrerAt(company, 'Wes Window');
    expect((await saveCap(wes.cookie, 1)).statusCode).toBe(200);
    await pastRequest(wes.referrerId, company, new Date(Date.now() - 8 * DAY_MS));
    expect(await card(wes.referrerId)).toMatchObject({ takingRequests: true });
    await pastRequest(wes.referrerId, company, new Date(Date.now() - 6 * DAY_MS));
    expect(await card(wes.referrerId)).toMatchObject({ takingRequests: false });
  });

  it('is a referrer profile’s own: an account without one is told so', async () => {
    const cand = await accountOfKind(ctx, 'Cyd Candidate', 'candidate');
    const refused = await saveCap(cand.cookie, 3);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'You do not have a referrer profile yet.' });
  });

  it('once reached, the card says so and a direct request is refused with a pick-someone-else message', async () => {
    const company = newCompany();
    const full = await referrerAt(company, 'Fay Full');
    expect((await saveCap(full.cookie, 2)).statusCode).toBe(200);
    for (let index = 0; index < 2; index++) {
      // Two candidates: each has one open request at a company.
      const sender = await accountOfKind(ctx, `Sol Sender ${index}`, 'candidate');
      expect((await sendRequest(sender.cookie, { company, referrerId: String(full.referrerId) })).statusCode).toBe(201);
    }
    const candidate = await accountOfKind(ctx, 'Cole Candidate', 'candidate');
    expect(await card(full.referrerId)).toMatchObject({ takingRequests: false });
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/referrer-profile',
      headers: { cookie: full.cookie },
    });
    expect(own.json<OwnReferrerProfile>()).toMatchObject({ weeklyCap: 2, requestsThisWeek: 2, takingRequests: false });

    const before = await ctx.db.$count(referralRequests, eq(referralRequests.referrerId, full.referrerId));
    const refused = await sendRequest(candidate.cookie, { company, referrerId: String(full.referrerId) });
    expect(refused.statusCode).toBe(409);
    const message = referrerAtCapacityMessage('Fay Full', company);
    expect(refused.json()).toEqual({ message, errors: { referrerId: message } });
    expect(await ctx.db.$count(referralRequests, eq(referralRequests.referrerId, full.referrerId))).toBe(before);

    // The list shows it too, and raising the cap opens the door again.
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/referrers?company=${company}` });
    expect(listed.json<Referrer[]>().find((referrer) => referrer.id === full.referrerId)).toMatchObject({
      takingRequests: false,
    });
    expect((await saveCap(full.cookie, 3)).json<OwnReferrerProfile>()).toMatchObject({ takingRequests: true });
    expect((await sendRequest(candidate.cookie, { company, referrerId: String(full.referrerId) })).statusCode).toBe(
      201,
    );
  });
});

describe('ratings', () => {
  const rate = (id: number, cookie: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/referral-requests/${id}/rating`, headers: { cookie }, payload });

  async function referredRequest() {
    const company = newCompany();
    const referrer = await referrerAt(company, 'Remy Refers');
    // A referrer who came with a seeded average of 4 from 3 ratings.
    await ctx.db.update(referrers).set({ rating: 4, ratingCount: 3 }).where(eq(referrers.id, referrer.referrerId));
    const candidate = await accountOfKind(ctx, 'Rory Rates', 'candidate');
    const sent = await sendRequest(candidate.cookie, { company, referrerId: String(referrer.referrerId) });
    const id = sent.json<{ id: number }>().id;
    return { referrer, candidate, id };
  }

  it('are given once, by the candidate, once referred; the average and count take them in', async () => {
    const { referrer, candidate, id } = await referredRequest();
    const early = await rate(id, candidate.cookie, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ratingMessages.notReferredYet });

    await move(id, referrer.cookie, 'accept');
    await move(id, referrer.cookie, 'refer');
    // The referrer cannot rate themselves, and to a stranger the request does not exist.
    expect((await rate(id, referrer.cookie, { stars: 5 })).statusCode).toBe(404);
    const stranger = await accountOfKind(ctx, 'Sid Stranger', 'candidate');
    expect((await rate(id, stranger.cookie, { stars: 5 })).statusCode).toBe(404);

    const rated = await rate(id, candidate.cookie, { stars: 2, comment: '  Quick, kind and clear.  ' });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json<RatingAnswer>()).toEqual({
      stars: 2,
      comment: 'Quick, kind and clear.',
      referrerRating: 3.5,
      referrerRatingCount: 4,
    });
    expect(await card(referrer.referrerId)).toMatchObject({ rating: 3.5, ratingCount: 4 });

    const again = await rate(id, candidate.cookie, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ratingMessages.alreadyRated });
    expect(await card(referrer.referrerId)).toMatchObject({ rating: 3.5, ratingCount: 4 });

    // The referrer reads it on the request, and hears of it.
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?party=referrer',
      headers: { cookie: referrer.cookie },
    });
    expect(inbox.json<ReferralRequest[]>().find((request) => request.id === id)?.rating).toEqual({
      stars: 2,
      comment: 'Quick, kind and clear.',
    });
    const notifications = await ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, referrer.id));
    expect(notifications.map((notification) => notification.kind)).toContain('request-rated');
  });

  it('refuses stars out of 1–5 and an overlong comment, and stores nothing', async () => {
    const { referrer, candidate, id } = await referredRequest();
    await move(id, referrer.cookie, 'accept');
    await move(id, referrer.cookie, 'refer');
    for (const payload of [{}, { stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: 'great' }, { stars: null }]) {
      const refused = await rate(id, candidate.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ message: ratingMessages.starsRequired });
    }
    const long = await rate(id, candidate.cookie, { stars: 4, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: ratingMessages.commentTooLong });
    expect(await ctx.db.$count(referrerRatings, eq(referrerRatings.referralRequestId, id))).toBe(0);
    expect(await card(referrer.referrerId)).toMatchObject({ rating: 4, ratingCount: 3 });
  });
});
