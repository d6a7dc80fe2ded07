import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorSchema, NoContentSchema } from '../../shared/schemas/common.js';
import {
  ShareLinkBodySchema,
  ShareLinkTargetSchema,
  ShareTargetSchema,
  ShareTokenParamsSchema,
  ShareTargetsSchema,
  ShareVisitBodySchema,
} from '../../shared/schemas/shareLinks.js';
import { isShareToken, shareLinkMessages } from '../../shared/shareLinks.js';
import { callerOf, signedInAnd } from '../access.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import { hasReferrerProfile } from '../repositories/referrerProfiles.js';
import { countShareVisit, findShareLinkTarget, listShareTargets, makeShareLink } from '../repositories/shareLinks.js';
import { referrerProfileServerMessages } from './referrerProfile.js';

/** Visits one address may count in an hour: a person shares a link with many, a script would count for ever. */
const VISITS_PER_HOUR = 120;

/** A referrer's own links: anyone else signed in is told they have no referrer profile (404), before the body is read. */
async function referrerOnly(request: FastifyRequest, caller: UserRow) {
  if (!(await hasReferrerProfile(request.server.db, caller.id))) {
    throw new HttpError(404, referrerProfileServerMessages.notAReferrer);
  }
}

const notAReferrer = () => new HttpError(404, referrerProfileServerMessages.notAReferrer);

/**
 * Share links that credit the referrer (src/shared/shareLinks.ts): the dashboard's "Share links" panel lists and makes
 * them; the profile and job pages count a visit through one, once per browser session, and ask whose it is.
 */
const shareLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/me/share-links',
    {
      config: { keepsCatalogue: true },
      onRequest: signedInAnd(referrerOnly),
      schema: { response: { 200: ShareTargetsSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const targets = await listShareTargets(app.db, callerOf(request).id);
      if (!targets) throw notAReferrer();
      reply.header('Cache-Control', 'private, no-store');
      return targets;
    },
  );

  app.post(
    '/api/me/share-links',
    {
      config: { keepsCatalogue: true },
      onRequest: signedInAnd(referrerOnly),
      schema: { body: ShareLinkBodySchema, response: { 200: ShareTargetSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const made = await makeShareLink(app.db, callerOf(request).id, request.body.jobId ?? null);
      if (!made) throw notAReferrer();
      if (made === 'unknownJob') {
        throw new HttpError(404, shareLinkMessages.unknownJob, { jobId: shareLinkMessages.unknownJob });
      }
      reply.header('Cache-Control', 'private, no-store');
      return made;
    },
  );

  app.post(
    '/api/share-links/visits',
    {
      // A visit is counted on every page opened through a link: it must not empty the catalogue cache each time.
      config: { keepsCatalogue: true, rateLimit: { max: VISITS_PER_HOUR, timeWindow: '1 hour' } },
      schema: { body: ShareVisitBodySchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      // A forged or unknown token counts nothing, and the page it came from shows as it would without it.
      if (isShareToken(request.body.token)) await countShareVisit(app.db, request.body.token);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/share-links/:token',
    {
      schema: { params: ShareTokenParamsSchema, response: { 200: ShareLinkTargetSchema, '4xx': ErrorSchema } },
    },
    async (request) => {
      // Whose link it is says no more than the page it opens; a forged or unknown token is no link.
      const target = isShareToken(request.params.token)
        ? await findShareLinkTarget(app.db, request.params.token)
        : undefined;
      if (!target) throw new HttpError(404, shareLinkMessages.linkNotFound);
      return target;
    },
  );
};

export default shareLinkRoutes;
