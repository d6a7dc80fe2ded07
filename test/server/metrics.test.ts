import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema';
import { startBackgroundJobs, type BackgroundJobs } from '../../src/server/jobs/backgroundJobs';
import { LiveHub } from '../../src/server/live/liveHub';
import { buildTestApp, createTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * GET /metrics as Prometheus scrapes it: readable from this machine or with the token only, one series per route
 * pattern, and the gauges of the pool, the job queue, the outbox, the live streams and the pages rendered, with values
 * that follow what the test does.
 */
const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
const STRANGER = '203.0.113.9';

/** A renderer of the built renderer's shape (src/rendering/pageRenderer.ts): renders a job, and nothing for job 404. */
const STAND_IN_RENDERER = `
export async function renderWithData(url) {
  if (url === '/jobs/404') return undefined;
  if (url === '/jobs/500') throw new Error('the page broke');
  return { markup: '<h1>A job</h1>', head: { title: 'A job', description: 'A job' }, data: {} };
}
`;

/** As the build writes it: the app's entry script in the head. */
const SHELL =
  '<!doctype html><html><head><title>ReferBridge</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let hub: LiveHub;
let jobs: BackgroundJobs;
let distDir: string;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, its samples only. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return {
        name: name!,
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!])),
        value: Number(value),
      };
    });
}

async function scrape(from: { remoteAddress?: string; authorization?: string } = {}) {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    ...(from.remoteAddress && { remoteAddress: from.remoteAddress }),
    headers: from.authorization ? { authorization: from.authorization } : {},
  });
  expect(response.statusCode).toBe(200);
  return { text: response.body, samples: parse(response.body) };
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-metrics-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'renderer.mjs'), STAND_IN_RENDERER);
  database = await createTestDatabase();
  hub = new LiveHub({ connectionConfig: { connectionString: database.connectionString }, db: database.db });
  app = await buildTestApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    liveHub: hub,
    backgroundJobs: () => jobs,
    metricsToken: TOKEN,
    distDir,
    pageRendererFile: path.join(distDir, 'renderer.mjs'),
  });
  await app.ready();
  await hub.start(app.log);
  jobs = await startBackgroundJobs({
    pool: database.pool,
    db: database.db,
    log: app.log,
    assignment: {
      answerWithinMs: 3 * 24 * 60 * 60 * 1000,
      maxReassignments: 3,
      linkOrigin: 'https://referbridge.example',
    },
  });
});
afterAll(async () => {
  await jobs?.stop();
  await hub?.stop();
  await app?.close();
  await database?.drop();
  await rm(distDir, { recursive: true, force: true });
});

describe('who reads GET /metrics', () => {
  it('answers this machine', async () => {
    const { text } = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers a caller elsewhere with the token, as Bearer', async () => {
    const { text } = await scrape({ remoteAddress: STRANGER, authorization: `Bearer ${TOKEN}` });
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers anyone else 404, as for an endpoint that does not exist', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: STRANGER,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such endpoint: GET /metrics' });
    }
  });

  it('judges the address X-Forwarded-For names only when a trusted proxy wrote it', async () => {
    const [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ trustProxy: '127.0.0.1' })]);
    try {
      // A stranger who claims to be this machine is still a stranger.
      const claimed = await direct.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(claimed.statusCode).toBe(404);
      // Behind a proxy on this machine, every request comes from the loopback: the proxy's client is who asks.
      const proxied = await behindProxy.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': STRANGER },
      });
      expect(proxied.statusCode).toBe(404);
      const local = await behindProxy.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await Promise.all([direct.close(), behindProxy.close()]);
    }
  });
});

