import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgresTools } from '../../src/server/db/backup';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runningEmbeddedServer } from '../../src/server/db/embeddedFiles';
import { referrers } from '../../src/server/db/schema';
import { multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { minimalPdf } from './fixtures/resumes';
import { startServerProcess } from './fixtures/serverProcess';
import { buildTestApp, createTestDatabase, sessionCookie, TEST_SESSION_SECRET } from './helpers';

/**
 * `npm run db:backup` and `db:restore` as an operator runs them (the CLI in a process of its own), from a database
 * with accounts, a request and its resume, into a new data folder the app then starts on.
 */

const adminUrl = inject('adminDatabaseUrl');
const serverMajor = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ major: number }>(
    `select current_setting('server_version_num')::int / 10000 as major`,
  );
  await client.end();
  return rows[0]!.major;
})();
const missingTools = await findPostgresTools(['pg_dump', 'pg_restore', 'psql'], serverMajor).then(
  () => undefined,
  (error: Error) => error.message,
);
// On a developer's machine without PostgreSQL's client tools the suite still runs, and says what to install; in CI
// their absence is a failure (beforeAll below throws).
const skip = Boolean(missingTools) && !process.env.CI;
if (skip) console.warn(`backup.test.ts is skipped: ${missingTools}`);

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run db:<command> -- <args>`, as the script runs it, with `env` choosing the database. */
function dbCommand(args: string[], env: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<CommandResult> {
  const { DATABASE_URL: _suiteDatabase, DATA_DIR: _dataDir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/cli/databaseCommands.js', ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** What a restore must bring back, and a refused one leave alone: the accounts, the requests, each resume's bytes. */
async function fingerprint(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select (select string_agg(email, ',' order by id) from users) as users,
             (select string_agg(name || ':' || status, ',' order by id) from referral_requests) as requests,
             (select string_agg(file_name || ':' || md5(data), ',' order by id) from resumes) as resumes`);
    return rows[0] as { users: string; requests: string; resumes: string };
  } finally {
    await client.end();
  }
}

/**
 * A new database on the suite's PostgreSQL, as an operator makes one for DATABASE_URL: empty, or a copy of the
 * migrated template. No connection of the test's stays open on it: a restore refuses a database others use.
 */
