import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './people';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * Runs what `npm start` runs (build when stale, then the compiled server) on a free port, with its own embedded PostgreSQL
 * in a temp folder, seeded with the demo data. Browser tests talk to it over HTTP.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-e2e-'));
  await chmod(dataDir, 0o755); // as root, PostgreSQL runs as another user who must enter it
  const port = await freePort();

  // As a person runs it (`npm start`: build what is stale, then the compiled server), with no NODE_ENV (vitest sets
  // it to "test" here).
  const { NODE_ENV: _testMode, ...userEnv } = process.env;
  // The journeys play several people at once. As behind a real proxy, each browser that says where it comes from
  // (X-Forwarded-For, see personAt in referrer-side-journeys) meets the per-address rate limits alone; the others
  // all come from 127.0.0.1 and share them, as before.
  const env = {
    ...userEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TRUST_PROXY: 'loopback',
  };
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/build.ts'], { env, stdio: 'inherit' });
  const server: ChildProcess = spawn(process.execPath, ['dist/server/serve.js'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let startLog = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 120 s')), 120_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      startLog += chunk.toString();
      if (startLog.includes('is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  // Its embedded database, for a second app process (live-journeys) and set-up no page does: the start log names
  // its address, and the password stays in the data folder.
  const databaseAddress = /@127\.0\.0\.1:(\d+)\/(\w+)/.exec(startLog);
  if (!databaseAddress) throw new Error(`The start log names no database:\n${startLog}`);
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  project.provide(
    'databaseUrl',
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databaseAddress[1]}/${databaseAddress[2]}`,
  );

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
