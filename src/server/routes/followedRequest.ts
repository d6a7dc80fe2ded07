import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { followRequestMessages } from '../../shared/followRequest.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { FollowedRequestQuerySchema, FollowedRequestSchema } from '../../shared/schemas/followedRequest.js';
import { HttpError } from '../plugins/errors.js';
import { findFollowedRequest } from '../repositories/followedRequests.js';
import { hashResetToken } from '../repositories/passwordResets.js';
import { requestHistory } from '../repositories/referralRequests.js';

export interface FollowedRequestRouteOptions {
  /** Look-ups per IP and hour. */
  followedRequestLimit: number;
}

/**
 * The request a private link opens (src/shared/followRequest.ts), for whoever holds the link, signed in or not: the
 * link is the proof. The token travels in the query string, as the page's own address carries it: the server's logs
 * drop query strings (src/server/logging.ts), pages send no Referer (Referrer-Policy: no-referrer), and the answer is
 * kept by no cache.
 */
const followedRequestRoutes: FastifyPluginAsyncTypebox<FollowedRequestRouteOptions> = async (app, options) => {
  app.get(
    '/api/followed-request',
    {
      config: { rateLimit: { max: options.followedRequestLimit, timeWindow: '1 hour' } },
      schema: {
        querystring: FollowedRequestQuerySchema,
        response: { 200: FollowedRequestSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const found = await findFollowedRequest(app.db, hashResetToken(request.query.token));
      // An unknown token and one whose request ended too long ago answer alike: a token reveals nothing else.
      if (!found) throw new HttpError(404, followRequestMessages.linkUnusable);
      return { ...found.request, history: await requestHistory(app.db, found.id) };
    },
  );
};

export default followedRequestRoutes;
