import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  userNotifications,
  users,
} from '../../src/server/db/schema';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { startBackgroundJobs, type Clock } from '../../src/server/jobs/backgroundJobs';
import { assignDueRequests, assignRequest, type AssignmentSettings } from '../../src/server/assignment/assign';
import type { ReferralRequest, ReferralRequestEvent } from '../../src/shared/schemas/referralRequests';
import { sendReferralRequest, multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { accountOfKind, buildTestApp, createTestApp, HIGH_RATE_LIMITS, TEST_SESSION_SECRET } from './helpers';

/**
 * Matching and reassignment on the real database, driven by a clock the test sets: a waiting request finds the best
 * verified referrer at its company, a declined or unanswered one moves on, three moves at most, then admins take it.
 * The last part runs the real job queue (pg-boss), in two "processes" at once.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

const DAY_MS = 24 * 60 * 60 * 1000;
const settings: AssignmentSettings = {
  answerWithinMs: 3 * DAY_MS,
  maxReassignments: 3,
  linkOrigin: 'https://referbridge.example',
};
let companies = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface ReferrerSetUp {
  verified?: boolean;
  specialties?: string[];
  weeklyCap?: number | null;
}

/** A referrer account at `company`, with a profile verified (or not) and the specialties and cap given. */
async function referrerAt(company: string, name: string, setUp: ReferrerSetUp = {}) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db
    .update(referrers)
    .set({
      specialties: setUp.specialties ?? [],
      weeklyCap: setUp.weeklyCap ?? null,
      verifiedAt: setUp.verified === false ? null : new Date(),
      verifiedEmail: setUp.verified === false ? null : `${name.split(' ')[0]!.toLowerCase()}@${company}.example`,
    })
    .where(eq(referrers.userId, account.id))
    .returning({ id: referrers.id });
  return { ...account, referrerId: profile!.id };
}

const newCompany = () => `Quillon${++companies}`;

/** A request sent through the API, as the request modal sends it; without `referrerId` it waits to be matched. */
async function sendRequest(cookie: string, fields: Record<string, string>) {
  const response = await sendReferralRequest(ctx.app, fields, cookie);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; pendingAssignment: boolean }>().id;
}

const stored = async (id: number) =>
  (await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id)))[0]!;

const history = async (id: number, cookie: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/referral-requests/${id}/history`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReferralRequestEvent[]>();
};

const myRequests = async (cookie: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/referral-requests?party=candidate',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReferralRequest[]>();
};

async function decline(id: number, cookie: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie },
    payload: { action: 'decline', reason: 'Our team is not hiring at that level this quarter.' },
  });
  expect(response.statusCode).toBe(200);
}

describe('matching a request sent without a referrer', () => {
  it('gives it to the verified referrer whose specialties fit, records the match and mails them', async () => {
    const company = newCompany();
    await referrerAt(company, 'Una Unverified', { verified: false, specialties: ['Payments', 'Go'] });
    await referrerAt(company, 'Fran Frontend', { specialties: ['React', 'Design Systems'] });
    const payments = await referrerAt(company, 'Paz Payments', { specialties: ['Payments', 'Go'] });
    const candidate = await accountOfKind(ctx, 'Cleo Candidate', 'candidate');
    const id = await sendRequest(candidate.cookie, {
      company,
      jobTitle: 'Backend Engineer, Payments',
      message: 'I built payment ledgers in Go for four years.',
    });

    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({
      outcome: 'matched',
      referrerId: payments.referrerId,
    });
    const request = await stored(id);
    expect(request).toMatchObject({ referrerId: payments.referrerId, pendingAssignment: false, status: 'new' });
    expect(request.triedReferrerIds).toEqual([payments.referrerId]);
    const events = await history(id, candidate.cookie);
    expect(events).toEqual([
      expect.objectContaining({ actorParty: 'system', assignedTo: 'Paz Payments', reason: 'Matched automatically' }),
    ]);
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.subject} = 'New referral request from Cara Candidate' and ${mailOutbox.text} like '%Paz Payments%'`,
      );
    expect(mail).toBeDefined();
    // Assigning again changes nothing: the request is with its referrer.
    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({ outcome: 'unchanged' });
  });

  it('waits, and tells the candidate why, while nobody at the company can take it; then matches once one can', async () => {
    const company = newCompany();
    const candidate = await accountOfKind(ctx, 'Wes Waiting', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, message: 'Hoping to join the data team.' });
    const reasonNow = async () => {
      await assignDueRequests(ctx.db, new Date(), settings);
      return (await myRequests(candidate.cookie)).find((request) => request.id === id)!.waitingReason;
    };

    expect(await reasonNow()).toBe('no-referrer-at-company');
    const first = await referrerAt(company, 'Nia New', { verified: false });
    expect(await reasonNow()).toBe('no-verified-referrer');
    await ctx.db
      .update(referrers)
      .set({ verifiedAt: new Date(), verifiedEmail: 'nia@q.example', weeklyCap: 1 })
      .where(eq(referrers.id, first.referrerId));
    // A request she already holds this week fills her cap of one.
    const otherCandidate = await accountOfKind(ctx, 'Olga Other', 'candidate');
    const other = await sendRequest(otherCandidate.cookie, { company, referrerId: String(first.referrerId) });
    expect((await stored(other)).assignedAt).toBeInstanceOf(Date);
    expect(await reasonNow()).toBe('referrers-at-capacity');
    // No history is written while it waits: only the match is a change.
    expect(await history(id, candidate.cookie)).toEqual([]);

    await ctx.db.update(referrers).set({ weeklyCap: 2 }).where(eq(referrers.id, first.referrerId));
    expect(await reasonNow()).toBeNull();
    expect(await stored(id)).toMatchObject({ referrerId: first.referrerId, pendingAssignment: false });
  });
});

