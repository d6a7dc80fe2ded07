import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { UserSchema } from '../../shared/schemas/auth.js';
import { ErrorSchema, NoContentSchema } from '../../shared/schemas/common.js';
import {
  TwoStepCodeBodySchema,
  TwoStepEnrolmentSchema,
  TwoStepPasswordBodySchema,
  TwoStepRecoveryCodesSchema,
  TwoStepStatusSchema,
} from '../../shared/schemas/twoStep.js';
import { twoStepMessages } from '../../shared/twoStep.js';
import { callerOf, signedIn } from '../access.js';
import type { UserRow } from '../db/schema.js';
import { requireOwnPassword } from '../passwords.js';
import { HttpError } from '../plugins/errors.js';
import { findUserById, toPublicUser } from '../repositories/users.js';
import type { TrustedDevices } from '../trustedDevice.js';
import { tooManyAttempts } from '../twoStep.js';

export interface TwoStepRouteOptions {
  /** Codes per IP and minute at sign-in (the account's own limit is app.twoStep's). */
  codeLimit: number;
  /** Enrolments and turn-offs per IP and 15 minutes: each checks the password. */
  passwordCheckLimit: number;
  trustedDevices: TrustedDevices;
}

/**
 * Two-step sign-in (src/server/twoStep.ts): its second step at sign-in, and enrolling and turning it off on /profile,
 * each after the password.
 */
const twoStepRoutes: FastifyPluginAsyncTypebox<TwoStepRouteOptions> = async (app, options) => {
  /** The account of this browser's pending sign-in, or a 401 when it has none or it has lapsed. */
  const pendingSignIn = async (request: FastifyRequest) => {
    const pending = request.session.twoStepPending;
    const user = pending && pending.until >= Date.now() ? await findUserById(app.db, pending.userId) : undefined;
    if (!user || user.disabledAt) {
      if (pending) request.session.twoStepPending = undefined;
      throw new HttpError(401, twoStepMessages.signInExpired);
    }
    return user;
  };
  const pendingOf = new WeakMap<FastifyRequest, UserRow>();

  app.post(
    '/api/login/code',
    {
      config: { keepsCatalogue: true, rateLimit: { max: options.codeLimit, timeWindow: '1 minute' } },
      // Only a browser whose password step passed moments ago may send a code; anyone else is told before the body is read.
      onRequest: async (request) => {
        pendingOf.set(request, await pendingSignIn(request));
      },
      schema: { body: TwoStepCodeBodySchema, response: { 200: UserSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = pendingOf.get(request)!;
      const check = await app.twoStep.checkCode(user.id, request.body.code);
      if ('locked' in check) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(check.msLeft / 1000))));
        throw tooManyAttempts(check.msLeft);
      }
      if (!check.passed) throw new HttpError(401, twoStepMessages.codeWrong, { code: twoStepMessages.codeWrong });
      await app.signIn(request, user.id);
      options.trustedDevices.trust(reply, user.id);
      return toPublicUser(user);
    },
  );

  // The account's own settings: who calls is known before the body is read.
  await app.register(async (scope) => {
    const own = scope.withTypeProvider<TypeBoxTypeProvider>();
    own.addHook('onRequest', signedIn);
    const passwordChecked = { rateLimit: { max: options.passwordCheckLimit, timeWindow: '15 minutes' } };
    const passwordRefusal = { field: 'password', message: twoStepMessages.passwordWrong };

    own.get(
      '/api/me/two-step',
      { schema: { response: { 200: TwoStepStatusSchema, '4xx': ErrorSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return app.twoStep.status(callerOf(request));
      },
    );

    own.post(
      '/api/me/two-step/enrolment',
      {
        config: passwordChecked,
        schema: { body: TwoStepPasswordBodySchema, response: { 200: TwoStepEnrolmentSchema, '4xx': ErrorSchema } },
      },
      async (request, reply) => {
        const user = callerOf(request);
        await requireOwnPassword(user, request.body.password, passwordRefusal);
        const enrolment = await app.twoStep.startEnrolment(user);
        if (!enrolment) throw new HttpError(409, twoStepMessages.alreadyOn);
        reply.header('Cache-Control', 'private, no-store');
        return enrolment;
      },
    );

    own.post(
      '/api/me/two-step/confirmation',
      {
        config: passwordChecked,
        schema: { body: TwoStepCodeBodySchema, response: { 200: TwoStepRecoveryCodesSchema, '4xx': ErrorSchema } },
      },
      async (request, reply) => {
        const result = await app.twoStep.confirmEnrolment(callerOf(request).id, request.body.code);
        if (result === 'noEnrolment') throw new HttpError(409, twoStepMessages.enrolmentMissing);
        if (result === 'wrongCode') {
          throw new HttpError(400, twoStepMessages.enrolmentCodeWrong, { code: twoStepMessages.enrolmentCodeWrong });
        }
        reply.header('Cache-Control', 'private, no-store');
        return result;
      },
    );

    own.delete(
      '/api/me/two-step',
      {
        config: passwordChecked,
        schema: { body: TwoStepPasswordBodySchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
      },
      async (request, reply) => {
        const user = callerOf(request);
        await requireOwnPassword(user, request.body.password, passwordRefusal);
        if (!(await app.twoStep.turnOff(user.id))) throw new HttpError(409, twoStepMessages.notOn);
        return reply.status(204).send();
      },
    );
  });
};

export default twoStepRoutes;
