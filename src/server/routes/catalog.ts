import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { CompanySchema, JobSchema, ReferrerSchema } from '../../shared/schemas/catalog.js';
import { ErrorSchema, IdParamsSchema } from '../../shared/schemas/common.js';
import { HttpError } from '../plugins/errors.js';
import { findCompany, findJob, findReferrer } from '../repositories/catalog.js';

/** GET of one catalogue item by id: the item, or a 404. */
const itemSchema = <Item extends TSchema>(item: Item) => ({
  params: IdParamsSchema,
  response: { 200: item, '4xx': ErrorSchema },
});

/**
 * Single items of the public catalogue, read by the request form to fill in the target company and job
 * (SPEC section 7: GET /api/referrer/{id}, /api/company/{id}, /api/companies/{id}, /api/jobs/{id}).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = (what: string) => new HttpError(404, `${what} not found`);

  app.get('/api/referrer/:id', { schema: itemSchema(ReferrerSchema) }, async (request) => {
    const referrer = await findReferrer(app.db, request.params.id);
    if (!referrer) throw notFound('Referrer');
    return referrer;
  });

  // The spec's client reads a company from both paths.
  for (const path of ['/api/company/:id', '/api/companies/:id']) {
    app.get(path, { schema: itemSchema(CompanySchema) }, async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw notFound('Company');
      return company;
    });
  }

  app.get('/api/jobs/:id', { schema: itemSchema(JobSchema) }, async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) throw notFound('Job');
    return job;
  });
};

export default catalogRoutes;
