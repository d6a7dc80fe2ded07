import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { startBackgroundJobs, type BackgroundJobs } from '../../src/server/jobs/backgroundJobs';
import { LiveHub } from '../../src/server/live/liveHub';
import { buildTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * /api/health/live and /api/health/ready, as a load balancer reads them, on an app with everything a production
 * process runs (main.ts): its database, its job queue and its live updates' LISTEN connection. Each part is taken
 * down for real, and ready must say which.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The app's own connections, which reach the database through the gate; the test's go to it directly. */
let appDatabase: DatabaseHandle;
let gate: Awaited<ReturnType<typeof databaseGate>>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let hub: LiveHub;
let jobs: BackgroundJobs | undefined;

const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
const ALL_UP = { database: 'up', migrations: 'applied', jobQueue: 'up', liveUpdates: 'up' };

async function until(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; !(await check()); tries++) {
    if (tries === 400) throw new Error(`Waited 8 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The app's road to its PostgreSQL: a TCP relay the test shuts as a stopped server is shut (new connections refused,
 * open ones cut) and opens again on the same port, while the suite's PostgreSQL, shared by every test file, runs on.
 */
async function databaseGate(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(server).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = relay.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    port,
    connectionString: url.toString(),
    shut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    open: () => listen(port),
  };
}

/** A 503 that names what is down, and never how: no address, password, stack or driver's words. */
function expectNotReady(response: Awaited<ReturnType<typeof ready>>, message: string, checks: object) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    status: 'not ready',
    message,
    requestId: response.headers['x-request-id'],
    ...checks,
  });
  expect(response.body).not.toMatch(/postgres(ql)?:\/\/|password|127\.0\.0\.1|\n\s+at |Error\b/i);
}

beforeAll(async () => {
  database = await createTestDatabase();
  gate = await databaseGate(new URL(database.connectionString));
  // The idle connections the gate cuts are errors the pool reports; main.ts logs them, the answers here tell them.
  appDatabase = connectDatabase(gate.connectionString, () => {});
  hub = new LiveHub({ connectionConfig: { connectionString: gate.connectionString }, db: appDatabase.db });
  app = await buildTestApp({
    db: appDatabase.db,
    sessionSecret: TEST_SESSION_SECRET,
    liveHub: hub,
    backgroundJobs: () => jobs,
  });
  await app.ready();
});
afterAll(async () => {
  await jobs?.stop();
  await hub.stop();
  await app.close();
  await appDatabase.pool.end();
  await gate.shut();
  await database.drop();
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, whatever else is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 503 naming the job queue and the live updates before they have started', async () => {
    expectNotReady(await ready(), 'Not ready: the job queue is not running; the live updates are not listening.', {
      database: 'up',
      migrations: 'applied',
      jobQueue: 'down',
      liveUpdates: 'down',
    });
  });

  it('answers 200 once every part is up', async () => {
    await hub.start(app.log);
    jobs = await startBackgroundJobs({
      pool: appDatabase.pool,
      db: appDatabase.db,
      log: app.log,
      assignment: {
        answerWithinMs: 3 * 24 * 60 * 60 * 1000,
        maxReassignments: 3,
        linkOrigin: 'https://referbridge.example',
      },
    });
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', ...ALL_UP });
  });

  it('answers 503 naming the live updates while their LISTEN connection is lost, and 200 once it is back', async () => {
    const { rows } = await database.pool.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %'`,
    );
    expect(rows).toEqual([{ ended: true }]);
    let lost: Awaited<ReturnType<typeof ready>> | undefined;
    await until(async () => (lost = await ready()).statusCode === 503, 'ready to see the connection lost');
    expectNotReady(lost!, 'Not ready: the live updates are not listening.', { ...ALL_UP, liveUpdates: 'down' });
    // The hub listens again by itself a second later.
    await until(async () => (await ready()).statusCode === 200, 'the live updates to listen again');
  });

  it('answers 503 naming the migrations while one of this build is not applied to the database', async () => {
    const [latest] = (
      await database.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      expectNotReady(await ready(), 'Not ready: migrations are not applied.', { ...ALL_UP, migrations: 'pending' });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the database while it is stopped, without a word of how it is reached, and 200 once it is back', async () => {
    await gate.shut();
    let stopped: Awaited<ReturnType<typeof ready>> | undefined;
    // The live updates notice their connection is cut as the database's own connections do: at once, but not
    // within the same tick.
    await until(
      async () => (stopped = await ready()).json<{ liveUpdates: string }>().liveUpdates === 'down',
      'ready to see the database stopped',
    );
    // Nothing about the database is known while it does not answer; the job queue has not stopped, only its database.
    expectNotReady(stopped!, 'Not ready: the database does not answer; the live updates are not listening.', {
      database: 'down',
      migrations: 'unknown',
      jobQueue: 'up',
      liveUpdates: 'down',
    });
    const password = decodeURIComponent(new URL(gate.connectionString).password);
    for (const secret of [gate.connectionString, `:${gate.port}`, 'ECONNREFUSED', ...(password ? [password] : [])]) {
      expect(stopped!.body).not.toContain(secret);
    }
    // The other routes of a load balancer's: alive, and down in /api/health's own words.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await gate.open();
    await until(async () => (await ready()).statusCode === 200, 'the database to answer again');
  });

  it('answers 503 naming the job queue once it is stopped', async () => {
    await jobs!.stop();
    expectNotReady(await ready(), 'Not ready: the job queue is not running.', { ...ALL_UP, jobQueue: 'down' });
    // The process still answers: only a load balancer's traffic should go elsewhere.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
