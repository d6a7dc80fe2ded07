import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  jobs,
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  sessions,
  surveyResponses,
  userNotifications,
  users,
  workEmailVerifications,
} from '../../src/server/db/schema';
import { adminMessages, COMPANY_WEBSITE_MAX_LENGTH, OVERVIEW_WEEKS, REASSIGNMENT_REASON } from '../../src/shared/admin';
import { authMessages } from '../../src/shared/auth';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from '../../src/shared/referralRequest';
import type {
  AdminCompany,
  AdminJob,
  AdminUser,
  AssignmentSuggestion,
  AwaitingAnswerRequest,
  Overview,
  PendingRequest,
  SurveySummary,
} from '../../src/shared/schemas/admin';
import { MEETING_NEEDS_OPTIONS } from '../../src/shared/survey';
import { workEmailMessages } from '../../src/shared/workEmail';
import { createTestApp, registerAccount as registerTestAccount, sessionCookie } from './helpers';

/**
 * The admin API on the real database: every endpoint hidden from everyone but admins, and what each one changes, or
 * leaves unchanged when the input is bad.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

interface Account {
  id: number;
  cookie: string;
}
let admin: Account;
let candidate: Account;
let referrer: Account;
let referrerProfileId: number;
let colleagueProfileId: number;
let elsewhereProfileId: number;

const registerAccount = (name: string): Promise<Account> => registerTestAccount(ctx.app, name);

const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => ctx.app.inject({ method, url, headers: account ? { cookie: account.cookie } : {}, payload });

async function becomeReferrer(account: Account, name: string, company: string) {
  const response = await call(account, 'POST', '/api/update-onboarding', {
    name,
    title: 'Staff Engineer',
    company,
    role: 'referrer',
  });
  expect(response.statusCode).toBe(200);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
  return profile!.id;
}

/** A request sent without a referrer: it waits for an admin to assign it. */
async function pendingRequest(company: string, name = 'Pat Pending') {
  const [row] = await ctx.db
    .insert(referralRequests)
    .values({
      candidateUserId: candidate.id,
      name,
      email: 'pat@example.com',
      phone: '+44 20 7946 0000',
      company,
      experience: 5,
      message: 'Anyone at this company, please.',
      pendingAssignment: true,
    })
    .returning({ id: referralRequests.id });
  return row!.id;
}

async function listedJob(title: string) {
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: `${title} Company` })
    .returning({ id: companies.id });
  const [job] = await ctx.db
    .insert(jobs)
    .values({ title, type: 'Full-time', companyId: company!.id, location: 'Remote', experienceLevel: 'Senior' })
    .returning({ id: jobs.id });
  return job!.id;
}

const requestRow = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;
const jobRow = async (id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const companyRow = async (id: number) => (await ctx.db.select().from(companies).where(eq(companies.id, id)))[0]!;

/**
 * A request given to the referrer `referrerId` as assignment gives one: with its assignment time, the referrers who
 * had it before, and the automatic moves so far.
 */
async function requestWith(
  referrerId: number,
  name: string,
  given: Partial<typeof referralRequests.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(referralRequests)
    .values({
      candidateUserId: candidate.id,
      name,
      email: 'mo@example.com',
      phone: '+44 20 7946 0000',
      company: 'Northwind',
      experience: 3,
      message: 'I would love to join the platform team.',
      referrerId,
      assignedAt: new Date(Date.now() - 60 * 60 * 1000),
      reassignments: 1,
      triedReferrerIds: [elsewhereProfileId, referrerId],
      ...given,
    })
    .returning({ id: referralRequests.id });
  return row!.id;
}

const notificationsOf = (userId: number, requestId: number) =>
  ctx.db
    .select({ kind: userNotifications.kind, text: userNotifications.text })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.referralRequestId, requestId)));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerAccount('Ada Admin');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  candidate = await registerAccount('Cara Candidate');
  referrer = await registerAccount('Rita Referrer');
  referrerProfileId = await becomeReferrer(referrer, 'Rita Referrer', 'Northwind');
  colleagueProfileId = await becomeReferrer(await registerAccount('Cole Colleague'), 'Cole Colleague', 'Northwind');
  elsewhereProfileId = await becomeReferrer(await registerAccount('Ella Elsewhere'), 'Ella Elsewhere', 'Globex');
});
afterAll(() => ctx.close());

