import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, jobs, referrers } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import { errorJsonSchema } from './schemas.js';

/**
 * Single items of the public catalogue, read by the request form to fill in the target company and job
 * (SPEC section 7: GET /api/referrer/{id}, /api/company/{id}, /api/companies/{id}, /api/jobs/{id}).
 */
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['id'],
} as const;

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

type IdRequest = { Params: { id: string } };

export default async function catalogRoutes(app: FastifyInstance) {
  const notFound = (what: string) => new HttpError(404, `${what} not found`);

  app.get<IdRequest>(
    '/api/referrer/:id',
    { schema: { params: idParams, response: { 200: referrerJsonSchema, '4xx': errorJsonSchema } } },
    async (request) => {
      const [row] = await app.db
        .select({
          id: referrers.id,
          name: referrers.name,
          photo: referrers.photo,
          title: referrers.title,
          companyId: referrers.companyId,
          companyName: companies.name,
          bio: referrers.bio,
          rating: referrers.rating,
          successfulReferrals: referrers.successfulReferrals,
          specialties: referrers.specialties,
        })
        .from(referrers)
        .innerJoin(companies, eq(companies.id, referrers.companyId))
        .where(eq(referrers.id, Number(request.params.id)));
      if (!row) throw notFound('Referrer');
      return row;
    },
  );

  const companyHandler = async (request: { params: { id: string } }) => {
    const [row] = await app.db
      .select({
        id: companies.id,
        name: companies.name,
        description: companies.description,
        industry: companies.industry,
        logo: companies.logo,
        websiteUrl: companies.websiteUrl,
      })
      .from(companies)
      .where(eq(companies.id, Number(request.params.id)));
    if (!row) throw notFound('Company');
    return row;
  };
  const companyRoute = { schema: { params: idParams, response: { 200: companyJsonSchema, '4xx': errorJsonSchema } } };
  // The spec's client reads a company from both paths.
  app.get<IdRequest>('/api/company/:id', companyRoute, companyHandler);
  app.get<IdRequest>('/api/companies/:id', companyRoute, companyHandler);

  app.get<IdRequest>(
    '/api/jobs/:id',
    { schema: { params: idParams, response: { 200: jobJsonSchema, '4xx': errorJsonSchema } } },
    async (request) => {
      const [row] = await app.db
        .select({
          id: jobs.id,
          title: jobs.title,
          type: jobs.type,
          companyId: jobs.companyId,
          companyName: companies.name,
          location: jobs.location,
          experienceLevel: jobs.experienceLevel,
          postedAt: jobs.postedAt,
          description: jobs.description,
        })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(eq(jobs.id, Number(request.params.id)));
      if (!row) throw notFound('Job');
      return { ...row, postedAt: row.postedAt.toISOString() };
    },
  );
}
