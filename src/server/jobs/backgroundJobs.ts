import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { whileHoldingAdvisoryLock } from '../db/migrate.js';
import { deliverDueMail, MAIL_DELIVERY } from '../mail/outbox.js';
import { runRetentionSweep } from '../retention/sweep.js';
import { mailAwayParties } from '../repositories/conversations.js';
import { refreshReferrerStats } from '../assignment/referrerStats.js';
import { assignDueRequests, assignRequest, type AssignmentSettings } from '../assignment/assign.js';
import { RETENTION } from '../../shared/retention.js';
import { followUpReferrals } from './referralOutcomes.js';
import { expireChangeAsks } from '../repositories/requestChanges.js';

/**
 * The background work of the app, as jobs in a PostgreSQL queue (pg-boss, in its own `pgboss` schema): jobs survive a
 * restart, run once however many app processes work the queue (each job is fetched with SKIP LOCKED), and are tried
 * again when they fail. Nothing here runs on a timer of its own; the queue's cron sends the periodic jobs, once a
 * minute across all processes.
 */
export const JOB_QUEUES = {
  // The queue names are rows in pg-boss's tables (and shown on the admin Failures tab): they keep the names they
  // were first written with, so jobs queued before an upgrade still find their worker.
  /** Assigns one request now (src/server/assignment/assign.ts): sent after the change that needs it commits. */
  assignRequest: 'route-request',
  /** Assigns every request that needs it: the net under assignRequest, and the answer deadlines. Every minute. */
  assignDueRequests: 'route-due-requests',
  /** Reads each referrer's response rate and reply time from request histories. Every five minutes, and at start. */
  refreshReferrerStats: 'refresh-referrer-stats',
  /** Sends the outbox's due mail, then sends itself again a few seconds later. Every minute, should that chain break. */
  deliverMail: 'deliver-mail',
  /** Deletes the resumes and mail bodies kept long enough (src/server/retention/sweep.ts). Daily, and at start. */
  retentionSweep: 'retention-sweep',
  /** Mails each party who is away about unread messages (src/server/repositories/conversations.ts). Every minute. */
  mailAwayParties: 'conversation-mail',
  /** Confirms undisputed hires and reminds both sides of referrals with no news (src/server/jobs/referralOutcomes.ts). Hourly, and at start. */
  followUpReferrals: 'follow-up-referrals',
  /** Closes the requests whose ask for changes went unanswered (src/server/repositories/requestChanges.ts). Hourly. */
  expireChangeAsks: 'expire-change-asks',
} as const;

/** The time the jobs act at: the system's, or a test's. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface BackgroundJobsOptions {
  pool: Pool;
  db: Database;
  log: FastifyBaseLogger;
  assignment: AssignmentSettings;
  /** Unset: mail stays in the outbox (no SMTP_URL). */
  mail?: { transport: Transporter; from: string };
  /** Days a resume is kept after its request ended (RESUME_RETENTION_DAYS); RETENTION's default unless set. */
  resumeRetentionDays?: number;
  clock?: Clock;
  /** How often an idle worker asks the queue for work (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** How a job that throws is tried again; JOB_RETRY unless a test needs it sooner. */
  retry?: JobRetry;
}

export interface BackgroundJobs {
  /**
   * Asks for a request to be assigned, now or `afterSeconds` from now. Never fails: should the queue be out of reach,
   * the minute's sweep routes it.
   */
  assignSoon(requestId: number, afterSeconds?: number): void;
  /** Stops taking jobs and waits for those under way. */
  stop(): Promise<void>;
  /** Whether the queue works jobs: from its start until it is stopped (GET /api/health/ready). */
  readonly running: boolean;
  /** How many jobs of each queue wait (new or to be retried), run, and failed, at this moment (GET /metrics). */
  countJobs(): Promise<JobCount[]>;
  /** The queue itself, for tests and the operator's tools. */
  boss: PgBoss;
}

export interface JobCount {
  queue: string;
  /**
   * `failed` counts the jobs that failed every attempt and are still in the queue's table: pg-boss moves them to its
   * archive 12 hours after (archiveFailedAfterSeconds).
   */
  state: 'waiting' | 'active' | 'failed';
  jobs: number;
}

/** pg-boss's tables live in a schema of their own. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * How a job that throws is tried again: `limit` more times, the first after `delaySeconds` (whole seconds, as pg-boss
 * takes them), each later one after twice as long (with some randomness) when `backoff` is on. A job that fails every
 * time is kept as failed, with its error, for the operator. Each job keeps the settings of the process that sent it.
 */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** Five retries, backing off from 5 s (5, 10, 20, 40, 80 s, each up to twice that): a passing fault can pass. */
export const JOB_RETRY: JobRetry = { limit: 5, delaySeconds: 5, backoff: true };

