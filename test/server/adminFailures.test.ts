import { createServer, type AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../../src/server/db/schema';
import { JOB_QUEUES, startBackgroundJobs } from '../../src/server/jobs/backgroundJobs';
import { describeJobError } from '../../src/server/jobs/failedJobs';
import { createMailTransport, deliverDueMail, MAIL_DELIVERY } from '../../src/server/mail/outbox';
import type { Overview } from '../../src/shared/schemas/admin';
import type { FailedJob, QueuedMail } from '../../src/shared/schemas/adminFailures';
import type { TwoStepEnrolment } from '../../src/shared/schemas/twoStep';
import { twoStepMessages } from '../../src/shared/twoStep';
import { createTestApp, sessionCookie } from './helpers';

/**
 * GET /api/admin/failed-jobs and GET /api/admin/mail-queue on a production app (as NODE_ENV=production builds it):
 * a delivery job made to fail for real through pg-boss, mail refused by a closed SMTP port through the outbox's own
 * delivery, and what an admin reads of them, never a mail's text.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let production: TestApp;
/** Production cookies are Secure: the requests come through a proxy that says they were HTTPS. */
const HTTPS = { 'x-forwarded-proto': 'https' };
const PASSWORD = 'password 123';
let adminHeaders: Record<string, string>;
let candidateHeaders: Record<string, string>;
let resetMail: { id: number; text: string; token: string };
let smtpPort: number;

/** The connection string the database's error quotes, as a misconfigured server's error might. */
const CONNECTION_STRING = 'postgres://referbridge:db-password-42@db.internal:5432/referbridge';
const SMTP_PASSWORD = 'smtp-password-42';

async function register(name: string, email: string) {
  const response = await production.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: HTTPS,
    payload: { name, email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ id: number }>().id, headers: { ...HTTPS, cookie: sessionCookie(response)! } };
}

/** Turns two-step sign-in on, as /profile does: production admins need it for every admin API. */
async function enrol(headers: Record<string, string>) {
  const started = await production.app.inject({
    method: 'POST',
    url: '/api/me/two-step/enrolment',
    headers,
    payload: { password: PASSWORD },
  });
  const { secret } = started.json<TwoStepEnrolment>();
  const confirmed = await production.app.inject({
    method: 'POST',
    url: '/api/me/two-step/confirmation',
    headers,
    payload: { code: await generate({ secret }) },
  });
  expect(confirmed.statusCode).toBe(200);
}

/** A port nothing listens on: an SMTP_URL pointing there is refused at once. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The failed jobs as pg-boss's own table holds them. */
async function failedJobsInQueue() {
  const { rows } = await production.pool.query<{ failed: number }>(
    `select count(*)::int as failed from pgboss.job where state = 'failed'`,
  );
  return rows[0]!.failed;
}

const get = (url: string, headers: Record<string, string> = adminHeaders) =>
  production.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  production = await createTestApp({ production: true, trustProxy: '127.0.0.1' });
  const admin = await register('Ada Admin', 'ada-admin@example.com');
  await production.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  adminHeaders = admin.headers;
  candidateHeaders = (await register('Cora Candidate', 'cora@example.com')).headers;
  smtpPort = await closedPort();

  // A reset link, mailed through the outbox as production mails it.
  const asked = await production.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email: 'cora@example.com' },
  });
  expect(asked.statusCode).toBe(202);
  const row = await vi.waitFor(
    async () => {
      const [mail] = await production.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'cora@example.com'))
        .orderBy(desc(mailOutbox.id));
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeout: 5000, interval: 20 },
  );
  resetMail = { id: row.id, text: row.text, token: /[?&]token=([A-Za-z0-9_-]+)/.exec(row.text)![1]! };
});
afterAll(() => production?.close());

describe('before two-step sign-in, and for everyone but admins', () => {
  it('answers an admin without two-step sign-in 403, sending them to turn it on', async () => {
    for (const url of ['/api/admin/failed-jobs', '/api/admin/mail-queue']) {
      const response = await get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: twoStepMessages.adminMustEnrol });
      expect(response.body).not.toContain(resetMail.token);
    }
  });

  it('answers anyone else 404, as if the routes did not exist', async () => {
    for (const url of ['/api/admin/failed-jobs', '/api/admin/mail-queue']) {
      for (const headers of [HTTPS, candidateHeaders]) {
        const response = await get(`${url}?page=zero`, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: `No such endpoint: GET ${url}` });
      }
    }
  });
});

