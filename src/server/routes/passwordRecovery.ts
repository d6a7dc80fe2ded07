import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths } from '../../shared/paths.js';
import { PASSWORD_RESET_TTL_MINUTES, passwordRecoveryMessages } from '../../shared/passwordRecovery.js';
import { PRODUCT_NAME } from '../../shared/product.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import {
  ForgotPasswordAnswerSchema,
  ForgotPasswordBodySchema,
  PasswordRecoveryAnswerSchema,
  ResetPasswordBodySchema,
} from '../../shared/schemas/passwordRecovery.js';
import { HttpError } from '../plugins/errors.js';
import { hashResetToken, issuePasswordReset, resetPassword } from '../repositories/passwordResets.js';

export interface PasswordRecoveryRouteOptions {
  /** Requests per IP and hour, on each of the two routes. */
  passwordResetLimit: number;
  /** The origin of the reset link (AppOptions.mailLinkOrigin): PUBLIC_URL, never the request's Host header. */
  mailLinkOrigin: string;
  /** No SMTP_URL outside production: mail stays in the outbox, which admins read (the dashboard's Mail tab). */
  mailStaysInOutbox: boolean;
}

/** 32 random bytes (256 bits), in base64url: 43 characters that need no escaping in a link. */
const RESET_TOKEN_BYTES = 32;

function resetLink(token: string, origin: string) {
  const url = new URL(paths.resetPassword.href(), origin);
  url.searchParams.set('token', token);
  return url.href;
}

const passwordRecoveryRoutes: FastifyPluginAsyncTypebox<PasswordRecoveryRouteOptions> = async (app, options) => {
  const rateLimit = { max: options.passwordResetLimit, timeWindow: '1 hour' };

  // Issuing runs after the answer has left (see below); closing the app waits for what is under way.
  const issuing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(issuing);
  });

  app.post(
    '/api/forgot-password',
    {
      config: { keepsCatalogue: true, rateLimit },
      schema: { body: ForgotPasswordBodySchema, response: { 202: ForgotPasswordAnswerSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
      // The answer waits on nothing that depends on the address (not even the account's lookup), so it is the same,
      // in the same time, whether or not an account uses it. A failure can only be logged: its error carries no token.
      const work = issuePasswordReset(app.db, request.body.email, hashResetToken(token), (account) => ({
        to: account.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: [
          `Hello ${account.name},`,
          `Someone, probably you, asked to reset the password of your ${PRODUCT_NAME} account. Choose a new one ` +
            `here within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
          resetLink(token, options.mailLinkOrigin),
          'The link works once, and signs you out everywhere. If you did not ask for it, ignore this mail: your ' +
            'password stays as it is.',
        ].join('\n\n'),
        withholdAfterDelivery: true,
      })).catch((error: unknown) => request.log.error({ err: error }, 'password reset not issued'));
      issuing.add(work);
      void work.finally(() => issuing.delete(work));
      return reply
        .status(202)
        .send({ message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: options.mailStaysInOutbox });
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { rateLimit },
      schema: { body: ResetPasswordBodySchema, response: { 200: PasswordRecoveryAnswerSchema, '4xx': ErrorSchema } },
    },
    async (request) => {
      const { token, password } = request.body;
      const reset = await resetPassword(app.db, hashResetToken(token), password);
      if (!reset) {
        const message = passwordRecoveryMessages.linkUnusable;
        throw new HttpError(400, message, { token: message });
      }
      return { message: passwordRecoveryMessages.passwordChanged };
    },
  );
};

export default passwordRecoveryRoutes;
