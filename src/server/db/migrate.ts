import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same in every app process. */
const MIGRATION_LOCK_KEY = 4_172_001;

/** The migrations this build brings, in order (drizzle-kit's journal): each is applied once its `when` is stored. */
export function journalMigrations() {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

/** Applies pending migrations; the advisory lock makes app processes starting together take turns. */
export async function runMigrations({ db, pool }: DatabaseHandle) {
  // Most starts find nothing to apply. One statement says so, where drizzle's migrator reads and hashes every
  // migration's file and runs six statements before it finds none newer than the last one applied.
  if (await everyMigrationApplied(pool)) return;
  await whileHoldingAdvisoryLock(pool, MIGRATION_LOCK_KEY, () => migrate(db, { migrationsFolder }));
}

/**
 * Whether the database holds this build's newest migration: drizzle's own test, which applies those made after the
 * last one in its table. False on a database drizzle has never migrated.
 */
async function everyMigrationApplied(pool: pg.Pool) {
  const newest = journalMigrations().at(-1)?.when ?? 0;
  try {
    const { rows } = await pool.query<{ applied: string | null }>(
      'select max(created_at) as applied from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.applied ?? 0) >= newest;
  } catch (error) {
    // undefined_table, invalid_schema_name: a new database.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
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
