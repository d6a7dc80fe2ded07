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
  return { pool, db: drizzle(pool, { schema }) };
}
