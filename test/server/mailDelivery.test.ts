import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import {
  createMailTransport,
  deliverDueMail,
  enqueueMail,
  MAIL_DELIVERY,
  WITHHELD_TEXT,
} from '../../src/server/mail/outbox';
import { JOB_QUEUES, startBackgroundJobs, type BackgroundJobsOptions } from '../../src/server/jobs/backgroundJobs';
import { createTestApp } from './helpers';

/**
 * The outbox delivered over real SMTP: a server from `smtp-server`, started here, receives what nodemailer sends, or
 * refuses it when told to.
 */
interface ReceivedMessage {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
let received: ReceivedMessage[] = [];
/** When set, the server refuses every message with this answer, as a full mailbox would. */
let refusal: string | undefined;
/** When set, the server answers each message only once this promise settles, as a slow one would. */
let held: Promise<void> | undefined;

const FROM = 'ReferBridge <no-reply@referbridge.example>';

/** Quoted-printable, as nodemailer encodes a long or non-ASCII body: escaped bytes of UTF-8 text. */
function decodeQuotedPrintable(text: string) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(index + 1, index + 3))) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMessage(raw: string, envelope: { from: string; to: string[] }): ReceivedMessage {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  const body = rest.join('\r\n\r\n');
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers);
  return {
    ...envelope,
    subject,
    body: (quotedPrintable ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the server's self-signed certificate would only stand in the way.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await held;
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 552 }));
          return;
        }
        received.push(
          parseMessage(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await ctx.close();
});
beforeEach(() => {
  received = [];
  refusal = undefined;
  held = undefined;
});

/** The job queue, delivering over the test's SMTP server and asking for work every half second. */
const startDelivering = async (options: Pick<BackgroundJobsOptions, 'retry'> = {}) =>
  startBackgroundJobs({
    pool: ctx.pool,
    db: ctx.db,
    log: ctx.app.log,
    assignment: {
      answerWithinMs: 3 * 24 * 60 * 60 * 1000,
      maxReassignments: 3,
      linkOrigin: 'https://referbridge.example',
    },
    mail: { transport: await createMailTransport(smtpUrl), from: FROM },
    pollingIntervalSeconds: 0.5,
    ...options,
  });

const rowOf = async (id: number) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('delivering the outbox over SMTP', () => {
  it('sends a queued mail from the job queue, and records it as delivered', async () => {
    const text = `Hello Dana,\n\nYour request moved on: https://referbridge.example/profile\n\n${'A long line. '.repeat(12)}é`;
    const id = await enqueueMail(ctx.db, {
      to: 'dana@example.com',
      subject: 'Your referral request was accepted',
      text,
    });
    const jobs = await startDelivering();
    try {
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await jobs.stop();
    }
    expect(received[0]).toEqual({
      from: 'no-reply@referbridge.example',
      to: ['dana@example.com'],
      subject: 'Your referral request was accepted',
      body: text,
    });
    const row = await rowOf(id);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
  });

  it('keeps no secret once delivered: a reset link leaves the outbox with its mail', async () => {
    const transport = await createMailTransport(smtpUrl);
    const link = 'https://referbridge.example/reset-password?token=secret-token';
    const id = await enqueueMail(ctx.db, {
      to: 'reset@example.com',
      subject: 'Reset your ReferBridge password',
      text: `Choose a new password: ${link}`,
      withholdAfterDelivery: true,
    });
    expect((await rowOf(id)).text).toContain(link);
    expect(await deliverDueMail(ctx.db, transport, FROM)).toBe(1);
    expect(received[0]!.body).toContain(link);
    expect((await rowOf(id)).text).toBe(WITHHELD_TEXT);
    transport.close();
  });

  it('keeps a refused mail with its error, and tries it again later', async () => {
    const transport = await createMailTransport(smtpUrl);
    const id = await enqueueMail(ctx.db, { to: 'full@example.com', subject: 'Refused', text: 'Hello' });
    refusal = 'Mailbox is full';
    expect(await deliverDueMail(ctx.db, transport, FROM)).toBe(1);

    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(failed.lastError).toContain('Mailbox is full');
    const waitSeconds = (failed.nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(MAIL_DELIVERY.firstRetrySeconds - 5);
    expect(waitSeconds).toBeLessThanOrEqual(MAIL_DELIVERY.firstRetrySeconds);
    // Not due yet: a pass now leaves it alone.
    expect(await deliverDueMail(ctx.db, transport, FROM)).toBe(0);

    // Its time comes, and the server takes it.
    await ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    refusal = undefined;
    expect(await deliverDueMail(ctx.db, transport, FROM)).toBe(1);
    expect(received.map((message) => message.subject)).toEqual(['Refused']);
    expect(await rowOf(id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: null,
      lastError: expect.stringContaining('full'),
    });
    expect((await rowOf(id)).deliveredAt).toBeInstanceOf(Date);
    transport.close();
  });

  it(`gives up after ${MAIL_DELIVERY.maxAttempts} attempts, keeping the last error`, async () => {
    const transport = await createMailTransport(smtpUrl);
    const id = await enqueueMail(ctx.db, { to: 'gone@example.com', subject: 'Never arrives', text: 'Hello' });
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAIL_DELIVERY.maxAttempts - 1 })
      .where(eq(mailOutbox.id, id));
    refusal = 'No such user here';
    expect(await deliverDueMail(ctx.db, transport, FROM)).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: MAIL_DELIVERY.maxAttempts, nextAttemptAt: null, deliveredAt: null });
    expect(row.lastError).toContain('No such user here');
    transport.close();
  });

  it('sends each mail once when two deliverers run at the same time', async () => {
    const mails = 3 * MAIL_DELIVERY.batchSize + 1;
    const ids: number[] = [];
    for (let index = 0; index < mails; index++) {
      ids.push(await enqueueMail(ctx.db, { to: `crowd-${index}@example.com`, subject: `Crowd ${index}`, text: 'Hi' }));
    }
    const deliverAll = async () => {
      const transport = await createMailTransport(smtpUrl);
      let claimed = 0;
      for (let batch = await deliverDueMail(ctx.db, transport, FROM); batch > 0;) {
        claimed += batch;
        batch = await deliverDueMail(ctx.db, transport, FROM);
      }
      transport.close();
      return claimed;
    };
    const [first, second] = await Promise.all([deliverAll(), deliverAll()]);
    expect(first + second).toBe(mails);
    const subjects = received.map((message) => message.subject).filter((subject) => subject.startsWith('Crowd '));
    expect(subjects).toHaveLength(mails);
    expect(new Set(subjects).size).toBe(mails);
    const rows = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((row) => row.attempts === 1 && row.deliveredAt !== null)).toBe(true);
  });
});