describe('who may call the admin API', () => {
  const endpoints: Array<[method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>]> = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users?search=a&page=1'],
    ['POST', '/api/admin/users/1/role', { role: 'admin' }],
    ['POST', '/api/admin/users/1/disable'],
    ['POST', '/api/admin/users/1/enable'],
    ['GET', '/api/admin/referral-requests/pending'],
    ['GET', '/api/admin/referral-requests/awaiting-answer?page=1'],
    ['GET', '/api/admin/referral-requests/1/suggestions'],
    ['POST', '/api/admin/referral-requests/1/assignment', { referrerId: 1 }],
    ['POST', '/api/admin/referral-requests/1/assignment', { referrerId: 2, fromReferrerId: 1 }],
    ['GET', '/api/admin/companies?search=north'],
    ['PUT', '/api/admin/companies/1/website', { websiteUrl: 'https://evil.example' }],
    ['GET', '/api/admin/surveys/summary'],
    ['GET', '/api/admin/surveys?page=1'],
    ['GET', '/api/admin/jobs?search=engineer'],
    ['POST', '/api/admin/jobs/1/removal', { reason: 'Spam' }],
    // Bad input from an outsider is not judged either: a 400 would tell them the route exists.
    ['POST', '/api/admin/jobs/1/removal', {}],
    ['GET', '/api/admin/users?page=abc'],
  ];

  it.each(endpoints)(
    '%s %s answers 404 to visitors, candidates and referrers, like an unknown address',
    async (method, url, payload) => {
      const path = url.split('?', 1)[0];
      for (const account of [null, candidate, referrer]) {
        const response = await call(account, method, url, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `No such endpoint: ${method} ${path}` });
      }
    },
  );

  it('changes nothing when an outsider calls a changing endpoint', async () => {
    const jobId = await listedJob('Untouchable Engineer');
    await call(referrer, 'POST', `/api/admin/jobs/${jobId}/removal`, { reason: 'I do not like it' });
    await call(candidate, 'POST', `/api/admin/users/${candidate.id}/role`, { role: 'admin' });
    const [globex] = await ctx.db.select().from(companies).where(eq(companies.name, 'Globex'));
    await call(referrer, 'PUT', `/api/admin/companies/${globex!.id}/website`, { websiteUrl: 'https://evil.example' });
    expect((await jobRow(jobId)).removedAt).toBeNull();
    expect((await call(candidate, 'GET', '/api/me')).json().role).toBe('user');
    expect((await companyRow(globex!.id)).websiteUrl).toBeNull();
  });
});

