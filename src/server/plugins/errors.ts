import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** The answer while the database cannot be reached: the request can simply be tried again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'ReferBridge cannot reach its database right now. Please try again in a minute.';

/** A 4xx the handler means to send; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * What the request parsers' refusals say. Fastify's own words ("Body cannot be empty when content-type is set to
 * 'application/json'") are written for developers; these are the answers people and API clients get instead.
 */
export const requestBodyMessages = {
  unsupportedType: 'Unsupported content type',
  malformedJson: 'Malformed JSON body',
  emptyJson: 'The request says it holds JSON, but its body is empty.',
  tooLarge: 'The request is too large to be read.',
  lengthMismatch: 'The request body does not match the length it announced. Please try again.',
  unreadable: 'The request could not be read.',
} as const;

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestBodyMessages.unsupportedType,
  FST_ERR_CTP_INVALID_JSON_BODY: requestBodyMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestBodyMessages.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: requestBodyMessages.tooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestBodyMessages.lengthMismatch,
};

/** What an unknown route answers (a 404), and a route that answers only some callers to the others. */
export function noSuchEndpoint(request: FastifyRequest) {
  return { message: `No such endpoint: ${request.method} ${request.url.split('?', 1)[0]}` };
}

/**
 * Every error leaves as `{ message, requestId }` (plus `errors` per field for validation).
 * A 5xx never carries the underlying text: driver messages can leak schema and data.
 */
async function errorsPlugin(app: FastifyInstance) {
  // Whatever sent it (this handler, a route's own refusal, a plugin's), an error's body names its request, which a
  // person can quote to support and which every log line of the request carries (plugins/requestIds.ts).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return payload;
    if (typeof (payload as { message?: unknown }).message !== 'string' || 'requestId' in payload) return payload;
    return { ...payload, requestId: request.id };
  });

  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) {
      const errors = fieldErrorsOf(error);
      return reply.status(400).send({ message: error.errors[0] ?? 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500 && isDatabaseUnavailable(error)) {
      // A warning, not an error: nothing is wrong with the app, and the request can be tried again as it is.
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (error.validation) {
      return reply.status(400).send({ message: `Invalid request: ${error.message}` });
    }
    if (error.code?.startsWith('FST_')) {
      return reply
        .status(statusCode)
        .send({ message: FRAMEWORK_MESSAGES[error.code] ?? requestBodyMessages.unreadable });
    }
    // Our plugins' refusals (a rate limit's 429) carry words of ours.
    return reply.status(statusCode).send({ message: error.message });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
