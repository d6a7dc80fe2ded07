import { count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Paging } from '../../shared/paging.js';
import type { QueuedMail } from '../../shared/schemas/adminFailures.js';
import type { OutboxMail } from '../../shared/schemas/adminMail.js';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

/**
 * The outbox: mail is written in the transaction of the change that causes it, then sent over SMTP by the delivery
 * job of the queue (src/server/jobs/backgroundJobs.ts); should two deliverers ever run at once, claims keep them apart. Delivery is at least once: a process that dies between
 * sending and recording the send leaves the row to be sent again once its claim runs out.
 */
export const MAIL_DELIVERY = {
  /** Attempts before a mail is given up on, its last error kept. */
  maxAttempts: 8,
  /** The wait after the first failure; each further failure doubles it (1, 2, 4 ... minutes), up to the cap. */
  firstRetrySeconds: 60,
  maxRetrySeconds: 60 * 60,
  /**
   * How long a claimed mail is its deliverer's. Longer than a whole batch can take with the transport's time-outs,
   * so no other deliverer takes a mail that is still being sent.
   */
  claimSeconds: 15 * 60,
  batchSize: 10,
  /** The pause between two runs of the delivery job (src/server/jobs/backgroundJobs.ts). */
  pollIntervalMs: 5_000,
  /** The kept error is for an admin to read, not a transcript. */
  maxErrorLength: 500,
} as const;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The text carries a secret (a reset or private link): once delivered, the outbox keeps WITHHELD_TEXT in its place. */
  withholdAfterDelivery?: boolean;
}

export const WITHHELD_TEXT = '(Withheld once delivered: this mail carried a private link.)';

/** Queues a mail. `executor` is the database or, so that the mail commits with its cause, the caller's transaction. */
export async function enqueueMail(executor: Database, mail: OutgoingMail) {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      withholdAfterDelivery: mail.withholdAfterDelivery ?? false,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** One page of the outbox, newest first, for admins. */
export async function listOutbox(db: Database, { page, limit }: Paging) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  const items: OutboxMail[] = rows.map(({ withholdAfterDelivery: _withheld, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    textDeletedAt: row.textDeletedAt?.toISOString() ?? null,
  }));
  return { items, total: totalRow?.total ?? 0 };
}

/**
 * Mail that waits to be sent, including mail being retried, and mail given up on after every attempt. Mail that stays
 * in the outbox for want of SMTP_URL waits. The metrics count by these, and admins list by them.
 */
const waitingMail = sql`${mailOutbox.nextAttemptAt} is not null`;
const failedMail = sql`${mailOutbox.nextAttemptAt} is null and ${mailOutbox.deliveredAt} is null`;

/** How much mail waits and how much failed (GET /metrics). */
export async function countOutbox(db: Database) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${waitingMail})::int`,
      failed: sql<number>`count(*) filter (where ${failedMail})::int`,
    })
    .from(mailOutbox);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/**
 * One page of the mail not delivered (waiting or failed, as countOutbox counts them), newest first, for admins in
 * every environment: who it is for, its subject and how its delivery goes, never its text, which is not even read.
 */
export async function listMailQueue(db: Database, { page, limit }: Paging) {
  const undelivered = or(waitingMail, failedMail);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(undelivered)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(mailOutbox).where(undelivered),
  ]);
  const items: QueuedMail[] = rows.map((row) => ({
    ...row,
    status: row.nextAttemptAt ? 'waiting' : 'failed',
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totalRow?.total ?? 0 };
}

/**
 * An SMTP transport for `smtpUrl`, with time-outs that keep a batch well inside MAIL_DELIVERY.claimSeconds.
 * Nodemailer is loaded here, only by a server that sends mail: the others start without it.
 */
export async function createMailTransport(smtpUrl: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * Claims the mail that is due, in one statement: the rows are locked as they are read, and rows another deliverer
 * holds are skipped rather than waited for; once claimed, a row is not due again until its claim runs out.
 */
async function claimDueMail(db: Database) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(lte(mailOutbox.nextAttemptAt, sql`now()`))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(MAIL_DELIVERY.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_DELIVERY.claimSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attempts: mailOutbox.attempts,
    });
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(MAIL_DELIVERY.firstRetrySeconds * 2 ** (attempts - 1), MAIL_DELIVERY.maxRetrySeconds);
}

/** The SMTP server's answer ("550 5.1.1 No such user"), or the transport's own words (a refused connection). */
function describeFailure(error: unknown) {
  const { message, code } = error as { message?: unknown; code?: unknown };
  const text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)]
    .filter(Boolean)
    .join(': ');
  return text.slice(0, MAIL_DELIVERY.maxErrorLength);
}

/**
 * Sends the mail that is due, one batch, and records each outcome: delivered, or failed with its error and a later
 * attempt (none once MAIL_DELIVERY.maxAttempts are spent). Answers how many mails it claimed.
 */
export async function deliverDueMail(db: Database, transport: Transporter, from: string, log?: FastifyBaseLogger) {
  const claimed = await claimDueMail(db);
  for (const mail of claimed) {
    try {
      await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.text });
      await db
        .update(mailOutbox)
        .set({
          deliveredAt: sql`now()`,
          nextAttemptAt: null,
          text: sql`case when ${mailOutbox.withholdAfterDelivery} then ${WITHHELD_TEXT} else ${mailOutbox.text} end`,
        })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const givingUp = mail.attempts >= MAIL_DELIVERY.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          lastError: describeFailure(error),
          nextAttemptAt: givingUp ? null : sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      // The id leads an admin to the row; the SMTP server's words may quote the address, so only its codes are logged.
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      log?.warn({ mailId: mail.id, attempts: mail.attempts, code, responseCode, givingUp }, 'mail delivery failed');
    }
  }
  return claimed.length;
}