const EVERY_MINUTE = '* * * * *';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
const HOURLY = '41 * * * *';
/** Once a day, at a quiet hour (UTC). */
const DAILY = '17 3 * * *';

/** How long stopping waits for the jobs under way; a process that stops for good closes its database after it. */
const STOP_TIMEOUT_MS = 20_000;

/** Any constant works; it only has to be the same in every app process (and differ from the migrations' lock). */
const SETUP_LOCK_KEY = 4_172_002;

/**
 * pg-boss's statements on the app's own pool (no second set of connections). Some are whole transactions in one text
 * (BEGIN ... COMMIT): one that fails leaves its connection inside an aborted transaction, as when two processes
 * install pg-boss's schema at once and the second finds it there. Such a connection is closed, not handed back to the
 * pool, where the app's next query would fail on it.
 */
async function executeOnPool(pool: Pool, text: string, values: unknown[]) {
  const client = await pool.connect();
  try {
    const result = await client.query(text, values);
    client.release();
    return result;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * What the queue has under way: its statements and the jobs it runs. pg-boss's stop does not wait for a worker's fetch
 * in flight, and the job that fetch brings back still runs and is marked done: on a pool closed in the meantime, it
 * failed, and its unawaited "done" rejected and ended the process. Stopping waits for all of it instead.
 */
class UnderWay {
  readonly #work = new Set<Promise<unknown>>();

  track<Result>(work: Promise<Result>) {
    this.#work.add(work);
    const forget = () => void this.#work.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * Until nothing is under way, or `withinMs` has passed (answers whether it all settled); a fetch that settles may
   * start a job, which the next round waits for.
   */
  async settled(withinMs: number) {
    const deadline = Date.now() + withinMs;
    do {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const timer = new Promise<void>((resolve) => setTimeout(resolve, left).unref());
      await Promise.race([Promise.allSettled(this.#work), timer]);
      // The job a fetch brings starts in the fetch's continuations: they have all run by the next turn of the loop.
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.#work.size > 0);
    return true;
  }
}

export async function startBackgroundJobs(options: BackgroundJobsOptions): Promise<BackgroundJobs> {
  const clock = options.clock ?? systemClock;
  const { db, log, assignment, retry = JOB_RETRY } = options;
  const underWay = new UnderWay();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => underWay.track(executeOnPool(options.pool, text, values)) },
    schema: QUEUE_SCHEMA,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
  });
  // An error event without a listener would end the process; the queue recovers by itself (a database restart).
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  /** From the start until stop() is called: a worker that loops checks it between rounds. */
  let running = true;
  try {
    // Processes starting together take turns: pg-boss's install and its queue tables, made at once by two processes
    // on a new database, deadlock.
    await whileHoldingAdvisoryLock(options.pool, SETUP_LOCK_KEY, async () => {
      await boss.start();
      await boss.createQueue(JOB_QUEUES.assignRequest);
      // At most one queued and one running: sweeps and mail runs that pile up while one runs are one run.
      await boss.createQueue(JOB_QUEUES.assignDueRequests, { name: JOB_QUEUES.assignDueRequests, policy: 'stately' });
      await boss.createQueue(JOB_QUEUES.deliverMail, { name: JOB_QUEUES.deliverMail, policy: 'stately' });
      await boss.createQueue(JOB_QUEUES.refreshReferrerStats, {
        name: JOB_QUEUES.refreshReferrerStats,
        policy: 'stately',
      });
      await boss.createQueue(JOB_QUEUES.retentionSweep, { name: JOB_QUEUES.retentionSweep, policy: 'stately' });
      await boss.createQueue(JOB_QUEUES.mailAwayParties, { name: JOB_QUEUES.mailAwayParties, policy: 'stately' });
      await boss.createQueue(JOB_QUEUES.followUpReferrals, { name: JOB_QUEUES.followUpReferrals, policy: 'stately' });
      await boss.createQueue(JOB_QUEUES.expireChangeAsks, { name: JOB_QUEUES.expireChangeAsks, policy: 'stately' });
    });

    const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    const work = <Data extends object = object>(queue: string, handler: (jobs: PgBoss.Job<Data>[]) => Promise<void>) =>
      boss.work<Data>(queue, workOptions, (jobs) => underWay.track(handler(jobs)));
    await work<{ requestId: number }>(JOB_QUEUES.assignRequest, async ([job]) => {
      const result = await assignRequest(db, job!.data.requestId, clock.now(), assignment);
      log.info({ requestId: job!.data.requestId, ...result }, 'request assigned');
    });
    await work(JOB_QUEUES.assignDueRequests, async () => {
      const outcomes = await assignDueRequests(db, clock.now(), assignment);
      if (outcomes.length > 0) log.info({ assigned: outcomes.length }, 'due requests assigned');
    });
    await boss.schedule(JOB_QUEUES.assignDueRequests, EVERY_MINUTE);
    await work(JOB_QUEUES.refreshReferrerStats, async () => {
      const changed = await refreshReferrerStats(db, clock.now(), assignment.answerWithinMs);
      if (changed > 0) log.info({ referrers: changed }, 'referrer stats refreshed');
    });
    await boss.schedule(JOB_QUEUES.refreshReferrerStats, EVERY_FIVE_MINUTES);
    // At start too: a new database's seeded histories, or a night's answers, show without waiting for the schedule.
    await boss.send(JOB_QUEUES.refreshReferrerStats, {});

    await work(JOB_QUEUES.mailAwayParties, async () => {
      const mailed = await mailAwayParties(db, clock.now(), assignment.linkOrigin);
      if (mailed > 0) log.info({ mailed }, 'parties away mailed about their conversations');
    });
    await boss.schedule(JOB_QUEUES.mailAwayParties, EVERY_MINUTE);

    const resumeRetentionDays = options.resumeRetentionDays ?? RETENTION.resumeDaysAfterEnd;
    await work(JOB_QUEUES.retentionSweep, async () => {
      const swept = await runRetentionSweep(db, clock.now(), resumeRetentionDays);
      if (swept.resumesDeleted + swept.mailBodiesDeleted > 0) log.info(swept, 'retention sweep deleted what was due');
    });
    await boss.schedule(JOB_QUEUES.retentionSweep, DAILY);
    // At start too: a server that is not up at the schedule's hour still keeps the promise.
    await boss.send(JOB_QUEUES.retentionSweep, {});

    await work(JOB_QUEUES.followUpReferrals, async () => {
      const done = await followUpReferrals(db, clock.now(), assignment.linkOrigin);
      if (done.hiresConfirmed + done.remindersSent > 0) log.info(done, 'referrals followed up');
    });
    await boss.schedule(JOB_QUEUES.followUpReferrals, HOURLY);
    await boss.send(JOB_QUEUES.followUpReferrals, {});
    // An ask is due 7 days after it was made: within the hour is soon enough, and a restart does not wait for it.
    await work(JOB_QUEUES.expireChangeAsks, async () => {
      const closed = await expireChangeAsks(db, clock.now(), assignment.linkOrigin);
      if (closed > 0) log.info({ closed }, 'unanswered asks for changes closed their requests');
    });
    await boss.schedule(JOB_QUEUES.expireChangeAsks, HOURLY);
    await boss.send(JOB_QUEUES.expireChangeAsks, {});

    if (options.mail) {
      const { transport, from } = options.mail;
      await work(JOB_QUEUES.deliverMail, async () => {
        // A stopping process finishes the batch it claimed and takes no more: the next process (or this one, started
        // again) delivers the rest, rather than this one writing to a pool that closes under it.
        while (running && (await deliverDueMail(db, transport, from, log)) > 0);
        if (running) await boss.send(JOB_QUEUES.deliverMail, {}, { startAfter: MAIL_DELIVERY.pollIntervalMs / 1000 });
      });
      await boss.schedule(JOB_QUEUES.deliverMail, EVERY_MINUTE);
      await boss.send(JOB_QUEUES.deliverMail, {});
    } else {
      await boss.unschedule(JOB_QUEUES.deliverMail);
    }
  } catch (error) {
    // A start that failed midway (the database gone) leaves nothing running, so that the next try starts afresh.
    running = false;
    // Gracefully: a job a worker already took is not marked failed (and queued again) while its handler still runs.
    await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS }).catch(() => {});
    await underWay.settled(STOP_TIMEOUT_MS);
    // The queue owns its mail transport (stop() closes it too): the next try is given a new one.
    options.mail?.transport.close();
    throw error;
  }

  boss.on('stopped', () => (running = false));
  return {
    boss,
    get running() {
      return running;
    },
    async countJobs() {
      // One statement over the queue's jobs table, grouped: no row is read twice, whatever the number of queues.
      const { rows } = await options.pool.query<{ queue: string; state: JobCount['state']; jobs: number }>(
        `select name as queue,
                case when state in ('created', 'retry') then 'waiting' else state::text end as state,
                count(*)::int as jobs
           from ${QUEUE_SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed')
          group by 1, 2`,
      );
      return rows;
    },
    assignSoon(requestId, afterSeconds = 0) {
      boss.send(JOB_QUEUES.assignRequest, { requestId }, { startAfter: afterSeconds }).catch((error: unknown) => {
        log.warn({ err: error, requestId }, 'could not queue the assignment of a request; the sweep will assign it');
      });
    },
    async stop() {
      running = false;
      const stopping = Date.now();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      if (!(await underWay.settled(STOP_TIMEOUT_MS - (Date.now() - stopping)))) {
        log.warn('the job queue stopped with work still under way: it may fail as the database closes');
      }
      options.mail?.transport.close();
    },
  };
}
