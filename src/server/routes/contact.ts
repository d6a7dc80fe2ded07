import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { contactMessages as contactTexts } from '../../shared/contact.js';
import { PRODUCT_NAME } from '../../shared/product.js';
import { ContactBodySchema, ContactMessageSchema, type ContactMessage } from '../../shared/schemas/contact.js';
import { ErrorSchema, PagingQuerySchema } from '../../shared/schemas/common.js';
import { adminOnly } from '../access.js';
import { contactMessages, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';

export interface ContactRouteOptions {
  /** Messages per IP and hour. */
  contactLimit: number;
}

/**
 * The /contact form: `POST /api/contact` keeps the message and, in the same transaction, mails it to every admin
 * through the outbox; admins list the messages in the dashboard (`GET /api/admin/contact-messages`).
 */
const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteOptions> = async (app, options) => {
  app.post(
    '/api/contact',
    {
      config: { keepsCatalogue: true, rateLimit: { max: options.contactLimit, timeWindow: '1 hour' } },
      schema: {
        body: ContactBodySchema,
        response: { 201: Type.Object({ message: Type.String() }), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, topic, message } = request.body;
      await app.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ name, email, topic, message });
        const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
        for (const admin of admins) {
          await enqueueMail(tx, {
            to: admin.email,
            subject: `${PRODUCT_NAME} contact form: ${topic}, from ${name}`,
            text: [`${name} <${email}> wrote, about "${topic}":`, message, `Answer them at ${email}.`].join('\n\n'),
          });
        }
      });
      return reply.status(201).send({ message: contactTexts.sent });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: adminOnly,
      schema: {
        querystring: PagingQuerySchema,
        response: { 200: Type.Array(ContactMessageSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(contactMessages),
      ]);
      reply.header('X-Total-Count', String(total?.total ?? 0));
      reply.header('Cache-Control', 'private, no-store');
      return rows.map((row): ContactMessage => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};

export default contactRoutes;