describe('what GET /metrics says', () => {
  it('times requests by method, route pattern and status, never by the URL', async () => {
    const count = (samples: Sample[], route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status }) ?? 0;
    const before = (await scrape()).samples;
    for (const url of ['/api/jobs/1', '/api/jobs/2', '/api/jobs/3']) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const { samples, text } = await scrape();
    // Jobs the empty database does not hold: their route took them, and answered 404.
    expect(count(samples, '/api/jobs/:id', '404') - count(before, '/api/jobs/:id', '404')).toBe(3);
    expect(count(samples, 'unmatched', '404') - count(before, 'unmatched', '404')).toBe(1);
    expect(text).not.toMatch(/\/api\/jobs\/[0-9]|no-such-thing/);
    const buckets = samples.filter(
      (sample) => sample.name === 'http_request_duration_seconds_bucket' && sample.labels.route === '/api/jobs/:id',
    );
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(count(samples, '/api/jobs/:id', '404'));
  });

  it("reports the process: memory, CPU, the event loop's lag and garbage collection", async () => {
    const { text, samples } = await scrape();
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it("reports the database pool's connections and waiting queries", async () => {
    const { samples } = await scrape();
    const total = valueOf(samples, 'referbridge_db_pool_connections')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'referbridge_db_pool_idle_connections')).toBeLessThanOrEqual(total);
    expect(valueOf(samples, 'referbridge_db_pool_waiting_requests')).toBe(0);
    expect(valueOf(samples, 'referbridge_db_pool_max_connections')).toBe(10);
  });

  it('reports the jobs of each queue: waiting, active and failed', async () => {
    const queue = 'metrics-probe';
    await jobs.boss.createQueue(queue);
    const ids = [];
    for (let index = 0; index < 4; index++) ids.push((await jobs.boss.send(queue, { index }, { retryLimit: 0 }))!);
    const [taken] = await jobs.boss.fetch(queue);
    await jobs.boss.fail(
      queue,
      ids.find((id) => id !== taken!.id)!,
    );
    const { samples } = await scrape();
    expect({
      waiting: valueOf(samples, 'referbridge_jobs', { queue, state: 'waiting' }),
      active: valueOf(samples, 'referbridge_jobs', { queue, state: 'active' }),
      failed: valueOf(samples, 'referbridge_jobs', { queue, state: 'failed' }),
    }).toEqual({ waiting: 2, active: 1, failed: 1 });
    // The app's own queues have their series even when empty.
    expect(valueOf(samples, 'referbridge_jobs', { queue: 'deliver-mail', state: 'failed' })).toBe(0);
  });

  it("reports the outbox's waiting and failed mail", async () => {
    const before = (await scrape()).samples;
    const mail = { recipient: 'someone@example.com', subject: 'Hello', text: 'Hello.' };
    await database.db
      .insert(mailOutbox)
      .values([
        mail,
        mail,
        { ...mail, attempts: 8, nextAttemptAt: null, lastError: '550 No such user' },
        { ...mail, attempts: 1, nextAttemptAt: null, deliveredAt: new Date() },
      ]);
    const { samples, text } = await scrape();
    const moved = (state: string) =>
      valueOf(samples, 'referbridge_mail_outbox', { state })! - valueOf(before, 'referbridge_mail_outbox', { state })!;
    expect({ waiting: moved('waiting'), failed: moved('failed') }).toEqual({ waiting: 2, failed: 1 });
    expect(text).not.toContain('someone@example.com');
  });

  it('reports the open live streams', async () => {
    const stream = { userId: 1, ...(await hub.present(1)), send: () => {} };
    const unsubscribe = await hub.subscribe(stream);
    expect(valueOf((await scrape()).samples, 'referbridge_live_streams')).toBe(1);
    unsubscribe();
    expect(valueOf((await scrape()).samples, 'referbridge_live_streams')).toBe(0);
  });

  it('counts the pages rendered with their data against those sent prerendered, and why', async () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    // The renderer loads in the background, from the first page asked; that one goes out prerendered.
    for (let tries = 0; !(await page('/jobs/1')).body.includes('<h1>A job</h1>'); tries++) {
      if (tries === 100) throw new Error('The renderer did not load within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = (await scrape()).samples;
    await page('/jobs/1');
    await page('/jobs/2');
    await page('/jobs/404');
    await page('/jobs/500');
    const { samples } = await scrape();
    const moved = (labels: Record<string, string>) =>
      (valueOf(samples, 'referbridge_data_pages_total', labels) ?? 0) -
      (valueOf(before, 'referbridge_data_pages_total', labels) ?? 0);
    expect(moved({ sent_as: 'rendered_with_data' })).toBe(2);
    expect(moved({ sent_as: 'prerendered', reason: 'not_renderable' })).toBe(1);
    expect(moved({ sent_as: 'prerendered', reason: 'failed' })).toBe(1);
  });

  it('says nothing of the connection string, the token or a password', async () => {
    const { text } = await scrape();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(new URL(database.connectionString).password || 'no password');
    expect(text).not.toMatch(/postgres(ql)?:\/\//);
  });
});
