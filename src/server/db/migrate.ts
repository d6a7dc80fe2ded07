import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same in every app process. */
const MIGRATION_LOCK_KEY = 4_172_001;

/** Applies pending migrations; the advisory lock makes app processes starting together take turns. */
export async function runMigrations({ db, pool }: DatabaseHandle) {
  await whileHoldingAdvisoryLock(pool, MIGRATION_LOCK_KEY, () => migrate(db, { migrationsFolder }));
}

/**
 * Runs `work` while holding a session advisory lock of `key` on a connection of its own: app processes doing the
 * same work at start-up take turns. Each kind of work has its own key, the same in every process.
 */
export async function whileHoldingAdvisoryLock<Result>(pool: pg.Pool, key: number, work: () => Promise<Result>) {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    lockClient.release();
  }
}
