import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  requestVersions,
  userNotifications,
} from '../../src/server/db/schema';
import { EXPIRED_ASK_REASON, expireChangeAsks } from '../../src/server/repositories/requestChanges';
import { deleteAccount } from '../../src/server/repositories/accountDeletion';
import { askChangesMessages, sendChangesMessages } from '../../src/shared/requestChanges';
import { changesRefusals, OPEN_STATUSES } from '../../src/shared/requestLifecycle';
import { multipart, pdfUpload, sendReferralRequest, type Upload } from './fixtures/forms';
import { minimalDocx, minimalPdf } from './fixtures/resumes';
import { createTestApp, registerAccount } from './helpers';

/**
 * "Ask for changes" on the real database: the referrer's ask, the candidate's answer with every earlier version kept
 * (the old resume still downloadable), the refusals, and the expiry of an ask nobody answered.
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
const LINK_ORIGIN = 'https://referbridge.example';

beforeAll(async () => {
  ctx = await createTestApp({ mailLinkOrigin: LINK_ORIGIN });
  candidate = await registerAccount(ctx.app, 'Cara Candidate');
  stranger = await registerAccount(ctx.app, 'Sid Stranger');
  referrer = await registerAccount(ctx.app, 'Rita Referrer');
  const onboarding = await ctx.app.inject({
    method: 'POST',
    url: '/api/update-onboarding',
    headers: { cookie: referrer.cookie },
    payload: { name: 'Rita Referrer', title: 'Staff Engineer', company: 'Northwind', role: 'referrer' },
  });
  expect(onboarding.statusCode).toBe(200);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  referrerProfileId = profile!.id;
});
afterAll(() => ctx.close());

/** The requests the current test sent: a candidate has one open request per company, so earlier ones are closed. */
let sentByThisTest: number[] = [];
beforeEach(() => {
  sentByThisTest = [];
});

/**
 * A request the candidate sends the referrer through the form, signed in (or signed out), with a PDF resume. The
 * candidate's requests at that company left open by earlier tests are withdrawn first; a test that keeps two open
 * names another company for the second.
 */
async function sentRequest(signedIn = true, company = 'Northwind') {
  await ctx.db
    .update(referralRequests)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(referralRequests.candidateUserId, candidate.id),
        eq(referralRequests.company, company),
        inArray(referralRequests.status, [...OPEN_STATUSES]),
        sentByThisTest.length ? notInArray(referralRequests.id, sentByThisTest) : undefined,
      ),
    );
  const response = await sendReferralRequest(
    ctx.app,
    { referrerId: String(referrerProfileId), company, message: 'First version of my message.' },
    signedIn ? candidate.cookie : undefined,
  );
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  sentByThisTest.push(id);
  return id;
}

const ask = (account: Account | null, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/changes-asked`,
    headers: account ? { cookie: account.cookie } : {},
    payload,
  });

const answer = (account: Account, id: number, fields: Record<string, string>, uploads: Upload[] = []) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/changes`,
    headers: { cookie: account.cookie },
    payload: multipart(fields, uploads),
  });

const get = (account: Account, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });

const stored = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;
const eventsOf = (id: number) =>
  ctx.db
    .select()
    .from(referralRequestEvents)
    .where(eq(referralRequestEvents.referralRequestId, id))
    .orderBy(referralRequestEvents.id);
const notificationsOf = (userId: number, requestId: number) =>
  ctx.db
    .select({ kind: userNotifications.kind, text: userNotifications.text })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.referralRequestId, requestId)))
    .orderBy(userNotifications.id);
const lastMailTo = async (recipient: string) =>
  (
    await ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipient))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];
const emailOf = async (account: Account) =>
  (await ctx.db.execute<{ email: string }>(sql`select email from users where id = ${account.id}`)).rows[0]!.email;

const NOTE = 'Please put your Kubernetes work first: the team runs everything on it.';

