import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountDeletionMessages } from '../../shared/accountDeletion.js';
import { authMessages } from '../../shared/auth.js';
import { ASSIGNMENT } from '../../shared/assignment.js';
import { AccountDeletionBodySchema } from '../../shared/schemas/accountDeletion.js';
import { ErrorSchema, NoContentSchema } from '../../shared/schemas/common.js';
import { callerOf, signedIn } from '../access.js';
import { requireOwnPassword } from '../passwords.js';
import { HttpError } from '../plugins/errors.js';
import { deleteAccount } from '../repositories/accountDeletion.js';

export interface AccountDeletionRouteOptions {
  /** The origin of the links in the mail a moved request sends (AppOptions.mailLinkOrigin). */
  mailLinkOrigin: string;
  /** Deletions tried per IP and 15 minutes: a session left open must not become a way to guess the password. */
  passwordCheckLimit: number;
}

/** `DELETE /api/me`: a person deletes their own account, confirming with their password. */
const accountDeletionRoutes: FastifyPluginAsyncTypebox<AccountDeletionRouteOptions> = async (app, options) => {
  app.delete(
    '/api/me',
    {
      config: { rateLimit: { max: options.passwordCheckLimit, timeWindow: '15 minutes' } },
      onRequest: signedIn,
      schema: { body: AccountDeletionBodySchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      await requireOwnPassword(user, request.body.password, {
        field: 'password',
        message: accountDeletionMessages.passwordWrong,
      });
      // The second factor, if on: a session left open and a known password are not enough.
      if (await app.twoStep.isEnabled(user.id)) {
        const code = request.body.code?.trim();
        if (!code) {
          const message = accountDeletionMessages.codeRequired;
          throw new HttpError(400, message, { code: message });
        }
        if (!(await app.twoStep.verifySecondFactor(user.id, code))) {
          const message = accountDeletionMessages.codeWrong;
          throw new HttpError(400, message, { code: message });
        }
      }
      const result = await deleteAccount(app.db, user.id, {
        linkOrigin: options.mailLinkOrigin,
        maxReassignments: ASSIGNMENT.maxReassignments,
      });
      if ('notFound' in result) throw new HttpError(401, authMessages.notSignedIn);
      if ('refused' in result) throw new HttpError(409, accountDeletionMessages.lastAdmin);
      request.log.info({ userId: user.id, ...result.deleted }, 'account deleted by its owner');
      // The session's row went with the account; this clears the cookie, and nothing saves the session again.
      await app.signOut(request, reply);
      return reply.status(204).send();
    },
  );
};

export default accountDeletionRoutes;