describe('users', () => {
  it('lists accounts newest first, searched by name or e-mail, with the total', async () => {
    const all = await call(admin, 'GET', '/api/admin/users');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const everyone = all.json<AdminUser[]>();
    expect(Number(all.headers['x-total-count'])).toBe(everyone.length);
    expect(everyone[0]!.createdAt >= everyone.at(-1)!.createdAt).toBe(true);

    const byName = await call(admin, 'GET', '/api/admin/users?search=RITA');
    expect(byName.json<AdminUser[]>().map((user) => user.name)).toEqual(['Rita Referrer']);
    expect(byName.json<AdminUser[]>()[0]).toMatchObject({ role: 'user', isReferrer: true, disabledAt: null });
    const cara = everyone.find((user) => user.name === 'Cara Candidate')!;
    const byEmail = await call(admin, 'GET', `/api/admin/users?search=${encodeURIComponent(cara.email)}`);
    expect(byEmail.json<AdminUser[]>().map((user) => user.id)).toEqual([candidate.id]);

    const paged = await call(admin, 'GET', '/api/admin/users?limit=2&page=2');
    expect(paged.json<AdminUser[]>().map((user) => user.id)).toEqual(everyone.slice(2, 4).map((user) => user.id));
  });

  it('refuses a search or page that is not one, with a message', async () => {
    const response = await call(admin, 'GET', '/api/admin/users?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('page must be a whole number from 1 to 10000');
  });

  it('promotes a user to admin, who can then use the admin API, and demotes them again', async () => {
    const promoted = await registerAccount('Paul Promoted');
    const response = await call(admin, 'POST', `/api/admin/users/${promoted.id}/role`, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: promoted.id, role: 'admin' });
    expect((await call(promoted, 'GET', '/api/admin/overview')).statusCode).toBe(200);

    expect((await call(admin, 'POST', `/api/admin/users/${promoted.id}/role`, { role: 'user' })).statusCode).toBe(200);
    expect((await call(promoted, 'GET', '/api/admin/overview')).statusCode).toBe(404);
  });

  it('refuses an unknown role or user, and an admin demoting themselves, changing nothing', async () => {
    const unknownRole = await call(admin, 'POST', `/api/admin/users/${candidate.id}/role`, { role: 'owner' });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toBe(adminMessages.roleUnknown);
    const unknownUser = await call(admin, 'POST', '/api/admin/users/999999/role', { role: 'admin' });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual({ message: adminMessages.userNotFound });
    const self = await call(admin, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: adminMessages.ownRole });
    expect((await call(admin, 'GET', '/api/me')).json().role).toBe('admin');
    expect((await call(candidate, 'GET', '/api/me')).json().role).toBe('user');
  });

  it('disables an account: its sessions end at once, and it cannot sign in until it is enabled', async () => {
    const email = 'dina@example.com';
    const signIn = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Dina Disabled', email, password: 'password 123' },
    });
    const dina: Account = { id: registered.json().id, cookie: sessionCookie(registered)! };
    const secondDevice: Account = { id: dina.id, cookie: sessionCookie(await signIn('password 123'))! };
    expect((await call(dina, 'GET', '/api/me')).statusCode).toBe(200);

    const disabled = await call(admin, 'POST', `/api/admin/users/${dina.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminUser>().disabledAt).not.toBeNull();
    for (const session of [dina, secondDevice]) {
      expect((await call(session, 'GET', '/api/me')).statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, dina.id))).toEqual([]);

    const refused = await signIn('password 123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: authMessages.accountDisabled });
    expect(sessionCookie(refused)).toBeUndefined();
    // Without the password, a disabled account looks like any other: nothing is told.
    const guess = await signIn('wrong password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: authMessages.invalidCredentials });

    const enabled = await call(admin, 'POST', `/api/admin/users/${dina.id}/enable`);
    expect(enabled.json<AdminUser>().disabledAt).toBeNull();
    expect((await signIn('password 123')).statusCode).toBe(200);
  });

  it('treats a disabled account as signed out everywhere, even with a session row left', async () => {
    const ghost = await registerAccount('Gus Ghost');
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, ghost.id));
    expect((await call(ghost, 'GET', '/api/referral-requests?party=candidate')).statusCode).toBe(401);
    expect((await call(ghost, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('refuses an admin disabling themselves, and an unknown account', async () => {
    const self = await call(admin, 'POST', `/api/admin/users/${admin.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: adminMessages.ownAccount });
    expect((await call(admin, 'GET', '/api/admin/overview')).statusCode).toBe(200);
    const unknown = await call(admin, 'POST', '/api/admin/users/999999/disable');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: adminMessages.userNotFound });
  });
});

