import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authMessages } from '../../shared/auth.js';
import { UserSchema } from '../../shared/schemas/auth.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { OnboardingBodySchema } from '../../shared/schemas/onboarding.js';
import { callerOf, signedIn } from '../access.js';
import { HttpError } from '../plugins/errors.js';
import { completeOnboarding } from '../repositories/onboarding.js';
import { toPublicUser } from '../repositories/users.js';

const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/update-onboarding',
    { onRequest: signedIn, schema: { body: OnboardingBodySchema, response: { 200: UserSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      // The shared schema has checked the profile, a referrer's company included (the dialog checks it on Continue).
      const updated = await completeOnboarding(app.db, user.id, request.body);
      if (!updated) throw new HttpError(401, authMessages.notSignedIn);
      reply.header('Cache-Control', 'no-store');
      return toPublicUser(updated);
    },
  );
};

export default onboardingRoutes;
