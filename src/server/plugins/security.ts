import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { CODE_AFTER_PAINT_SCRIPT } from '../../rendering/codeAfterPaint.js';
import { EARLY_PRESSES_SCRIPT } from '../../rendering/earlyPresses.js';
import type { Database } from '../db/client.js';
import { postgresRateLimitStore } from './rateLimitStore.js';

export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

export interface SecurityPluginOptions {
  /** The public origin; when unset, the request's own scheme and Host make the expected origin. */
  publicUrl?: string;
  securityHeaders: SecurityHeaders;
  /** Where rate limits count, so that they hold across app processes. */
  db: Database;
}

/** The prerendered pages' two inline scripts, allowed by their hashes; no other inline script runs. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const INLINE_SCRIPT_HASHES = [scriptHash(EARLY_PRESSES_SCRIPT), scriptHash(CODE_AFTER_PAINT_SCRIPT)];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers send Sec-Fetch-Site on every request; only these values mean "from our own pages". */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * The security headers of every answer (CSP, nosniff, frame and referrer policies, HSTS in production), built once:
 * helmet's middleware is pure header setting, so one instance serves every request. The app applies it on each
 * request and in the framework's own error answers (a malformed URL, an over-long parameter), which run no hooks.
 */
export function createSecurityHeaders(options: { production: boolean }): SecurityHeaders {
  const middleware = helmet({
    // Emotion (Chakra) injects <style> tags at run time, so inline styles are allowed; scripts are not, but one.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The only inline scripts: the prerendered pages' two (INLINE_SCRIPT_HASHES), allowed by their exact text.
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    strictTransportSecurity: options.production,
  });
  return (request, response) => middleware(request, response, () => {});
}

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  const applySecurityHeaders = options.securityHeaders;
  // Set on the raw response, so they survive whatever answer follows, errors included.
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw);
    done();
  });

  // Registered before any route, or the routes are not limited (a known pitfall of the plugin).
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(options.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  // CSRF: the session cookie is SameSite=Lax, and on top of it every state-changing call must come from our origin.
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      (typeof fetchSite === 'string' && !SAME_SITE_FETCH.has(fetchSite)) ||
      (origin !== undefined && origin !== expectedOrigin(request, options.publicUrl));
    if (crossSite) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed' });
    }
  });
}

function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined) {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export default fp(securityPlugin, { name: 'security' });
