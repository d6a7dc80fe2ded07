import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRequest, type AssignmentSettings } from '../../src/server/assignment/assign';
import { jobs, referralRequestEvents, referralRequests, referrers, users } from '../../src/server/db/schema';
import { referrerAtCapacityMessage } from '../../src/shared/responseStats';
import { shareLinkMessages, shareLinkNotices } from '../../src/shared/shareLinks';
import type { ShareTarget } from '../../src/shared/schemas/shareLinks';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * Share links that credit the referrer: a referrer makes a link to their profile or a job at their company; visits are
 * counted; a request through it goes to them while they can take it, else is matched as usual and the candidate is
 * told why; a forged token is no link.
 */
const assignmentSettings: AssignmentSettings = {
  answerWithinMs: 3 * 24 * 60 * 60 * 1000,
  maxReassignments: 2,
  linkOrigin: 'http://localhost',
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let companies = 0;
const newCompany = () => `Sharevale${++companies}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function referrerAt(company: string, name: string) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
  await ctx.db
    .update(referrers)
    .set({ verifiedAt: new Date(), verifiedEmail: `${name.split(' ')[0]!.toLowerCase()}@${company}.example` })
    .where(eq(referrers.id, profile!.id));
  return { ...account, referrerId: profile!.id, companyId: profile!.companyId };
}

async function makeLink(cookie: string, jobId: number | null) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/share-links',
    headers: { cookie },
    payload: { jobId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShareTarget>().link!;
}

const targets = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/me/share-links', headers: { cookie } })).json<ShareTarget[]>();

const visit = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/share-links/visits', payload: { token } });

const stored = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;

describe('share links', () => {
  it('makes one opaque link per target, to the profile or an open job at the company, and counts its visits', async () => {
    const company = newCompany();
    const rae = await referrerAt(company, 'Rae Sharer');
    const [job] = await ctx.db
      .insert(jobs)
      .values({
        title: 'Data Engineer',
        type: 'Full-time',
        companyId: rae.companyId,
        location: 'Remote',
        experienceLevel: 'Senior',
      })
      .returning();
    const profileLink = await makeLink(rae.cookie, null);
    expect(profileLink.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(profileLink.path).toBe(`/referrer/${rae.referrerId}?ref=${profileLink.token}`);
    // Asked again, the same link: one per target.
    expect((await makeLink(rae.cookie, null)).token).toBe(profileLink.token);
    const jobLink = await makeLink(rae.cookie, job!.id);
    expect(jobLink.path).toBe(`/jobs/${job!.id}?ref=${jobLink.token}`);
    // No personal data in the link.
    expect(jobLink.path).not.toMatch(/rae|sharer/i);

    expect((await visit(profileLink.token)).statusCode).toBe(204);
    expect((await visit(profileLink.token)).statusCode).toBe(204);
    // A forged or unknown token counts nothing and is answered the same.
    expect((await visit('forged-token-of-22char')).statusCode).toBe(204);
    expect((await visit('<script>')).statusCode).toBe(204);

    expect(await targets(rae.cookie)).toEqual([
      { jobId: null, title: 'Your profile', link: { ...profileLink, visits: 2, requests: 0 } },
      { jobId: job!.id, title: 'Data Engineer', link: { ...jobLink, visits: 0, requests: 0 } },
    ]);

    // A job at another company is no target of theirs.
    const other = await referrerAt(newCompany(), 'Oli Other');
    const [foreignJob] = await ctx.db
      .insert(jobs)
      .values({
        title: 'Elsewhere',
        type: 'Full-time',
        companyId: other.companyId,
        location: 'Remote',
        experienceLevel: 'Senior',
      })
      .returning();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/share-links',
      headers: { cookie: rae.cookie },
      payload: { jobId: foreignJob!.id },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('gives a request through the link to its referrer, and counts it on their link', async () => {
    const company = newCompany();
    await referrerAt(company, 'Ada Another');
    const rae = await referrerAt(company, 'Rae Linked');
    const link = await makeLink(rae.cookie, null);
    const sent = await sendReferralRequest(ctx.app, { company, shareToken: link.token });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number), pendingAssignment: false });
    const request = await stored(sent.json<{ id: number }>().id);
    expect(request.referrerId).toBe(rae.referrerId);
    expect((await targets(rae.cookie))[0]!.link).toMatchObject({ requests: 1 });
  });

  it('matches as usual, and says why, when the link’s referrer cannot take it', async () => {
    const company = newCompany();
    const rae = await referrerAt(company, 'Rae Full');
    await ctx.db.update(referrers).set({ weeklyCap: 1 }).where(eq(referrers.id, rae.referrerId));
    const link = await makeLink(rae.cookie, null);
    expect((await sendReferralRequest(ctx.app, { company, shareToken: link.token })).statusCode).toBe(201);

    const second = await sendReferralRequest(ctx.app, { company, shareToken: link.token });
    expect(second.statusCode).toBe(201);
    const notice = shareLinkNotices.atCapacity('Rae Full', company);
    expect(notice).toBe(
      `Rae Full can't take new requests this week, so we'll match you with someone else at ${company}.`,
    );
    expect(second.json()).toEqual({ id: expect.any(Number), pendingAssignment: true, notice });
    const events = await ctx.db
      .select()
      .from(referralRequestEvents)
      .where(eq(referralRequestEvents.referralRequestId, second.json<{ id: number }>().id));
    expect(events.map((event) => event.reason)).toEqual([notice]);
    expect((await targets(rae.cookie))[0]!.link).toMatchObject({ requests: 2 });

    // At another company than the one the request names: matched there.
    const elsewhere = await sendReferralRequest(ctx.app, { company: 'Globex', shareToken: link.token });
    expect(elsewhere.json()).toMatchObject({
      pendingAssignment: true,
      notice: shareLinkNotices.otherCompany('Rae Full', company, 'Globex'),
    });
  });

  /** The reasons of a request's history, oldest first. */
  const historyReasons = async (id: number) =>
    (
      await ctx.db
        .select({ reason: referralRequestEvents.reason })
        .from(referralRequestEvents)
        .where(eq(referralRequestEvents.referralRequestId, id))
        .orderBy(referralRequestEvents.id)
    ).map((event) => event.reason);

  it('matches a request from a full referrer’s own profile link with someone else, and refuses it without the link', async () => {
    const company = newCompany();
    const ada = await referrerAt(company, 'Ada Roomy');
    const rae = await referrerAt(company, 'Rae Busy');
    const oli = await referrerAt(newCompany(), 'Oli Elsewhere');
    await ctx.db.update(referrers).set({ weeklyCap: 1 }).where(eq(referrers.id, rae.referrerId));
    const link = await makeLink(rae.cookie, null);
    const othersLink = await makeLink(oli.cookie, null);
    const toRae = (changes: Record<string, string> = {}) =>
      sendReferralRequest(ctx.app, { company, referrerId: String(rae.referrerId), ...changes });
    const first = await toRae({ shareToken: link.token });
    expect(first.json()).toEqual({ id: expect.any(Number), pendingAssignment: false });

    // Full now: through their own link, the request is matched as one without a referrer, and says why.
    const sent = await toRae({ shareToken: link.token });
    expect(sent.statusCode, sent.body).toBe(201);
    const notice = shareLinkNotices.atCapacity('Rae Busy', company);
    expect(sent.json()).toEqual({ id: expect.any(Number), pendingAssignment: true, notice });
    const request = await stored(sent.json<{ id: number }>().id);
    expect(request).toMatchObject({ referrerId: null, pendingAssignment: true, company });
    expect(await historyReasons(request.id)).toEqual([notice]);
    // The link brought it, though it went to someone else.
    expect((await targets(rae.cookie))[0]!.link).toMatchObject({ requests: 2 });
    // The matcher gives it to the colleague with room, never to the full referrer.
    expect(await assignRequest(ctx.db, request.id, new Date(), assignmentSettings)).toEqual({
      outcome: 'matched',
      referrerId: ada.referrerId,
    });

    // A plain visit, a forged token or another referrer's link: refused as before, and nothing stored.
    const refusal = referrerAtCapacityMessage('Rae Busy', company);
    for (const shareToken of [undefined, 'AAAAAAAAAAAAAAAAAAAAAA', 'not a token', othersLink.token]) {
      const refused = await toRae(shareToken === undefined ? {} : { shareToken });
      expect(refused.statusCode, shareToken).toBe(409);
      expect(refused.json()).toMatchObject({ message: refusal });
    }
    const [{ count } = { count: 0 }] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(referralRequests)
      .where(eq(referralRequests.company, company));
    expect(count).toBe(2);
  });

  it('matches a request from the own link of a referrer who no longer reads requests, and says why', async () => {
    const company = newCompany();
    await referrerAt(company, 'Ada Reading');
    const pia = await referrerAt(company, 'Pia Paused');
    const link = await makeLink(pia.cookie, null);
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, pia.id));
    const toPia = (changes: Record<string, string> = {}) =>
      sendReferralRequest(ctx.app, { company, referrerId: String(pia.referrerId), ...changes });

    const sent = await toPia({ shareToken: link.token });
    expect(sent.statusCode, sent.body).toBe(201);
    const notice = shareLinkNotices.notReading('Pia Paused', company);
    expect(sent.json()).toEqual({ id: expect.any(Number), pendingAssignment: true, notice });
    expect(await historyReasons(sent.json<{ id: number }>().id)).toEqual([notice]);

    // Without the link: matched past them as before, with no notice.
    const plain = await toPia();
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toEqual({ id: expect.any(Number), pendingAssignment: true });
    expect(await historyReasons(plain.json<{ id: number }>().id)).toEqual([
      'Not sent to Pia Paused (not on ReferBridge yet)',
    ]);
  });

  it('tells a page whose share link a token is, and answers 404 for a forged or unknown one', async () => {
    const rae = await referrerAt(newCompany(), 'Rae Owner');
    const link = await makeLink(rae.cookie, null);
    const found = await ctx.app.inject({ url: `/api/share-links/${link.token}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ referrerId: rae.referrerId, jobId: null });
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      const missing = await ctx.app.inject({ url: `/api/share-links/${token}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: shareLinkMessages.linkNotFound });
    }
  });

  it('sends a request with a forged token as if it had none', async () => {
    const company = newCompany();
    await referrerAt(company, 'Rae Plain');
    for (const shareToken of ['AAAAAAAAAAAAAAAAAAAAAA', 'not a token', '<b>x</b>']) {
      const sent = await sendReferralRequest(ctx.app, { company, shareToken });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toEqual({ id: expect.any(Number), pendingAssignment: true });
      expect((await stored(sent.json<{ id: number }>().id)).shareLinkId).toBeNull();
    }
  });

  it('answers only referrers, before reading the body', async () => {
    const candidate = await accountOfKind(ctx, 'Cy Candidate', 'candidate');
    expect((await ctx.app.inject({ url: '/api/me/share-links' })).statusCode).toBe(401);
    const asCandidate = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/share-links',
      headers: { cookie: candidate.cookie },
      payload: { jobId: 'nonsense' },
    });
    expect(asCandidate.statusCode).toBe(404);
  });
});
