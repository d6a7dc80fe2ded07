import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { authMessages } from '../../shared/auth.js';
import { LoginBodySchema, RegisterBodySchema, UserSchema } from '../../shared/schemas/auth.js';
import { ErrorSchema, NoContentSchema } from '../../shared/schemas/common.js';
import { callerOf, signedIn } from '../access.js';
import { LoginRefusalSchema } from '../../shared/schemas/twoStep.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { HttpError } from '../plugins/errors.js';
import {
  clearSignInFailures,
  findSignInLock,
  recordSignInFailure,
  signInAccountKey,
} from '../repositories/signInFailures.js';
import { findUserByEmail, insertUser, toPublicUser } from '../repositories/users.js';
import type { TrustedDevices } from '../trustedDevice.js';

export interface AuthRouteOptions {
  /** Attempts per IP and minute. */
  loginLimit: number;
  /** Accounts per IP and hour. */
  registerLimit: number;
  trustedDevices: TrustedDevices;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRouteOptions> = async (app, options) => {
  app.post(
    '/api/register',
    {
      config: { rateLimit: { max: options.registerLimit, timeWindow: '1 hour' } },
      schema: { body: RegisterBodySchema, response: { 201: UserSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const row = await insertUser(app.db, {
        name,
        email,
        passwordHash: await hashPassword(password),
        // SPEC section 6: an account made through the form is never a referrer, whatever the body says.
        isReferrer: false,
      });
      if (!row) throw new HttpError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
      await app.signIn(request, row.id);
      return reply.status(201).send(toPublicUser(row));
    },
  );

  app.post(
    '/api/login',
    {
      config: { keepsCatalogue: true, rateLimit: { max: options.loginLimit, timeWindow: '1 minute' } },
      schema: { body: LoginBodySchema, response: { 200: UserSchema, 401: LoginRefusalSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(app.db, email);
      const accountKey = signInAccountKey(email);
      // The owner's own browser is exempt from the account's lock, so a stranger cannot lock them out.
      const trustedDevice = row !== undefined && options.trustedDevices.accountOf(request) === row.id;
      if (!trustedDevice) {
        const lockedUntil = await findSignInLock(app.db, accountKey);
        if (lockedUntil) throw accountLocked(reply, lockedUntil);
      }
      // One answer for an unknown e-mail and a wrong password, in the same time, so accounts cannot be probed.
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row || !valid) {
        if (!trustedDevice) await recordSignInFailure(app.db, accountKey);
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      // A trusted browser's success leaves the count alone: the guessing it measures happens elsewhere.
      if (!trustedDevice) await clearSignInFailures(app.db, accountKey);
      // Only after the password: someone who does not know it learns nothing about the account.
      if (row.disabledAt) throw new HttpError(403, authMessages.accountDisabled);
      if (await app.twoStep.isEnabled(row.id)) return app.twoStep.askForCode(request, reply, row.id);
      await app.signIn(request, row.id);
      options.trustedDevices.trust(reply, row.id);
      return toPublicUser(row);
    },
  );

  // Refused only before it runs: a cross-site call (403), or a body it cannot take.
  app.post(
    '/api/logout',
    { config: { keepsCatalogue: true }, schema: { response: { 204: NoContentSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      await app.signOut(request, reply);
      return reply.status(204).send();
    },
  );

  // Signed out, or an account deleted or disabled since sign-in (whose session signedIn ends): 401.
  app.get(
    '/api/me',
    { onRequest: signedIn, schema: { response: { 200: UserSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return toPublicUser(callerOf(request));
    },
  );
};

export default authRoutes;

/** The 429 of a locked account, with the wait in words and in Retry-After. */
function accountLocked(reply: FastifyReply, lockedUntil: Date) {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, authMessages.accountLocked(Math.ceil(seconds / 60)));
}
