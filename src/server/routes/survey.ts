import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreatedSchema, ErrorSchema } from '../../shared/schemas/common.js';
import { SurveyBodySchema } from '../../shared/schemas/survey.js';
import { toSurveyPayload } from '../../shared/survey.js';
import { loadCurrentUser } from '../currentUser.js';
import { insertSurveyResponse } from '../repositories/surveys.js';

export interface SurveyRouteOptions {
  /** Survey answers per IP and minute. */
  surveyLimit: number;
}

const surveyRoutes: FastifyPluginAsyncTypebox<SurveyRouteOptions> = async (app, options) => {
  app.post(
    '/api/survey',
    {
      config: { keepsCatalogue: true, rateLimit: { max: options.surveyLimit, timeWindow: '1 minute' } },
      schema: { body: SurveyBodySchema, response: { 201: CreatedSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = await loadCurrentUser(request);
      const row = await insertSurveyResponse(app.db, { userId: user?.id ?? null, ...toSurveyPayload(request.body) });
      return reply.status(201).send({ id: row.id });
    },
  );
};

export default surveyRoutes;
