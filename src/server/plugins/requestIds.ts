import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries a request's id: to the client on every answer, and from a trusted proxy to the app. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may hand on: what proxies write (nginx's `$request_id`, a UUID, a load balancer's trace id), and
 * nothing that could break a log line or a header: no spaces, quotes or control characters, at most 128 characters.
 */
const SANE_REQUEST_ID = /^[\w.:+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: each request's id, which every log line of the request carries (`reqId`) and every answer
 * (X-Request-Id, and the body of an error). A trusted proxy's X-Request-Id is kept, so that the proxy's log and the
 * app's name the request alike; from anyone else the header is ignored, since a client could make its requests look
 * like another's. Otherwise, a random UUID: unique across processes and restarts, unlike Fastify's counter.
 *
 * Who is trusted is TRUST_PROXY (config.ts), judged as Fastify judges X-Forwarded-For: on the socket's peer.
 */
export function requestIdGenerator(trustProxy: false | string): (request: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim())) : undefined;
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (trusted && peer && typeof offered === 'string' && SANE_REQUEST_ID.test(offered) && trusted(peer, 0)) {
      return offered;
    }
    return randomUUID();
  };
}

/** Every answer names its request, errors included: set on the raw response, which every answer goes out through. */
async function requestIdsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}

export default fp(requestIdsPlugin, { name: 'request-ids' });
