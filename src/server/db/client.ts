import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(connectionString: string, onPoolError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Without these, a database restart hangs requests forever or crashes the process. A database that does not
    // answer within 3 s is down as far as a person waiting is concerned: the request gets a 503 (plugins/errors.ts).
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  pool.on('error', onPoolError);
  // node-postgres listens for a connection's errors only while it idles in the pool. One PostgreSQL drops while it is
  // checked out (a restart, a failover, a terminated backend) would raise an uncaught error and end the process; the
  // query on it, if any, fails on its own, and its request answers 503. A lost connection emits the server's message and
  // then its own: it is reported once.
  const listeners = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on('acquire', (client) => {
    let reported = false;
    const listener = (error: Error) => {
      if (!reported) onPoolError(error);
      reported = true;
    };
    listeners.set(client, listener);
    client.on('error', listener);
  });
  pool.on('release', (_error, client) => {
    const listener = listeners.get(client);
    if (listener) client.off('error', listener);
  });
  return { pool, db: drizzle(pool, { schema }) };
}
