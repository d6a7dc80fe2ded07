/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its mobile preset (a mid-range phone on slow 4G) in Debian's
 * Chromium, on each public route of a fresh `npm start`, median of 3 runs. It reports; it gates nothing, since
 * these machines are noisy. Goals: performance >= 95 and total blocking time <= 200 ms on every route (issue 32), and
 * accessibility >= 95; each row says whether its route meets them, each figure its median and range.
 * LIGHTHOUSE_RUNS and LIGHTHOUSE_ROUTES (comma-separated paths) narrow a run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../../src/server/cli/build';
import { median, spread, startBuiltServer, temporaryDataDir } from './server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The public routes of the speed budget; the seeded marketplace has job 1 and referrer 1. */
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [
  '/',
  '/referrers',
  '/browse-jobs',
  '/companies',
  '/jobs/1',
  '/referrer/1',
  '/blog',
  '/auth',
];

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU for this run (its report's "CPU/Memory Power"). */
  benchmarkIndex: number;
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART, now and then) is tried again. */
async function audit(url: string, port: number, attemptsLeft = 3): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attemptsLeft > 1) return audit(url, port, attemptsLeft - 1);
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

await buildIfStale();
const { dataDir, remove } = await temporaryDataDir();
const server = await startBuiltServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
/** The goals every route must meet. */
const PERFORMANCE_GOAL = 95;
const TBT_GOAL_MS = 200;
const ACCESSIBILITY_GOAL = 95;

const rows: string[] = [];
let worstPerformance = 100;
let worstTbtMs = 0;
let worstAccessibility = 100;
let routesMeetingGoals = 0;
const benchmarkIndexes: number[] = [];
try {
  // One throw-away visit, so the first route measured is not also the one that warms the server's caches.
  await audit(`${server.baseUrl}/`, chrome.port);
  for (const route of ROUTES) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${server.baseUrl}${route}`, chrome.port));
    benchmarkIndexes.push(...runs.map((figures) => figures.benchmarkIndex));
    const all = (pick: (figures: RunFigures) => number) => runs.map(pick);
    const performance = median(all((f) => f.performance));
    const tbtMs = median(all((f) => f.tbtMs));
    const accessibility = median(all((f) => f.accessibility));
    worstPerformance = Math.min(worstPerformance, performance);
    worstTbtMs = Math.max(worstTbtMs, tbtMs);
    worstAccessibility = Math.min(worstAccessibility, accessibility);
    const met = performance >= PERFORMANCE_GOAL && tbtMs <= TBT_GOAL_MS && accessibility >= ACCESSIBILITY_GOAL;
    if (met) routesMeetingGoals++;
    const cells = [
      `\`${route}\``,
      spread(
        all((f) => f.performance),
        String,
      ),
      spread(
        all((f) => f.tbtMs),
        (ms) => `${Math.round(ms)} ms`,
      ),
      spread(
        all((f) => f.lcpSeconds),
        (seconds) => `${seconds.toFixed(1)} s`,
      ),
      spread(
        all((f) => f.cls),
        (cls) => cls.toFixed(3),
      ),
      spread(
        all((f) => f.accessibility),
        String,
      ),
      met ? 'yes' : 'no',
    ];
    rows.push(`| ${cells.join(' | ')} |`);
    console.error(`measured ${route}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  await remove();
}
console.log(`Lighthouse 12, mobile preset, median of ${RUNS} runs:\n`);
console.log(
  `| Route | Performance (goal >= ${PERFORMANCE_GOAL}) | TBT (goal <= ${TBT_GOAL_MS} ms) | LCP | CLS | ` +
    `Accessibility (goal >= ${ACCESSIBILITY_GOAL}) | Met? |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(
  `\n${routesMeetingGoals} of ${ROUTES.length} routes meet every goal. Lowest performance ${worstPerformance} ` +
    `(goal ${PERFORMANCE_GOAL}); highest TBT ${Math.round(worstTbtMs)} ms (goal ${TBT_GOAL_MS} ms); lowest ` +
    `accessibility ${worstAccessibility} (goal ${ACCESSIBILITY_GOAL}).`,
);
// The preset's 4x CPU slowdown is relative to the host: Lighthouse calibrates it for a high-end desktop (a
// benchmarkIndex of 1,500 to 2,000), so the same build scores lower on a slower machine.
console.log(
  `Host CPU, Lighthouse's benchmarkIndex over the runs: ${spread(benchmarkIndexes, (index) => String(Math.round(index)))}.`,
);
