import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ASSIGNMENT } from '../../shared/assignment.js';
import { someoneElseMessages } from '../../shared/matchReasons.js';
import { ErrorSchema, IdParamsSchema } from '../../shared/schemas/common.js';
import { MatchReasonSchema, SomeoneElseResultSchema } from '../../shared/schemas/matchReasons.js';
import { idParam, signedInAnd } from '../access.js';
import { askForSomeoneElse } from '../assignment/assign.js';
import { readMatchReason } from '../assignment/matchReasons.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import { isRequestSentBy } from '../repositories/referralRequests.js';
import { referralRequestServerMessages } from './referralRequests.js';

export interface MatchReasonRouteOptions {
  /** The origin of the links in the new referrer's mail (AppOptions.mailLinkOrigin). */
  mailLinkOrigin: string;
}

const notFound = () => new HttpError(404, referralRequestServerMessages.requestNotFound);

/**
 * Its candidate only: the referrer, admins and everyone else signed in are answered as if it did not exist (the
 * admins' view of a match is the score of every referrer, GET /api/admin/referral-requests/:id/match-scores).
 */
async function requestCandidate(request: FastifyRequest, caller: UserRow) {
  const id = idParam(request);
  if (id !== undefined && !(await isRequestSentBy(request.server.db, caller, id))) throw notFound();
}

/** "Why this referrer" (src/server/assignment/README.md#why-this-referrer), for the candidate of a request. */
const matchReasonRoutes: FastifyPluginAsyncTypebox<MatchReasonRouteOptions> = async (app, options) => {
  app.get(
    '/api/referral-requests/:id/match-reason',
    {
      onRequest: signedInAnd(requestCandidate),
      schema: { params: IdParamsSchema, response: { 200: MatchReasonSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const reason = await readMatchReason(app.db, request.params.id);
      if (!reason) throw notFound();
      reply.header('Cache-Control', 'private, no-store');
      return reason;
    },
  );

  app.post(
    '/api/referral-requests/:id/someone-else',
    {
      onRequest: signedInAnd(requestCandidate),
      schema: { params: IdParamsSchema, response: { 200: SomeoneElseResultSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const result = await askForSomeoneElse(app.db, request.params.id, new Date(), {
        maxReassignments: ASSIGNMENT.maxReassignments,
        linkOrigin: options.mailLinkOrigin,
      });
      if ('notFound' in result) throw notFound();
      if ('refused' in result) {
        throw new HttpError(
          409,
          result.refused === 'already-asked' ? someoneElseMessages.alreadyAsked : someoneElseMessages.notWaiting,
        );
      }
      if ('nobodyElse' in result) {
        throw new HttpError(
          409,
          someoneElseMessages.nobodyElse(result.nobodyElse.company, result.nobodyElse.referrerName),
        );
      }
      reply.header('Cache-Control', 'private, no-store');
      return { referrerName: result.moved.referrerName, score: result.moved.score };
    },
  );
};

export default matchReasonRoutes;
