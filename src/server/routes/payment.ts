import type { FastifyPluginAsync } from 'fastify';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { HttpError } from '../plugins/errors.js';

/** What the dormant Pro payment form gets, were anyone to send it: nothing is charged or stored. */
export const PAYMENTS_CLOSED_MESSAGE =
  'Payments are not open yet: the Pro plan is coming soon, and nothing was charged.';

/**
 * POST /payment, the target of the Pro plan's form (SPEC section 7), which the interface keeps unreachable. Until
 * payments open it refuses every request, 403 with the message above, whatever it carries. The form posts
 * urlencoded fields, which this route alone reads (and ignores); the API's JSON routes still take JSON only.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post('/payment', { schema: { response: { '4xx': ErrorSchema } } }, async () => {
    throw new HttpError(403, PAYMENTS_CLOSED_MESSAGE);
  });
};

export default paymentRoutes;
