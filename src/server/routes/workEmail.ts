import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths } from '../../shared/paths.js';
import { PRODUCT_NAME } from '../../shared/product.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import {
  ConfirmWorkEmailBodySchema,
  WorkEmailAnswerSchema,
  WorkEmailBodySchema,
} from '../../shared/schemas/workEmail.js';
import { WORK_EMAIL_LINK_TTL_MINUTES, workEmailMessages } from '../../shared/workEmail.js';
import { callerOf, signedInAnd } from '../access.js';
import { HttpError } from '../plugins/errors.js';
import { hashResetToken } from '../repositories/passwordResets.js';
import { hasReferrerProfile } from '../repositories/referrerProfiles.js';
import { confirmWorkEmail, requestWorkEmailLink } from '../repositories/workEmails.js';

export interface WorkEmailRouteOptions {
  /** Requests per IP and hour, on each of the two routes. */
  workEmailLimit: number;
  /** The origin of the link (AppOptions.mailLinkOrigin): PUBLIC_URL, never the request's Host header. */
  mailLinkOrigin: string;
}

/** As a password reset's: 32 random bytes, in base64url. */
const TOKEN_BYTES = 32;

/** A referrer confirms a work e-mail at their company's domain, and becomes verified (src/shared/workEmail.ts). */
const workEmailRoutes: FastifyPluginAsyncTypebox<WorkEmailRouteOptions> = async (app, options) => {
  const rateLimit = { max: options.workEmailLimit, timeWindow: '1 hour' };

  app.post(
    '/api/me/work-email',
    {
      onRequest: signedInAnd(async (request, caller) => {
        if (!(await hasReferrerProfile(request.server.db, caller.id))) {
          throw new HttpError(403, workEmailMessages.notAReferrer);
        }
      }),
      config: { rateLimit },
      schema: { body: WorkEmailBodySchema, response: { 202: WorkEmailAnswerSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const { email } = request.body;
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const link = new URL(paths.confirmWorkEmail.href(), options.mailLinkOrigin);
      link.searchParams.set('token', token);
      const result = await requestWorkEmailLink(app.db, user.id, email, hashResetToken(token), (referrer) => ({
        to: email,
        subject: `Confirm your work e-mail for ${PRODUCT_NAME}`,
        text: [
          `Hello ${referrer.name},`,
          `Confirm that you work at ${referrer.company} by opening this link within ${WORK_EMAIL_LINK_TTL_MINUTES} ` +
            'minutes. Your referrer profile then shows the Verified badge, and candidates are matched with you.',
          link.href,
          'The link works once. If you did not ask for it, ignore this mail.',
        ].join('\n\n'),
        withholdAfterDelivery: true,
      }));
      if ('notAReferrer' in result) throw new HttpError(403, workEmailMessages.notAReferrer);
      if ('noCompanyDomain' in result) {
        throw new HttpError(409, workEmailMessages.noCompanyDomain(result.noCompanyDomain.company));
      }
      if ('wrongDomain' in result) {
        const message = workEmailMessages.wrongDomain(result.wrongDomain.domain);
        throw new HttpError(400, message, { email: message });
      }
      return reply.status(202).send({ message: workEmailMessages.linkSent(email) });
    },
  );

  app.post(
    '/api/work-email/confirm',
    {
      config: { rateLimit },
      schema: { body: ConfirmWorkEmailBodySchema, response: { 200: WorkEmailAnswerSchema, '4xx': ErrorSchema } },
    },
    async (request) => {
      const confirmed = await confirmWorkEmail(app.db, hashResetToken(request.body.token));
      if (!confirmed)
        throw new HttpError(400, workEmailMessages.linkUnusable, { token: workEmailMessages.linkUnusable });
      return { message: workEmailMessages.confirmed };
    },
  );
};

export default workEmailRoutes;
