import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/errors.js';
import { findCompany, findJob, findReferrer } from '../repositories/catalog.js';
import { errorJsonSchema, idParamsJsonSchema } from './schemas.js';

/**
 * Single items of the public catalogue, read by the request form to fill in the target company and job
 * (SPEC section 7: GET /api/referrer/{id}, /api/company/{id}, /api/companies/{id}, /api/jobs/{id}).
 */
const referrerJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    photo: { type: ['string', 'null'] },
    title: { type: 'string' },
    companyId: { type: 'integer' },
    companyName: { type: 'string' },
    bio: { type: 'string' },
    rating: { type: 'number' },
    successfulReferrals: { type: 'integer' },
    specialties: { type: 'array', items: { type: 'string' } },
  },
} as const;

const companyJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    industry: { type: 'string' },
    logo: { type: ['string', 'null'] },
    websiteUrl: { type: ['string', 'null'] },
  },
} as const;

const jobJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    type: { type: 'string' },
    companyId: { type: 'integer' },
    companyName: { type: 'string' },
    location: { type: 'string' },
    experienceLevel: { type: 'string' },
    postedAt: { type: 'string', format: 'date-time' },
    description: { type: 'string' },
  },
} as const;

type IdRequest = { Params: { id: number } };

export default async function catalogRoutes(app: FastifyInstance) {
  const notFound = (what: string) => new HttpError(404, `${what} not found`);
  const itemSchema = (response: object) => ({
    schema: { params: idParamsJsonSchema, response: { 200: response, '4xx': errorJsonSchema } },
  });

  app.get<IdRequest>('/api/referrer/:id', itemSchema(referrerJsonSchema), async (request) => {
    const referrer = await findReferrer(app.db, request.params.id);
    if (!referrer) throw notFound('Referrer');
    return referrer;
  });

  // The spec's client reads a company from both paths.
  for (const path of ['/api/company/:id', '/api/companies/:id']) {
    app.get<IdRequest>(path, itemSchema(companyJsonSchema), async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw notFound('Company');
      return company;
    });
  }

  app.get<IdRequest>('/api/jobs/:id', itemSchema(jobJsonSchema), async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) throw notFound('Job');
    return job;
  });
}