describe('requests pending assignment', () => {
  it('lists them oldest first, with how many referrers work at the company they name', async () => {
    const first = await pendingRequest('northwind ', 'First Pending');
    const second = await pendingRequest('Nowhere Ltd', 'Second Pending');
    const response = await call(admin, 'GET', '/api/admin/referral-requests/pending');
    expect(response.statusCode).toBe(200);
    const pending = response.json<PendingRequest[]>();
    const ours = pending.filter((request) => [first, second].includes(request.id));
    expect(ours).toEqual([
      expect.objectContaining({ id: first, name: 'First Pending', referrersAtCompany: 2 }),
      expect.objectContaining({ id: second, name: 'Second Pending', referrersAtCompany: 0 }),
    ]);
    expect(Number(response.headers['x-total-count'])).toBe(pending.length);
  });

  it("suggests the referrers of the request's company, in any case, those with accounts and success first", async () => {
    const id = await pendingRequest('NORTHWIND');
    await ctx.db.update(referrers).set({ successfulReferrals: 9 }).where(eq(referrers.id, colleagueProfileId));
    const [northwind] = await ctx.db.select().from(companies).where(eq(companies.name, 'Northwind'));
    const [imported] = await ctx.db
      .insert(referrers)
      .values({ name: 'Ivan Imported', companyId: northwind!.id, successfulReferrals: 50 })
      .returning({ id: referrers.id });
    const response = await call(admin, 'GET', `/api/admin/referral-requests/${id}/suggestions`);
    expect(response.statusCode).toBe(200);
    const suggestions = response.json<AssignmentSuggestion[]>();
    expect(suggestions.map((suggestion) => [suggestion.id, suggestion.hasAccount])).toEqual([
      [colleagueProfileId, true],
      [referrerProfileId, true],
      [imported!.id, false],
    ]);
    expect(suggestions.map((suggestion) => suggestion.id)).not.toContain(elsewhereProfileId);
    expect(suggestions[0]).toMatchObject({ name: 'Cole Colleague', companyName: 'Northwind', successfulReferrals: 9 });
    await ctx.db.delete(referrers).where(eq(referrers.id, imported!.id));
  });

  it("assigns a request: it leaves the queue, reaches the referrer's inbox and mail, and cannot be assigned twice", async () => {
    const id = await pendingRequest('Northwind', 'Nina Newcomer');
    const response = await call(admin, 'POST', `/api/admin/referral-requests/${id}/assignment`, {
      referrerId: referrerProfileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      referrerId: referrerProfileId,
      referrerName: 'Rita Referrer',
      pendingAssignment: false,
    });
    expect(await requestRow(id)).toMatchObject({ referrerId: referrerProfileId, pendingAssignment: false });

    const inbox = await call(referrer, 'GET', '/api/referral-requests?party=referrer');
    expect(inbox.json<Array<{ id: number; name: string }>>()).toContainEqual(
      expect.objectContaining({ id, name: 'Nina Newcomer', status: 'new' }),
    );
    const pending = await call(admin, 'GET', '/api/admin/referral-requests/pending?limit=100');
    expect(pending.json<PendingRequest[]>().map((request) => request.id)).not.toContain(id);
    const [referrerUser] = await ctx.db.select().from(users).where(eq(users.id, referrer.id));
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, referrerUser!.email));
    expect(mail.map((item) => item.subject)).toContain('New referral request from Nina Newcomer');

    const again = await call(admin, 'POST', `/api/admin/referral-requests/${id}/assignment`, {
      referrerId: colleagueProfileId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: adminMessages.alreadyAssigned });
    expect((await requestRow(id)).referrerId).toBe(referrerProfileId);

    // The request's history records the assignment (and only the one that stood): who, when, and to whom.
    const history = await call(referrer, 'GET', `/api/referral-requests/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      {
        id: expect.any(Number),
        fromStatus: 'new',
        toStatus: 'new',
        actorParty: 'admin',
        actorName: 'Ada Admin',
        reason: null,
        assignedTo: 'Rita Referrer',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        kind: 'change',
        submittedOn: null,
      },
    ]);
  });

  it('refuses an unknown or missing referrer, and an unknown request, leaving the request pending', async () => {
    const id = await pendingRequest('Northwind');
    const assign = (payload: Record<string, unknown>, requestId = id) =>
      call(admin, 'POST', `/api/admin/referral-requests/${requestId}/assignment`, payload);

    const unknown = await assign({ referrerId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(adminMessages.unknownReferrer);
    for (const payload of [{}, { referrerId: 'abc' }, { referrerId: -3 }]) {
      const refused = await assign(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(adminMessages.referrerRequired);
    }
    const missing = await assign({ referrerId: referrerProfileId }, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: adminMessages.requestNotFound });
    expect((await call(admin, 'GET', '/api/admin/referral-requests/999999/suggestions')).statusCode).toBe(404);
    expect(await requestRow(id)).toMatchObject({ referrerId: null, pendingAssignment: true });
  });
});

describe('requests awaiting an answer', () => {
  const reassign = (id: number, payload: Record<string, unknown>) =>
    call(admin, 'POST', `/api/admin/referral-requests/${id}/assignment`, payload);

  it("lists requests with a referrer who has not answered, the longest unanswered first, with the referrer's name", async () => {
    const older = await requestWith(referrerProfileId, 'Olive Older', { assignedAt: new Date('2026-01-02T10:00:00Z') });
    const newer = await requestWith(colleagueProfileId, 'Ned Newer', { assignedAt: new Date('2026-01-03T10:00:00Z') });
    const answered = await requestWith(referrerProfileId, 'Anna Answered', { status: 'accepted' });
    const waiting = await pendingRequest('Northwind', 'Wes Waiting');

    const response = await call(admin, 'GET', '/api/admin/referral-requests/awaiting-answer?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const listed = response.json<AwaitingAnswerRequest[]>();
    expect(Number(response.headers['x-total-count'])).toBe(listed.length);
    const ids = listed.map((request) => request.id);
    expect(ids).not.toContain(answered);
    expect(ids).not.toContain(waiting);
    expect(listed.filter((request) => [older, newer].includes(request.id))).toEqual([
      {
        id: older,
        name: 'Olive Older',
        email: 'mo@example.com',
        company: 'Northwind',
        jobTitle: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        referrerId: referrerProfileId,
        referrerName: 'Rita Referrer',
        assignedAt: '2026-01-02T10:00:00.000Z',
      },
      expect.objectContaining({ id: newer, referrerId: colleagueProfileId, referrerName: 'Cole Colleague' }),
    ]);

    const firstPage = await call(admin, 'GET', '/api/admin/referral-requests/awaiting-answer?limit=1');
    expect(firstPage.json<AwaitingAnswerRequest[]>().map((request) => request.id)).toEqual([ids[0]]);
    expect(firstPage.headers['x-total-count']).toBe(String(listed.length));
  });

  it('suggests the referrers at the company but not the one who holds the request', async () => {
    const id = await requestWith(referrerProfileId, 'Sue Suggested');
    const response = await call(admin, 'GET', `/api/admin/referral-requests/${id}/suggestions`);
    expect(response.json<AssignmentSuggestion[]>().map((suggestion) => suggestion.id)).toEqual([colleagueProfileId]);
  });

  it('moves a request to another referrer: their inbox, mail and notifications, the history, and the first referrer loses it', async () => {
    const id = await requestWith(referrerProfileId, 'Mo Moved');
    const response = await reassign(id, { referrerId: colleagueProfileId, fromReferrerId: referrerProfileId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      referrerId: colleagueProfileId,
      referrerName: 'Cole Colleague',
      pendingAssignment: false,
    });
    const moved = await requestRow(id);
    expect(moved).toMatchObject({
      referrerId: colleagueProfileId,
      status: 'new',
      pendingAssignment: false,
      reassignments: 1,
      triedReferrerIds: [elsewhereProfileId, referrerProfileId, colleagueProfileId],
    });
    // The new referrer's time to answer starts now.
    expect(Date.now() - moved.assignedAt!.getTime()).toBeLessThan(60_000);

    const [colleague] = await ctx.db.select().from(users).where(eq(users.name, 'Cole Colleague'));
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, colleague!.email));
    expect(mail.map((item) => item.subject)).toContain('New referral request from Mo Moved');
    expect(await notificationsOf(colleague!.id, id)).toEqual([
      { kind: 'request-received', text: 'New referral request from Mo Moved at Northwind' },
    ]);
    expect(await notificationsOf(candidate.id, id)).toEqual([
      { kind: 'request-moved', text: 'Your request at Northwind is now with Cole Colleague' },
    ]);

    // It leaves the first referrer's dashboard, history included, and they are told why.
    expect(await notificationsOf(referrer.id, id)).toEqual([
      {
        kind: 'request-taken-away',
        text: 'The request from Mo Moved at Northwind went to another referrer: our team reassigned it',
      },
    ]);
    const inbox = await call(referrer, 'GET', '/api/referral-requests?party=referrer&limit=100');
    expect(inbox.json<Array<{ id: number }>>().map((request) => request.id)).not.toContain(id);
    expect((await call(referrer, 'GET', `/api/referral-requests/${id}/history`)).statusCode).toBe(404);

    // The candidate reads the move, as the team's.
    const history = await call(candidate, 'GET', `/api/referral-requests/${id}/history`);
    expect(history.json()).toEqual([
      {
        id: expect.any(Number),
        fromStatus: 'new',
        toStatus: 'new',
        actorParty: 'admin',
        actorName: 'Ada Admin',
        reason: REASSIGNMENT_REASON,
        assignedTo: 'Cole Colleague',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        kind: 'change',
        submittedOn: null,
      },
    ]);
  });

  it('refuses a move once the referrer answered, to the referrer who holds it, or from where it no longer is', async () => {
    const answered = await requestWith(referrerProfileId, 'Al Answered', { status: 'accepted' });
    const held = await requestWith(referrerProfileId, 'Hal Held');
    const pending = await pendingRequest('Northwind', 'Pia Pending');
    const refusals: Array<[id: number, payload: Record<string, unknown>, message: string]> = [
      [answered, { referrerId: colleagueProfileId, fromReferrerId: referrerProfileId }, adminMessages.requestAnswered],
      [held, { referrerId: referrerProfileId, fromReferrerId: referrerProfileId }, adminMessages.sameReferrer],
      // Another admin, or assignment, moved it since this admin saw it with Ella.
      [held, { referrerId: colleagueProfileId, fromReferrerId: elsewhereProfileId }, adminMessages.requestMoved],
      [pending, { referrerId: colleagueProfileId, fromReferrerId: referrerProfileId }, adminMessages.requestMoved],
      // Seen waiting, it has a referrer now.
      [held, { referrerId: colleagueProfileId }, adminMessages.alreadyAssigned],
    ];
    for (const [id, payload, message] of refusals) {
      const before = await requestRow(id);
      const response = await reassign(id, payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { message } });
      expect(await requestRow(id)).toEqual(before);
    }
    const invalid = await reassign(held, { referrerId: colleagueProfileId, fromReferrerId: 'Rita' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(adminMessages.fromReferrerInvalid);
    const events = await ctx.db
      .select()
      .from(referralRequestEvents)
      .where(eq(referralRequestEvents.referralRequestId, held));
    expect(events).toEqual([]);
  });
});

describe('company websites', () => {
  const setWebsite = (companyId: number, payload: Record<string, unknown>) =>
    call(admin, 'PUT', `/api/admin/companies/${companyId}/website`, payload);
  const askForWorkEmailLink = (email: string) => call(referrer, 'POST', '/api/me/work-email', { email });
  const northwindId = async () => (await ctx.db.select().from(companies).where(eq(companies.name, 'Northwind')))[0]!.id;

  it('lists companies, those whose referrers cannot verify first, with their referrers, searched by name', async () => {
    await ctx.db
      .insert(companies)
      .values([{ name: 'Acme Anvils', websiteUrl: 'https://www.acme-anvils.example/about' }, { name: 'Zeta Zippers' }]);
    const response = await call(admin, 'GET', '/api/admin/companies?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const listed = response.json<AdminCompany[]>();
    expect(Number(response.headers['x-total-count'])).toBe(listed.length);
    const names = listed.map((company) => company.name);
    // Globex and Northwind have referrers and no website; Zeta Zippers has no website but nobody who needs one.
    expect(names.slice(0, 2)).toEqual(['Globex', 'Northwind']);
    expect(names.indexOf('Acme Anvils')).toBeLessThan(names.indexOf('Zeta Zippers'));
    expect(listed.find((company) => company.name === 'Northwind')).toEqual({
      id: await northwindId(),
      name: 'Northwind',
      websiteUrl: null,
      domain: null,
      referrers: 2,
      verifiedReferrers: 0,
    });
    expect(listed.find((company) => company.name === 'Acme Anvils')).toMatchObject({
      websiteUrl: 'https://www.acme-anvils.example/about',
      domain: 'acme-anvils.example',
      referrers: 0,
    });

    const searched = await call(admin, 'GET', '/api/admin/companies?search=ZIPPER');
    expect(searched.json<AdminCompany[]>().map((company) => company.name)).toEqual(['Zeta Zippers']);
    expect(searched.headers['x-total-count']).toBe('1');
  });

  it("sets a website, after which the company's referrers can confirm a work e-mail at its domain", async () => {
    const id = await northwindId();
    const refused = await askForWorkEmailLink('rita@northwind.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: workEmailMessages.noCompanyDomain('Northwind') });

    const response = await setWebsite(id, { websiteUrl: '  https://www.northwind.example/careers  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      name: 'Northwind',
      websiteUrl: 'https://www.northwind.example/careers',
      domain: 'northwind.example',
      referrers: 2,
      verifiedReferrers: 0,
    });
    const asked = await askForWorkEmailLink('rita@northwind.example');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: workEmailMessages.linkSent('rita@northwind.example') });
    const wrongDomain = await askForWorkEmailLink('rita@gmail.example');
    expect(wrongDomain.statusCode).toBe(400);

    // A new domain spends the links sent to addresses at the old one; clearing the website stops verification.
    expect(await ctx.db.select().from(workEmailVerifications)).toHaveLength(1);
    await setWebsite(id, { websiteUrl: 'https://northwind-group.example' });
    expect(await ctx.db.select().from(workEmailVerifications)).toEqual([]);
    const cleared = await setWebsite(id, { websiteUrl: '' });
    expect(cleared.json<AdminCompany>()).toMatchObject({ websiteUrl: null, domain: null });
    expect((await askForWorkEmailLink('rita@northwind.example')).statusCode).toBe(409);
  });

  it('refuses a website that is not one, with a message, changing nothing', async () => {
    const [company] = await ctx.db
      .insert(companies)
      .values({ name: 'Steady Co', websiteUrl: 'https://steady.example' })
      .returning({ id: companies.id });
    const id = company!.id;
    const cases: Array<[payload: Record<string, unknown>, message: string]> = [
      [{ websiteUrl: 'steady.example' }, adminMessages.websiteInvalid],
      [{ websiteUrl: 'ftp://steady.example' }, adminMessages.websiteInvalid],
      [{ websiteUrl: 'javascript:alert(1)' }, adminMessages.websiteInvalid],
      [{ websiteUrl: 'https://localhost:3000' }, adminMessages.websiteInvalid],
      [{ websiteUrl: 'https://admin:secret@steady.example' }, adminMessages.websiteInvalid],
      [
        { websiteUrl: `https://steady.example/${'x'.repeat(COMPANY_WEBSITE_MAX_LENGTH)}` },
        adminMessages.websiteTooLong,
      ],
      [{}, adminMessages.websiteMissing],
      [{ websiteUrl: 42 }, 'Invalid request: body/websiteUrl must be string,null'],
    ];
    for (const [payload, message] of cases) {
      const response = await setWebsite(id, payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
    expect((await companyRow(id)).websiteUrl).toBe('https://steady.example');

    const unknown = await setWebsite(999999, { websiteUrl: 'https://steady.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: adminMessages.companyNotFound });
  });
});

describe('survey responses', () => {
  const answer = (userPurpose: string, delightRating: number, meetingNeeds: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: { userPurpose, delightRating, meetingNeeds, contactConsent: 'no' },
    });

  beforeAll(async () => {
    await answer('find_referrals', 5, MEETING_NEEDS_OPTIONS[0]);
    await answer('find_referrals', 4, MEETING_NEEDS_OPTIONS[1]);
    await answer('provide_referrals', 4, MEETING_NEEDS_OPTIONS[1]);
    await answer('both', 2, MEETING_NEEDS_OPTIONS[3]);
  });

  it('sums the purposes, the delight ratings and the needs, counts that match the rows', async () => {
    const response = await call(admin, 'GET', '/api/admin/surveys/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json<SurveySummary>();
    const rows = await ctx.db.select().from(surveyResponses);
    expect(summary.total).toBe(rows.length);
    expect(summary.averageRating).toBeCloseTo(rows.reduce((sum, row) => sum + row.delightRating, 0) / rows.length);
    expect(summary.purposes).toEqual([
      { purpose: 'find_referrals', count: 2 },
      { purpose: 'provide_referrals', count: 1 },
      { purpose: 'both', count: 1 },
      { purpose: 'other', count: 0 },
    ]);
    expect(summary.ratings).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 2 },
      { rating: 5, count: 1 },
    ]);
    expect(summary.meetingNeeds).toEqual(
      MEETING_NEEDS_OPTIONS.map((option) => ({
        answer: option,
        count: rows.filter((row) => row.meetingNeeds === option).length,
      })),
    );
  });

  it('lists the answers newest first, a page at a time', async () => {
    const first = await call(admin, 'GET', '/api/admin/surveys?limit=3');
    expect(first.headers['x-total-count']).toBe('4');
    expect(first.json<Array<{ delightRating: number }>>().map((row) => row.delightRating)).toEqual([2, 4, 4]);
    const second = await call(admin, 'GET', '/api/admin/surveys?limit=3&page=2');
    expect(second.json()).toEqual([expect.objectContaining({ userPurpose: 'find_referrals', delightRating: 5 })]);
  });
});