describe('a request sent straight to a referrer nobody can read it for', () => {
  /** A referrer profile at `company` with no account behind it, as imported referrers are. */
  async function profileWithoutAccount(colleague: { referrerId: number }, name: string) {
    const [{ companyId }] = (await ctx.db
      .select({ companyId: referrers.companyId })
      .from(referrers)
      .where(eq(referrers.id, colleague.referrerId))) as [{ companyId: number }];
    const [profile] = await ctx.db.insert(referrers).values({ name, companyId }).returning({ id: referrers.id });
    return profile!.id;
  }

  it('is not told "sent": it waits to be matched at the company, and the candidate reads why and who has it', async () => {
    const company = newCompany();
    const joined = await referrerAt(company, 'Jo Joined');
    const absentId = await profileWithoutAccount(joined, 'Priya Absent');
    const candidate = await accountOfKind(ctx, 'Cal Chooser', 'candidate');

    const response = await sendReferralRequest(ctx.app, { company, referrerId: String(absentId) }, candidate.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { id, pendingAssignment } = response.json<{ id: number; pendingAssignment: boolean }>();
    expect(pendingAssignment).toBe(true);
    // Nobody holds it, and the absent referrer is not counted as having had it.
    expect(await stored(id)).toMatchObject({ referrerId: null, pendingAssignment: true, triedReferrerIds: [] });
    const waiting = (await myRequests(candidate.cookie)).find((request) => request.id === id)!;
    expect(waiting).toMatchObject({ referrerName: null, pendingAssignment: true });
    const notSent = 'Not sent to Priya Absent (not on ReferBridge yet)';
    expect(await history(id, candidate.cookie)).toEqual([
      expect.objectContaining({ actorParty: 'system', assignedTo: null, reason: notSent }),
    ]);

    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({
      outcome: 'matched',
      referrerId: joined.referrerId,
    });
    const matched = (await myRequests(candidate.cookie)).find((request) => request.id === id)!;
    expect(matched).toMatchObject({ referrerName: 'Jo Joined', pendingAssignment: false });
    expect(
      (await history(id, candidate.cookie)).map((event) => [event.actorParty, event.assignedTo, event.reason]),
    ).toEqual([
      ['system', null, notSent],
      ['system', 'Jo Joined', 'Matched automatically'],
    ]);
  });

  it('treats a referrer whose account is disabled like one without an account', async () => {
    const company = newCompany();
    const gone = await referrerAt(company, 'Dee Disabled');
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    const candidate = await accountOfKind(ctx, 'Cy Chooser', 'candidate');
    const response = await sendReferralRequest(
      ctx.app,
      { company, referrerId: String(gone.referrerId) },
      candidate.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ pendingAssignment: true });
    const { id } = response.json<{ id: number }>();
    expect(await stored(id)).toMatchObject({ referrerId: null, pendingAssignment: true });
    // Nobody else at the company: it waits, and says so.
    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({
      outcome: 'waiting',
      reason: 'no-referrer-at-company',
    });
  });

  it('goes to a referrer who can read it, as before, and its history says whom the candidate sent it to', async () => {
    const company = newCompany();
    const reader = await referrerAt(company, 'Rae Reader');
    const candidate = await accountOfKind(ctx, 'Cat Candidate', 'candidate');
    const response = await sendReferralRequest(
      ctx.app,
      { company, referrerId: String(reader.referrerId) },
      candidate.cookie,
    );
    expect(response.json()).toMatchObject({ pendingAssignment: false });
    const { id } = response.json<{ id: number }>();
    expect((await myRequests(candidate.cookie)).find((request) => request.id === id)).toMatchObject({
      referrerName: 'Rae Reader',
      pendingAssignment: false,
    });
    expect(await history(id, candidate.cookie)).toEqual([
      expect.objectContaining({
        actorParty: 'candidate',
        actorName: 'Cat Candidate',
        assignedTo: 'Rae Reader',
        fromStatus: 'new',
        toStatus: 'new',
      }),
    ]);
  });
});

