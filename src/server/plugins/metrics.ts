import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isLoopbackHost } from '../config.js';
import type { Database } from '../db/client.js';
import { JOB_QUEUES, type JobCount } from '../jobs/backgroundJobs.js';
import type { LiveHub } from '../live/liveHub.js';
import { countOutbox } from '../mail/outbox.js';
import type { CatalogReadOutcome } from '../catalogCache.js';
import type { UploadSlots } from '../uploadSlots.js';
import type { PageOutcome } from '../../rendering/pageRenderer.js';
import { noSuchEndpoint } from './errors.js';

export const METRICS_URL = '/metrics';

/** The route label of a request no route took: an unknown API path, or a page the SPA fallback sent (200, or 404). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsPluginOptions {
  db: Database;
  /** METRICS_TOKEN: callers that are not on this machine read the metrics with `Authorization: Bearer <token>`. */
  token?: string;
  /** The job queue's counts, once it runs; undefined before it starts or in an app without one. */
  countJobs?: () => Promise<JobCount[]> | undefined;
  liveHub?: LiveHub;
  uploadSlots: UploadSlots;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts how a data page went out (src/rendering/pageRenderer.ts). */
    countPage(outcome: PageOutcome): void;
    /** Counts whether a catalogue read was answered from the cache (src/server/catalogCache.ts). */
    countCatalogRead(outcome: CatalogReadOutcome): void;
  }
}

/** `::ffff:127.0.0.1` is how a dual-stack socket sees an IPv4 loopback peer. */
const isLoopbackAddress = (address: string) => isLoopbackHost(address.replace(/^::ffff:/i, ''));

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics, in Prometheus's text format (prom-client), for this process. One registry per app, so that apps built
 * side by side (tests) count apart. Answered to this machine (the request's address as TRUST_PROXY lets Fastify read
 * it: behind a trusted proxy, the client the proxy names, not the proxy) and to `Authorization: Bearer METRICS_TOKEN`;
 * anyone else is told there is no such endpoint. What is read from the database (jobs, outbox) is read at scrape
 * time, in two statements; nothing here names a user, an address or a secret.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer leaving, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From a cached answer to a slow upload (requestTimeout is 2 minutes).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      {
        method: request.method,
        // The pattern (/api/jobs/:id), never the URL: one series per route, whatever ids and queries people send.
        route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The pool drizzle was made with (db/client.ts), which it keeps as `$client`; the Database type leaves it out.
  const pool = (options.db as Database & { $client: Pool }).$client;
  const gaugeOf = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gaugeOf('referbridge_db_pool_connections', 'Connections the database pool holds open', () => pool.totalCount);
  gaugeOf('referbridge_db_pool_idle_connections', 'Open connections no query is using', () => pool.idleCount);
  gaugeOf('referbridge_db_pool_waiting_requests', 'Queries waiting for a free connection', () => pool.waitingCount);
  gaugeOf('referbridge_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);

  const liveHub = options.liveHub;
  if (liveHub) {
    gaugeOf(
      'referbridge_live_streams',
      'Open live update streams (/api/live) of this process',
      () => liveHub.openStreams,
    );
  }

  const { uploadSlots } = options;
  gaugeOf(
    'referbridge_uploads_in_progress',
    'Resume uploads this process is reading or storing, each in one of its upload slots',
    () => uploadSlots.counts.running,
  );
  gaugeOf(
    'referbridge_uploads_waiting',
    "Resume uploads waiting for one of this process's upload slots, their bodies not read yet",
    () => uploadSlots.counts.waiting,
  );

  const pages = new Counter({
    name: 'referbridge_data_pages_total',
    help:
      'Pages that show data, by how they went out: rendered on the server with their data, or prerendered (the ' +
      'reason says why)',
    labelNames: ['sent_as', 'reason'] as const,
    registers: [registry],
  });
  app.decorate('countPage', (outcome: PageOutcome) =>
    outcome === 'rendered'
      ? pages.inc({ sent_as: 'rendered_with_data' })
      : pages.inc({ sent_as: 'prerendered', reason: outcome }),
  );

  const catalogReads = new Counter({
    name: 'referbridge_catalog_reads_total',
    help:
      'Catalogue reads by where the answer came from: the cache (hit), the database and then kept (miss), or the ' +
      'database alone while changes cannot reach this process (bypass)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  app.decorate('countCatalogRead', (outcome: CatalogReadOutcome) => catalogReads.inc({ outcome }));

  const jobs = new Gauge({
    name: 'referbridge_jobs',
    help: 'Background jobs by queue and state: waiting (new or to be retried), active, failed (kept 12 hours)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'referbridge_mail_outbox',
    help: 'Mail in the outbox: waiting to be sent (retries included), or failed after every attempt',
    labelNames: ['state'] as const,
    registers: [registry],
  });

  /** Reads the queue and the outbox; a part that cannot be read is left out of this scrape rather than shown stale. */
  async function readDatabaseGauges(request: FastifyRequest) {
    const readJobs = options.countJobs?.();
    const [jobCounts, outboxCounts] = await Promise.allSettled([readJobs, countOutbox(options.db)]);
    jobs.reset();
    if (jobCounts.status === 'fulfilled' && jobCounts.value) {
      // Every queue of the app has its series, at 0 while it holds no such job: a graph shows 0, not a gap.
      for (const queue of Object.values(JOB_QUEUES)) {
        for (const state of ['waiting', 'active', 'failed'] as const) jobs.set({ queue, state }, 0);
      }
      for (const { queue, state, jobs: count } of jobCounts.value) jobs.set({ queue, state }, count);
    } else if (jobCounts.status === 'rejected') {
      request.log.warn({ err: jobCounts.reason }, 'metrics: could not count the jobs');
    }
    outbox.reset();
    if (outboxCounts.status === 'fulfilled') {
      outbox.set({ state: 'waiting' }, outboxCounts.value.waiting);
      outbox.set({ state: 'failed' }, outboxCounts.value.failed);
    } else {
      request.log.warn({ err: outboxCounts.reason }, 'metrics: could not count the outbox');
    }
  }

  const expectedAuthorization = options.token ? digest(`Bearer ${options.token}`) : undefined;
  const mayRead = (request: FastifyRequest) => {
    if (isLoopbackAddress(request.ip)) return true;
    const given = request.headers.authorization;
    // Compared as digests, in constant time: equal lengths, and nothing learnt from how long a wrong guess took.
    return (
      expectedAuthorization !== undefined &&
      given !== undefined &&
      timingSafeEqual(digest(given), expectedAuthorization)
    );
  };

  app.get(
    METRICS_URL,
    {
      onRequest: async (request, reply) => {
        if (!mayRead(request)) return reply.status(404).send(noSuchEndpoint(request));
      },
    },
    async (request, reply) => {
      await readDatabaseGauges(request);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics' });
