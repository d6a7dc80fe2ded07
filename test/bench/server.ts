import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The checkout whose built server the bench starts (its dist/server/serve.js, run in that folder, as `npm start` runs
 * it): this one unless BENCH_APP_DIR names another, so that one bench measures two versions side by side.
 */
export const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? '.');

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A median and, over several runs, the range it comes from: "412 (398–431)". */
export function spread(values: number[], format: (value: number) => string) {
  if (values.length === 1) return format(values[0]!);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A data folder in the system temp folder, which the embedded PostgreSQL's user can enter (even as root). */
export async function temporaryDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-bench-'));
  await chmod(dataDir, 0o755);
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * Starts the built server of APP_DIR as `npm start` runs it (plain Node on dist/server/serve.js, in that folder, no
 * NODE_ENV) and waits for its first answer; `env` adds to its environment (DATABASE_URL, to use a database the benchmark prepared). Answers the
 * seconds that took, its process id (to read its memory in /proc) and a function that stops it.
 */
export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const { NODE_ENV: _buildMode, ...userEnv } = process.env;
  const startedAt = performance.now();
  const server = spawn(process.execPath, [path.join(APP_DIR, 'dist/server/serve.js')], {
    cwd: APP_DIR,
    env: { ...userEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null = null;
  server.once('exit', (code) => (exitCode = code ?? -1));
  const stop = async () => {
    if (exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    for (;;) {
      if (exitCode !== null) throw new Error(`The server exited with code ${exitCode} before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/me`, { signal: AbortSignal.timeout(1000) });
        if (response.status === 401) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: server.pid!,
    seconds: (performance.now() - startedAt) / 1000,
    stop,
  };
}

/** The most memory a process has held so far (its VmHWM, the peak of its resident set), in MiB. */
export function peakRssMiB(pid: number) {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`/proc/${pid}/status has no VmHWM`);
  return Number(match[1]) / 1024;
}

/**
 * The ceiling: a bare Fastify route answering a small JSON object (ceilingServer.ts), in a Node process of its own,
 * started once it answers. Answers its address and a function that stops it.
 */
export async function startCeilingServer() {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ceilingServer.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error('The ceiling server exited before answering');
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { baseUrl, stop };
}
