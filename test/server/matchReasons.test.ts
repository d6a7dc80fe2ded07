import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRequest, type AssignmentSettings } from '../../src/server/assignment/assign';
import { candidatesAt } from '../../src/server/assignment/candidates';
import { rankReferrers, scoreBreakdown } from '../../src/server/assignment/matching';
import { referralRequestEvents, referralRequests, referrers, userNotifications } from '../../src/server/db/schema';
import { someoneElseMessages } from '../../src/shared/matchReasons';
import type { MatchReason, MatchScores, SomeoneElseResult } from '../../src/shared/schemas/matchReasons';
import type { ReferralRequest } from '../../src/shared/schemas/referralRequests';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * "Why this referrer" on the real database: the matching keeps the score that chose the referrer with the move, the
 * candidate (and nobody else) reads it, asks once for someone else, and admins see every referrer's score.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

const settings: AssignmentSettings = {
  answerWithinMs: 3 * 24 * 60 * 60 * 1000,
  maxReassignments: 3,
  linkOrigin: 'https://referbridge.example',
};
let companies = 0;
const newCompany = () => `Whyvale${++companies}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface ReferrerSetUp {
  specialties?: string[];
  weeklyCap?: number | null;
  responseRate?: number | null;
  verified?: boolean;
}

async function referrerAt(company: string, name: string, setUp: ReferrerSetUp = {}) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db
    .update(referrers)
    .set({
      specialties: setUp.specialties ?? [],
      weeklyCap: setUp.weeklyCap ?? null,
      responseRate: setUp.responseRate ?? null,
      verifiedAt: setUp.verified === false ? null : new Date(),
      verifiedEmail: setUp.verified === false ? null : `${name.split(' ')[0]!.toLowerCase()}@${company}.example`,
    })
    .where(eq(referrers.userId, account.id))
    .returning({ id: referrers.id });
  return { ...account, referrerId: profile!.id };
}

async function sendRequest(cookie: string, fields: Record<string, string>) {
  const response = await sendReferralRequest(ctx.app, fields, cookie);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });

const whyOf = (id: number, cookie?: string) => call('GET', `/api/referral-requests/${id}/match-reason`, cookie);
const askSomeoneElse = (id: number, cookie?: string) =>
  call('POST', `/api/referral-requests/${id}/someone-else`, cookie);
const scoresOf = (id: number, cookie?: string) =>
  call('GET', `/api/admin/referral-requests/${id}/match-scores`, cookie);

const stored = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;

/** A company with three verified referrers and one unverified, and a matched request from a candidate. */
async function matchedRequest() {
  const company = newCompany();
  const frontend = await referrerAt(company, 'Fay Frontend', {
    specialties: ['Frontend', 'React', 'Kotlin'],
    responseRate: 0.87,
    weeklyCap: 5,
  });
  const backend = await referrerAt(company, 'Bo Backend', { specialties: ['Go', 'Payments'], responseRate: 0.95 });
  const newcomer = await referrerAt(company, 'Nel Newcomer', { specialties: ['React'] });
  const unverified = await referrerAt(company, 'Uma Unverified', {
    specialties: ['Frontend', 'React'],
    verified: false,
  });
  const candidate = await accountOfKind(ctx, 'Cai Candidate', 'candidate');
  const id = await sendRequest(candidate.cookie, {
    company,
    jobTitle: 'Senior Frontend Engineer',
    message: 'Five years of React and design systems.',
  });
  const now = new Date();
  const before = await stored(id);
  // What the matching computes at that moment, from its own function, for the referrers it weighs.
  const ranked = rankReferrers(await candidatesAt(ctx.db, company, now), before);
  expect(await assignRequest(ctx.db, id, now, settings)).toMatchObject({
    outcome: 'matched',
    referrerId: frontend.referrerId,
  });
  return { company, id, candidate, frontend, backend, newcomer, unverified, ranked };
}

describe('the reason kept with a match', () => {
  it('is the score the matching computed for the referrer it chose, kept on the move in the history', async () => {
    const { id, frontend, ranked } = await matchedRequest();
    expect(ranked[0]!.candidate.id).toBe(frontend.referrerId);
    const [move] = await ctx.db
      .select({ score: referralRequestEvents.matchScore, referrerId: referralRequestEvents.assignedReferrerId })
      .from(referralRequestEvents)
      .where(and(eq(referralRequestEvents.referralRequestId, id), isNotNull(referralRequestEvents.assignedReferrerId)))
      .orderBy(desc(referralRequestEvents.id));
    expect(move).toEqual({ referrerId: frontend.referrerId, score: ranked[0]!.score });
    expect(move!.score).toEqual({
      fittingSpecialties: ['Frontend', 'React'],
      specialtyFit: { value: 1, weight: 3, points: 3 },
      responseRate: expect.closeTo(0.87, 5),
      responseRecord: { value: expect.closeTo(0.87, 5), weight: 2, points: expect.closeTo(1.74, 5) },
      assignedThisWeek: 0,
      weeklyCap: 5,
      lightLoad: { value: 1, weight: 1, points: 1 },
      total: expect.closeTo(5.74, 5),
    });
  });

  it('is read by the request’s candidate, and by nobody else (404; 401 signed out)', async () => {
    const { id, candidate, frontend, ranked } = await matchedRequest();
    const mine = await whyOf(id, candidate.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<MatchReason>()).toEqual({
      origin: 'matching',
      referrerName: 'Fay Frontend',
      score: ranked[0]!.score,
      askedForSomeoneElse: false,
      canAskForSomeoneElse: true,
    });
    const otherCandidate = await accountOfKind(ctx, 'Oz Other', 'candidate');
    const admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
    for (const cookie of [frontend.cookie, otherCandidate.cookie, admin.cookie]) {
      const refused = await whyOf(id, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Referral request not found' });
      expect((await askSomeoneElse(id, cookie)).statusCode).toBe(404);
    }
    expect((await whyOf(id)).statusCode).toBe(401);
    expect((await askSomeoneElse(id)).statusCode).toBe(401);
    expect((await stored(id)).referrerId).toBe(frontend.referrerId);
  });

  it('says so when the candidate chose the referrer, or an admin did, and offers no other referrer then', async () => {
    const company = newCompany();
    const chosen = await referrerAt(company, 'Cy Chosen', { specialties: ['Go'] });
    const other = await referrerAt(company, 'Ot Other', { specialties: ['Go'] });
    const candidate = await accountOfKind(ctx, 'Di Direct', 'candidate');
    const direct = await sendRequest(candidate.cookie, {
      company,
      referrerId: String(chosen.referrerId),
      message: 'I would love to join your Go team.',
    });
    expect((await whyOf(direct, candidate.cookie)).json<MatchReason>()).toMatchObject({
      origin: 'you-chose',
      referrerName: 'Cy Chosen',
      score: null,
      canAskForSomeoneElse: false,
    });
    const refused = await askSomeoneElse(direct, candidate.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: someoneElseMessages.notWaiting });

    const admin = await accountOfKind(ctx, 'Al Admin', 'admin');
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/referral-requests/${direct}/assignment`,
      headers: { cookie: admin.cookie },
      payload: { referrerId: other.referrerId, fromReferrerId: chosen.referrerId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await whyOf(direct, candidate.cookie)).json<MatchReason>()).toMatchObject({
      origin: 'our-team',
      referrerName: 'Ot Other',
      score: null,
      canAskForSomeoneElse: false,
    });
  });
});

