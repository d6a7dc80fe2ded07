import type { FastifyInstance } from 'fastify';
import { authMessages } from '../../shared/auth.js';
import { onboardingSchema } from '../../shared/onboardingSchema.js';
import { requireUser } from '../currentUser.js';
import { HttpError } from '../plugins/errors.js';
import { completeOnboarding } from '../repositories/onboarding.js';
import { toPublicUser } from '../repositories/users.js';
import { errorJsonSchema, scalarInputJsonSchema, userJsonSchema } from './schemas.js';

export const onboardingServerMessages = {
  referrerCompanyRequired: 'Please enter the company you work at, so candidates can find you.',
} as const;

/** The shape only; the rules and their messages are the shared Yup schema's. */
const onboardingBody = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    title: { type: 'string' },
    company: { type: ['string', 'null'] },
    experience: scalarInputJsonSchema,
    linkedin: { type: ['string', 'null'] },
    bio: { type: 'string' },
    notifyEmail: { type: 'boolean' },
    notifyWhatsapp: { type: 'boolean' },
    notifyRealtime: { type: 'boolean' },
    interests: { type: 'array', items: { type: 'string' }, maxItems: 50 },
    role: { type: 'string' },
  },
} as const;

export default async function onboardingRoutes(app: FastifyInstance) {
  app.post(
    '/api/update-onboarding',
    { schema: { body: onboardingBody, response: { 200: userJsonSchema, '4xx': errorJsonSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const profile = await onboardingSchema.validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
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
}