describe('asking for changes', () => {
  it('puts a new request in "changes asked", with the note the candidate reads, and tells them', async () => {
    const id = await sentRequest();
    const response = await ask(referrer, id, { kind: 'resume', note: `  ${NOTE}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'changes_asked',
      changesAsked: { kind: 'resume', note: NOTE },
    });
    const { askedAt, dueAt } = response.json().changesAsked;
    expect(new Date(dueAt).getTime() - new Date(askedAt).getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const mine = await get(candidate, '/api/referral-requests?party=candidate&status=changes_asked');
    expect(mine.json()).toEqual([
      expect.objectContaining({ id, changesAsked: expect.objectContaining({ note: NOTE }) }),
    ]);
    const history = await get(candidate, `/api/referral-requests/${id}/history`);
    expect(history.json().at(-1)).toMatchObject({
      fromStatus: 'new',
      toStatus: 'changes_asked',
      actorParty: 'referrer',
      actorName: 'Rita Referrer',
      reason: NOTE,
      changesKind: 'resume',
    });
    const counts = await get(referrer, '/api/referral-requests/counts?party=referrer');
    expect(counts.json().changes_asked).toBeGreaterThanOrEqual(1);

    expect(await notificationsOf(candidate.id, id)).toEqual([
      { kind: 'request-changes-asked', text: 'Rita Referrer asked for changes to your request at Northwind' },
    ]);
    const mail = await lastMailTo(await emailOf(candidate));
    expect(mail?.subject).toBe('Your referrer asked for changes');
    expect(mail?.text).toContain(`What they ask for: A revised resume. “${NOTE}”`);
  });

  it.each([
    [{ kind: 'resume', note: '   ' }, askChangesMessages.noteRequired],
    [{ kind: 'resume' }, askChangesMessages.noteRequired],
    [{ kind: 'haircut', note: NOTE }, askChangesMessages.kindRequired],
    [{ kind: 'message', note: 'x'.repeat(1001) }, askChangesMessages.noteTooLong],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const id = await sentRequest();
    const response = await ask(referrer, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await stored(id)).status).toBe('new');
  });

  it('refuses with 409 once the referrer decided, to the candidate, twice, and for a request sent signed out', async () => {
    const accepted = await sentRequest();
    await ctx.db.update(referralRequests).set({ status: 'accepted' }).where(eq(referralRequests.id, accepted));
    expect((await ask(referrer, accepted, { kind: 'job', note: NOTE })).json()).toEqual({
      message: changesRefusals.askTooLate('accepted'),
    });

    const id = await sentRequest(true, 'Northwind Labs');
    const byCandidate = await ask(candidate, id, { kind: 'job', note: NOTE });
    expect(byCandidate.statusCode).toBe(409);
    expect(byCandidate.json()).toEqual({ message: changesRefusals.askNotReferrer });
    expect((await ask(referrer, id, { kind: 'job', note: NOTE })).statusCode).toBe(200);
    const again = await ask(referrer, id, { kind: 'job', note: NOTE });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: changesRefusals.alreadyAsked });

    const signedOut = await sentRequest(false);
    const response = await ask(referrer, signedOut, { kind: 'message', note: NOTE });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: changesRefusals.noAccount });
    expect((await stored(signedOut)).status).toBe('new');
  });

  it('answers 404 to someone who is not a party, and reads nothing of the request to them', async () => {
    const id = await sentRequest();
    expect((await ask(stranger, id, { kind: 'job', note: NOTE })).statusCode).toBe(404);
    expect((await get(stranger, `/api/referral-requests/${id}/versions`)).statusCode).toBe(404);
    expect((await answer(stranger, id, { message: 'Mine now' })).statusCode).toBe(404);
    expect((await stored(id)).status).toBe('new');
  });
});

describe("the candidate's answer", () => {
  it('sends a new resume and message: the request is new again, updated, and every version is kept', async () => {
    const id = await sentRequest();
    await ask(referrer, id, { kind: 'resume', note: NOTE });
    const before = await stored(id);
    const newPdf = minimalPdf('Cara Candidate, Kubernetes first');
    const response = await answer(candidate, id, { message: 'Second version: Kubernetes first.' }, [
      pdfUpload({ data: newPdf, name: 'cara-v2.pdf' }),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'new',
      message: 'Second version: Kubernetes first.',
      changesAsked: null,
      resume: { fileName: 'cara-v2.pdf', size: newPdf.length },
    });
    const after = await stored(id);
    expect(after.revisedAt).not.toBeNull();
    // The referrer's time to answer starts again.
    expect(after.assignedAt!.getTime()).toBeGreaterThan(before.assignedAt!.getTime());

    const versions = await get(referrer, `/api/referral-requests/${id}/versions`);
    expect(versions.statusCode).toBe(200);
    const [first, second] = versions.json();
    expect(versions.json()).toHaveLength(2);
    expect(first).toMatchObject({
      number: 1,
      current: false,
      message: 'First version of my message.',
      resume: { fileName: 'cara-resume.pdf', mimeType: 'application/pdf', size: minimalPdf().length },
      sentAt: before.createdAt.toISOString(),
    });
    expect(second).toMatchObject({
      id: null,
      number: 2,
      current: true,
      message: 'Second version: Kubernetes first.',
      resume: { fileName: 'cara-v2.pdf' },
      sentAt: after.revisedAt!.toISOString(),
    });

    // The old resume stays downloadable by both parties, byte for byte; the current one is the new file.
    for (const party of [referrer, candidate]) {
      const old = await get(party, `/api/referral-requests/${id}/versions/${first.id}/resume`);
      expect(old.statusCode).toBe(200);
      expect(old.rawPayload.equals(minimalPdf())).toBe(true);
      expect(old.headers['content-disposition']).toContain('cara-resume.pdf');
    }
    expect((await get(referrer, `/api/referral-requests/${id}/resume`)).rawPayload.equals(newPdf)).toBe(true);
    expect((await get(stranger, `/api/referral-requests/${id}/versions/${first.id}/resume`)).statusCode).toBe(404);

    const history = (await get(referrer, `/api/referral-requests/${id}/history`)).json();
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'changes_asked',
      toStatus: 'new',
      actorParty: 'candidate',
      reason: 'Sent a new resume, a new message',
    });
    expect(await notificationsOf(referrer.id, id)).toContainEqual({
      kind: 'request-changes-sent',
      text: 'Cara Candidate sent the changes you asked for at Northwind',
    });
    expect((await lastMailTo(await emailOf(referrer)))?.subject).toBe('Cara Candidate sent the changes you asked for');
  });

  it('sends a job alone, leaving the resume as it was', async () => {
    const id = await sentRequest();
    await ask(referrer, id, { kind: 'job', note: 'Which role? We have three open.' });
    const response = await answer(candidate, id, { jobTitle: 'Platform Engineer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'new', jobTitle: 'Platform Engineer', jobId: null });
    const versions = (await get(candidate, `/api/referral-requests/${id}/versions`)).json();
    expect(versions.map((version: { jobTitle: string | null }) => version.jobTitle)).toEqual([
      null,
      'Platform Engineer',
    ]);
  });

  it('refuses an answer that changes nothing (400), one nobody asked for and one by the referrer (409)', async () => {
    const id = await sentRequest();
    const notAsked = await answer(candidate, id, { message: 'Something new' });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json()).toEqual({ message: changesRefusals.nothingAsked('new') });

    await ask(referrer, id, { kind: 'message', note: NOTE });
    const same = await answer(candidate, id, { message: 'First version of my message.' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: sendChangesMessages.nothingChanged });
    const byReferrer = await answer(referrer, id, { message: 'I rewrote it for you' });
    expect(byReferrer.statusCode).toBe(409);
    expect(byReferrer.json()).toEqual({ message: changesRefusals.answerNotCandidate });
    const notAResume = await answer(candidate, id, {}, [
      pdfUpload({ data: Buffer.from('#!/bin/sh\necho hi\n'), name: 'cv.pdf' }),
    ]);
    expect(notAResume.statusCode).toBe(400);
    expect(notAResume.json().message).toBe('Only .pdf, .doc, and .docx files are accepted');
    expect((await stored(id)).status).toBe('changes_asked');
    expect(await ctx.db.select().from(requestVersions).where(eq(requestVersions.referralRequestId, id))).toEqual([]);
  });

  it('lets the candidate withdraw and the referrer decline while changes are asked', async () => {
    const id = await sentRequest();
    await ask(referrer, id, { kind: 'message', note: NOTE });
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${id}/moves`,
      headers: { cookie: referrer.cookie },
      payload: { action: 'decline', reason: 'The role closed.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', changesAsked: null });
  });

  it("removes every replaced version with the sender's account", async () => {
    const leaving = await registerAccount(ctx.app, 'Lee Leaving');
    const response = await sendReferralRequest(
      ctx.app,
      { referrerId: String(referrerProfileId), message: 'Mine.' },
      leaving.cookie,
    );
    const id = response.json<{ id: number }>().id;
    await ask(referrer, id, { kind: 'resume', note: NOTE });
    expect((await answer(leaving, id, {}, [pdfUpload({ data: minimalDocx(), name: 'cv.docx' })])).statusCode).toBe(200);
    expect(await ctx.db.select().from(requestVersions).where(eq(requestVersions.referralRequestId, id))).toHaveLength(
      1,
    );
    await deleteAccount(ctx.db, leaving.id, { maxReassignments: 3, linkOrigin: LINK_ORIGIN });
    expect(await ctx.db.select().from(requestVersions).where(eq(requestVersions.referralRequestId, id))).toEqual([]);
  });
});

describe('an ask nobody answers', () => {
  it('closes the request after 7 days through the sweep, and tells both sides', async () => {
    const due = await sentRequest();
    const notYet = await sentRequest(true, 'Northwind Labs');
    await ask(referrer, due, { kind: 'message', note: NOTE });
    await ask(referrer, notYet, { kind: 'message', note: NOTE });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await ctx.db
      .update(referralRequests)
      .set({ changesAskedAt: daysAgo(7.01) })
      .where(eq(referralRequests.id, due));
    await ctx.db
      .update(referralRequests)
      .set({ changesAskedAt: daysAgo(6.9) })
      .where(eq(referralRequests.id, notYet));

    expect(await expireChangeAsks(ctx.db, now, LINK_ORIGIN)).toBe(1);
    expect((await stored(due)).status).toBe('withdrawn');
    expect((await stored(notYet)).status).toBe('changes_asked');
    expect((await eventsOf(due)).at(-1)).toMatchObject({
      fromStatus: 'changes_asked',
      toStatus: 'withdrawn',
      actorParty: 'system',
      actorUserId: null,
      reason: EXPIRED_ASK_REASON,
    });
    expect((await notificationsOf(candidate.id, due)).at(-1)).toEqual({
      kind: 'request-changes-expired',
      text: 'Your request at Northwind closed: the changes asked for were not sent within 7 days',
    });
    expect((await notificationsOf(referrer.id, due)).at(-1)).toEqual({
      kind: 'request-ask-expired',
      text: 'The request from Cara Candidate at Northwind closed: the changes you asked for did not come within 7 days',
    });
    expect((await lastMailTo(await emailOf(candidate)))?.subject).toBe('Your referral request closed');
    expect((await lastMailTo(await emailOf(referrer)))?.subject).toBe('The request from Cara Candidate closed');

    // Run again, nothing more is due; a week later, the other one is.
    expect(await expireChangeAsks(ctx.db, now, LINK_ORIGIN)).toBe(0);
    expect(await expireChangeAsks(ctx.db, daysAgo(-1), LINK_ORIGIN)).toBeGreaterThanOrEqual(1);
    expect((await stored(notYet)).status).toBe('withdrawn');
  });
});
