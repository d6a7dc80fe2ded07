import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { jobPostingMessages } from '../../shared/jobPosting.js';
import { JobSchema } from '../../shared/schemas/catalog.js';
import { ErrorSchema, IdParamsSchema } from '../../shared/schemas/common.js';
import { JobPostingBodySchema } from '../../shared/schemas/jobPostings.js';
import { requireUser } from '../currentUser.js';
import { HttpError } from '../plugins/errors.js';
import { closeJob, createJob, listOwnJobs, updateJob, type JobPostingRefusal } from '../repositories/jobPostings.js';

/** The answer to a refused posting: who may post where, and whose job it is. */
function refusalError(refusal: JobPostingRefusal) {
  if ('notAllowed' in refusal) return new HttpError(403, jobPostingMessages.notAllowed);
  if ('ownCompanyOnly' in refusal) {
    const message = jobPostingMessages.ownCompanyOnly(refusal.ownCompanyOnly);
    return new HttpError(400, message, { company: message });
  }
  if ('notFound' in refusal) return new HttpError(404, 'Job not found');
  if ('notYours' in refusal) return new HttpError(403, jobPostingMessages.notYours);
  return new HttpError(409, jobPostingMessages.alreadyClosed);
}

const jobSchema = { response: { 200: JobSchema, '4xx': ErrorSchema } };

/**
 * Job posting: referrers post for their own company and admins for any (POST /api/jobs); the poster or an admin edits
 * (PUT /api/jobs/{id}) and closes (POST /api/jobs/{id}/close) a job; GET /api/me/jobs lists the jobs one posted.
 */
const jobPostingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/jobs',
    { schema: { body: JobPostingBodySchema, response: { 201: JobSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await createJob(app.db, user, request.body);
      if ('refused' in result) throw refusalError(result.refused);
      return reply.status(201).send(result.job);
    },
  );

  app.put(
    '/api/jobs/:id',
    { schema: { params: IdParamsSchema, body: JobPostingBodySchema, ...jobSchema } },
    async (request) => {
      const user = await requireUser(request);
      const result = await updateJob(app.db, user, request.params.id, request.body);
      if ('refused' in result) throw refusalError(result.refused);
      return result.job;
    },
  );

  app.post('/api/jobs/:id/close', { schema: { params: IdParamsSchema, ...jobSchema } }, async (request) => {
    const user = await requireUser(request);
    const result = await closeJob(app.db, user, request.params.id);
    if ('refused' in result) throw refusalError(result.refused);
    return result.job;
  });

  app.get(
    '/api/me/jobs',
    { schema: { response: { 200: Type.Array(JobSchema), '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      return listOwnJobs(app.db, user.id);
    },
  );
};

export default jobPostingRoutes;
