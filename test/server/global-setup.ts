import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';

export const TEMPLATE_DATABASE = 'referbridge_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the server's maintenance database, where test files create their own databases. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (CI's Debian PostgreSQL 15), otherwise an embedded one
 * in the system temp folder. A migrated template database lets each test file clone a fresh database in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-test-'));
    // mkdtemp makes the folder private; as root, PostgreSQL runs as another user who must enter it.
    await chmod(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres(tempDir);
    stopEmbedded = embedded.stop;
    adminUrl = embedded.connectionString;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), () => {});
  await runMigrations(template);
  await template.pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
