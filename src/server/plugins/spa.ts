import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from `distDir`: hashed assets cached for a year, and index.html
 * (never cached) for any other GET that asks for HTML, so client-side routes load on refresh.
 */
async function spaPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexHtml = await readFile(path.join(options.distDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are, with no work per request.
    preCompressed: true,
    // Cache-Control is set per file below.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/', (_request, reply) => sendIndex(reply));
  app.decorate('sendSpaIndex', sendIndex);

  function sendIndex(reply: import('fastify').FastifyReply) {
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaIndex?: (reply: FastifyReply) => FastifyReply;
  }
}

export default fp(spaPlugin, { name: 'spa' });
