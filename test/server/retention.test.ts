import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  requestVersions,
  resumes,
} from '../../src/server/db/schema';
import { startBackgroundJobs } from '../../src/server/jobs/backgroundJobs';
import { enqueueMail, listOutbox } from '../../src/server/mail/outbox';
import { deleteExpiredResumes, deleteOldMailBodies } from '../../src/server/retention/sweep';
import type { OutboxMail } from '../../src/shared/schemas/adminMail';
import type { ReferralRequest, ReferralRequestEvent } from '../../src/shared/schemas/referralRequests';
import { multipart, sendReferralRequest } from './fixtures/forms';
import { minimalDocx } from './fixtures/resumes';
import { accountOfKind, createTestApp } from './helpers';

/**
 * Retention on the real database: a request's resume is deleted a set number of days after the request ended, its
 * history says so to the candidate and the referrer, and its download answers 410; a sent mail's body is deleted 7
 * days after it left the outbox. The sweep is safe to run in several processes at once.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let candidate: { id: number; cookie: string };
let referrer: { id: number; cookie: string; referrerId: number };
let admin: { id: number; cookie: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 180;
/** A date as the server's messages write it ("May 25, 2027"), in UTC. */
const onDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await accountOfKind(ctx, 'Cara Candidate', 'candidate');
  const account = await accountOfKind(ctx, 'Rhea Referrer', 'referrer', 'Northwind');
  const [profile] = await ctx.db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, account.id));
  referrer = { ...account, referrerId: profile!.id };
  admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
});
afterAll(() => ctx.close());

let requestsSent = 0;

/**
 * A request from the candidate to the referrer, through the API. Each names another office of the company: a
 * candidate has one open request per company, and these tests keep several open.
 */
