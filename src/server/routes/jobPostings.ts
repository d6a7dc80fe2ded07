import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { jobPostingMessages } from '../../shared/jobPosting.js';
import { JobSchema } from '../../shared/schemas/catalog.js';
import { ErrorSchema, IdParamsSchema } from '../../shared/schemas/common.js';
import { JobPostingBodySchema } from '../../shared/schemas/jobPostings.js';
import { callerOf, idParam, signedIn, signedInAnd } from '../access.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import {
  closeJob,
  createJob,
  findJobPoster,
  listOwnJobs,
  mayPostJobs,
  updateJob,
  type JobPostingRefusal,
} from '../repositories/jobPostings.js';

const JOB_NOT_FOUND = 'Job not found';

/** The answer to a refused posting: for which company, and whether the job is still there and open. */
function refusalError(refusal: JobPostingRefusal) {
  if ('ownCompanyOnly' in refusal) {
    const message = jobPostingMessages.ownCompanyOnly(refusal.ownCompanyOnly);
    return new HttpError(400, message, { company: message });
  }
  if ('notFound' in refusal) return new HttpError(404, JOB_NOT_FOUND);
  return new HttpError(409, jobPostingMessages.alreadyClosed);
}

/** Referrers (for their own company) and admins (for any) post jobs. */
async function jobPoster(request: FastifyRequest, caller: UserRow) {
  if (!(await mayPostJobs(request.server.db, caller))) throw new HttpError(403, jobPostingMessages.notAllowed);
}

/** Only its poster or an admin changes a job; a job that is gone is 404 to all. */
async function jobOwner(request: FastifyRequest, caller: UserRow) {
  const id = idParam(request);
  if (id === undefined) return;
  const job = await findJobPoster(request.server.db, id);
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  if (caller.role !== 'admin' && job.postedByUserId !== caller.id) {
    throw new HttpError(403, jobPostingMessages.notYours);
  }
}

const jobSchema = { response: { 200: JobSchema, '4xx': ErrorSchema } };

/**
 * Job posting: referrers post for their own company and admins for any (POST /api/jobs); the poster or an admin edits
 * (PUT /api/jobs/{id}) and closes (POST /api/jobs/{id}/close) a job; GET /api/me/jobs lists the jobs one posted.
 */
const jobPostingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/jobs',
    {
      onRequest: signedInAnd(jobPoster),
      schema: { body: JobPostingBodySchema, response: { 201: JobSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const result = await createJob(app.db, callerOf(request), request.body);
      if ('refused' in result) throw refusalError(result.refused);
      return reply.status(201).send(result.job);
    },
  );

  app.put(
    '/api/jobs/:id',
    {
      // Whose job it is first: a referrer at another company is told it is not theirs, not that they may not post.
      onRequest: signedInAnd(async (request, caller) => {
        await jobOwner(request, caller);
        await jobPoster(request, caller);
      }),
      schema: { params: IdParamsSchema, body: JobPostingBodySchema, ...jobSchema },
    },
    async (request) => {
      const result = await updateJob(app.db, callerOf(request), request.params.id, request.body);
      if ('refused' in result) throw refusalError(result.refused);
      return result.job;
    },
  );

  app.post(
    '/api/jobs/:id/close',
    { onRequest: signedInAnd(jobOwner), schema: { params: IdParamsSchema, ...jobSchema } },
    async (request) => {
      const result = await closeJob(app.db, callerOf(request), request.params.id);
      if ('refused' in result) throw refusalError(result.refused);
      return result.job;
    },
  );

  app.get(
    '/api/me/jobs',
    { onRequest: signedIn, schema: { response: { 200: Type.Array(JobSchema), '4xx': ErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listOwnJobs(app.db, callerOf(request).id);
    },
  );
};

export default jobPostingRoutes;