async function newDatabase(template?: string) {
  const name = `backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    connectionString: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The app (as the tests build it) on the database at `connectionString`, for `run`; closed after it. */
async function withApp<T>(
  connectionString: string,
  run: (app: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>,
): Promise<T> {
  const database = connectDatabase(connectionString, () => {});
  const app = await buildTestApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET });
  try {
    return await run(app);
  } finally {
    await app.close();
    await database.pool.end();
  }
}

/** The processes whose command line names `folder`: a PostgreSQL running on it (`postgres -D <folder>/postgres`). */
function processesOn(folder: string) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        return commandLine.includes(folder) ? [`${pid}: ${commandLine}`] : [];
      } catch {
        return []; // it ended meanwhile
      }
    });
}

const SESSION_SECRET = 'backup-test-session-secret-0123456789abcdef';
const PASSWORD = 'password 123';
const referrerEmail = `backup-referrer-${randomBytes(4).toString('hex')}@example.com`;
// A real PDF followed by every byte value, in random order: bytea must carry each of them back unchanged.
const resumeBytes = Buffer.concat([minimalPdf('Cara Candidate, backed up'), randomBytes(64 * 1024)]);

let source: Awaited<ReturnType<typeof createTestDatabase>>;
let sourceFingerprint: Awaited<ReturnType<typeof fingerprint>>;
let requestId: number;
let workDir: string;
let dataDir: string;
let backupFile: string;

describe.skipIf(skip)('npm run db:backup and db:restore', () => {
  beforeAll(async () => {
    if (missingTools) throw new Error(missingTools);
    workDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-backup-'));
    // As root, PostgreSQL runs as the postgres user, who must be able to enter the data folder.
    await chmod(workDir, 0o755);
    dataDir = path.join(workDir, 'restored-data');
    backupFile = path.join(workDir, 'referbridge.dump');

    source = await createTestDatabase();
    const app = await buildTestApp({ db: source.db, sessionSecret: TEST_SESSION_SECRET });
    try {
      const register = async (name: string, email: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name, email, password: PASSWORD },
        });
        expect(response.statusCode).toBe(201);
        return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response)! };
      };
      const referrer = await register('Rita Referrer', referrerEmail);
      const onboarded = await app.inject({
        method: 'POST',
        url: '/api/update-onboarding',
        headers: { cookie: referrer.cookie },
        payload: { name: 'Rita Referrer', title: 'Staff Engineer', company: 'Northwind', role: 'referrer' },
      });
      expect(onboarded.statusCode).toBe(200);
      const [profile] = await source.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
      const candidate = await register(
        'Cara Candidate',
        `backup-candidate-${randomBytes(4).toString('hex')}@example.com`,
      );
      const sent = await app.inject({
        method: 'POST',
        url: '/api/direct-referral-request',
        headers: { cookie: candidate.cookie },
        payload: multipart(referralRequestFields({ referrerId: String(profile!.id) }), [
          pdfUpload({ data: resumeBytes, name: 'Cara résumé.pdf' }),
        ]),
      });
      expect(sent.statusCode).toBe(201);
      requestId = sent.json<{ id: number }>().id;
    } finally {
      await app.close();
    }
    sourceFingerprint = await fingerprint(source.connectionString);
  }, 30_000);
  afterAll(async () => {
    await source?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('backs up a database, restores it into a new data folder, and the app there serves the resume byte for byte', async () => {
    const backup = await dbCommand(['backup', backupFile], { DATABASE_URL: source.connectionString });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Wrote .*referbridge\.dump \(\d+\.\d MB\): 2 users, 1 referral request and 1 resume/);
    // It holds password hashes and resumes: its owner alone may read it.
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);

    const restore = await dbCommand(['restore', backupFile], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into the database "referbridge" in DATA_DIR ${dataDir}`);
    expect(restore.stdout).toMatch(/Restored 2 users, 1 referral request and 1 resume/);

    const server = await startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET });
    try {
      const signedIn = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: referrerEmail, password: PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((header) => header.split(';', 1)[0]!)
        .find((pair) => pair.startsWith('rb.sid='))!;
      const download = () =>
        fetch(`${server.baseUrl}/api/referral-requests/${requestId}/resume`, { headers: { cookie } });
      const resume = await download();
      expect(resume.status).toBe(200);
      expect(resume.headers.get('content-disposition')).toContain("filename*=UTF-8''Cara%20r%C3%A9sum%C3%A9.pdf");
      expect(Buffer.compare(Buffer.from(await resume.arrayBuffer()), resumeBytes)).toBe(0);

      // While the app runs, the tools reach its PostgreSQL where it listens, and leave it running.
      const whileRunning = await dbCommand(['backup', path.join(workDir, 'while-running.dump')], {
        DATA_DIR: dataDir,
      });
      expect(whileRunning.code).toBe(0);
      expect(whileRunning.stdout).toContain(`of the PostgreSQL running in DATA_DIR ${dataDir}`);
      const refused = await dbCommand(['restore', backupFile], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `The database "referbridge" of the PostgreSQL running in DATA_DIR ${dataDir} \\(port \\d+\\) holds data: ` +
            '2 users, 1 referral request and 1 resume \\(\\d+ tables\\)\\. A restore replaces all of it: run the ' +
            'command again with --force',
        ),
      );
      const forced = await dbCommand(['restore', backupFile, '--force'], { DATA_DIR: dataDir });
      expect(forced.code).toBe(1);
      expect(forced.stderr).toMatch(/other connection\(s\) are open on .*: is the app running on it\? Stop its/);

      expect((await download()).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);

  it('refuses a file that is not a backup or is cut short, even with --force, and leaves the database as it was', async () => {
    const backup = await readFile(backupFile);
    const cases = [
      ['not-a-backup.pdf', resumeBytes, /not-a-backup\.pdf is not a readable backup \(pg_restore: error: /],
      // Cut inside its table of contents: pg_restore cannot even list it.
      ['cut-early.dump', backup.subarray(0, 2_000), /cut-early\.dump is not a readable backup .* or it is damaged/],
      // Cut in its data, which only the load reads: the load is rolled back, and the data it cleared comes back.
      ['cut-late.dump', backup.subarray(0, backup.length - 200), /cut-late\.dump is damaged or cut short, and the/],
    ] as const;
    // The folder's PostgreSQL, started once for the three (each command finds it running).
    const database = await startEmbeddedPostgres(dataDir);
    try {
      const before = await fingerprint(database.connectionString);
      expect(before).toEqual(sourceFingerprint);
      for (const [name, bytes, message] of cases) {
        const file = path.join(workDir, name);
        await writeFile(file, bytes);
        const restore = await dbCommand(['restore', file, '--force'], { DATA_DIR: dataDir });
        expect(restore.code, restore.stderr).toBe(1);
        expect(restore.stderr).toMatch(message);
        expect(await fingerprint(database.connectionString)).toEqual(before);
      }
    } finally {
      await database.stop();
    }
  }, 60_000);
  it('backs up a data folder whose PostgreSQL is not running: starts it for the purpose, then stops it', async () => {
    expect(await runningEmbeddedServer(dataDir)).toBeUndefined();
    const file = path.join(workDir, 'stopped-folder.dump');
    const backup = await dbCommand(['backup', file], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // Not "of the PostgreSQL running in DATA_DIR": the command started it.
    expect(backup.stdout).toContain(`Backing up the database "referbridge" in DATA_DIR ${dataDir}...`);
    expect(backup.stdout).toMatch(/stopped-folder\.dump \(\d+\.\d MB\): 2 users, 1 referral request and 1 resume/);
    expect((await stat(file)).size).toBeGreaterThan(resumeBytes.length / 2);
    expect(await runningEmbeddedServer(dataDir)).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(processesOn(dataDir)).toEqual([]);
  }, 60_000);

  it('restores into an empty database given by DATABASE_URL', async () => {
    const empty = await newDatabase();
    try {
      const restore = await dbCommand(['restore', backupFile], { DATABASE_URL: empty.connectionString });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`into the database "${empty.name}" at ${new URL(adminUrl).host} (DATABASE_URL)`);
      expect(restore.stdout).toMatch(/Restored 2 users, 1 referral request and 1 resume/);
      expect(await fingerprint(empty.connectionString)).toEqual(sourceFingerprint);
    } finally {
      await empty.drop();
    }
  }, 60_000);

  it('restores with --force over a database that holds other data, which the backup replaces; the app there signs in', async () => {
    const other = await newDatabase(inject('templateDatabase'));
    try {
      await withApp(other.connectionString, async (app) => {
        const registered = await app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: 'Olga Other', email: 'olga-other@example.com', password: PASSWORD },
        });
        expect(registered.statusCode).toBe(201);
      });
      const client = new pg.Client({ connectionString: other.connectionString });
      await client.connect();
      await client.query(`create table operator_notes (note text); insert into operator_notes values ('kept?')`);
      await client.end();
      expect((await fingerprint(other.connectionString)).users).toBe('olga-other@example.com');

      const forced = await dbCommand(['restore', backupFile, '--force'], { DATABASE_URL: other.connectionString });
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(forced.stdout).toMatch(/Restored 2 users, 1 referral request and 1 resume/);
      expect(await fingerprint(other.connectionString)).toEqual(sourceFingerprint);
      // What the backup does not hold is gone too, not only what it overwrote.
      const after = new pg.Client({ connectionString: other.connectionString });
      await after.connect();
      const { rows } = await after.query(`select to_regclass('public.operator_notes') as notes`);
      await after.end();
      expect(rows).toEqual([{ notes: null }]);

      await withApp(other.connectionString, async (app) => {
        const signIn = (email: string) =>
          app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
        expect((await signIn(referrerEmail)).statusCode).toBe(200);
        expect((await signIn('olga-other@example.com')).statusCode).toBe(401);
      });
    } finally {
      await other.drop();
    }
  }, 60_000);

  it('refuses a file that is not a backup or is cut short in a new data folder, and leaves no PostgreSQL there', async () => {
    const backup = await readFile(backupFile);
    const notBackup = path.join(workDir, 'new-folder-not-a-backup.pdf');
    const cutLate = path.join(workDir, 'new-folder-cut-late.dump');
    await writeFile(notBackup, resumeBytes);
    await writeFile(cutLate, backup.subarray(0, backup.length - 200));
    // A folder the command creates (with its parent), and an empty one an operator made for it.
    const newFolder = path.join(workDir, 'new', 'data');
    const emptyFolder = path.join(workDir, 'empty-data');
    await mkdir(emptyFolder);

    const notRestored = await dbCommand(['restore', notBackup], { DATA_DIR: newFolder });
    expect(notRestored.code, notRestored.stderr).toBe(1);
    expect(notRestored.stderr).toMatch(/new-folder-not-a-backup\.pdf is not a readable backup \(pg_restore: error: /);
    expect(existsSync(path.join(workDir, 'new'))).toBe(false);
    expect(processesOn(newFolder)).toEqual([]);

    const cutShort = await dbCommand(['restore', cutLate], { DATA_DIR: emptyFolder });
    expect(cutShort.code, cutShort.stderr).toBe(1);
    expect(cutShort.stderr).toMatch(/new-folder-cut-late\.dump is damaged or cut short, and the database/);
    expect(await readdir(emptyFolder)).toEqual([]);
    expect(processesOn(emptyFolder)).toEqual([]);

    // The folder is as new: the right file restores into it.
    const restored = await dbCommand(['restore', backupFile], { DATA_DIR: emptyFolder });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored 2 users, 1 referral request and 1 resume/);
  }, 120_000);
});