async function sendRequest() {
  const response = await sendReferralRequest(
    ctx.app,
    { referrerId: String(referrer.referrerId), company: `Northwind ${++requestsSent}` },
    candidate.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function move(id: number, action: 'accept' | 'refer' | 'hire' | 'withdraw', cookie: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie },
    payload: { action },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves the request and its whole history `days` into the past, as if it had been sent and answered then. */
async function age(id: number, days: number) {
  const by = sql`make_interval(days => ${days})`;
  await ctx.db
    .update(referralRequests)
    .set({
      createdAt: sql`${referralRequests.createdAt} - ${by}`,
      assignedAt: sql`${referralRequests.assignedAt} - ${by}`,
    })
    .where(eq(referralRequests.id, id));
  await ctx.db
    .update(referralRequestEvents)
    .set({ createdAt: sql`${referralRequestEvents.createdAt} - ${by}` })
    .where(eq(referralRequestEvents.referralRequestId, id));
}

const resumeOf = (id: number, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/referral-requests/${id}/resume`, headers: { cookie } });

async function historyOf(id: number, cookie: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/referral-requests/${id}/history`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReferralRequestEvent[]>();
}

async function listedFor(id: number, cookie: string, party: 'candidate' | 'referrer') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/referral-requests?party=${party}&limit=100`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReferralRequest[]>().find((request) => request.id === id)!;
}

const deletionEntries = async (id: number) =>
  ctx.db
    .select()
    .from(referralRequestEvents)
    .where(
      sql`${referralRequestEvents.referralRequestId} = ${id} and ${referralRequestEvents.kind} = 'resume-deleted'`,
    );

describe('resumes kept only as long as needed', () => {
  it('deletes the resume of a request that ended past the period, keeps one inside it and every open one', async () => {
    const withdrawnLongAgo = await sendRequest();
    await move(withdrawnLongAgo, 'withdraw', candidate.cookie);
    await age(withdrawnLongAgo, RETENTION_DAYS + 1);

    const hiredLongAgo = await sendRequest();
    await move(hiredLongAgo, 'accept', referrer.cookie);
    await move(hiredLongAgo, 'refer', referrer.cookie);
    await move(hiredLongAgo, 'hire', referrer.cookie);
    await age(hiredLongAgo, RETENTION_DAYS + 1);

    const withdrawnRecently = await sendRequest();
    await move(withdrawnRecently, 'withdraw', candidate.cookie);
    await age(withdrawnRecently, RETENTION_DAYS - 1);

    // Open, however old: waiting for an answer, accepted, referred (a hire may still come).
    const openOnes = [await sendRequest(), await sendRequest(), await sendRequest()];
    await move(openOnes[1]!, 'accept', referrer.cookie);
    await move(openOnes[2]!, 'accept', referrer.cookie);
    await move(openOnes[2]!, 'refer', referrer.cookie);
    for (const id of openOnes) await age(id, 1000);

    const before = await resumeOf(hiredLongAgo, referrer.cookie);
    expect(before.statusCode).toBe(200);

    const now = new Date();
    expect(await deleteExpiredResumes(ctx.db, now, RETENTION_DAYS)).toBe(2);

    const left = await ctx.db.select({ requestId: resumes.referralRequestId }).from(resumes);
    const kept = left.map((row) => row.requestId);
    expect(kept).not.toContain(withdrawnLongAgo);
    expect(kept).not.toContain(hiredLongAgo);
    expect(kept).toEqual(expect.arrayContaining([withdrawnRecently, ...openOnes]));
    for (const id of [withdrawnRecently, ...openOnes])
      expect((await resumeOf(id, referrer.cookie)).statusCode).toBe(200);

    // The history says when, to the candidate ("My requests") and to the referrer, as ReferBridge's entry.
    for (const cookie of [candidate.cookie, referrer.cookie]) {
      const last = (await historyOf(hiredLongAgo, cookie)).at(-1)!;
      expect(last).toMatchObject({
        actorParty: 'system',
        fromStatus: 'hired',
        toStatus: 'hired',
        reason: 'Resume deleted: kept 180 days after the request ended',
        assignedTo: null,
      });
      expect(new Date(last.createdAt).getTime()).toBe(now.getTime());
    }
    const listed = await listedFor(hiredLongAgo, referrer.cookie, 'referrer');
    expect(listed).toMatchObject({ status: 'hired', resume: null, resumeDeletedAt: now.toISOString() });
    expect(await listedFor(withdrawnRecently, candidate.cookie, 'candidate')).toMatchObject({
      resume: { fileName: 'cara-resume.pdf' },
      resumeDeletedAt: null,
    });
  });

  it('answers the download of a deleted resume with 410 and a message, to the referrer, the candidate and admins', async () => {
    const id = await sendRequest();
    await move(id, 'withdraw', candidate.cookie);
    await age(id, RETENTION_DAYS + 3);
    const now = new Date();
    expect(await deleteExpiredResumes(ctx.db, now, RETENTION_DAYS)).toBe(1);

    for (const cookie of [referrer.cookie, candidate.cookie, admin.cookie]) {
      const response = await resumeOf(id, cookie);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        message: `This resume was deleted on ${onDay.format(now)}: resumes are kept only for a set time after their request ends.`,
      });
    }
    // Someone who never could see it still gets the same 404 as for a request that does not exist.
    const stranger = await accountOfKind(ctx, 'Sam Stranger', 'candidate');
    expect((await resumeOf(id, stranger.cookie)).statusCode).toBe(404);
    expect((await resumeOf(999_999, referrer.cookie)).statusCode).toBe(404);
  });

  it('writes the history entry once, with two sweeps at once, and never again', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      const id = await sendRequest();
      await move(id, 'withdraw', candidate.cookie);
      await age(id, RETENTION_DAYS + 10);
      ids.push(id);
    }
    const now = new Date();
    const [one, two] = await Promise.all([
      deleteExpiredResumes(ctx.db, now, RETENTION_DAYS),
      deleteExpiredResumes(ctx.db, now, RETENTION_DAYS),
    ]);
    expect(one + two).toBe(6);
    expect(await deleteExpiredResumes(ctx.db, now, RETENTION_DAYS)).toBe(0);
    for (const id of ids) {
      expect(await deletionEntries(id)).toHaveLength(1);
      expect(
        (await historyOf(id, candidate.cookie)).filter((event) => event.reason?.startsWith('Resume deleted')),
      ).toHaveLength(1);
    }
  });

  it('leaves the request ended when it ended: its decline reason stays, and its follow link stays expired', async () => {
    const email = 'signed-out-sender@example.com';
    const sent = await sendReferralRequest(ctx.app, { email, referrerId: String(referrer.referrerId) });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${id}/moves`,
      headers: { cookie: referrer.cookie },
      payload: { action: 'decline', reason: 'We are not hiring for this team.' },
    });
    expect(declined.statusCode).toBe(200);
    // A request given before automatic assignment existed (no assignment time) ends at its decline; others move on to another.
    await ctx.db.update(referralRequests).set({ assignedAt: null }).where(eq(referralRequests.id, id));
    await age(id, RETENTION_DAYS + 1);
    const [confirmation] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const token = /follow-request\?token=([A-Za-z0-9_-]+)/.exec(confirmation!.text)![1]!;
    const follow = () => ctx.app.inject({ method: 'GET', url: `/api/followed-request?token=${token}` });
    expect((await follow()).statusCode).toBe(404);

    expect(await deleteExpiredResumes(ctx.db, new Date(), RETENTION_DAYS)).toBe(1);
    // The deletion is no change of the request: the link, expired 7 days after the decline, does not come back.
    expect((await follow()).statusCode).toBe(404);
    expect(await listedFor(id, referrer.cookie, 'referrer')).toMatchObject({
      status: 'declined',
      declineReason: 'We are not hiring for this team.',
      resume: null,
    });
  });

  it('deletes the resumes of the versions its candidate replaced with its own, and keeps what they said', async () => {
    const id = await sendRequest();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${id}/changes-asked`,
      headers: { cookie: referrer.cookie },
      payload: { kind: 'resume', note: 'Please send the resume with your latest role.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${id}/changes`,
      headers: { cookie: candidate.cookie },
      payload: multipart({}, [{ data: minimalDocx(), name: 'latest.docx' }]),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await move(id, 'withdraw', candidate.cookie);
    const [version] = await ctx.db.select().from(requestVersions).where(eq(requestVersions.referralRequestId, id));
    const versionResume = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/referral-requests/${id}/versions/${version!.id}/resume`,
        headers: { cookie: candidate.cookie },
      });
    expect((await versionResume()).statusCode).toBe(200);

    // Inside the period, nothing goes; past it, the replaced version's resume goes with the request's own.
    await age(id, RETENTION_DAYS - 1);
    expect(await deleteExpiredResumes(ctx.db, new Date(), RETENTION_DAYS)).toBe(0);
    expect((await versionResume()).statusCode).toBe(200);
    await age(id, 2);
    expect(await deleteExpiredResumes(ctx.db, new Date(), RETENTION_DAYS)).toBe(1);

    expect(await ctx.db.select().from(requestVersions).where(eq(requestVersions.referralRequestId, id))).toEqual([
      {
        ...version,
        resumeFileName: null,
        resumeMimeType: null,
        resumeSize: null,
        resumeData: null,
      },
    ]);
    expect((await versionResume()).statusCode).toBe(404);
    const versions = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${id}/versions`,
      headers: { cookie: candidate.cookie },
    });
    expect(versions.json()).toEqual([
      expect.objectContaining({ number: 1, message: version!.message, resume: null }),
      expect.objectContaining({ number: 2, current: true, resume: null }),
    ]);
  });
});

