import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { isLoopbackHost, type ServerConfig } from './config.js';
import { connectDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { embeddedPostgresLog, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { demoAccounts, syncDemoAccounts } from './db/seed/demoAccounts.js';
import { seedDemoData } from './db/seed/demoData.js';
import { ensureAdmin } from './db/seed/ensureAdmin.js';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_FILE } from '../rendering/pageDocument.js';
import { clientDistDir } from './dist.js';
import { loggerOptions } from './logging.js';
import { ASSIGNMENT } from '../shared/assignment.js';
import { startBackgroundJobs, type BackgroundJobs } from './jobs/backgroundJobs.js';
import { LiveHub } from './live/liveHub.js';
import { createMailTransport } from './mail/outbox.js';

/**
 * Opens the database (the embedded one unless DATABASE_URL is set), brings its schema up to date,
 * seeds an empty one, and returns a handle plus a function that closes what was opened. `embeddedStarting`: the
 * embedded PostgreSQL, already on its way (serve.ts starts it while this module loads).
 */
export async function openDatabase(
  config: ServerConfig,
  log: (message: string) => void = () => {},
  embeddedStarting?: Promise<EmbeddedDatabase>,
) {
  const embedded = config.databaseUrl
    ? undefined
    : await (embeddedStarting ?? startEmbeddedPostgres(config.dataDir, log));
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  let handle: DatabaseHandle;
  try {
    // An idle client losing its connection (a database restart) must be seen, and must not crash the process.
    handle = connectDatabase(connectionString, (error) => {
      // 57P01 (admin_shutdown) is the database stopping, as it does with the app on Ctrl-C: not news.
      if ((error as Error & { code?: string }).code !== '57P01') console.error(`Database pool error: ${error.message}`);
    });
    await runMigrations(handle);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const address = embedded && new URL(embedded.connectionString);
  return {
    ...handle,
    /** Where the embedded database listens, without its password; undefined with DATABASE_URL. */
    embeddedAddress: address ? { port: Number(address.port), database: address.pathname.slice(1) } : undefined,
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}

export async function startServer(
  config: ServerConfig,
  options: { distDir?: string; embeddedStarting?: Promise<EmbeddedDatabase> } = {},
) {
  const distDir = options.distDir ?? clientDistDir;
  const rendererFile = path.join(distDir, '..', path.basename(PAGE_RENDERER_DIR), PAGE_RENDERER_FILE);
  const database = await openDatabase(config, embeddedPostgresLog(config), options.embeddedStarting);
  let notices: string[];
  try {
    notices = await prepareData(database.db, config);
    const mail = mailNotice(config);
    if (mail) notices.push(mail);
    if (database.embeddedAddress) notices.push(secondProcessHint(config, database.embeddedAddress));
  } catch (error) {
    await database.close();
    throw error;
  }

  // Set once the queue runs (it starts after the app can log, since it writes to its log); the app asks it through
  // this closure.
  let jobs: BackgroundJobs | undefined;
  const liveHub = new LiveHub({
    connectionConfig: { connectionString: database.pool.options.connectionString },
    db: database.db,
  });
  const app = await buildApp({
    liveHub,
    backgroundJobs: () => jobs,
    metricsToken: config.metricsToken,
    // A request taken while the queue is still starting is asked for once it runs.
    assignSoon: (requestId, afterSeconds) =>
      void jobsStarting.then((started) => started.assignSoon(requestId, afterSeconds)).catch(() => {}),
    db: database.db,
    sessionSecret: config.sessionSecret,
    production: config.production,
    publicUrl: config.publicUrl,
    mailLinkOrigin: config.mailLinkOrigin,
    mailDelivered: Boolean(config.smtpUrl),
    trustProxy: config.trustProxy,
    distDir: existsSync(path.join(distDir, 'index.html')) ? distDir : undefined,
    pageRendererFile: existsSync(rendererFile) ? rendererFile : undefined,
    logger: loggerOptions(config.logLevel),
  });
  // Listening for notifications comes first: no stream opens on a hub that is not yet listening. It starts (mostly
  // waiting on the database) while the app loads its plugins (mostly the CPU's work).
  const liveStarting = liveHub.start(app.log);
  // The queue starts once the hub listens, and the server answers without waiting for it: its start is some thirty
  // statements (a quarter of a second), and nothing an answer needs waits on it. GET /api/health/ready says "not
  // ready" until it runs, and a request that needs it is handed over once it does (assignSoon above). A start that
  // fails (the database gone a moment) is tried again until stop().
  const stoppingJobs = new AbortController();
  const startJobs = async () =>
    startBackgroundJobs({
      pool: database.pool,
      db: database.db,
      log: app.log,
      assignment: {
        answerWithinMs: config.answerWithinHours * 60 * 60 * 1000,
        maxReassignments: ASSIGNMENT.maxReassignments,
        linkOrigin: config.mailLinkOrigin,
      },
      // Without SMTP_URL, mail stays in the outbox, where admins read it: the embedded default needs no mail server.
      mail: config.smtpUrl
        ? { transport: await createMailTransport(config.smtpUrl), from: config.mailFrom }
        : undefined,
      resumeRetentionDays: config.resumeRetentionDays,
    });
  const jobsStarting = liveStarting.then(() => untilStarted(startJobs, app.log, stoppingJobs.signal));
  // Awaited by stop(); rejected only by stop() or by a failed start of the whole server, never unhandled.
  jobsStarting.then((started) => void (jobs = started)).catch(() => {});
  const stopJobs = async () => {
    stoppingJobs.abort();
    await jobsStarting.then(
      (started) => started.stop(),
      () => {},
    );
  };
  let address: string;
  try {
    await app.ready();
    await liveStarting;
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await stopJobs();
    await app.close();
    await liveHub.stop();
    await database.close();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await stopJobs();
      await app.close();
      await liveHub.stop();
      await database.close();
    })());
  return { app, address, stop, notices };
}

/** How long a job queue whose start failed waits before it tries again. */
const JOB_QUEUE_RETRY_MS = 5_000;

/** Starts the job queue, trying again every `retryMs` until it runs or `stopping` is aborted. */
export async function untilStarted<Started>(
  start: () => Promise<Started>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  stopping: AbortSignal,
  retryMs = JOB_QUEUE_RETRY_MS,
) {
  for (let attempt = 1; ; attempt++) {
    // A server that failed to start, or stopped, before the queue's turn never starts it.
    if (stopping.aborted) throw new Error('The server stopped before its job queue started');
    try {
      const started = await start();
      if (attempt > 1) log.info({ attempt }, 'the job queue started');
      return started;
    } catch (error) {
      if (stopping.aborted) throw error;
      log.error({ err: error, attempt }, `the job queue did not start; trying again in ${retryMs / 1000} s`);
      await delay(retryMs, undefined, { signal: stopping });
    }
  }
}

/**
 * Where the mail goes when nobody delivers it (no SMTP_URL): a local try-out reads it in the admin dashboard; a
 * production server, whose dashboard has no Mail tab, sends none at all, which its operator must hear.
 */
export function mailNotice(config: ServerConfig) {
  if (config.smtpUrl) return undefined;
  if (config.production) {
    return 'WARNING: no SMTP_URL: mail (password resets, request notifications) stays in the outbox and reaches nobody.';
  }
  const demoAdmin = demoAccounts.find((account) => account.role === 'admin')!;
  const admin =
    config.demoAccounts && config.seedDemoData ? ` (the demo admin: ${demoAdmin.email} / ${demoAdmin.password})` : '';
  return (
    `Mail is not sent (no SMTP_URL): it stays in the outbox. Read it in Admin → Mail at ` +
    `http://localhost:${config.port}/admin-dashboard?tab=mail, signed in as an admin${admin}.`
  );
}

/**
 * How to start a second app process on the embedded database (README, "Two processes, one database"). The shell reads
 * the password from the data folder: the log never carries it.
 */
function secondProcessHint(config: ServerConfig, address: { port: number; database: string }) {
  const passwordFile = path.join(config.dataDir, 'postgres-password');
  const port = config.port === 3001 ? 3002 : 3001;
  return (
    `A second app process can share this database: DATABASE_URL="postgres://postgres:$(cat '${passwordFile}')` +
    `@127.0.0.1:${address.port}/${address.database}" PORT=${port} npm start`
  );
}

/**
 * The data every start makes sure of: the demo marketplace in an empty database, the demo accounts where they are
 * allowed (and locked where they are not), and the admin of ADMIN_EMAIL. Answers what the operator should read in
 * the start log.
 */
export async function prepareData(db: Database, config: ServerConfig) {
  const notices: string[] = [];
  if (config.seedDemoData) await seedDemoData(db);

  if (!config.demoAccounts) {
    const { locked } = await syncDemoAccounts(db, { enabled: false });
    if (locked > 0) {
      notices.push(
        `Locked ${locked} demo account(s) left from a local try-out: their passwords are public, and this server ` +
          `listens on ${config.host}. Set DEMO_ACCOUNTS=true to keep them working.`,
      );
    }
  } else if (config.seedDemoData) {
    await syncDemoAccounts(db, { enabled: true });
    const reachable = !isLoopbackHost(config.host);
    notices.push(
      `Demo accounts${reachable ? '' : ' (this machine only)'}: ` +
        demoAccounts.map((account) => `${account.email} / ${account.password}`).join(', '),
    );
    if (reachable) {
      notices.push(
        `WARNING: DEMO_ACCOUNTS=true on a server listening on ${config.host}: anyone who reads the README can sign ` +
          'in as the demo admin. Unset it on any server others can reach.',
      );
    }
  }

  if (config.adminEmail && config.adminPassword) {
    const admin = await ensureAdmin(db, config.adminEmail, config.adminPassword);
    if (admin.outcome === 'created') notices.push(`Created the admin ${config.adminEmail}.`);
    if (admin.outcome === 'claimed') {
      notices.push(
        `${config.adminEmail} already had an account: it is now an admin that signs in with ADMIN_PASSWORD only, ` +
          `and its ${admin.endedSessions} earlier session(s) were ended.`,
      );
    }
  }
  return notices;
}