describe('asking for someone else', () => {
  it('gives the request to the next referrer the matching chooses, once; the first no longer sees it', async () => {
    const { id, candidate, frontend, newcomer, ranked } = await matchedRequest();
    // The matching's runner-up, the unverified referrer passed by.
    expect(ranked[1]!.candidate.id).toBe(newcomer.referrerId);

    const asked = await askSomeoneElse(id, candidate.cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    const result = asked.json<SomeoneElseResult>();
    expect(result.referrerName).toBe('Nel Newcomer');
    const request = await stored(id);
    expect(request).toMatchObject({ referrerId: newcomer.referrerId, status: 'new', reassignments: 0 });
    expect(request.triedReferrerIds).toEqual([frontend.referrerId, newcomer.referrerId]);
    expect(request.someoneElseAskedAt).not.toBeNull();
    // The reason kept is the matching's, computed without the referrer it was taken from.
    const now = new Date();
    const again = rankReferrers(await candidatesAt(ctx.db, request.company, now), {
      ...request,
      triedReferrerIds: [frontend.referrerId],
    });
    // It held nothing this week before this request.
    expect(result.score).toEqual(scoreBreakdown({ ...again[0]!.candidate, assignedThisWeek: 0 }, request));
    expect((await whyOf(id, candidate.cookie)).json<MatchReason>()).toEqual({
      origin: 'matching',
      referrerName: 'Nel Newcomer',
      score: result.score,
      askedForSomeoneElse: true,
      canAskForSomeoneElse: false,
    });

    // The first referrer no longer sees it, and hears why it left.
    const theirs = await call('GET', '/api/referral-requests?party=referrer', frontend.cookie);
    expect(theirs.json<ReferralRequest[]>().map((item) => item.id)).not.toContain(id);
    expect((await call('GET', `/api/referral-requests/${id}/history`, frontend.cookie)).statusCode).toBe(404);
    const notices = await ctx.db
      .select({ userId: userNotifications.userId, kind: userNotifications.kind, text: userNotifications.text })
      .from(userNotifications)
      .where(eq(userNotifications.referralRequestId, id));
    expect(notices).toContainEqual({
      userId: frontend.id,
      kind: 'request-taken-away',
      text: expect.stringContaining(`the candidate asked for someone else at ${request.company}`),
    });
    expect(notices).toContainEqual(expect.objectContaining({ userId: newcomer.id, kind: 'request-received' }));
    const theirsNow = await call('GET', '/api/referral-requests?party=referrer', newcomer.cookie);
    expect(theirsNow.json<ReferralRequest[]>().map((item) => item.id)).toContain(id);

    // Once per request.
    const second = await askSomeoneElse(id, candidate.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: someoneElseMessages.alreadyAsked });
    expect((await stored(id)).referrerId).toBe(newcomer.referrerId);
  });

  it('leaves the request with its referrer when nobody else can take it, and the ask is not spent', async () => {
    const company = newCompany();
    const only = await referrerAt(company, 'Oli Only', { specialties: ['Rust'] });
    await referrerAt(company, 'Una Unverified', { specialties: ['Rust'], verified: false });
    const candidate = await accountOfKind(ctx, 'Lu Lonely', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, message: 'Rust services for five years.' });
    expect(await assignRequest(ctx.db, id, new Date(), settings)).toMatchObject({ outcome: 'matched' });

    const asked = await askSomeoneElse(id, candidate.cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ message: someoneElseMessages.nobodyElse(company, 'Oli Only') });
    const request = await stored(id);
    expect(request).toMatchObject({ referrerId: only.referrerId, pendingAssignment: false, someoneElseAskedAt: null });
    expect((await whyOf(id, candidate.cookie)).json<MatchReason>()).toMatchObject({
      referrerName: 'Oli Only',
      canAskForSomeoneElse: true,
    });
  });

  it('is refused once the referrer answered', async () => {
    const { id, candidate, frontend } = await matchedRequest();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${id}/moves`,
      headers: { cookie: frontend.cookie },
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    const refused = await askSomeoneElse(id, candidate.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: someoneElseMessages.notWaiting });
    expect((await stored(id)).referrerId).toBe(frontend.referrerId);
  });
});

describe('the admins’ score breakdown', () => {
  it('lists every referrer the matching weighs, scored by its function, the chosen one first', async () => {
    const { id, company, candidate, frontend, ranked } = await matchedRequest();
    const admin = await accountOfKind(ctx, 'Ari Admin', 'admin');
    const response = await scoresOf(id, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const scores = response.json<MatchScores>();
    expect(scores.origin).toBe('matching');
    expect(scores.storedScore).toEqual(ranked[0]!.score);
    const request = await stored(id);
    const now = rankReferrers(await candidatesAt(ctx.db, company, new Date()), request);
    expect(scores.referrers.map((entry) => entry.id).sort()).toEqual(now.map((entry) => entry.candidate.id).sort());
    expect(scores.referrers).toHaveLength(4);
    expect(scores.referrers[0]).toMatchObject({ id: frontend.referrerId, role: 'holds' });
    for (const entry of scores.referrers) {
      const computed = now.find((item) => item.candidate.id === entry.id)!;
      expect(entry.score).toEqual(computed.score);
      expect(entry.excluded).toBe(computed.excluded);
    }
    expect(scores.referrers.find((entry) => entry.name === 'Uma Unverified')!.excluded).toBe('not-verified');

    for (const cookie of [candidate.cookie, frontend.cookie]) {
      expect((await scoresOf(id, cookie)).statusCode).toBe(404);
    }
  });

  it('puts the referrer the matching would choose first while the request waits for an admin', async () => {
    const company = newCompany();
    await referrerAt(company, 'Lo Low', { specialties: [], responseRate: 0.2 });
    const best = await referrerAt(company, 'Hi High', { specialties: ['Data', 'Python'], responseRate: 0.9 });
    const candidate = await accountOfKind(ctx, 'Wen Waiting', 'candidate');
    const id = await sendRequest(candidate.cookie, {
      company,
      jobTitle: 'Data Engineer',
      message: 'Python pipelines.',
    });
    const admin = await accountOfKind(ctx, 'Ama Admin', 'admin');
    const scores = (await scoresOf(id, admin.cookie)).json<MatchScores>();
    expect(scores.origin).toBeNull();
    expect(scores.referrers.map((entry) => [entry.name, entry.role])).toEqual([
      ['Hi High', 'would-choose'],
      ['Lo Low', null],
    ]);
    expect(scores.referrers[0]!.id).toBe(best.referrerId);
  });
});
