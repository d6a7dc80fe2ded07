import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authMessages } from '../../shared/auth.js';
import { UserSchema } from '../../shared/schemas/auth.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { OnboardingBodySchema } from '../../shared/schemas/onboarding.js';
import { requireUser } from '../currentUser.js';
import { HttpError } from '../plugins/errors.js';
import { completeOnboarding } from '../repositories/onboarding.js';
import { toPublicUser } from '../repositories/users.js';

export const onboardingServerMessages = {
  referrerCompanyRequired: 'Please enter the company you work at, so candidates can find you.',
} as const;

const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/update-onboarding',
    { schema: { body: OnboardingBodySchema, response: { 200: UserSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const profile = request.body;
      // A referrer profile belongs to a company: without one, candidates searching by company never find it.
      if (profile.role !== 'candidate' && !profile.company) {
        const message = onboardingServerMessages.referrerCompanyRequired;
        throw new HttpError(400, message, { company: message });
      }
      const updated = await completeOnboarding(app.db, user.id, profile);
      if (!updated) throw new HttpError(401, authMessages.notSignedIn);
      reply.header('Cache-Control', 'no-store');
      return toPublicUser(updated);
    },
  );
};

export default onboardingRoutes;
