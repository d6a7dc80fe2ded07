import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

async function databasePlugin(app: FastifyInstance, options: { db: Database }) {
  app.decorate('db', options.db);
}

export default fp(databasePlugin, { name: 'database' });
