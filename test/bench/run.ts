/**
 * `npm run bench`: measures what DESIGN section 7 sets targets for, reported as medians and ratios (never asserted).
 *   - JavaScript the home route loads, gzip (target <= 170 kB);
 *   - server cold start to first answer, built, embedded database already initialised (target <= 1.5 s).
 *   - referrer search on 100,000 referrers at 20 connections (p99 <= 30 ms, throughput >= 10% of the ceiling).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildServer } from '../../src/server/cli/build';
import { searchUnderLoad, SEARCH_REFERRERS } from './search';
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

const { ceiling, searches, non200 } = await searchUnderLoad();
console.log(
  `\nReferrer search, ${SEARCH_REFERRERS.toLocaleString('en-US')} referrers, 20 connections (targets: p99 <= 30 ms, throughput >= 10% of the ceiling)`,
);
console.log(
  `  ${ceiling.label}: ${Math.round(ceiling.requestsPerSecond)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`,
);
for (const search of searches) {
  const share = search.requestsPerSecond / ceiling.requestsPerSecond;
  console.log(
    `  ${search.label}: ${Math.round(search.requestsPerSecond)} req/s (${(share * 100).toFixed(0)}% of the ceiling), p50 ${search.p50} ms, p99 ${search.p99} ms, p99 ratio to target ${(search.p99 / 30).toFixed(2)}${search.errors ? `, ${search.errors} errors` : ''}`,
  );
}
if (non200) console.log(`  ${non200} search(es) did not answer 200: the figures above are not of real searches`);