describe('job moderation', () => {
  it('lists jobs, removed ones too, searched by title or company', async () => {
    const id = await listedJob('Quantum Gardener');
    const response = await call(admin, 'GET', '/api/admin/jobs?search=quantum');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminJob[]>()).toEqual([
      expect.objectContaining({
        id,
        title: 'Quantum Gardener',
        companyName: 'Quantum Gardener Company',
        removedAt: null,
      }),
    ]);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('removes a job with its reason: it leaves the list and its page answers 404', async () => {
    const id = await listedJob('Crypto Wizard');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/jobs?search=crypto' })).json()).toHaveLength(1);

    const response = await call(admin, 'POST', `/api/admin/jobs/${id}/removal`, { reason: '  A scam posting.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, removedReason: 'A scam posting.', removedByName: 'Ada Admin' });
    expect(await jobRow(id)).toMatchObject({ removedReason: 'A scam posting.', removedByUserId: admin.id });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/jobs?search=crypto' });
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(404);
    // The moderation list keeps it, with why it went.
    const moderated = await call(admin, 'GET', '/api/admin/jobs?search=crypto');
    expect(moderated.json<AdminJob[]>()[0]).toMatchObject({ id, removedReason: 'A scam posting.' });

    const again = await call(admin, 'POST', `/api/admin/jobs/${id}/removal`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: adminMessages.jobAlreadyRemoved });
    expect((await jobRow(id)).removedReason).toBe('A scam posting.');
  });

  it('refuses a removal without a reason, or of an unknown job, changing nothing', async () => {
    const id = await listedJob('Honest Plumber');
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const response = await call(admin, 'POST', `/api/admin/jobs/${id}/removal`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(adminMessages.reasonRequired);
    }
    const tooLong = await call(admin, 'POST', `/api/admin/jobs/${id}/removal`, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(adminMessages.reasonTooLong);
    expect(await jobRow(id)).toMatchObject({ removedAt: null, removedReason: null });

    const unknown = await call(admin, 'POST', '/api/admin/jobs/999999/removal', { reason: 'Spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: adminMessages.jobNotFound });
    expect((await call(admin, 'POST', '/api/admin/jobs/abc/removal', { reason: 'Spam' })).statusCode).toBe(400);
  });
});

describe('overview', () => {
  it('counts the marketplace and the last weeks, this week holding what was just made', async () => {
    const response = await call(admin, 'GET', '/api/admin/overview');
    expect(response.statusCode).toBe(200);
    const { totals, weeks, mailOutbox } = response.json<Overview>();
    expect(mailOutbox).toBe(true);
    const allUsers = await ctx.db.select().from(users);
    const allRequests = await ctx.db.select().from(referralRequests);
    const allJobs = await ctx.db.select().from(jobs);
    expect(totals).toMatchObject({
      users: allUsers.length,
      admins: allUsers.filter((user) => user.role === 'admin').length,
      disabledUsers: allUsers.filter((user) => user.disabledAt).length,
      referrers: (await ctx.db.select().from(referrers)).length,
      listedJobs: allJobs.filter((job) => !job.removedAt && !job.closedAt).length,
      removedJobs: allJobs.filter((job) => job.removedAt).length,
      surveys: (await ctx.db.select().from(surveyResponses)).length,
      pendingAssignment: allRequests.filter((request) => request.pendingAssignment).length,
    });
    const countOf = (status: ReferralRequestStatus) =>
      allRequests.filter((request) => request.status === status).length;
    expect(totals.requestsByStatus).toEqual(
      Object.fromEntries(REFERRAL_REQUEST_STATUSES.map((status) => [status, countOf(status)])),
    );
    expect(totals.requestsByStatus.accepted).toBeGreaterThan(0);

    expect(weeks).toHaveLength(OVERVIEW_WEEKS);
    const thisWeek = weeks.at(-1)!;
    expect(new Date(`${thisWeek.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.now() - new Date(`${thisWeek.week}T00:00:00Z`).getTime()).toBeLessThan(7 * 24 * 60 * 60 * 1000);
    expect(thisWeek).toMatchObject({ users: allUsers.length, requests: allRequests.length, jobs: allJobs.length });
    expect(weeks.slice(0, -1).every((week) => week.users === 0)).toBe(true);
  });
});
