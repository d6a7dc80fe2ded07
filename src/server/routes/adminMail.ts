import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OutboxMailSchema } from '../../shared/schemas/adminMail.js';
import { ErrorSchema, PagingQuerySchema } from '../../shared/schemas/common.js';
import { adminOnly } from '../access.js';
import { listOutbox } from '../mail/outbox.js';

/**
 * The outbox for admins, newest first. app.ts registers it outside production only: without SMTP_URL the outbox is
 * where mail can be read (reset links included), and in production the mail people get is theirs alone.
 */
const adminMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/mail',
    {
      onRequest: adminOnly,
      schema: {
        querystring: PagingQuerySchema,
        response: { 200: Type.Array(OutboxMailSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listOutbox(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      reply.header('Cache-Control', 'private, no-store');
      return items;
    },
  );
};

export default adminMailRoutes;