describe('reassignment', () => {
  it('moves a declined request on to the next referrer, who has not had it, and shows the move to the candidate', async () => {
    const company = newCompany();
    const first = await referrerAt(company, 'Dee Decliner', { specialties: ['Kotlin'] });
    const second = await referrerAt(company, 'Nat Next');
    const candidate = await accountOfKind(ctx, 'Rey Reassigned', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(first.referrerId) });

    await decline(id, first.cookie);
    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({
      outcome: 'reassigned',
      referrerId: second.referrerId,
    });
    expect(await stored(id)).toMatchObject({ status: 'new', referrerId: second.referrerId, reassignments: 1 });
    const events = await history(id, candidate.cookie);
    expect(events.map((event) => [event.actorParty, event.toStatus, event.assignedTo, event.reason])).toEqual([
      ['candidate', 'new', 'Dee Decliner', null],
      ['referrer', 'declined', null, 'Our team is not hiring at that level this quarter.'],
      ['system', 'new', 'Nat Next', 'Moved on to another referrer after a decline'],
    ]);
    // The candidate still reads why the first referrer said no; the request is no longer the first referrer's.
    const mine = (await myRequests(candidate.cookie)).find((request) => request.id === id)!;
    expect(mine).toMatchObject({ status: 'new', declineReason: 'Our team is not hiring at that level this quarter.' });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?party=referrer',
      headers: { cookie: first.cookie },
    });
    expect(theirs.json<ReferralRequest[]>().map((request) => request.id)).not.toContain(id);
  });

  it('moves an unanswered request on once the deadline passes, by the clock, not before', async () => {
    const company = newCompany();
    const first = await referrerAt(company, 'Sol Silent');
    const second = await referrerAt(company, 'Ari Answers');
    const candidate = await accountOfKind(ctx, 'Tam Timely', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(first.referrerId) });
    const assignedAt = (await stored(id)).assignedAt!;
    const clock: Clock = { now: () => new Date(assignedAt.getTime() + 3 * DAY_MS - 60_000) };

    expect(await assignDueRequests(ctx.db, clock.now(), settings)).not.toContainEqual(
      expect.objectContaining({ referrerId: second.referrerId }),
    );
    expect((await stored(id)).referrerId).toBe(first.referrerId);

    const late = new Date(assignedAt.getTime() + 3 * DAY_MS);
    expect(await assignRequest(ctx.db, id, late, settings)).toEqual({
      outcome: 'reassigned',
      referrerId: second.referrerId,
    });
    const [move] = (await history(id, candidate.cookie)).slice(-1);
    expect(move).toMatchObject({ fromStatus: 'new', toStatus: 'new', reason: 'Moved on: no answer within 3 days' });
    expect((await stored(id)).assignedAt).toEqual(late);
    // The referrer who let it run out hears where it went, as the new one hears of it.
    const notifications = await ctx.db
      .select({ userId: userNotifications.userId, kind: userNotifications.kind, text: userNotifications.text })
      .from(userNotifications)
      .where(eq(userNotifications.referralRequestId, id));
    expect(notifications).toContainEqual({
      userId: first.id,
      kind: 'request-taken-away',
      text: `The request from Cara Candidate at ${company} went to another referrer: no answer within 3 days`,
    });
    expect(notifications).toContainEqual(expect.objectContaining({ userId: second.id, kind: 'request-received' }));
  });

  it('goes to the admin queue after three moves, where assignment leaves it for an admin', async () => {
    const company = newCompany();
    const team = [];
    for (const name of ['Ada One', 'Bo Two', 'Cy Three', 'Di Four', 'Ed Five'])
      team.push(await referrerAt(company, name));
    const candidate = await accountOfKind(ctx, 'Quinn Queue', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(team[0]!.referrerId) });

    let now = Date.now();
    for (let move = 1; move <= 3; move++) {
      now += 3 * DAY_MS;
      expect(await assignRequest(ctx.db, id, new Date(now), settings)).toMatchObject({ outcome: 'reassigned' });
    }
    expect((await stored(id)).reassignments).toBe(3);
    now += 3 * DAY_MS;
    expect(await assignRequest(ctx.db, id, new Date(now), settings)).toEqual({ outcome: 'to-admin-queue' });
    expect(await stored(id)).toMatchObject({ referrerId: null, pendingAssignment: true, waitingReason: 'admin-queue' });
    expect((await history(id, candidate.cookie)).at(-1)).toMatchObject({
      actorParty: 'system',
      assignedTo: null,
      reason: 'Sent to our team after 3 referrers',
    });
    // Every referrer had it once, and none twice.
    expect(new Set((await stored(id)).triedReferrerIds).size).toBe(4);
    now += 30 * DAY_MS;
    expect(await assignRequest(ctx.db, id, new Date(now), settings)).toEqual({ outcome: 'unchanged' });
  });

  it('sends a declined request to the admin queue when no other referrer at the company fits', async () => {
    const company = newCompany();
    const only = await referrerAt(company, 'Olu Only');
    const candidate = await accountOfKind(ctx, 'Pat Alone', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(only.referrerId) });
    await decline(id, only.cookie);
    expect(await assignRequest(ctx.db, id, new Date(), settings)).toEqual({ outcome: 'to-admin-queue' });
    expect((await history(id, candidate.cookie)).at(-1)?.reason).toBe(
      `Sent to our team: no other referrer at ${company} fits`,
    );
  });

  it('leaves requests given before automatic assignment existed where they are', async () => {
    const company = newCompany();
    const referrer = await referrerAt(company, 'Lee Legacy');
    const candidate = await accountOfKind(ctx, 'Old Timer', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(referrer.referrerId) });
    await ctx.db.update(referralRequests).set({ assignedAt: null }).where(eq(referralRequests.id, id));
    expect(await assignRequest(ctx.db, id, new Date(Date.now() + 100 * DAY_MS), settings)).toEqual({
      outcome: 'unchanged',
    });
  });

  it('moves a request once when two processes assign it at the same moment', async () => {
    const company = newCompany();
    const first = await referrerAt(company, 'Kim Kept');
    await referrerAt(company, 'Lou Later');
    await referrerAt(company, 'Max Most');
    const candidate = await accountOfKind(ctx, 'Dua Double', 'candidate');
    const id = await sendRequest(candidate.cookie, { company, referrerId: String(first.referrerId) });
    await decline(id, first.cookie);
    const outcomes = await Promise.all([1, 2, 3].map(() => assignRequest(ctx.db, id, new Date(), settings)));
    expect(outcomes.filter((outcome) => outcome.outcome === 'reassigned')).toHaveLength(1);
    const moves = await ctx.db
      .select()
      .from(referralRequestEvents)
      .where(and(eq(referralRequestEvents.referralRequestId, id), eq(referralRequestEvents.actorParty, 'system')));
    expect(moves).toHaveLength(1);
  });
});

