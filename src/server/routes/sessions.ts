import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionMessages } from '../../shared/sessions.js';
import { ErrorSchema, IdParamsSchema, NoContentSchema } from '../../shared/schemas/common.js';
import { EndedSessionsSchema, SessionListSchema } from '../../shared/schemas/sessions.js';
import { callerOf, idParam, signedIn } from '../access.js';
import { HttpError } from '../plugins/errors.js';
import { endOtherSessions, endSession, isSessionOf, listSessions } from '../repositories/sessions.js';

/** Where the signed-in person is signed in (/profile): every session of theirs, and ending any of them. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', signedIn);

  app.get(
    '/api/me/sessions',
    { schema: { response: { 200: SessionListSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listSessions(app.db, callerOf(request).id, request.session.sessionId);
    },
  );

  app.delete(
    '/api/me/sessions/:id',
    {
      config: { keepsCatalogue: true },
      // Another account's session answers as one that does not exist (ids tell nobody anything), before the body is
      // read, like every refusal of who may call.
      onRequest: async (request) => {
        const id = idParam(request);
        if (id !== undefined && !(await isSessionOf(app.db, callerOf(request).id, id))) {
          throw new HttpError(404, sessionMessages.notFound);
        }
      },
      schema: { params: IdParamsSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      // It may have ended between the check and here, from another device.
      const sid = await endSession(app.db, callerOf(request).id, request.params.id);
      if (!sid) throw new HttpError(404, sessionMessages.notFound);
      // Ending the session this call came from is signing out here.
      if (sid === request.session.sessionId) await app.signOut(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/me/sessions/end-others',
    { config: { keepsCatalogue: true }, schema: { response: { 200: EndedSessionsSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ended: await endOtherSessions(app.db, callerOf(request).id, request.session.sessionId) };
    },
  );
};

export default sessionRoutes;
