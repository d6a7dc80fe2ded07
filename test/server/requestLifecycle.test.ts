import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referralRequestEvents, referralRequests, referrers, users } from '../../src/server/db/schema';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from '../../src/shared/referralRequest';
import {
  REQUEST_ACTIONS,
  REQUEST_MOVES,
  requestMoveMessages,
  type RequestAction,
} from '../../src/shared/requestLifecycle';
import { createTestApp, registerAccount as registerTestAccount } from './helpers';

/**
 * The life of a referral request on the real database: every move from every status, who may make it, what it
 * records, and the lists a referrer's dashboard and a candidate's profile read.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

interface Account {
  id: number;
  cookie: string;
}
let candidate: Account;
let referrer: Account;
let otherReferrer: Account;
let stranger: Account;
let admin: Account;
let referrerProfileId: number;

const registerAccount = (name: string): Promise<Account> => registerTestAccount(ctx.app, name);

async function becomeReferrer(account: Account, name: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/update-onboarding',
    headers: { cookie: account.cookie },
    payload: { name, title: 'Staff Engineer', company: 'Northwind', role: 'referrer' },
  });
  expect(response.statusCode).toBe(200);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
  return profile!.id;
}

/** A request from the candidate to the referrer, already at `status` (as earlier moves would have left it). */
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
      experience: 4,
      message: 'I would love a referral.',
      status,
      ...fields,
    })
    .returning({ id: referralRequests.id });
  return row!.id;
}

const move = (account: Account | null, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: account ? { cookie: account.cookie } : {},
    payload,
  });

const get = (account: Account, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });

const statusOf = async (id: number) =>
  (
    await ctx.db.select({ status: referralRequests.status }).from(referralRequests).where(eq(referralRequests.id, id))
  )[0]!.status;
const eventsOf = (id: number) =>
  ctx.db.select().from(referralRequestEvents).where(eq(referralRequestEvents.referralRequestId, id));

const partyAccount = (action: RequestAction) => (REQUEST_MOVES[action].by === 'referrer' ? referrer : candidate);
const payloadFor = (action: RequestAction) =>
  REQUEST_MOVES[action].needsReason ? { action, reason: 'The team is not hiring this quarter.' } : { action };

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await registerAccount('Cara Candidate');
  stranger = await registerAccount('Sid Stranger');
  admin = await registerAccount('Ada Admin');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  referrer = await registerAccount('Rita Referrer');
  referrerProfileId = await becomeReferrer(referrer, 'Rita Referrer');
  otherReferrer = await registerAccount('Otto Referrer');
  await becomeReferrer(otherReferrer, 'Otto Referrer');
});
afterAll(() => ctx.close());

