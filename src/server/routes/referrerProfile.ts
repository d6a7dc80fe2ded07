import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authMessages } from '../../shared/auth.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import {
  OwnReferrerProfileSchema,
  ReferrerProfileBodySchema,
  SavedReferrerProfileSchema,
  WeeklyCapBodySchema,
} from '../../shared/schemas/referrerProfile.js';
import { callerOf, signedIn, signedInAnd } from '../access.js';
import { HttpError } from '../plugins/errors.js';
import type { UserRow } from '../db/schema.js';
import {
  findOwnReferrerProfile,
  hasReferrerProfile,
  saveReferrerProfile,
  saveWeeklyCap,
} from '../repositories/referrerProfiles.js';
import { toPublicUser } from '../repositories/users.js';

export const referrerProfileServerMessages = {
  notAReferrer: 'You do not have a referrer profile yet.',
} as const;

/** A referrer's own settings: anyone else signed in is told they have no referrer profile (404). */
async function referrerOnly(request: FastifyRequest, caller: UserRow) {
  if (!(await hasReferrerProfile(request.server.db, caller.id))) {
    throw new HttpError(404, referrerProfileServerMessages.notAReferrer);
  }
}

/**
 * The signed-in user's own referrer profile: becoming a referrer (/become-referrer), editing it later, and the weekly
 * cap on the requests they take.
 */
const referrerProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/me/referrer-profile',
    { onRequest: signedIn, schema: { response: { 200: OwnReferrerProfileSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      const profile = await findOwnReferrerProfile(app.db, user.id);
      if (!profile) throw new HttpError(404, referrerProfileServerMessages.notAReferrer);
      reply.header('Cache-Control', 'private, no-store');
      return profile;
    },
  );

  app.put(
    '/api/me/referrer-profile',
    {
      onRequest: signedIn,
      schema: { body: ReferrerProfileBodySchema, response: { 200: SavedReferrerProfileSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const saved = await saveReferrerProfile(app.db, user, request.body);
      if (!saved) throw new HttpError(401, authMessages.notSignedIn);
      reply.header('Cache-Control', 'private, no-store');
      return { user: toPublicUser(saved.user), referrer: saved.referrer };
    },
  );

  app.put(
    '/api/me/weekly-cap',
    {
      onRequest: signedInAnd(referrerOnly),
      schema: { body: WeeklyCapBodySchema, response: { 200: OwnReferrerProfileSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const profile = await saveWeeklyCap(app.db, user.id, request.body.weeklyCap);
      if (!profile) throw new HttpError(404, referrerProfileServerMessages.notAReferrer);
      reply.header('Cache-Control', 'private, no-store');
      return profile;
    },
  );
};

export default referrerProfileRoutes;
