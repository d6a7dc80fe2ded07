import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateResumes,
  jobs,
  mailOutbox,
  referralRequests,
  referrerRatings,
  referrers,
  sessions,
  surveyResponses,
  userNotifications,
  users,
} from '../../src/server/db/schema';
import { refreshReferrerStats } from '../../src/server/assignment/referrerStats';
import { accountDeletionMessages, DELETED_ACCOUNT_NAME } from '../../src/shared/accountDeletion';
import type { ReferralRequest, ReferralRequestEvent } from '../../src/shared/schemas/referralRequests';
import { multipart, pdfUpload, sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp, sessionCookie } from './helpers';

/**
 * Deleting an account (DELETE /api/me, and DELETE /api/admin/users/:id for an admin), seen from where it shows: the
 * person's own sessions, the inbox of the referrers they wrote to, the candidates whose requests they held, the
 * catalogue, the outbox and the statistics.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
const PASSWORD = 'password 123';
const DAY_MS = 24 * 60 * 60 * 1000;
let companies = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Account = Awaited<ReturnType<typeof accountOfKind>>;

const call = (
  account: Account | { cookie: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: { cookie: account.cookie }, ...(payload && { payload }) });

const deleteOwnAccount = (account: { cookie: string }, password = PASSWORD) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie: account.cookie }, payload: { password } });

/** A referrer at `company` whose work e-mail is verified, so assignment may give them requests. */
async function verifiedReferrer(name: string, company: string) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db
    .update(referrers)
    .set({ verifiedAt: new Date(), verifiedEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com` })
    .where(eq(referrers.userId, account.id))
    .returning({ id: referrers.id });
  return { ...account, referrerId: profile!.id };
}

async function sendRequest(sender: Account, referrerId: number, company: string, name = 'Dana Deleted') {
  const response = await sendReferralRequest(
    ctx.app,
    {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: '+44 20 7946 0101',
      company,
      referrerId: String(referrerId),
      message: `${name} would love a referral for the platform team.`,
    },
    sender.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function move(account: Account, id: number, action: string) {
  const response = await call(account, 'POST', `/api/referral-requests/${id}/moves`, { action });
  expect(response.statusCode, response.body).toBe(200);
}

const inboxOf = async (referrer: Account) => {
  const response = await call(referrer, 'GET', '/api/referral-requests?party=referrer&limit=100');
  expect(response.statusCode).toBe(200);
  return response.json<ReferralRequest[]>();
};

const stored = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;

const signedIn = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;

async function signInAgain(email: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  return { statusCode: response.statusCode, cookie: sessionCookie(response) };
}

const emailOf = async (userId: number) =>
  (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/**
 * Dana, who is both a candidate and a referrer at her company: she sent Rex a request he has not answered and one he
 * referred (which she rated), answered the survey, saved a resume and posted a job; Carl sent her two requests she has
 * not answered (one of them already moved three times), and she declined a third a moment ago.
 */
async function danasMarketplace() {
  const company = `Delcorp${++companies}`;
  const rex = await verifiedReferrer('Rex Referrer', company);
  const rita = await verifiedReferrer('Rita Referrer', company);
  const dana = await verifiedReferrer('Dana Deleted', company);
  const carl = await accountOfKind(ctx, 'Carl Candidate', 'candidate');
  const danaEmail = await emailOf(dana.id);
  // A second device.
  const otherDevice = await signInAgain(danaEmail);
  expect(otherDevice.statusCode).toBe(200);

  // One open request per company, as the request names it: her first names the company's European office.
  const unanswered = await sendRequest(dana, rex.referrerId, `${company} EU`);
  const referred = await sendRequest(dana, rex.referrerId, company);
  await move(rex, referred, 'accept');
  await move(rex, referred, 'refer');
  const rated = await call(dana, 'POST', `/api/referral-requests/${referred}/rating`, {
    stars: 5,
    comment: 'Quick and kind.',
  });
  expect(rated.statusCode).toBe(201);

  const survey = await call(dana, 'POST', '/api/survey', { contactConsent: 'no', delightRating: 4 });
  expect(survey.statusCode).toBe(201);
  const resume = await ctx.app.inject({
    method: 'PUT',
    url: '/api/me/resume',
    headers: { cookie: dana.cookie },
    payload: multipart({}, [pdfUpload()]),
  });
  expect(resume.statusCode).toBe(200);
  const job = await call(dana, 'POST', '/api/jobs', {
    title: 'Platform Engineer',
    type: 'Full-time',
    company,
    location: 'Remote',
    experienceLevel: 'Senior',
    description: 'Keep the platform our product teams deploy on fast, safe and boring, with a team that cares.',
  });
  expect(job.statusCode, job.body).toBe(201);

  const toDana = await sendRequest(carl, dana.referrerId, company, 'Carl Candidate');
  const spentToDana = await sendRequest(carl, dana.referrerId, `${company} EU`, 'Carl Candidate');
  await ctx.db.update(referralRequests).set({ reassignments: 3 }).where(eq(referralRequests.id, spentToDana));
  // From another candidate: Carl's first request at the company is still open.
  const cleo = await accountOfKind(ctx, 'Cleo Candidate', 'candidate');
  const declinedByDana = await sendRequest(cleo, dana.referrerId, company, 'Cleo Candidate');
  const declined = await call(dana, 'POST', `/api/referral-requests/${declinedByDana}/moves`, {
    action: 'decline',
    reason: 'I have just moved teams.',
  });
  expect(declined.statusCode).toBe(200);

  return {
    company,
    rex,
    rita,
    dana: { ...dana, email: danaEmail, otherCookie: otherDevice.cookie! },
    carl,
    sent: { unanswered, referred },
    held: { toDana, spentToDana, declinedByDana },
    jobId: job.json<{ id: number }>().id,
  };
}

/** What the referrers' statistics read: ratings, referrals, response figures, and the requests each has had. */
async function statisticsOf(referrerIds: number[]) {
  await refreshReferrerStats(ctx.db, new Date(Date.now() + 4 * DAY_MS), 3 * DAY_MS);
  const figures = await ctx.db
    .select({
      id: referrers.id,
      rating: referrers.rating,
      ratingCount: referrers.ratingCount,
      successfulReferrals: referrers.successfulReferrals,
      responseRate: referrers.responseRate,
      typicalReplyHours: referrers.typicalReplyHours,
      requests: sql<number>`(select count(*)::int from referral_requests q where q.referrer_id = referrers.id)`,
    })
    .from(referrers)
    .where(inArray(referrers.id, referrerIds))
    .orderBy(referrers.id);
  const [overview] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(referralRequests);
  return { figures, requestsInAll: overview!.total };
}

describe('deleting your own account', () => {
  it('refuses a wrong password with a message, and changes nothing', async () => {
    const world = await danasMarketplace();
    const before = await stored(world.sent.unanswered);
    const response = await deleteOwnAccount(world.dana, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: accountDeletionMessages.passwordWrong,
      errors: { password: accountDeletionMessages.passwordWrong },
    });
    expect(await signedIn(world.dana.cookie)).toBe(200);
    expect(await signedIn(world.dana.otherCookie)).toBe(200);
    expect(await stored(world.sent.unanswered)).toEqual(before);
    expect((await stored(world.held.toDana)).referrerId).toBe(world.dana.referrerId);
  });

  it('asks for the password, and answers a visitor who is not signed in 401', async () => {
    const world = await danasMarketplace();
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: world.dana.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: accountDeletionMessages.passwordRequired });
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: PASSWORD } });
    expect(anonymous.statusCode).toBe(401);
    expect(await signedIn(world.dana.cookie)).toBe(200);
  });

  describe('with the right password', () => {
    let world: Awaited<ReturnType<typeof danasMarketplace>>;
    let statsBefore: Awaited<ReturnType<typeof statisticsOf>>;
    let rexInboxBefore: ReferralRequest[];
    let ratingBefore: typeof referrerRatings.$inferSelect | undefined;

    beforeAll(async () => {
      world = await danasMarketplace();
      statsBefore = await statisticsOf([world.rex.referrerId]);
      rexInboxBefore = await inboxOf(world.rex);
      [ratingBefore] = await ctx.db
        .select()
        .from(referrerRatings)
        .where(eq(referrerRatings.referralRequestId, world.sent.referred));
      const response = await deleteOwnAccount(world.dana);
      expect(response.statusCode, response.body).toBe(204);
      // This browser's cookie is cleared.
      expect(response.cookies.find((cookie) => cookie.name === 'rb.sid')?.value).toBe('');
    });

    it('signs the person out on every device, and their password no longer signs in', async () => {
      expect(await signedIn(world.dana.cookie)).toBe(401);
      expect(await signedIn(world.dana.otherCookie)).toBe(401);
      expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, world.dana.id))).toEqual([]);
      expect((await signInAgain(world.dana.email)).statusCode).toBe(401);
    });

    it('deletes the account, its profiles, survey answers, notifications and resumes', async () => {
      expect(await ctx.db.select().from(users).where(eq(users.id, world.dana.id))).toEqual([]);
      expect(await ctx.db.select().from(referrers).where(eq(referrers.id, world.dana.referrerId))).toEqual([]);
      expect(await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.userId, world.dana.id))).toEqual([]);
      expect(await ctx.db.select().from(candidateResumes).where(eq(candidateResumes.userId, world.dana.id))).toEqual(
        [],
      );
      expect(await ctx.db.select().from(userNotifications).where(eq(userNotifications.userId, world.dana.id))).toEqual(
        [],
      );
      // Her referrer card has left the catalogue.
      expect((await ctx.app.inject({ method: 'GET', url: `/api/referrer/${world.dana.referrerId}` })).statusCode).toBe(
        404,
      );
    });

    it('shows her requests in the referrer\'s inbox as "Deleted account", with nothing of her', async () => {
      const inbox = await inboxOf(world.rex);
      expect(inbox.map((request) => request.id).sort()).toEqual(rexInboxBefore.map((request) => request.id).sort());
      const fromDana = inbox.filter((request) => [world.sent.unanswered, world.sent.referred].includes(request.id));
      expect(fromDana).toHaveLength(2);
      for (const request of fromDana) {
        // Not yet accepted, so the e-mail and phone are left out of the referrer's view anyway; nothing else is left.
        expect(request).toMatchObject({ name: DELETED_ACCOUNT_NAME, message: '', resume: null });
        expect([request.email ?? '', request.phone ?? '']).toEqual(['', '']);
      }
      // Nothing she wrote or was called is left anywhere in what Rex reads.
      expect(JSON.stringify(inbox)).not.toMatch(/Dana|dana@/);
      const resume = await call(world.rex, 'GET', `/api/referral-requests/${world.sent.referred}/resume`);
      expect(resume.statusCode).toBe(404);
      const notifications = await call(world.rex, 'GET', '/api/me/notifications');
      expect(notifications.body).not.toMatch(/Dana/);
      expect(notifications.body).toContain(`${DELETED_ACCOUNT_NAME} withdrew their request`);
    });

    it('withdraws the request she had open, and keeps the one that was referred, with its rating', async () => {
      expect((await stored(world.sent.unanswered)).status).toBe('withdrawn');
      const history = await call(world.rex, 'GET', `/api/referral-requests/${world.sent.unanswered}/history`);
      expect(history.json<ReferralRequestEvent[]>().at(-1)).toMatchObject({
        fromStatus: 'new',
        toStatus: 'withdrawn',
        actorParty: 'candidate',
        actorName: null,
        reason: 'The candidate deleted their account',
      });
      expect((await stored(world.sent.referred)).status).toBe('referred');
      const [rating] = await ctx.db
        .select()
        .from(referrerRatings)
        .where(eq(referrerRatings.referralRequestId, world.sent.referred));
      expect(rating).toEqual({ ...ratingBefore!, candidateUserId: null });
      const inRexInbox = (await inboxOf(world.rex)).find((request) => request.id === world.sent.referred);
      expect(inRexInbox?.rating).toEqual({ stars: 5, comment: 'Quick and kind.' });
    });

    it('leaves the statistics of the referrer she wrote to as they were', async () => {
      expect(await statisticsOf([world.rex.referrerId])).toEqual(statsBefore);
    });

    it('moves the requests she held on to another referrer, or to the admin queue', async () => {
      const moved = await stored(world.held.toDana);
      expect(moved).toMatchObject({ status: 'new', pendingAssignment: false, reassignments: 1 });
      expect([world.rex.referrerId, world.rita.referrerId]).toContain(moved.referrerId);
      const newHolder = moved.referrerId === world.rex.referrerId ? world.rex : world.rita;
      expect((await inboxOf(newHolder)).map((request) => request.id)).toContain(world.held.toDana);
      const history = await call(world.carl, 'GET', `/api/referral-requests/${world.held.toDana}/history`);
      expect(history.json<ReferralRequestEvent[]>().at(-1)).toMatchObject({
        actorParty: 'system',
        reason: 'Moved on: the referrer left ReferBridge',
      });
      const mail = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, await emailOf(newHolder.id)));
      expect(mail.map((row) => row.subject)).toContain('New referral request from Carl Candidate');

      expect(await stored(world.held.spentToDana)).toMatchObject({
        referrerId: null,
        pendingAssignment: true,
        waitingReason: 'admin-queue',
      });
      // The one she declined moves on now, as it would have a few seconds later.
      expect(await stored(world.held.declinedByDana)).toMatchObject({ status: 'new', pendingAssignment: false });
      expect((await stored(world.held.declinedByDana)).referrerId).not.toBeNull();
    });

    it('closes her jobs', async () => {
      const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, world.jobId));
      expect(job!.closedAt).not.toBeNull();
      const listed = await ctx.app.inject({ method: 'GET', url: `/api/jobs?company=${world.company}` });
      expect(listed.json<Array<{ id: number }>>().map((item) => item.id)).not.toContain(world.jobId);
    });

    it('queues a confirmation to her address, and nothing else for her', async () => {
      const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, world.dana.email));
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ subject: 'Your ReferBridge account was deleted' });
      expect(mail[0]!.text).toContain('You deleted your ReferBridge account.');
    });

    it('sends no mail for a later move of a request she sent', async () => {
      const before = await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
      await move(world.rex, world.sent.referred, 'hire');
      const after = await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
      expect(after).toHaveLength(before.length);
    });
  });

  it('leaves everything as it was when a step fails half way', async () => {
    const world = await danasMarketplace();
    const tables = ['users', 'referrers', 'referral_requests', 'referral_request_events', 'resumes', 'jobs'];
    const snapshot = async () => {
      const rows: Record<string, unknown> = {};
      for (const table of [...tables, 'sessions', 'survey_responses', 'mail_outbox', 'user_notifications']) {
        rows[table] = (
          await ctx.db.execute(
            sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${table} t`),
          )
        ).rows[0];
      }
      return rows;
    };
    // The last step, deleting the account's row, fails in the database.
    await ctx.db.execute(sql`
      create function refuse_account_deletion() returns trigger language plpgsql as $$
      begin raise exception 'the account cannot be deleted now'; end $$`);
    await ctx.db.execute(
      sql.raw(`create trigger refuse_account_deletion before delete on users for each row
        when (old.id = ${world.dana.id}) execute function refuse_account_deletion()`),
    );
    try {
      const before = await snapshot();
      const response = await deleteOwnAccount(world.dana);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(await snapshot()).toEqual(before);
      expect(await signedIn(world.dana.cookie)).toBe(200);
      expect(await signedIn(world.dana.otherCookie)).toBe(200);
      expect(await stored(world.sent.unanswered)).toMatchObject({ name: 'Dana Deleted', status: 'new' });
      expect((await stored(world.held.toDana)).referrerId).toBe(world.dana.referrerId);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_account_deletion on users`);
      await ctx.db.execute(sql`drop function refuse_account_deletion`);
    }
    // Once the fault is gone, the same deletion goes through.
    expect((await deleteOwnAccount(world.dana)).statusCode).toBe(204);
  });

  it('refuses the only admin, who would lock everyone out of the dashboard', async () => {
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
    const response = await deleteOwnAccount(admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountDeletionMessages.lastAdmin });
    expect(await signedIn(admin.cookie)).toBe(200);
  });
});

describe('an admin deleting an account', () => {
  it('deletes it as its owner would, and mails them', async () => {
    const admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
    const world = await danasMarketplace();
    const response = await call(admin, 'DELETE', `/api/admin/users/${world.dana.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await signedIn(world.dana.cookie)).toBe(401);
    expect(await stored(world.sent.unanswered)).toMatchObject({ name: DELETED_ACCOUNT_NAME, status: 'withdrawn' });
    expect((await stored(world.held.toDana)).referrerId).not.toBe(world.dana.referrerId);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, world.dana.email));
    expect(mail!.text).toContain('As you asked, our team deleted your ReferBridge account.');
    // Gone: a second deletion finds nobody.
    const again = await call(admin, 'DELETE', `/api/admin/users/${world.dana.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('cannot delete their own account there', async () => {
    const admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
    const response = await call(admin, 'DELETE', `/api/admin/users/${admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountDeletionMessages.ownAccountHere });
    expect(await signedIn(admin.cookie)).toBe(200);
  });

  it('is not there for anyone else', async () => {
    const world = await danasMarketplace();
    const response = await call(world.rex, 'DELETE', `/api/admin/users/${world.carl.id}`);
    expect(response.statusCode).toBe(404);
    expect(await signedIn(world.carl.cookie)).toBe(200);
  });
});
