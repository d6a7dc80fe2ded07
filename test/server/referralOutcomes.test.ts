import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  referralRequests,
  referrers,
  requestFollowLinks,
  userNotifications,
  users,
} from '../../src/server/db/schema';
import { hashResetToken } from '../../src/server/repositories/passwordResets';
import { followUpReferrals } from '../../src/server/jobs/referralOutcomes';
import type { ReferralRequestStatus } from '../../src/shared/referralRequest';
import { submissionMessages } from '../../src/shared/requestLifecycle';
import { accountOfKind, createTestApp } from './helpers';

/**
 * What happened after "referred", on the real database: the referrer's submission day, the candidate's progress
 * reports, a hire counted only once confirmed, and the job queue's confirmations and reminders (dates moved back in
 * the database, as the other job tests do).
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

interface Account {
  id: number;
  cookie: string;
}
let candidate: Account;
let referrer: Account;
let stranger: Account;
let referrerProfileId: number;

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const LINK_ORIGIN = 'https://referbridge.example';

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await accountOfKind(ctx, 'Cara Candidate', 'candidate');
  referrer = await accountOfKind(ctx, 'Rita Referrer', 'referrer');
  stranger = await accountOfKind(ctx, 'Sid Stranger', 'candidate');
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  referrerProfileId = profile!.id;
});
afterAll(() => ctx.close());

async function requestAt(status: ReferralRequestStatus, fields: Partial<typeof referralRequests.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(referralRequests)
    .values({
      referrerId: referrerProfileId,
      candidateUserId: candidate.id,
      name: 'Cara Candidate',
      email: 'cara@example.com',
      phone: '+44 20 7946 0000',
      company: 'Northwind',
      jobTitle: 'Staff Engineer',
      experience: 4,
      message: 'I would love a referral.',
      status,
      createdAt: daysAgo(40),
      ...(status === 'referred' ? { referredAt: new Date() } : {}),
      ...fields,
    })
    .returning({ id: referralRequests.id });
  return row!.id;
}

const move = (account: Account, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie: account.cookie },
    payload,
  });
const recordSubmission = (account: Account, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/referral-requests/${id}/submission`,
    headers: { cookie: account.cookie },
    payload,
  });
const history = async (account: Account, id: number) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${id}/history`,
      headers: { cookie: account.cookie },
    })
  ).json<Array<Record<string, unknown>>>();

/** The successful referrals the referrer's public card shows. */
const cardCount = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/referrer/${referrerProfileId}` })).json<{
    successfulReferrals: number;
  }>().successfulReferrals;
/** The card's count, once any change the database announced reached the catalogue's cache. */
const expectCardCount = (count: number) => expect.poll(cardCount, { timeout: 5000 }).toBe(count);

const rowOf = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;

describe("the referrer's submission day", () => {
  it('goes with "Mark referred", shows in the history and on the request', async () => {
    const id = await requestAt('accepted');
    const today = isoDay(new Date());
    const response = await move(referrer, id, { action: 'refer', submittedOn: today });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'referred', submittedOn: today });
    expect(await history(candidate, id)).toEqual([
      expect.objectContaining({ toStatus: 'referred', kind: 'change', submittedOn: null }),
      expect.objectContaining({ toStatus: 'referred', kind: 'submitted', submittedOn: today, actorParty: 'referrer' }),
    ]);
    expect((await rowOf(id)).referredAt).not.toBeNull();
  });

  it('is recorded later on a referred request, and recorded again replaces it', async () => {
    const id = await requestAt('referred');
    const first = await recordSubmission(referrer, id, { submittedOn: isoDay(daysAgo(3)) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ submittedOn: isoDay(daysAgo(3)) });
    const second = await recordSubmission(referrer, id, { submittedOn: isoDay(daysAgo(2)) });
    expect(second.json()).toMatchObject({ submittedOn: isoDay(daysAgo(2)) });
    expect((await history(referrer, id)).map((event) => event.submittedOn)).toEqual([
      isoDay(daysAgo(3)),
      isoDay(daysAgo(2)),
    ]);
  });

  it.each<[string, () => string, string]>([
    ['in the future', () => isoDay(new Date(Date.now() + 2 * DAY_MS)), submissionMessages.inFuture],
    ['before the request was sent', () => isoDay(daysAgo(45)), submissionMessages.beforeRequest],
    ['not a day', () => '2026-02-30', submissionMessages.dayInvalid],
    ['empty', () => '', submissionMessages.dayRequired],
  ])('refuses a day %s with 400, storing nothing', async (_, day, message) => {
    const id = await requestAt('referred');
    const response = await recordSubmission(referrer, id, { submittedOn: day() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const viaMove = await move(referrer, await requestAt('accepted'), { action: 'refer', submittedOn: day() });
    expect(viaMove.statusCode).toBe(day() === '' ? 200 : 400);
    expect((await rowOf(id)).submittedOn).toBeNull();
    expect(await history(referrer, id)).toEqual([]);
  });

  it('is for the referrer of a referred request only; a stranger reads nothing of it', async () => {
    const accepted = await requestAt('accepted');
    const early = await recordSubmission(referrer, accepted, { submittedOn: isoDay(new Date()) });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: submissionMessages.onlyReferred });
    const id = await requestAt('referred');
    const byCandidate = await recordSubmission(candidate, id, { submittedOn: isoDay(new Date()) });
    expect(byCandidate.statusCode).toBe(409);
    const byStranger = await recordSubmission(stranger, id, { submittedOn: isoDay(new Date()) });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toEqual({ message: 'Referral request not found' });
    expect((await rowOf(id)).submittedOn).toBeNull();
  });
});

describe("the candidate's progress", () => {
  it('is reported step by step, each kept with its date, and a reported hire counts at once', async () => {
    const before = await cardCount();
    const id = await requestAt('referred');
    expect((await move(candidate, id, { action: 'report-interviewing' })).json()).toMatchObject({
      status: 'interviewing',
    });
    const hired = await move(candidate, id, { action: 'report-hired' });
    expect(hired.json()).toMatchObject({ status: 'hired', hireConfirmed: true, hireDisputableUntil: null });
    expect(await history(referrer, id)).toEqual([
      expect.objectContaining({ fromStatus: 'referred', toStatus: 'interviewing', actorParty: 'candidate' }),
      expect.objectContaining({ fromStatus: 'interviewing', toStatus: 'hired', actorParty: 'candidate' }),
    ]);
    await expectCardCount(before + 1);
    const told = await ctx.db
      .select({ text: userNotifications.text })
      .from(userNotifications)
      .where(and(eq(userNotifications.referralRequestId, id), eq(userNotifications.userId, referrer.id)));
    expect(told.map(({ text }) => text)).toEqual([
      'Cara Candidate reported: interviewing, for Staff Engineer at Northwind',
      'Cara Candidate reported: hired, for Staff Engineer at Northwind',
    ]);
  });

  it('is the candidate’s alone to report, and ends at "not selected"', async () => {
    const id = await requestAt('referred');
    const byReferrer = await move(referrer, id, { action: 'report-offer' });
    expect(byReferrer.statusCode).toBe(409);
    expect(byReferrer.json()).toEqual({ message: 'Only the candidate who sent this request can report how it went.' });
    expect((await move(candidate, id, { action: 'report-not-selected' })).json()).toMatchObject({
      status: 'not_selected',
    });
    const late = await move(candidate, id, { action: 'report-offer' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This request is not selected: it can no longer be reported as offer.' });
  });
});

describe('a referrer\'s "hired"', () => {
  it('does not count until confirmed, and not at all once the candidate disputes it', async () => {
    const before = await cardCount();
    const id = await requestAt('referred');
    const marked = await move(referrer, id, { action: 'hire' });
    expect(marked.json()).toMatchObject({ status: 'hired', hireConfirmed: false });
    expect(Date.parse(marked.json().hireDisputableUntil) - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    await expectCardCount(before);
    const disputed = await move(candidate, id, { action: 'dispute-hire' });
    expect(disputed.json()).toMatchObject({ status: 'referred', hireConfirmed: false, hireDisputableUntil: null });
    // Even long after, a disputed mark is never confirmed.
    await followUpReferrals(ctx.db, new Date(Date.now() + 20 * DAY_MS), LINK_ORIGIN);
    await expectCardCount(before);
    expect(await history(candidate, id)).toEqual([
      expect.objectContaining({ toStatus: 'hired', actorParty: 'referrer' }),
      expect.objectContaining({ fromStatus: 'hired', toStatus: 'referred', actorParty: 'candidate' }),
    ]);
  });

  it('counts once the candidate confirms it', async () => {
    const before = await cardCount();
    const id = await requestAt('hired', { hireMarkedAt: new Date() });
    expect((await move(candidate, id, { action: 'confirm-hire' })).json()).toMatchObject({ hireConfirmed: true });
    await expectCardCount(before + 1);
    expect((await move(candidate, id, { action: 'dispute-hire' })).statusCode).toBe(409);
  });

  it('is confirmed by the job queue after 14 days undisputed, once, and can no longer be disputed', async () => {
    const before = await cardCount();
    const id = await requestAt('interviewing', { referredAt: daysAgo(20) });
    expect((await move(referrer, id, { action: 'hire' })).statusCode).toBe(200);
    await ctx.db
      .update(referralRequests)
      .set({ hireMarkedAt: daysAgo(13) })
      .where(eq(referralRequests.id, id));
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    await expectCardCount(before);
    await ctx.db
      .update(referralRequests)
      .set({ hireMarkedAt: daysAgo(15) })
      .where(eq(referralRequests.id, id));
    const late = await move(candidate, id, { action: 'dispute-hire' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'This hire is already confirmed: it can no longer be disputed or confirmed.',
    });
    expect((await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN)).hiresConfirmed).toBeGreaterThanOrEqual(1);
    expect((await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN)).hiresConfirmed).toBe(0);
    await expectCardCount(before + 1);
    expect((await rowOf(id)).hireConfirmedAt).not.toBeNull();
    expect((await history(referrer, id)).at(-1)).toMatchObject({ kind: 'hire-confirmed', actorParty: 'system' });
  });
});

describe('the reminders at 14 and 30 days', () => {
  const remindersOf = async (id: number) =>
    ctx.db
      .select({ userId: userNotifications.userId, kind: userNotifications.kind, text: userNotifications.text })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.referralRequestId, id),
          inArray(userNotifications.kind, ['outcome-reminder-to-referrer', 'outcome-reminder-to-candidate']),
        ),
      );
  const mailsTo = async (userId: number) => {
    const [account] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account!.email));
  };

  it('reminds each side once at 14 days and once at 30 while nothing is reported', async () => {
    const id = await requestAt('referred', { referredAt: daysAgo(13) });
    const candidateMails = (await mailsTo(candidate.id)).length;
    const referrerMails = (await mailsTo(referrer.id)).length;
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    expect(await remindersOf(id)).toEqual([]);

    await ctx.db
      .update(referralRequests)
      .set({ referredAt: daysAgo(15) })
      .where(eq(referralRequests.id, id));
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    expect(await remindersOf(id)).toEqual(
      expect.arrayContaining([
        {
          userId: candidate.id,
          kind: 'outcome-reminder-to-candidate',
          text: '14 days since Rita Referrer referred you for Staff Engineer at Northwind: tell them how it is going in My requests',
        },
        {
          userId: referrer.id,
          // The referrer's own kind: their notification leads to the dashboard, the candidate's to My requests.
          kind: 'outcome-reminder-to-referrer',
          text: '14 days since you referred Cara Candidate for Staff Engineer at Northwind, and no news yet: record when you submitted them, or ask them how it went',
        },
      ]),
    );
    expect(await remindersOf(id)).toHaveLength(2);
    expect((await mailsTo(candidate.id)).length).toBe(candidateMails + 1);
    expect((await mailsTo(referrer.id)).length).toBe(referrerMails + 1);

    await ctx.db
      .update(referralRequests)
      .set({ referredAt: daysAgo(31) })
      .where(eq(referralRequests.id, id));
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    const all = await remindersOf(id);
    expect(all).toHaveLength(4);
    expect(all.filter(({ text }) => text.startsWith('30 days since'))).toHaveLength(2);
    expect((await mailsTo(candidate.id)).at(-1)!.text).toContain(`${LINK_ORIGIN}/profile`);
  });

  it('sends nothing once progress is reported, and only the 30-day one for a referral found late', async () => {
    const reported = await requestAt('referred', { referredAt: daysAgo(1) });
    await move(candidate, reported, { action: 'report-interviewing' });
    await ctx.db
      .update(referralRequests)
      .set({ referredAt: daysAgo(40) })
      .where(eq(referralRequests.id, reported));
    const late = await requestAt('referred', { referredAt: daysAgo(40) });
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    expect(await remindersOf(reported)).toEqual([]);
    const sent = await remindersOf(late);
    expect(sent).toHaveLength(2);
    expect(sent.every(({ text }) => text.startsWith('30 days since'))).toBe(true);
  });

  it("mails a candidate without an account at the request's address, once, with a private link that works", async () => {
    const email = 'signed-out-cara@example.com';
    const id = await requestAt('referred', { referredAt: daysAgo(15), candidateUserId: null, email });
    // A link mailed before, with the request's confirmation.
    await ctx.db
      .insert(requestFollowLinks)
      .values({ referralRequestId: id, tokenHash: hashResetToken('o'.repeat(43)) });
    const remindersTo = () => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    // Two processes running the job at once: the reminder still goes once.
    await Promise.all([
      followUpReferrals(ctx.db, new Date(), LINK_ORIGIN),
      followUpReferrals(ctx.db, new Date(), LINK_ORIGIN),
    ]);
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    const [mail, ...more] = await remindersTo();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('How is your application at Northwind going?');
    expect(mail!.text).toContain('Hello Cara Candidate');
    expect(mail!.text).not.toContain(`${LINK_ORIGIN}/profile`);
    // The link is a secret: the outbox keeps none of it once the mail has left.
    expect(mail!.withholdAfterDelivery).toBe(true);
    const token = new RegExp(`${LINK_ORIGIN}/follow-request\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text)?.[1];
    expect(token).toBeDefined();

    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/followed-request/moves',
      payload: { token, action: 'report-offer' },
    });
    expect(reported.json()).toMatchObject({ status: 'offer' });
    // The link mailed before still opens the request.
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/followed-request?token=${'o'.repeat(43)}` });
    expect(opened.json()).toMatchObject({ status: 'offer' });
    await ctx.db
      .update(referralRequests)
      .set({ referredAt: daysAgo(31) })
      .where(eq(referralRequests.id, id));
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    expect(await remindersTo()).toHaveLength(1);
  });

  it('honours a side that turned notifications off', async () => {
    const quiet = await accountOfKind(ctx, 'Quinn Quiet', 'candidate');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update-onboarding',
      headers: { cookie: quiet.cookie },
      payload: { name: 'Quinn Quiet', role: 'candidate', notifyEmail: false, notifyRealtime: false },
    });
    const id = await requestAt('referred', { referredAt: daysAgo(15), candidateUserId: quiet.id });
    await followUpReferrals(ctx.db, new Date(), LINK_ORIGIN);
    expect((await remindersOf(id)).map(({ userId }) => userId)).toEqual([referrer.id]);
    expect(await mailsTo(quiet.id)).toEqual([]);
  });
});
