import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-embedded-'));
  await chmod(dataDir, 0o755);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startInChildProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/fixtures/start-embedded.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the child exited early with ${code}`)));
  });
}

describe('embedded PostgreSQL', () => {
  it('takes over cleanly from a run that was killed, and keeps its data', async () => {
    const child = await startInChildProcess();
    child.kill('SIGKILL'); // PostgreSQL outlives its parent, as after a crash or `kill -9`
    const leftoverPid = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    // Signal 0 only asks whether the process exists: true while it runs, ESRCH once it is gone.
    expect(process.kill(leftoverPid, 0)).toBe(true);

    const database = await startEmbeddedPostgres(dataDir);
    try {
      expect(() => process.kill(leftoverPid, 0)).toThrow('kill ESRCH');
      const client = new pg.Client({ connectionString: database.connectionString });
      await client.connect();
      const { rows } = await client.query('select body from notes');
      await client.end();
      expect(rows).toEqual([{ body: 'kept across restarts' }]);
    } finally {
      await database.stop();
    }
  }, 60_000);
});

describe('a data folder made by another PostgreSQL major version', () => {
  it('is refused with the versions and what to do, before PostgreSQL is started', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-embedded-other-'));
    try {
      await chmod(otherDir, 0o755);
      await mkdir(path.join(otherDir, 'postgres'));
      await writeFile(path.join(otherDir, 'postgres', 'PG_VERSION'), '9\n');
      await writeFile(path.join(otherDir, 'postgres-password'), 'unused');
      await expect(startEmbeddedPostgres(otherDir)).rejects.toThrow(
        /was made by PostgreSQL 9, and the embedded PostgreSQL is 15\. Point DATA_DIR at a new folder/,
      );
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
