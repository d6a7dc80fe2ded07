import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { journalMigrations } from '../db/migrate.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors.js';
import {
  HealthSchema,
  LivenessSchema,
  NotReadySchema,
  ReadySchema,
  UnhealthySchema,
  type Readiness,
} from '../../shared/schemas/health.js';

export interface HealthRouteOptions {
  /** Whether the job queue works; unset when this app runs without one (tests of routes alone). */
  jobQueueRunning?: () => boolean;
  /** Whether the live updates' LISTEN connection is open; unset when this app serves no live updates. */
  liveUpdatesListening?: () => boolean;
}

/** What the 503 says of each part that is down. */
const DOWN_PARTS = {
  database: 'the database does not answer',
  migrations: 'migrations are not applied',
  jobQueue: 'the job queue is not running',
  liveUpdates: 'the live updates are not listening',
} as const;

/**
 * For load balancers and operators. `/api/health` (200 while this process can query its database, 503 while it cannot)
 * is public and cheap (one `select 1`) and tells nothing but up or down. `/api/health/live` answers while the process
 * does; `/api/health/ready` also says whether this process can serve: its database answers, every migration of its
 * build is applied, its job queue runs and its live updates listen. It names what is down, never how (no address, no
 * error text), so it stays public like the others.
 */
const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, options) => {
  const migrations = journalMigrations();

  app.get(
    '/api/health',
    { schema: { response: { 200: HealthSchema, 503: UnhealthySchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database did not answer');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE, database: 'down' as const });
      }
    },
  );

  app.get('/api/health/live', { schema: { response: { 200: LivenessSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/api/health/ready',
    { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
    async (request, reply) => {
      const checks: Omit<Readiness, 'status' | 'message' | 'requestId'> = { database: 'up', migrations: 'unknown' };
      try {
        const applied = await app.db.execute<{ created_at: string }>(
          sql`select created_at from drizzle.__drizzle_migrations`,
        );
        const appliedWhen = new Set(applied.rows.map((row) => Number(row.created_at)));
        const pending = migrations.filter((migration) => !appliedWhen.has(migration.when));
        checks.migrations = pending.length === 0 ? 'applied' : 'pending';
        if (pending.length > 0)
          request.log.warn({ pending: pending.map((m) => m.tag) }, 'readiness: migrations pending');
      } catch (error) {
        checks.database = 'down';
        request.log.warn({ err: error }, 'readiness: the database did not answer');
      }
      if (options.jobQueueRunning) checks.jobQueue = options.jobQueueRunning() ? 'up' : 'down';
      if (options.liveUpdatesListening) checks.liveUpdates = options.liveUpdatesListening() ? 'up' : 'down';

      // The migrations are unknown only while the database is down, which is named instead.
      const down = (Object.keys(DOWN_PARTS) as Array<keyof typeof DOWN_PARTS>).filter(
        (part) => checks[part] === 'down' || checks[part] === 'pending',
      );
      if (down.length === 0) return { status: 'ready' as const, ...checks };
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          status: 'not ready' as const,
          message: `Not ready: ${down.map((part) => DOWN_PARTS[part]).join('; ')}.`,
          requestId: request.id,
          ...checks,
        });
    },
  );
};

export default healthRoutes;