describe('what failed, for an admin in production', () => {
  beforeAll(async () => {
    await enrol(adminHeaders);

    // The delivery job fails for real: the database refuses its claim of the outbox, quoting an address with a
    // password in it. Retried once, at once, it fails again and pg-boss keeps it as failed.
    await production.pool.query(`
      create function refuse_claims() returns trigger language plpgsql as $$
      begin raise exception 'cannot reach %', '${CONNECTION_STRING}'; end $$;
      create trigger refuse_claims before update on mail_outbox for each row execute function refuse_claims();`);
    const jobs = await startBackgroundJobs({
      pool: production.pool,
      db: production.db,
      log: production.app.log,
      assignment: {
        answerWithinMs: 3 * 24 * 60 * 60 * 1000,
        maxReassignments: 3,
        linkOrigin: 'https://referbridge.example',
      },
      mail: {
        transport: await createMailTransport(`smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`),
        from: 'ReferBridge <no-reply@referbridge.example>',
      },
      pollingIntervalSeconds: 0.5,
      retry: { limit: 1, delaySeconds: 0, backoff: false },
    });
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await production.pool.query(
            `select 1 from pgboss.job where name = $1 and state = 'failed'`,
            [JOB_QUEUES.deliverMail],
          );
          expect(rows).toHaveLength(1);
        },
        { timeout: 15_000, interval: 200 },
      );
      // A second failure, later, through pg-boss's own fail(): an assignment job that is given up on before it runs.
      const id = await jobs.boss.send(JOB_QUEUES.assignRequest, { requestId: 1 }, { startAfter: 3600, retryLimit: 0 });
      await jobs.boss.fail(JOB_QUEUES.assignRequest, id!, new Error('Request 1 could not be routed'));
    } finally {
      await jobs.stop();
      await production.pool.query('drop trigger refuse_claims on mail_outbox; drop function refuse_claims();');
    }

    // The SMTP server cannot be reached: the reset mail is tried once and waits for its next attempt...
    const transport = await createMailTransport(`smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    expect(await deliverDueMail(production.db, transport, 'no-reply@referbridge.example')).toBe(1);
    // ...and a mail on its last attempt is given up on.
    await production.db.insert(mailOutbox).values({
      recipient: 'gone@example.com',
      subject: 'Your referral request was accepted',
      text: 'The private text of the last mail.',
      attempts: MAIL_DELIVERY.maxAttempts - 1,
    });
    expect(await deliverDueMail(production.db, transport, 'no-reply@referbridge.example')).toBe(1);
    transport.close();
  }, 30_000);

  it('lists the failed jobs, the newest failure first: queue, error without secrets, attempts, when', async () => {
    const response = await get('/api/admin/failed-jobs');
    expect(response.statusCode).toBe(200);
    // Two, unless the minute's cron sent another delivery while the trigger refused them (it fails the same way).
    expect(response.headers['x-total-count']).toBe(String(await failedJobsInQueue()));
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [assignment, delivery] = response.json<FailedJob[]>();
    expect(assignment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      queue: 'route-request',
      error: 'Request 1 could not be routed',
      errorCode: null,
      stack: expect.stringMatching(/^at /),
      attempts: 0,
      failedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(delivery).toMatchObject({
      queue: 'deliver-mail',
      error: 'Failed query: update mail_outbox; caused by: cannot reach postgres://***@db.internal:5432/referbridge',
      errorCode: 'P0001',
      attempts: 2,
    });
    expect(Date.parse(delivery!.failedAt)).toBeGreaterThanOrEqual(Date.parse(delivery!.createdAt));
    expect(Date.parse(assignment!.failedAt)).toBeGreaterThanOrEqual(Date.parse(delivery!.failedAt));
    expect(response.body).not.toContain('db-password-42');
    // The query's values (drizzle lists them in its message) are left out.
    expect(response.body).not.toContain('params');
  });

  it('pages through the failed jobs', async () => {
    const total = await failedJobsInQueue();
    const second = await get('/api/admin/failed-jobs?page=2&limit=1');
    expect(second.headers['x-total-count']).toBe(String(total));
    expect(second.json<FailedJob[]>().map((job) => job.queue)).toEqual(['deliver-mail']);
    expect((await get(`/api/admin/failed-jobs?page=${total + 1}&limit=1`)).json()).toEqual([]);
  });

  it('lists the mail not delivered, waiting or failed, with its last error: never its text or its link', async () => {
    const response = await get('/api/admin/mail-queue');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [failed, waiting] = response.json<QueuedMail[]>();
    expect(failed).toEqual({
      id: expect.any(Number),
      recipient: 'gone@example.com',
      subject: 'Your referral request was accepted',
      status: 'failed',
      attempts: MAIL_DELIVERY.maxAttempts,
      lastError: expect.stringContaining('ECONNREFUSED'),
      nextAttemptAt: null,
      createdAt: expect.any(String),
    });
    expect(waiting).toEqual({
      id: resetMail.id,
      recipient: 'cora@example.com',
      subject: expect.stringMatching(/password/i),
      status: 'waiting',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(Date.parse(waiting!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    expect(response.body).not.toContain(resetMail.token);
    expect(response.body).not.toContain('reset-password');
    expect(response.body).not.toContain('The private text of the last mail.');
    expect(response.body).not.toContain(SMTP_PASSWORD);
  });

  it('counts them on the overview, the failed mail as GET /metrics counts it', async () => {
    const response = await get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    expect(response.json<Overview>()).toMatchObject({
      mailOutbox: false,
      failures: { jobs: await failedJobsInQueue(), mail: 1 },
    });
  });

  it('pages through the mail, and leaves delivered mail out', async () => {
    const second = await get('/api/admin/mail-queue?page=2&limit=1');
    expect(second.json<QueuedMail[]>().map((mail) => mail.recipient)).toEqual(['cora@example.com']);
    await production.db
      .update(mailOutbox)
      .set({ deliveredAt: sql`now()`, nextAttemptAt: null })
      .where(eq(mailOutbox.id, resetMail.id));
    const after = await get('/api/admin/mail-queue');
    expect(after.headers['x-total-count']).toBe('1');
    expect(after.json<QueuedMail[]>().map((mail) => mail.recipient)).toEqual(['gone@example.com']);
  });

  it('refuses bad paging with 400 and a message', async () => {
    const response = await get('/api/admin/mail-queue?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit must be a whole number from 1 to 100');
  });

  it('keeps the mail outbox, which shows mail text, out of production', async () => {
    expect((await get('/api/admin/mail')).statusCode).toBe(404);
  });
});

describe('an error as pg-boss stored it', () => {
  it('reads a time-out, a value given to fail(), and nothing at all', () => {
    expect(describeJobError({ value: { message: 'job failed by timeout in active state' } })).toEqual({
      error: 'job failed by timeout in active state',
      errorCode: null,
      stack: null,
    });
    expect(describeJobError({ value: 'gave up' }).error).toBe('gave up');
    expect(describeJobError(null).error).toBe('No error was recorded.');
  });

  it('names the error, keeps its code, trims a long message and the stack, and hides passwords', () => {
    const frames = Array.from({ length: 20 }, (_, index) => `    at frame${index} (/srv/app/dist/server/x.js:1:1)`);
    const described = describeJobError({
      name: 'TypeError',
      message: `smtps://user:hunter2@mail.example failed; password=hunter2 ${'x'.repeat(1000)}`,
      code: 'ESOCKET',
      stack: ['TypeError: boom', ...frames].join('\n'),
    });
    expect(described.error).toMatch(/^TypeError: smtps:\/\/\*\*\*@mail\.example failed; password=\*\*\* x+$/);
    expect(described.error).toHaveLength(500);
    expect(described.errorCode).toBe('ESOCKET');
    expect(described.stack!.split('\n')).toHaveLength(8);
    expect(JSON.stringify(described)).not.toContain('hunter2');
  });
});
