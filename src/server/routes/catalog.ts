import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { matchesEntityTag, type CatalogRead } from '../catalogCache.js';
import { sendEncoded } from '../encodedBody.js';
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
  response: { 200: item, 304: NotModifiedSchema, '4xx': ErrorSchema },
});

/** The answer when the client's copy (If-None-Match) is current: no body. */
const NotModifiedSchema = Type.Null({
  description: 'Not modified: the copy the client named (If-None-Match) is current',
});

/**
 * Browsers and proxies may keep a catalogue answer, which is the same for everyone, but ask each time whether it is
 * still current (its ETag): the answer is a 304 without a body until the catalogue changes.
 */
const CATALOG_CACHE_CONTROL = 'public, no-cache';

/**
 * The public catalogue (SPEC section 7): its lists (GET /api/referrers, /api/companies, /api/jobs,
 * /api/jobs/company/{companyName}), each with `X-Total-Count`, and its single items (GET /api/referrer/{id},
 * /api/company/{id}, /api/companies/{id}, /api/jobs/{id}), which the request form also reads. The same answer for
 * everyone, signed in or not: the only part of the API that the server renders pages from (`reads` in the route table,
 * src/shared/paths.ts).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = (what: string) => new HttpError(404, `${what} not found`);

  /**
   * Sends what `read` finds, from this process's catalogue cache when it holds the answer (src/server/catalogCache.ts),
   * with its entity tag, compressed once per change rather than per request; a 304 when the client's copy is current; a
   * 404 naming `what` when nothing was found.
   */
  const sendCatalog = async (
    request: FastifyRequest,
    reply: FastifyReply,
    what: string,
    read: () => Promise<CatalogRead>,
  ) => {
    const answer = await app.catalogCache.answer(request.url, read, (body) => String(reply.serialize(body)));
    if (!answer) throw notFound(what);
    reply.header('ETag', answer.etag).header('Cache-Control', CATALOG_CACHE_CONTROL);
    if (answer.total !== undefined) reply.header('X-Total-Count', String(answer.total));
    if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), answer.body);
  };

  app.get(
    '/api/referrers',
    {
      schema: {
        querystring: ReferrerListQuerySchema,
        response: { 200: Type.Array(ReferrerSchema), 304: NotModifiedSchema, '4xx': ErrorSchema },
      },
    },
    (request, reply) =>
      sendCatalog(request, reply, 'Referrers', async () => {
        const { items, total } = await listReferrers(app.db, request.query);
        return { body: items, total };
      }),
  );

  app.get(
    '/api/companies',
    {
      schema: {
        response: { 200: Type.Array(CompanyWithJobCountSchema), 304: NotModifiedSchema, '4xx': ErrorSchema },
      },
    },
    (request, reply) =>
      sendCatalog(request, reply, 'Companies', async () => {
        const items = await listCompaniesWithJobCounts(app.db);
        return { body: items, total: items.length };
      }),
  );

  app.get(
    '/api/jobs',
    {
      schema: {
        querystring: JobListQuerySchema,
        response: { 200: Type.Array(JobSchema), 304: NotModifiedSchema, '4xx': ErrorSchema },
      },
    },
    (request, reply) =>
      sendCatalog(request, reply, 'Jobs', async () => {
        const { items, total } = await listJobs(app.db, request.query);
        return { body: items, total };
      }),
  );

  app.get(
    '/api/jobs/company/:companyName',
    {
      schema: {
        params: CompanyNameParamsSchema,
        response: { 200: Type.Array(JobSchema), 304: NotModifiedSchema, '4xx': ErrorSchema },
      },
    },
    (request, reply) =>
      sendCatalog(request, reply, 'Company', async () => {
        const items = await listCompanyJobs(app.db, request.params.companyName);
        return items && { body: items, total: items.length };
      }),
  );

  app.get('/api/referrer/:id', { schema: itemSchema(ReferrerSchema) }, (request, reply) =>
    sendCatalog(request, reply, 'Referrer', async () => {
      const referrer = await findReferrer(app.db, request.params.id);
      return referrer && { body: referrer };
    }),
  );

  // The spec's client reads a company from both paths.
  for (const path of ['/api/company/:id', '/api/companies/:id']) {
    app.get(path, { schema: itemSchema(CompanySchema) }, (request, reply) =>
      sendCatalog(request, reply, 'Company', async () => {
        const company = await findCompany(app.db, request.params.id);
        return company && { body: company };
      }),
    );
  }

  app.get('/api/jobs/:id', { schema: itemSchema(JobSchema) }, (request, reply) =>
    sendCatalog(request, reply, 'Job', async () => {
      const job = await findJob(app.db, request.params.id);
      return job && { body: job };
    }),
  );
};

export default catalogRoutes;
