import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { followRequestMessages } from '../../shared/followRequest.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import {
  FollowedRequestMoveBodySchema,
  FollowedRequestQuerySchema,
  FollowedRequestSchema,
} from '../../shared/schemas/followedRequest.js';
import type { Database } from '../db/client.js';
import type { MessageTransport } from '../notifications/whatsapp.js';
import { HttpError } from '../plugins/errors.js';
import { findFollowedRequest } from '../repositories/followedRequests.js';
import { hashResetToken } from '../repositories/passwordResets.js';
import { moveFollowedRequest, requestHistory } from '../repositories/referralRequests.js';

/** What a link opens, history included; undefined when no working link has that token (the answer is then 404). */
async function followedRequestOf(db: Database, token: string) {
  const found = await findFollowedRequest(db, hashResetToken(token));
  // An unknown token and one whose request ended too long ago answer alike: a token reveals nothing else.
  if (!found) throw new HttpError(404, followRequestMessages.linkUnusable);
  return { ...found.request, history: await requestHistory(db, found.id) };
}

export interface FollowedRequestRouteOptions {
  /** Look-ups per IP and hour, and as many moves. */
  followedRequestLimit: number;
  /** The origin of the links in the mails moves send (AppOptions.mailLinkOrigin). */
  mailLinkOrigin: string;
  /** As moves made signed in are given it (AppOptions.whatsapp). */
  whatsapp: MessageTransport;
}

/**
 * The request a private link opens (src/shared/followRequest.ts), and its candidate's moves, for whoever holds the
 * link, signed in or not: the link is the proof. The token travels in the query string, as the page's own address carries it: the server's logs
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
      return followedRequestOf(app.db, request.query.token);
    },
  );

  /**
   * The candidate's move on the request the link opens (their progress after "referred", their answer to the
   * referrer's "hired"), made as a signed-in candidate's is (src/shared/requestLifecycle.ts). The token is the proof,
   * and travels in the body, which nothing logs; the answer is the request as the link shows it.
   */
  app.post(
    '/api/followed-request/moves',
    {
      config: { rateLimit: { max: options.followedRequestLimit, timeWindow: '1 hour' } },
      schema: {
        body: FollowedRequestMoveBodySchema,
        response: { 200: FollowedRequestSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { token, action } = request.body;
      const result = await moveFollowedRequest(
        app.db,
        hashResetToken(token),
        { action },
        {
          linkOrigin: options.mailLinkOrigin,
          whatsapp: options.whatsapp,
        },
      );
      if ('notFound' in result) throw new HttpError(404, followRequestMessages.linkUnusable);
      if ('refused' in result) throw new HttpError(409, result.refused);
      return followedRequestOf(app.db, token);
    },
  );
};

export default followedRequestRoutes;
