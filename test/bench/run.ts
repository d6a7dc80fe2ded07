/**
 * `npm run bench`: the server under load, each case as a share of what a bare Fastify route does on the same machine,
 * beside its goal (issue 32). It prints; it asserts nothing. In one run:
 *   - cold start of the built server to its first answer (embedded database already made);
 *   - the ceiling, a bare Fastify route in a process of its own, then the app's cases on 100,000 referrers, round
 *     after round (BENCH_RUNS, default 3, of BENCH_SECONDS each, default 8, at BENCH_CONNECTIONS, default 50), so
 *     that a slow moment of the machine touches every case alike; the app process's peak memory over all of them;
 *   - the scale table: the searches and the referrers' list at each size of BENCH_SIZES (default 10,000, 100,000
 *     and 1,000,000 referrers, grown in one database, one app process per size).
 * BENCH_APP_DIR names another checkout whose built server to measure (its dist/, as `npm run build` left it), for a
 * before-and-after; BENCH_UPLOAD_BEFORE, the upload's req/s measured there, fills the upload's share.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../src/server/cli/build';
import {
  checkCase,
  CONNECTIONS,
  mainCases,
  measureCase,
  referrerListUncached,
  searchCases,
  SEARCH_TERMS,
  SECONDS,
  type LoadCase,
  type Measurement,
} from './load';
import {
  fillInboxes,
  growReferrers,
  LARGE_INBOX,
  SMALL_INBOX,
  SMALL_INBOX_EMAIL,
  startBenchDatabase,
} from './loadDatabase';
import { APP_DIR, median, peakRssMiB, spread, startBuiltServer, startCeilingServer, temporaryDataDir } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The size the main table is measured at: the goals' "100k referrers". */
const MAIN_SIZE = 100_000;
const SIZES = [
  ...new Set([...(process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number), MAIN_SIZE]),
].sort((a, b) => a - b);
const UPLOAD_BEFORE = process.env.BENCH_UPLOAD_BEFORE ? Number(process.env.BENCH_UPLOAD_BEFORE) : undefined;
const COLD_START_GOAL_SECONDS = 1.5;
const PEAK_RSS_GOAL_MIB = 300;
/** The search goal's p99 at a size: 30 ms up to 100,000 referrers, 60 ms at a million. */
const searchGoalMs = (size: number) => (size > MAIN_SIZE ? 60 : 30);