describe('the job queue', () => {
  it('sweeps once at start, with two app processes working one queue', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const id = await sendRequest();
      await move(id, 'withdraw', candidate.cookie);
      await age(id, 40);
      ids.push(id);
    }
    const startJobs = () =>
      startBackgroundJobs({
        pool: ctx.pool,
        db: ctx.db,
        log: ctx.app.log,
        assignment: { answerWithinMs: 3 * DAY_MS, maxReassignments: 3, linkOrigin: 'https://referbridge.example' },
        resumeRetentionDays: 30,
        pollingIntervalSeconds: 0.5,
      });
    const [one, two] = [await startJobs(), await startJobs()];
    try {
      await vi.waitFor(
        async () => {
          for (const id of ids) expect(await deletionEntries(id)).toHaveLength(1);
        },
        { timeout: 15_000, interval: 200 },
      );
      const schedules = await one.boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === 'retention-sweep')).toMatchObject({ cron: '17 3 * * *' });
    } finally {
      await one.stop();
      await two.stop();
    }
    for (const id of ids) expect(await deletionEntries(id)).toHaveLength(1);
  });
});

describe('sent mail bodies', () => {
  /** A mail whose text holds a reset link, sent `daysAgo` (or, with `givenUp`, given up on after it was written then). */
  async function mailLeft(daysAgo: number, how: 'delivered' | 'givenUp' | 'waiting') {
    const id = await enqueueMail(ctx.db, {
      to: `retention-${daysAgo}-${how}@example.com`,
      subject: 'Reset your ReferBridge password',
      text: 'Open https://referbridge.example/reset-password?token=abc to choose a new password.',
    });
    const then = new Date(Date.now() - daysAgo * DAY_MS);
    await ctx.db
      .update(mailOutbox)
      .set({
        createdAt: then,
        deliveredAt: how === 'delivered' ? then : null,
        nextAttemptAt: how === 'waiting' ? then : null,
      })
      .where(eq(mailOutbox.id, id));
    return id;
  }

  const rowOf = async (id: number) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('deletes the body 7 days after the mail left the outbox, keeps younger ones and mail still to send', async () => {
    const old = await mailLeft(8, 'delivered');
    const oldFailed = await mailLeft(8, 'givenUp');
    const young = await mailLeft(6, 'delivered');
    const waiting = await mailLeft(30, 'waiting');
    const now = new Date();
    expect(await deleteOldMailBodies(ctx.db, now)).toBe(2);
    for (const id of [old, oldFailed]) {
      expect(await rowOf(id)).toMatchObject({ text: '', textDeletedAt: now });
    }
    for (const id of [young, waiting]) {
      expect(await rowOf(id)).toMatchObject({ text: expect.stringContaining('token=abc'), textDeletedAt: null });
    }
    expect(await deleteOldMailBodies(ctx.db, now)).toBe(0);
    expect((await rowOf(old)).textDeletedAt).toEqual(now);

    // The admins' Mail tab still lists them, saying when the text went.
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail?limit=50',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<OutboxMail[]>();
    expect(listed.find((mail) => mail.id === old)).toMatchObject({ text: '', textDeletedAt: now.toISOString() });
    expect(listed.find((mail) => mail.id === young)).toMatchObject({ textDeletedAt: null });
    expect((await listOutbox(ctx.db, { page: 1, limit: 50 })).items.length).toBeGreaterThanOrEqual(4);
  });
});