describe('moving a request along its life', () => {
  const allowed = REQUEST_ACTIONS.flatMap((action) =>
    REQUEST_MOVES[action].from.map((from) => [action, from, REQUEST_MOVES[action].to] as const),
  );
  it.each(allowed)('%s takes a %s request to %s, and records who, when and why', async (action, from, to) => {
    // Confirming or disputing a hire needs the referrer's mark, still open to dispute.
    const id = await requestAt(from, REQUEST_MOVES[action].needsDisputableHire ? { hireMarkedAt: new Date() } : {});
    const account = partyAccount(action);
    const response = await move(account, id, payloadFor(action));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: to });
    expect(await statusOf(id)).toBe(to);
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({
      fromStatus: from,
      toStatus: to,
      actorUserId: account.id,
      actorParty: REQUEST_MOVES[action].by,
      reason: REQUEST_MOVES[action].needsReason ? 'The team is not hiring this quarter.' : null,
    });
    expect(Date.now() - event!.createdAt.getTime()).toBeLessThan(60_000);
  });

  const refused = REQUEST_ACTIONS.flatMap((action) =>
    REFERRAL_REQUEST_STATUSES.filter((status) => !REQUEST_MOVES[action].from.includes(status)).map(
      (from) => [action, from] as const,
    ),
  );
  it.each(refused)('refuses %s on a %s request with 409 and changes nothing', async (action, from) => {
    const id = await requestAt(from);
    const response = await move(partyAccount(action), id, payloadFor(action));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This request is [\w ]+: it can no longer be (reported as )?[\w ]+\.$/);
    expect(await statusOf(id)).toBe(from);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('lets only the assigned referrer answer, and only the candidate withdraw', async () => {
    const id = await requestAt('new');
    const byCandidate = await move(candidate, id, { action: 'accept' });
    expect(byCandidate.statusCode).toBe(409);
    expect(byCandidate.json()).toEqual({ message: 'Only the referrer this request is assigned to can accept it.' });
    const byReferrer = await move(referrer, id, { action: 'withdraw' });
    expect(byReferrer.statusCode).toBe(409);
    expect(byReferrer.json()).toEqual({ message: 'Only the candidate who sent this request can withdraw it.' });
    // An admin sees every request but answers none that is not assigned to them.
    expect((await move(admin, id, { action: 'accept' })).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('new');
  });

  it('takes the null reason the API documents: a withdrawal with none, a decline refused in its own words', async () => {
    const id = await requestAt('new');
    const withdrawn = await move(candidate, id, { action: 'withdraw', reason: null });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id, status: 'withdrawn' });
    expect(await eventsOf(id)).toMatchObject([{ toStatus: 'withdrawn', reason: null }]);

    const declined = await move(referrer, await requestAt('new'), { action: 'decline', reason: null });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({
      message: requestMoveMessages.reasonRequired,
      errors: { reason: requestMoveMessages.reasonRequired },
    });
  });

  it("answers another referrer's or a stranger's move as if the request did not exist", async () => {
    const id = await requestAt('new');
    for (const account of [otherReferrer, stranger]) {
      const response = await move(account, id, { action: 'accept' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Referral request not found' });
      expect((await get(account, `/api/referral-requests/${id}/history`)).statusCode).toBe(404);
    }
    expect((await move(referrer, 2_000_000_000, { action: 'accept' })).statusCode).toBe(404);
    expect((await move(null, id, { action: 'accept' })).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('new');
  });

  it.each([
    [{ action: 'decline' }, requestMoveMessages.reasonRequired],
    [{ action: 'decline', reason: '   ' }, requestMoveMessages.reasonRequired],
    [{ action: 'decline', reason: 'x'.repeat(1001) }, requestMoveMessages.reasonTooLong],
    [{ action: 'promote' }, requestMoveMessages.actionUnknown],
    [{}, requestMoveMessages.actionUnknown],
  ])('refuses %j with 400 and its message, storing nothing', async (payload, message) => {
    const id = await requestAt('new');
    const response = await move(referrer, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await statusOf(id)).toBe('new');
    expect(await eventsOf(id)).toEqual([]);
  });

  it("counts a hire the candidate reports as one more of the referrer's successful referrals, not the referrer's mark", async () => {
    const successes = async () =>
      (await ctx.db.select().from(referrers).where(eq(referrers.id, referrerProfileId)))[0]!.successfulReferrals;
    const before = await successes();
    const id = await requestAt('new');
    for (const action of ['accept', 'refer', 'hire'] as const) {
      expect((await move(referrer, id, { action })).statusCode).toBe(200);
    }
    expect(await successes()).toBe(before);
    expect((await move(candidate, await requestAt('referred'), { action: 'report-hired' })).statusCode).toBe(200);
    expect(await successes()).toBe(before + 1);
  });

  it('makes two answers at once one after the other: the second is judged on the first', async () => {
    const id = await requestAt('new');
    const answers = await Promise.all([
      move(referrer, id, { action: 'accept' }),
      move(referrer, id, { action: 'accept' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(id)).toHaveLength(1);
  });
});

describe('the history of a request', () => {
  it('shows the referrer and the candidate every move, with who made it and why', async () => {
    const id = await requestAt('new');
    await move(referrer, id, { action: 'accept' });
    await move(referrer, id, { action: 'decline', reason: '  The role was filled internally.  ' });
    for (const account of [referrer, candidate, admin]) {
      const response = await get(account, `/api/referral-requests/${id}/history`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ fromStatus: 'new', toStatus: 'accepted', actorParty: 'referrer', reason: null }),
        expect.objectContaining({
          fromStatus: 'accepted',
          toStatus: 'declined',
          actorParty: 'referrer',
          actorName: 'Rita Referrer',
          reason: 'The role was filled internally.',
        }),
      ]);
    }
    const [listed] = (await get(candidate, '/api/referral-requests?party=candidate&status=declined')).json();
    expect(listed).toMatchObject({ id, status: 'declined', declineReason: 'The role was filled internally.' });
  });
});

describe("the lists of a referrer's dashboard and a candidate's profile", () => {
  let mine: number[];
  beforeEach(async () => {
    await ctx.db.delete(referralRequests);
    mine = [
      await requestAt('new', { name: 'Nora New', company: 'Northwind' }),
      await requestAt('new', { name: 'Ned Newer', company: 'Globex', jobTitle: 'Data Engineer' }),
      await requestAt('accepted', { name: 'Ann Accepted' }),
    ];
    // Sent by the referrer to someone else: theirs as a candidate, not in their inbox.
    await requestAt('new', { candidateUserId: referrer.id, referrerId: null, pendingAssignment: true });
  });

  it('narrows the inbox to a status and a search, counting each status', async () => {
    const inbox = await get(referrer, '/api/referral-requests?party=referrer');
    expect(inbox.headers['x-total-count']).toBe('3');
    const fresh = await get(referrer, '/api/referral-requests?party=referrer&status=new');
    expect(fresh.json().map(({ name }: { name: string }) => name)).toEqual(['Ned Newer', 'Nora New']);
    const searched = await get(referrer, '/api/referral-requests?party=referrer&search=data%20eng');
    expect(searched.json().map(({ id }: { id: number }) => id)).toEqual([mine[1]]);
    const counts = await get(referrer, '/api/referral-requests/counts?party=referrer');
    expect(counts.json()).toEqual({
      new: 2,
      accepted: 1,
      declined: 0,
      referred: 0,
      hired: 0,
      withdrawn: 0,
      interviewing: 0,
      offer: 0,
      not_selected: 0,
      changes_asked: 0,
    });
    const sent = await get(referrer, '/api/referral-requests/counts?party=candidate');
    expect(sent.json()).toMatchObject({ new: 1, accepted: 0 });
  });

  it("shows a candidate their own requests only, and no one else's", async () => {
    const own = await get(candidate, '/api/referral-requests?party=candidate');
    expect(own.headers['x-total-count']).toBe('3');
    const strangers = await get(stranger, '/api/referral-requests?party=referrer');
    expect(strangers.json()).toEqual([]);
    expect((await get(stranger, '/api/referral-requests/counts')).json()).toMatchObject({ new: 0, accepted: 0 });
  });

  it.each([
    [
      'status=lost',
      'status must be one of new, accepted, declined, referred, interviewing, offer, hired, not_selected, withdrawn, changes_asked',
    ],
    ['party=admin', 'party must be referrer or candidate'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
    ['page=0', 'page must be a whole number from 1 to 10000'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(referrer, `/api/referral-requests?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});