const benchStartedAt = performance.now();
const progress = (message: string) => process.stderr.write(`${message}\n`);
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`;
const yesNo = (met: boolean) => (met ? 'yes' : 'no');

/** A Markdown table whose columns also line up in a terminal; the columns from `numericFrom` on align right. */
function markdownTable(header: string[], rows: string[][], numericFrom: number) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const align = (cell: string, column: number) =>
    column >= numericFrom ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(align).join(' | ')} |`;
  const rule = widths.map((width, column) => (column >= numericFrom ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The measurements of each case over the rounds, and what kept a case from being measured. */
class Results {
  readonly runs = new Map<string, Measurement[]>();
  readonly notMeasured = new Map<string, string>();
  /** How far each case raised the app's peak RSS in MiB, where it did: where the peak comes from. */
  readonly peakRises = new Map<string, number>();

  of(name: string) {
    return this.runs.get(name) ?? [];
  }
  rate(name: string) {
    const runs = this.of(name);
    return runs.length ? median(runs.map((run) => run.requestsPerSecond)) : undefined;
  }
  p99(name: string) {
    const runs = this.of(name);
    return runs.length ? median(runs.map((run) => run.p99)) : undefined;
  }
  withDataRate(name: string) {
    const runs = this.of(name);
    return runs.length ? median(runs.map((run) => run.withDataPerSecond ?? 0)) : undefined;
  }
  /**
   * A page's rate drawn with data over `/`'s in the same round, one ratio a round: the two are measured one after the
   * other, where the machine's speed swings by a factor of 3 or more between rounds.
   */
  pageShares(name: string, of: string) {
    const base = this.of(of);
    return this.of(name)
      .slice(0, base.length)
      .map((run, round) => (run.withDataPerSecond ?? 0) / base[round]!.requestsPerSecond);
  }

  /** Loads each case once, in order; a case whose first request goes wrong is left out of every round. */
  async round(baseUrl: string, cases: LoadCase[], label: string, appPid?: number) {
    for (const loadCase of cases) {
      if (this.notMeasured.has(loadCase.name)) continue;
      if (!this.runs.has(loadCase.name)) {
        const problem = await checkCase(baseUrl, loadCase);
        if (problem) {
          this.notMeasured.set(loadCase.name, problem);
          continue;
        }
      }
      progress(`${label}: ${loadCase.name}`);
      const peakBefore = appPid === undefined ? 0 : peakRssMiB(appPid);
      const measurement = await measureCase(baseUrl, loadCase);
      this.runs.set(loadCase.name, [...this.of(loadCase.name), measurement]);
      const rise = appPid === undefined ? 0 : peakRssMiB(appPid) - peakBefore;
      if (rise >= 1) this.peakRises.set(loadCase.name, (this.peakRises.get(loadCase.name) ?? 0) + rise);
    }
  }

  /** Errors and 429s of every case, in words, for the notes. */
  problems() {
    const notes: string[] = [];
    for (const [name, problem] of this.notMeasured) notes.push(`${name}: NOT MEASURED, ${problem}`);
    const rises = [...this.peakRises].sort(([, a], [, b]) => b - a);
    if (rises.length) {
      notes.push(`Peak RSS raised by: ${rises.map(([name, rise]) => `${name} +${rise.toFixed(0)} MiB`).join('; ')}`);
    }
    for (const [name, runs] of this.runs) {
      const errors = runs.flatMap((run) => run.errors);
      const limited = runs.reduce((sum, run) => sum + run.rateLimited, 0);
      if (errors.length) notes.push(`${name}: errors: ${errors.join(', ')}`);
      if (limited) notes.push(`${name}: ${count(limited)} answered 429 (a rate limit)`);
    }
    return notes;
  }
}

function commitOf(dir: string) {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--untracked-files=no');
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'no git commit';
  }
}

/** Time from spawning the built server to its first answer, on a data folder whose database is already made. */
async function coldStarts() {
  const { dataDir, remove } = await temporaryDataDir();
  try {
    const first = await startBuiltServer(dataDir); // makes and seeds the embedded cluster
    await first.stop();
    const seconds: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const server = await startBuiltServer(dataDir);
      await server.stop();
      seconds.push(server.seconds);
    }
    return { first: first.seconds, seconds };
  } finally {
    await remove();
  }
}

if (path.resolve('.') === APP_DIR) await buildIfStale();
else if (!existsSync(path.join(APP_DIR, 'dist/server/serve.js'))) {
  throw new Error(`${APP_DIR}/dist/server/serve.js does not exist: run npm run build there first`);
}

