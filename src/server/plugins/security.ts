import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /** The public origin; when unset, the request's own scheme and Host make the expected origin. */
  publicUrl?: string;
  production: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers send Sec-Fetch-Site on every request; only these values mean "from our own pages". */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
  await app.register(helmet, {
    // Emotion (Chakra) injects <style> tags at run time, so inline styles are allowed; scripts are not.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

  // Registered before any route, or the routes are not limited (a known pitfall of the plugin).
  await app.register(rateLimit, {
    global: false,
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
