import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, referralRequests, referrers, users } from '../../src/server/db/schema';
import { REQUEST_NOTICE_VERSION, requestNoticeMessages } from '../../src/shared/requestNotice';
import { multipart, pdfUpload, referralRequestFields, sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * Item 4 and 5 of the privacy work: a request stores the version of the notice its candidate saw (who receives the
 * resume, and that they may pass it to their company's hiring team), and a referrer reads the candidate's e-mail and
 * phone only once they accept the request, wherever the request reaches them.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Account = { id: number; cookie: string };

let ctx: TestApp;
let candidate: Account;
let referrer: Account;
let admin: Account;
let referrerId: number;
let referrerEmail: string;
let sent = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await accountOfKind(ctx, 'Cora Consent', 'candidate');
  admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
  referrer = await accountOfKind(ctx, 'Rene Referrer', 'referrer', 'Northwind');
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  referrerId = profile!.id;
  const [account] = await ctx.db.select().from(users).where(eq(users.id, referrer.id));
  referrerEmail = account!.email;
});
afterAll(() => ctx.close());

const countRequests = async () =>
  (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(referralRequests))[0]!.total;

/** A request from `candidate` to the referrer, with contact details of its own; answers its id and those details. */
async function requestToReferrer() {
  sent += 1;
  const contact = { email: `cora.${sent}@example.com`, phone: `+44 20 7946 ${String(1000 + sent)}` };
  const response = await sendReferralRequest(
    ctx.app,
    // Each names another office of the company: a candidate has one open request per company.
    { ...contact, company: `Northwind ${sent}`, referrerId: String(referrerId), jobTitle: 'Platform Engineer' },
    candidate.cookie,
  );
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ id: number }>().id, ...contact };
}

type Listed = { id: number; status: string; email?: string; phone?: string; name: string };

async function listAs(account: Account, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/referral-requests${query}`,
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Listed[]>();
}

const listedAs = async (account: Account, id: number) => (await listAs(account)).find((item) => item.id === id);

function move(account: Account, id: number, action: string, reason?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie: account.cookie },
    payload: { action, ...(reason ? { reason } : {}) },
  });
}

describe('the notice the request modal shows', () => {
  it('is stored with the request, as the version the candidate saw', async () => {
    const response = await sendReferralRequest(ctx.app, {}, candidate.cookie);
    expect(response.statusCode).toBe(201);
    const [stored] = await ctx.db
      .select({ noticeVersion: referralRequests.noticeVersion })
      .from(referralRequests)
      .where(eq(referralRequests.id, response.json<{ id: number }>().id));
    expect(stored!.noticeVersion).toBe(REQUEST_NOTICE_VERSION);
  });

  it.each([
    ['a version no modal showed', { noticeVersion: '1999-01-01' }],
    ['no version at all', { noticeVersion: undefined }],
  ])('refuses a request with %s, saying what to do, and stores nothing', async (_, changes) => {
    const before = await countRequests();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-referral-request',
      payload: multipart(referralRequestFields(changes), [pdfUpload()]),
      headers: { cookie: candidate.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: requestNoticeMessages.outOfDate,
      errors: { noticeVersion: requestNoticeMessages.outOfDate },
    });
    expect(await countRequests()).toBe(before);
  });
});

describe("a candidate's e-mail and phone, as their referrer reads them", () => {
  it('are left out of the inbox until the referrer accepts, and given with the accept and after it', async () => {
    const request = await requestToReferrer();

    const before = await listedAs(referrer, request.id);
    expect(before).toMatchObject({ name: 'Cara Candidate', status: 'new' });
    // Absent, not emptied: the answer does not carry them at all.
    expect(before).not.toHaveProperty('email');
    expect(before).not.toHaveProperty('phone');

    const accepted = await move(referrer, request.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', email: request.email, phone: request.phone });
    expect(await listedAs(referrer, request.id)).toMatchObject({ email: request.email, phone: request.phone });

    // Put forward, the referrer still has them.
    expect((await move(referrer, request.id, 'refer')).json()).toMatchObject({ email: request.email });
    expect(await listedAs(referrer, request.id)).toMatchObject({ status: 'referred', phone: request.phone });
  });

  it('are left out of the answer to a decline, and out of the inbox once a yes is taken back', async () => {
    const declinedNew = await requestToReferrer();
    const declined = await move(referrer, declinedNew.id, 'decline', 'We are not hiring for this team.');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).not.toHaveProperty('email');
    expect(declined.json()).not.toHaveProperty('phone');

    const withdrawnAfterYes = await requestToReferrer();
    expect((await move(referrer, withdrawnAfterYes.id, 'accept')).statusCode).toBe(200);
    expect((await move(candidate, withdrawnAfterYes.id, 'withdraw')).statusCode).toBe(200);
    const listed = await listedAs(referrer, withdrawnAfterYes.id);
    expect(listed).toMatchObject({ status: 'withdrawn' });
    expect(listed).not.toHaveProperty('email');
    expect(listed).not.toHaveProperty('phone');
  });

  it('are always there for the candidate who sent the request, and for admins', async () => {
    const request = await requestToReferrer();
    expect(await listedAs(candidate, request.id)).toMatchObject({ email: request.email, phone: request.phone });
    expect(await listedAs(admin, request.id)).toMatchObject({ email: request.email, phone: request.phone });
  });

  it('cannot be found by searching the inbox for them before the referrer accepts', async () => {
    const request = await requestToReferrer();
    const search = `?party=referrer&search=${encodeURIComponent(request.email)}`;
    expect(await listAs(referrer, search)).toEqual([]);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/counts${search}`,
      headers: { cookie: referrer.cookie },
    });
    expect(counts.json()).toMatchObject({ new: 0 });
    // Its candidate finds it by the address; the referrer, once they accept.
    expect((await listAs(candidate, `?search=${encodeURIComponent(request.email)}`)).map((item) => item.id)).toEqual([
      request.id,
    ]);
    await move(referrer, request.id, 'accept');
    expect((await listAs(referrer, search)).map((item) => item.id)).toEqual([request.id]);
  });

  it('are not in the mail that tells the referrer of the request, nor in their notifications', async () => {
    const request = await requestToReferrer();
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, referrerEmail))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe('New referral request from Cara Candidate');
    expect(mail!.text).toContain('I would love a referral for the platform team.');
    expect(mail!.text).not.toContain(request.email);
    expect(mail!.text).not.toContain(request.phone);

    // The live stream sends each notification as /api/me/notifications lists it (liveUpdates.test.ts reads the stream).
    const notifications = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: { cookie: referrer.cookie },
    });
    expect(notifications.statusCode).toBe(200);
    expect(notifications.body).toContain(`"referralRequestId":${request.id}`);
    expect(notifications.body).not.toContain(request.email);
    expect(notifications.body).not.toContain(request.phone);
  });
});
