/**
 * `npm run bench`: measures, reports medians and ratios to the targets, and asserts nothing.
 *   - JavaScript the home route loads, gzip (target <= 170 kB);
 *   - server cold start to first answer, built, embedded database already initialised (target <= 1.5 s);
 *   - one table of the server under load (load.ts): the static ceiling, /api/me, search on 100,000 referrers
 *     (p99 <= 30 ms, a target set at 20 connections), /api/jobs, the referrer dashboard, login at its rate limit and
 *     a referral request with a 1 MiB resume, 50 connections for 30 s each.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildServer } from '../../src/server/cli/build';
import { loadTable } from './load';
import { median, startBuiltServer, temporaryDataDir } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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

/** Time from spawning the built server (as `npm start` runs it: plain Node) to its first answer to GET /api/me. */
async function coldStart(dataDir: string) {
  const server = await startBuiltServer(dataDir);
  await server.stop();
  return server.seconds;
}

const homeKb = await homeRouteJavaScript();
await buildServer();
console.log(`Home route JavaScript (gzip): ${homeKb.toFixed(1)} kB; target 170 kB; ratio ${(homeKb / 170).toFixed(2)}`);

const { dataDir, remove } = await temporaryDataDir();
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
  await remove();
}

console.log(`\n${await loadTable()}`);
