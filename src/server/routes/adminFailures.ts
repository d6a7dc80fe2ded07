import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailedJobSchema, QueuedMailSchema } from '../../shared/schemas/adminFailures.js';
import { ErrorSchema, PagingQuerySchema } from '../../shared/schemas/common.js';
import { adminOnly, callerOf } from '../access.js';
import { listFailedJobs } from '../jobs/failedJobs.js';
import { listMailQueue } from '../mail/outbox.js';

/**
 * What failed, for the dashboard's Failures tab, in every environment (production included): the background jobs
 * that failed every attempt, and the mail the outbox has not delivered (waiting or given up on). Unlike the
 * outbox of GET /api/admin/mail (outside production only), neither answer holds a mail's text, which may carry a
 * reset link: the schemas have no field for it and the queries do not read it.
 */
const adminFailureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // As every admin route (routes/admin.ts): anyone else gets the 404 of an unknown address, before the query is
  // read; in production an admin without two-step sign-in is sent to turn it on (403).
  app.addHook('onRequest', adminOnly);
  app.addHook('onRequest', async (request) => {
    await app.twoStep.requireForAdmin(callerOf(request));
  });

  app.get(
    '/api/admin/failed-jobs',
    {
      schema: {
        querystring: PagingQuerySchema,
        response: { 200: Type.Array(FailedJobSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listFailedJobs(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      reply.header('Cache-Control', 'private, no-store');
      return items;
    },
  );

  app.get(
    '/api/admin/mail-queue',
    {
      schema: {
        querystring: PagingQuerySchema,
        response: { 200: Type.Array(QueuedMailSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listMailQueue(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      reply.header('Cache-Control', 'private, no-store');
      return items;
    },
  );
};

export default adminFailureRoutes;
