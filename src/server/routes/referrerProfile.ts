import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authMessages } from '../../shared/auth.js';
import { ReferrerSchema } from '../../shared/schemas/catalog.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { ReferrerProfileBodySchema, SavedReferrerProfileSchema } from '../../shared/schemas/referrerProfile.js';
import { requireUser } from '../currentUser.js';
import { HttpError } from '../plugins/errors.js';
import { findOwnReferrerProfile, saveReferrerProfile } from '../repositories/referrerProfiles.js';
import { toPublicUser } from '../repositories/users.js';

export const referrerProfileServerMessages = {
  notAReferrer: 'You do not have a referrer profile yet.',
} as const;

/** The signed-in user's own referrer profile: becoming a referrer (/become-referrer) and editing it later. */
const referrerProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/me/referrer-profile',
    { schema: { response: { 200: ReferrerSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const profile = await findOwnReferrerProfile(app.db, user.id);
      if (!profile) throw new HttpError(404, referrerProfileServerMessages.notAReferrer);
      reply.header('Cache-Control', 'private, no-store');
      return profile;
    },
  );

  app.put(
    '/api/me/referrer-profile',
    { schema: { body: ReferrerProfileBodySchema, response: { 200: SavedReferrerProfileSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const saved = await saveReferrerProfile(app.db, user, request.body);
      if (!saved) throw new HttpError(401, authMessages.notSignedIn);
      reply.header('Cache-Control', 'private, no-store');
      return { user: toPublicUser(saved.user), referrer: saved.referrer };
    },
  );
};

export default referrerProfileRoutes;
