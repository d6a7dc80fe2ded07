import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** The answer while the database cannot be reached: the request can simply be tried again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'ReferBridge cannot reach its database right now. Nothing was changed; please try again in a minute.';

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
 * Every error leaves as `{ message }` (plus `errors` per field for validation).
 * A 5xx never carries the underlying text: driver messages can leak schema and data.
 */
async function errorsPlugin(app: FastifyInstance) {
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
      // One line, not the stack: while the database is down, every request ends here.
      request.log.warn(
        { reason: (error.cause as Error | undefined)?.message ?? error.message },
        'the database is unavailable',
      );
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (error.validation) {
      return reply.status(400).send({ message: `Invalid request: ${error.message}` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported content type' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Malformed JSON body' });
    }
    return reply.status(statusCode).send({ message: error.message });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