describe('the job queue', () => {
  /** The queue as one app process runs it, on `database` (the suite's own unless a test gives one). */
  const startJobs = (database: Pick<DatabaseHandle, 'pool' | 'db'> = ctx) =>
    startBackgroundJobs({
      pool: database.pool,
      db: database.db,
      log: ctx.app.log,
      assignment: settings,
      pollingIntervalSeconds: 0.5,
    });

  it('matches a request sent through the API within seconds, with two app processes working one queue', async () => {
    const company = newCompany();
    await referrerAt(company, 'Vi Verified', { specialties: ['Rust'] });
    const [one, two] = [await startJobs(), await startJobs()];
    // An app whose routes ask the first queue, as main.ts wires it.
    const app = await buildTestApp({
      db: ctx.db,
      sessionSecret: TEST_SESSION_SECRET,
      rateLimits: HIGH_RATE_LIMITS,
      assignSoon: one.assignSoon,
    });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 6; index++) {
        // Six candidates: each has one open request at a company.
        const candidate = await accountOfKind({ app, db: ctx.db }, `Jo Jobs ${index}`, 'candidate');
        const response = await app.inject({
          method: 'POST',
          url: '/api/direct-referral-request',
          payload: multipart(referralRequestFields({ company, message: `Request ${index} about Rust services.` }), [
            pdfUpload(),
          ]),
          headers: { cookie: candidate.cookie },
        });
        ids.push(response.json<{ id: number }>().id);
        // The second process is asked too, as a sweep would: the request is still matched once.
        two.assignSoon(ids.at(-1)!);
      }
      await vi.waitFor(
        async () => {
          for (const id of ids) expect((await stored(id)).pendingAssignment).toBe(false);
        },
        { timeout: 15_000, interval: 200 },
      );
      const matches = await ctx.db
        .select({ id: referralRequestEvents.referralRequestId })
        .from(referralRequestEvents)
        .where(
          sql`${referralRequestEvents.referralRequestId} in ${ids} and ${referralRequestEvents.actorParty} = 'system'`,
        );
      expect(matches.map((match) => match.id).sort()).toEqual([...ids].sort());
    } finally {
      await app.close();
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('makes each queue once, with its policy: a sweep or a mail run queued twice is one run', async () => {
    for (let start = 0; start < 2; start++) await (await startJobs()).stop();
    // pg-boss's own queues (`__pgboss__send-it`) aside.
    const queues = await ctx.db.execute<{ name: string; policy: string }>(
      sql`select name, policy from pgboss.queue where name not like '\_\_pgboss\_\_%' order by name`,
    );
    expect(queues.rows).toEqual([
      { name: 'conversation-mail', policy: 'stately' },
      { name: 'deliver-mail', policy: 'stately' },
      { name: 'expire-change-asks', policy: 'stately' },
      { name: 'follow-up-referrals', policy: 'stately' },
      { name: 'refresh-referrer-stats', policy: 'stately' },
      { name: 'retention-sweep', policy: 'stately' },
      { name: 'route-due-requests', policy: 'stately' },
      { name: 'route-request', policy: 'standard' },
    ]);
  });

  /**
   * A request waiting to be matched, its job queued straight into the table while no process works, as a process that
   * stopped right after the send would leave it.
   */
  async function requestQueuedWhileIdle(referrerName: string, candidateName: string) {
    const company = newCompany();
    await referrerAt(company, referrerName);
    const candidate = await accountOfKind(ctx, candidateName, 'candidate');
    const id = await sendRequest(candidate.cookie, { company });
    const stopped = await startJobs();
    await stopped.stop();
    await stopped.boss.send('route-request', { requestId: id });
    return id;
  }

  it('stops right after it starts without a job left running on a closed pool: what its first fetch took is done', async () => {
    const id = await requestQueuedWhileIdle('Qu Quick', 'Sam Soon');
    // A process of its own, closed as main.ts closes one: its pool ends as soon as the queue's stop returns.
    const ownDatabase = connectDatabase(ctx.pool.options.connectionString!, () => {});
    const jobs = await startJobs(ownDatabase);
    // Stopped at once: the workers' first fetches, and the job one of them brings back, may still be under way.
    await jobs.stop();
    await ownDatabase.pool.end();
    // Had the job run on after the stop, its statements would fail now and reject unawaited, ending the process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await ctx.pool.query<{ state: string }>(
      `select state from pgboss.job where name = 'route-request' and data->>'requestId' = $1`,
      [String(id)],
    );
    // Either the fetch took it and it was worked to the end, or it waits for the next process: never left active.
    expect(rows.map((row) => row.state)).toEqual([expect.stringMatching(/^(completed|created)$/)]);
    if (rows[0]!.state === 'completed') expect((await stored(id)).pendingAssignment).toBe(false);
  });

  it('keeps a job through a restart: queued while no process works, run by the next one', async () => {
    const id = await requestQueuedWhileIdle('Re Start', 'Ike Idle');
    expect((await stored(id)).pendingAssignment).toBe(true);
    const next = await startJobs();
    try {
      await vi.waitFor(async () => expect((await stored(id)).pendingAssignment).toBe(false), {
        timeout: 15_000,
        interval: 200,
      });
    } finally {
      await next.stop();
    }
  });
});
