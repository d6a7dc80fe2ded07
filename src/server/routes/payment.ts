import type { FastifyPluginAsync } from 'fastify';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { HttpError } from '../plugins/errors.js';

/** What the dormant Pro payment form gets, were anyone to send it: nothing is charged or stored. */
export const PAYMENTS_CLOSED_MESSAGE =
  'Payments are not open yet: the Pro plan is coming soon, and nothing was charged.';

/**
 * POST /payment, the target of the Pro plan's form (SPEC section 7), which the interface keeps unreachable. Until
 * payments open it refuses every request, 403 with the message above, whatever it carries: the refusal is its
 * `onRequest` hook (src/server/access.ts), so no body is read, urlencoded or other.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const refuse = async () => {
    throw new HttpError(403, PAYMENTS_CLOSED_MESSAGE);
  };
  app.post('/payment', { onRequest: refuse, schema: { response: { '4xx': ErrorSchema } } }, refuse);
};

export default paymentRoutes;