const machine = `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
// Other work on the machine shows here: the bench takes a lock against other measurements, not against builds.
const loadAtStart = os.loadavg()[0]!.toFixed(1);
progress('Cold starts...');
const starts = await coldStarts();

const results = new Results();
const built = new Map<number, number>();
let peakRss: number | undefined;
let mainNames: Awaited<ReturnType<typeof mainCases>> | undefined;
const ceilingCase: LoadCase = {
  name: 'Ceiling: bare Fastify, small JSON',
  method: 'GET',
  path: '/',
  headers: {},
  expected: [200],
};
const scaleName = (size: number, name: string) => (size === MAIN_SIZE ? name : `${count(size)}: ${name}`);

const ceiling = await startCeilingServer();
const database = await startBenchDatabase();
const { dataDir, remove } = await temporaryDataDir();
const appEnv = { DATABASE_URL: database.connectionString, DEMO_ACCOUNTS: 'true', TRUST_PROXY: 'loopback' };
try {
  progress('The app makes its tables, demo data and demo accounts...');
  await (await startBuiltServer(dataDir, appEnv)).stop();
  let inboxesFilled = false;
  for (const size of SIZES) {
    progress(`Growing the catalogue to ${count(size)} referrers...`);
    built.set(size, await growReferrers(database, size));
    if (size >= MAIN_SIZE && !inboxesFilled) {
      progress(`Filling inboxes of ${SMALL_INBOX} and ${count(LARGE_INBOX)} requests...`);
      await fillInboxes(database);
      inboxesFilled = true;
    }
    const app = await startBuiltServer(dataDir, appEnv);
    try {
      const scaleCases = [...searchCases(), referrerListUncached()].map((loadCase) => ({
        ...loadCase,
        name: scaleName(size, loadCase.name),
      }));
      if (size === MAIN_SIZE) {
        mainNames = await mainCases(app.baseUrl, {
          small: { email: SMALL_INBOX_EMAIL, size: SMALL_INBOX },
          large: { size: LARGE_INBOX },
        });
        const main = mainNames;
        // The upload goes last: each adds a megabyte to the database, which no other case should read through.
        const order = [
          ...[main.job, main.referrer, main.jobs, main.referrers, main.companies],
          ...[main.home, main.jobPage, main.referrerPage],
          ...scaleCases,
          ...[main.smallInbox, main.largeInbox, main.upload],
        ];
        for (let run = 1; run <= RUNS; run++) {
          await results.round(ceiling.baseUrl, [ceilingCase], `Round ${run}/${RUNS}`);
          await results.round(app.baseUrl, order, `Round ${run}/${RUNS}`, app.pid);
        }
        peakRss = peakRssMiB(app.pid);
      } else {
        for (let run = 1; run <= RUNS; run++)
          await results.round(app.baseUrl, scaleCases, `${count(size)}, round ${run}/${RUNS}`);
      }
    } finally {
      await app.stop();
    }
  }
} finally {
  await remove();
  await database.stop();
  await ceiling.stop();
}

// The tables.
const cases = mainNames!;
const ceilingRate = results.rate(ceilingCase.name);
const homeRate = results.rate(cases.home.name);
const figures = (loadCase: LoadCase) => {
  const runs = results.of(loadCase.name);
  if (!runs.length) return ['not measured', ''];
  return [
    spread(
      runs.map((run) => run.requestsPerSecond),
      count,
    ),
    spread(
      runs.map((run) => run.p99),
      ms,
    ),
  ];
};
/** A page drawn with data as a share of `/`, round by round (Results.pageShares): the median and its range. */
const pageShareRow = (loadCase: LoadCase, goal: number) => {
  const shares = results.pageShares(loadCase.name, cases.home.name);
  const goalText = `>= ${percent(goal)} of / (same round)`;
  if (!shares.length) return [loadCase.name, ...figures(loadCase), '', goalText, ''];
  return [loadCase.name, ...figures(loadCase), spread(shares, percent), goalText, yesNo(median(shares) >= goal)];
};
const shareRow = (loadCase: LoadCase, of: number | undefined, ofName: string, goal: number) => {
  const rate = results.rate(loadCase.name);
  if (rate === undefined || of === undefined)
    return [loadCase.name, ...figures(loadCase), '', `>= ${percent(goal)} of ${ofName}`, ''];
  return [
    loadCase.name,
    ...figures(loadCase),
    percent(rate / of),
    `>= ${percent(goal)} of ${ofName}`,
    yesNo(rate / of >= goal),
  ];
};
const searchRow = (loadCase: LoadCase) => {
  const p99 = results.p99(loadCase.name);
  const goal = searchGoalMs(MAIN_SIZE);
  return [loadCase.name, ...figures(loadCase), '', `p99 <= ${goal} ms`, p99 === undefined ? '' : yesNo(p99 <= goal)];
};
const smallRate = results.rate(cases.smallInbox.name);
const largeRate = results.rate(cases.largeInbox.name);
const uploadRate = results.rate(cases.upload.name);
const mainRows = [
  [ceilingCase.name, ...figures(ceilingCase), '100%', '', ''],
  shareRow(cases.job, ceilingRate, 'ceiling', 0.25),
  shareRow(cases.referrer, ceilingRate, 'ceiling', 0.25),
  shareRow(cases.jobs, ceilingRate, 'ceiling', 0.15),
  shareRow(cases.referrers, ceilingRate, 'ceiling', 0.15),
  shareRow(cases.companies, ceilingRate, 'ceiling', 0.15),
  [cases.home.name, ...figures(cases.home), ceilingRate && homeRate ? percent(homeRate / ceilingRate) : '', '', ''],
  pageShareRow(cases.jobPage, 0.5),
  pageShareRow(cases.referrerPage, 0.5),
  ...cases.search.map(searchRow),
  [cases.smallInbox.name, ...figures(cases.smallInbox), '', '', ''],
  [
    cases.largeInbox.name,
    ...figures(cases.largeInbox),
    smallRate && largeRate ? `${percent(largeRate / smallRate)} of inbox ${SMALL_INBOX}` : '',
    `>= ${percent(1 / 1.5)} of inbox ${SMALL_INBOX}`,
    smallRate && largeRate ? yesNo(largeRate * 1.5 >= smallRate) : '',
  ],
  [
    cases.upload.name,
    ...figures(cases.upload),
    UPLOAD_BEFORE && uploadRate ? `${(uploadRate / UPLOAD_BEFORE).toFixed(1)}x before` : '',
    UPLOAD_BEFORE ? `>= 3x before (${count(UPLOAD_BEFORE)} req/s)` : '>= 3x before (BENCH_UPLOAD_BEFORE)',
    UPLOAD_BEFORE && uploadRate ? yesNo(uploadRate >= 3 * UPLOAD_BEFORE) : '',
  ],
];
const pageNotes = [cases.jobPage, cases.referrerPage].flatMap((page) => {
  const all = results.rate(page.name);
  const withData = results.withDataRate(page.name);
  return all && withData !== undefined
    ? [`${page.name}: ${percent(withData / all)} of answers drawn with data; the share counts only those.`]
    : [];
});

const scaleRows = SIZES.map((size) => {
  const p99s = SEARCH_TERMS.map((_term, index) => results.p99(scaleName(size, searchCases()[index]!.name)));
  const goal = searchGoalMs(size);
  const measured = p99s.every((p99) => p99 !== undefined);
  const list = results.of(scaleName(size, referrerListUncached().name)).map((run) => run.requestsPerSecond);
  return [
    count(size),
    `${(built.get(size) ?? 0).toFixed(0)} s`,
    ...p99s.map((p99) => (p99 === undefined ? '' : ms(p99))),
    `<= ${goal} ms`,
    measured ? yesNo(Math.max(...(p99s as number[])) <= goal) : '',
    list.length ? spread(list, count) : '',
  ];
});

const cold = starts.seconds;
const totalMinutes = (performance.now() - benchStartedAt) / 60_000;
console.log(
  [
    `ReferBridge bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine}; Node ${process.version}`,
    `App: ${APP_DIR} at ${commitOf(APP_DIR)}; load average ${loadAtStart} before the bench began`,
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s a run, ${RUNS} runs a case in rounds: median (range).`,
    '',
    `Main table, ${count(MAIN_SIZE)} referrers. Searches: each request a new URL, so the query runs every time.`,
    markdownTable(['Case', 'req/s', 'p99 ms', 'Share', 'Goal', 'Met?'], mainRows, 1),
    ...pageNotes,
    '',
    markdownTable(
      ['Measure', 'Figure', 'Goal', 'Met?'],
      [
        [
          'Peak RSS of the app process, every case above',
          peakRss === undefined ? '' : `${peakRss.toFixed(0)} MiB`,
          `<= ${PEAK_RSS_GOAL_MIB} MiB`,
          peakRss === undefined ? '' : yesNo(peakRss <= PEAK_RSS_GOAL_MIB),
        ],
        [
          'Cold start to the first answer (database made)',
          `${spread(cold, (value) => value.toFixed(2))} s`,
          `<= ${COLD_START_GOAL_SECONDS} s`,
          yesNo(median(cold) <= COLD_START_GOAL_SECONDS),
        ],
        ['Cold start, first run (initdb, migrations, seed)', `${starts.first.toFixed(2)} s`, '', ''],
      ],
      1,
    ),
    '',
    'Scale: search p99 in ms (each request a new URL) and GET /api/referrers (each request a new URL) by size.',
    markdownTable(
      [
        'Referrers',
        'Grown in',
        ...SEARCH_TERMS.map(({ kind }) => `${kind} p99`),
        'Goal',
        'Met?',
        '/api/referrers req/s',
      ],
      scaleRows,
      0,
    ),
    '',
    ...results.problems(),
    `The bench took ${totalMinutes.toFixed(1)} min.`,
  ].join('\n'),
);