describe('a process that stops while delivering', () => {
  it('finishes the batch it claimed, takes no more, and leaves the rest due for the next process', async () => {
    const mails = 2 * MAIL_DELIVERY.batchSize;
    const ids: number[] = [];
    for (let index = 0; index < mails; index++) {
      ids.push(await enqueueMail(ctx.db, { to: `late-${index}@example.com`, subject: `Late ${index}`, text: 'Hi' }));
    }
    let answer!: () => void;
    held = new Promise((resolve) => (answer = resolve));
    const jobs = await startDelivering();
    // The first batch is claimed and its first message waits at the slow server.
    await vi.waitFor(
      async () => {
        const rows = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
        expect(rows.some((row) => row.attempts > 0)).toBe(true);
      },
      { timeout: 10_000 },
    );
    const stopped = jobs.stop();
    answer();
    await stopped;
    const rows = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    const delivered = rows.filter((row) => row.deliveredAt !== null);
    expect(delivered).toHaveLength(MAIL_DELIVERY.batchSize);
    const untouched = rows.filter((row) => row.attempts === 0 && row.deliveredAt === null);
    expect(untouched).toHaveLength(mails - MAIL_DELIVERY.batchSize);
    // The next process delivers them.
    expect(await deliverDueMail(ctx.db, await createMailTransport(smtpUrl), FROM)).toBe(MAIL_DELIVERY.batchSize);
  });
});

describe('a delivery job that fails', () => {
  /**
   * The database refuses the job's first claim of the outbox, as in a restart or a deadlock, then works again: the
   * job's handler throws. (A refusal by the SMTP server does not fail the job: the outbox keeps that mail and tries it
   * again itself, as the tests above show.)
   */
  async function failFirstClaim() {
    await ctx.pool.query(`
      create sequence outbox_claims;
      create function refuse_first_claim() returns trigger language plpgsql as $$
      begin
        if nextval('outbox_claims') = 1 then raise exception 'the database is restarting'; end if;
        return new;
      end $$;
      create trigger refuse_first_claim before update on mail_outbox
        for each row execute function refuse_first_claim();`);
    return () =>
      ctx.pool.query(`
        drop trigger refuse_first_claim on mail_outbox;
        drop function refuse_first_claim();
        drop sequence outbox_claims;`);
  }

  /** A job keeps the retry settings it was sent with: the next run the first test queued (with JOB_RETRY) goes. */
  async function dropQueuedDeliveries() {
    const { rows } = await ctx.pool.query<{ queue: string | null }>(`select to_regclass('pgboss.job') as queue`);
    if (rows[0]!.queue) await ctx.pool.query('delete from pgboss.job where name = $1', [JOB_QUEUES.deliverMail]);
  }

  it('is tried again by the queue, and the mail is delivered by the retry', async () => {
    const id = await enqueueMail(ctx.db, { to: 'retry@example.com', subject: 'Delivered on the retry', text: 'Hi' });
    const restore = await failFirstClaim();
    await dropQueuedDeliveries();
    // Retried at once rather than after JOB_RETRY's 5 s or more: the test waits for nothing but the queue.
    const jobs = await startDelivering({ retry: { limit: 2, delaySeconds: 0, backoff: false } });
    try {
      await vi.waitFor(() => expect(received.map((message) => message.subject)).toContain('Delivered on the retry'), {
        timeout: 10_000,
      });
    } finally {
      await jobs.stop();
      await restore();
    }
    const { rows: failedThenDone } = await ctx.pool.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = $1 and retry_count > 0`,
      [JOB_QUEUES.deliverMail],
    );
    expect(failedThenDone).toEqual([{ state: 'completed', retry_count: 1 }]);
    // The refused claim left no trace on the mail: one attempt, the one that delivered it.
    expect(await rowOf(id)).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
    expect(received.filter((message) => message.subject === 'Delivered on the retry')).toHaveLength(1);
  });
});
