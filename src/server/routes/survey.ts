import type { FastifyInstance } from 'fastify';
import { toSurveyPayload, withSurveyServerDefaults } from '../../shared/survey.js';
import { surveySchema } from '../../shared/surveySchema.js';
import { loadCurrentUser } from '../currentUser.js';
import { insertSurveyResponse } from '../repositories/surveys.js';
import { createdIdJsonSchema, errorJsonSchema, scalarInputJsonSchema } from './schemas.js';

export interface SurveyRouteOptions {
  /** Survey answers per IP and minute. */
  surveyLimit: number;
}

const optionalText = { type: ['string', 'null'] } as const;

/**
 * The shape only; the rules and their messages are the shared Yup schema's. Enumerations are not repeated here,
 * or a wrong value would get the validator's wording instead of the spec's.
 */
const surveyBody = {
  type: 'object',
  properties: {
    userPurpose: optionalText,
    otherPurpose: optionalText,
    meetingNeeds: optionalText,
    delightRating: scalarInputJsonSchema,
    loveFeedback: optionalText,
    improvementFeedback: optionalText,
    jobRole: optionalText,
    company: optionalText,
    contactConsent: optionalText,
    contactEmail: optionalText,
    contactPhone: optionalText,
    additionalFeedback: optionalText,
  },
} as const;

export default async function surveyRoutes(app: FastifyInstance, options: SurveyRouteOptions) {
  app.post(
    '/api/survey',
    {
      config: { rateLimit: { max: options.surveyLimit, timeWindow: '1 minute' } },
      schema: { body: surveyBody, response: { 201: createdIdJsonSchema, '4xx': errorJsonSchema } },
    },
    async (request, reply) => {
      // SPEC section 5's second reading: a missing purpose, needs or consent takes its default rather than failing.
      const answer = await surveySchema.validate(
        withSurveyServerDefaults((request.body ?? {}) as Record<string, unknown>),
        {
          abortEarly: false,
          stripUnknown: true,
        },
      );
      const user = await loadCurrentUser(request);
      const row = await insertSurveyResponse(app.db, { userId: user?.id ?? null, ...toSurveyPayload(answer) });
      return reply.status(201).send({ id: row.id });
    },
  );
}
