/**
 * `npm run bench`: measures what DESIGN section 7 sets targets for, reported as medians and ratios (never asserted).
 *   - JavaScript the home route loads, gzip (target <= 170 kB);
 *   - server cold start to first answer, built, embedded database already initialised (target <= 1.5 s).
 * Referrer search throughput joins when the search endpoint exists.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildServer } from '../../src/server/cli/build';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Vite's build sets NODE_ENV=production in this process; the measured server must run as a user's `npm start` does.
const serverEnv = { ...process.env };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The entry chunk, the home page chunk, and everything they import statically. */
async function homeRouteJavaScript() {
  await build({ logLevel: 'silent', build: { manifest: true } });
  const manifest = JSON.parse(await readFile('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const wanted = new Set<string>();
  const visit = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/features/home/pages/HomePage.tsx');
  let bytes = 0;
  for (const key of wanted) bytes += gzipSync(await readFile(path.join('dist/client', manifest[key]!.file))).length;
  return bytes / 1024;
}

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Time from spawning the built server (as `npm start` runs it: plain Node) to its first answer to GET /api/me. */
async function coldStart(dataDir: string) {
  const port = await freePort();
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['dist/server/serve.js'], {
    env: { ...serverEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null = null;
  server.once('exit', (code) => (exitCode = code ?? -1));
  try {
    for (;;) {
      if (exitCode !== null) throw new Error(`The server exited with code ${exitCode} before answering`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/me`, { signal: AbortSignal.timeout(1000) });
        if (response.status === 401) return (performance.now() - startedAt) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const homeKb = await homeRouteJavaScript();
await buildServer();
console.log(`Home route JavaScript (gzip): ${homeKb.toFixed(1)} kB; target 170 kB; ratio ${(homeKb / 170).toFixed(2)}`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-bench-'));
await chmod(dataDir, 0o755);
try {
  const first = await coldStart(dataDir); // creates and seeds the cluster
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await coldStart(dataDir));
  const startMedian = median(times);
  console.log(`Cold start, first run (initdb, migrate, seed): ${first.toFixed(2)} s`);
  console.log(
    `Cold start, initialised database: median ${startMedian.toFixed(2)} s over ${RUNS} runs; target 1.5 s; ratio ${(startMedian / 1.5).toFixed(2)}`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
