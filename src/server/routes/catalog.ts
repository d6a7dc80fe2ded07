import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import {
  CompanyNameParamsSchema,
  CompanySchema,
  CompanyWithJobCountSchema,
  JobListQuerySchema,
  JobSchema,
  ReferrerListQuerySchema,
  ReferrerSchema,
} from '../../shared/schemas/catalog.js';
import { ErrorSchema, IdParamsSchema } from '../../shared/schemas/common.js';
import { HttpError } from '../plugins/errors.js';
import {
  findCompany,
  findJob,
  findReferrer,
  listCompaniesWithJobCounts,
  listCompanyJobs,
  listJobs,
  listReferrers,
} from '../repositories/catalog.js';

/** GET of one catalogue item by id: the item, or a 404. */
const itemSchema = <Item extends TSchema>(item: Item) => ({
  params: IdParamsSchema,
  response: { 200: item, '4xx': ErrorSchema },
});

/**
 * The public catalogue (SPEC section 7): its lists (GET /api/referrers, /api/companies, /api/jobs,
 * /api/jobs/company/{companyName}), each with `X-Total-Count`, and its single items (GET /api/referrer/{id},
 * /api/company/{id}, /api/companies/{id}, /api/jobs/{id}), which the request form also reads. The same answer for
 * everyone, signed in or not: the only part of the API that the server renders pages from (`reads` in the route table,
 * src/shared/paths.ts).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = (what: string) => new HttpError(404, `${what} not found`);

  app.get(
    '/api/referrers',
    {
      schema: {
        querystring: ReferrerListQuerySchema,
        response: { 200: Type.Array(ReferrerSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReferrers(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/api/companies',
    { schema: { response: { 200: Type.Array(CompanyWithJobCountSchema), '4xx': ErrorSchema } } },
    async (_request, reply) => {
      const items = await listCompaniesWithJobCounts(app.db);
      reply.header('X-Total-Count', String(items.length));
      return items;
    },
  );

  app.get(
    '/api/jobs',
    { schema: { querystring: JobListQuerySchema, response: { 200: Type.Array(JobSchema), '4xx': ErrorSchema } } },
    async (request, reply) => {
      const { items, total } = await listJobs(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/api/jobs/company/:companyName',
    { schema: { params: CompanyNameParamsSchema, response: { 200: Type.Array(JobSchema), '4xx': ErrorSchema } } },
    async (request, reply) => {
      const items = await listCompanyJobs(app.db, request.params.companyName);
      if (!items) throw notFound('Company');
      reply.header('X-Total-Count', String(items.length));
      return items;
    },
  );

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
