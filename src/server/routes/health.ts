import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors.js';
import { HealthSchema, UnhealthySchema } from '../../shared/schemas/health.js';

/**
 * For a load balancer's health check: 200 while this process can query its database, 503 while it cannot, so traffic
 * goes to processes that can serve it. Public and cheap (one `select 1`), and it tells nothing but up or down.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default healthRoutes;
