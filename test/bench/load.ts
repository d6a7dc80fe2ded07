import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoAccounts } from '../../src/server/db/seed/demoAccounts';
import { GENERATED_REFERRERS, prepareLoadDatabase, RARE_SURNAME } from './loadDatabase';
import { resumePdfOfSize } from './resumePdf';
import { startBuiltServer, temporaryDataDir } from './server';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * The load table of `npm run bench`: each scenario against the built server with its whole plugin stack (security
 * headers, rate limits counted in PostgreSQL, sessions, compression), on one database of 100,000 referrers. For each:
 * requests a second, latency, errors, 429s apart, and the server process's peak memory. It measures; it asserts
 * nothing. BENCH_LOAD_CONNECTIONS and BENCH_LOAD_SECONDS shorten a run while working on it.
 */
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** How often the server's resident memory is read: often enough to catch a burst of 50 uploads in flight. */
const MEMORY_SAMPLE_MS = 100;
const RESUME_BYTES = 1024 * 1024;
/** The search target, set at 20 connections; the table reports search at CONNECTIONS. */
const SEARCH_P99_TARGET_MS = 30;
/** The answer of a rate limit (the address's, or an account's back-off): a limit at work, not a failure. */
const RATE_LIMITED = 429;

const account = (role: (typeof demoAccounts)[number]['role']) => demoAccounts.find((demo) => demo.role === role)!;

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Headers that change from one request to the next, added to `headers`. */
  varyingHeaders?: () => Record<string, string>;
}

interface Scenario {
  label: string;
  request: LoadRequest;
  /** The statuses of a request that went as it should; any other but a 429 is an error. */
  expected: number[];
  /** What else the first request must show, as a problem to report (undefined: nothing wrong). */
  checkAnswer?: (response: Response) => string | undefined;
  /** Searches are held to the search target under the table. */
  search?: boolean;
}

interface Row {
  label: string;
  search: boolean;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rateLimited: number;
  peakRssMiB: number;
  /** What the errors were, in words, for the notes under the table. */
  errorDetails: string[];
}

type Outcome = Row | { label: string; warning: string };

/**
 * Two of the build's scripts, by the size of their brotli copies: the entry script index.html loads (the largest file
 * every visit asks for) and the smallest script the build compressed, whose answer costs the least to send.
 */
async function pageScripts() {
  const html = await readFile('dist/client/index.html', 'utf8');
  const entry = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/client/index.html loads no script from /assets/: build the app first');
  const scripts: Array<{ path: string; brotliKb: number }> = [];
  // Every script of the build (the entry is one chunk, so the page's own scripts are the small ones).
  for (const file of await readdir('dist/client/assets')) {
    if (!file.endsWith('.js')) continue;
    // Below the build's compression threshold a file has no .br copy, and is sent as it is.
    const brotliCopy = path.join('dist/client/assets', `${file}.br`);
    if (existsSync(brotliCopy))
      scripts.push({ path: `/assets/${file}`, brotliKb: (await stat(brotliCopy)).size / 1024 });
  }
  const entryScript = scripts.find((script) => script.path === entry);
  if (!entryScript) throw new Error(`${entry} has no brotli copy: the build compresses every script past 1 kB`);
  const smallest = scripts.reduce((best, script) => (script.brotliKb < best.brotliKb ? script : best));
  return { entry: entryScript, smallest };
}

/** Signs in through the API as a browser would; answers the Cookie header the browser would send afterwards. */
async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

/** The referral form as a browser encodes it: the candidate's fields and a resume of RESUME_BYTES. */
async function referralRequestForm(referrerId: number) {
  const form = new FormData();
  const fields = {
    name: 'Load Test',
    email: 'load.test@example.com',
    phone: '+44 20 7946 0000',
    company: 'Northwind',
    experience: '3',
    message: 'I would love a referral for the platform team.',
    referrerId: String(referrerId),
    noticeVersion: REQUEST_NOTICE_VERSION,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const resume = new Uint8Array(resumePdfOfSize(RESUME_BYTES));
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'load-test-resume.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** What a browser sends: the server then picks brotli and sends the copy the build compressed. */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function sentAsBrotli(response: Response) {
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  return encoding === 'br' ? undefined : `sent as ${encoding}, not br`;
}

/** Whether a page came rendered with its data (its Server-Timing names the render), not prerendered. */
function renderedWithData(response: Response) {
  return response.headers.get('server-timing')?.includes('render') ? undefined : 'sent prerendered, without data';
}

/** A distinct address for each call, 10.0.0.1 onwards: one per request of a run. */
function addressSequence() {
  let next = 0;
  return () => {
    next++;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

async function scenarios(baseUrl: string, demoReferrer: { id: number; inboxSize: number }): Promise<Scenario[]> {
  const candidate = account('candidate');
  const referrer = account('referrer');
  const candidateCookie = await signIn(baseUrl, candidate.email, candidate.password);
  const referrerCookie = await signIn(baseUrl, referrer.email, referrer.password);
  const form = await referralRequestForm(demoReferrer.id);
  const nextAddress = addressSequence();
  const scripts = await pageScripts();
  const get = (requestPath: string, headers: Record<string, string> = {}): LoadRequest => ({
    method: 'GET',
    path: requestPath,
    headers,
  });
  const search = (term: string) => get(`/api/referrers?search=${encodeURIComponent(term)}`);

  return [
    {
      label: `Static ceiling: smallest page script (${scripts.smallest.brotliKb.toFixed(1)} kB brotli)`,
      // The cheapest answer through the whole stack, so the ceiling of the rows below.
      request: get(scripts.smallest.path, BROWSER_ACCEPT_ENCODING),
      expected: [200],
      checkAnswer: sentAsBrotli,
    },
    {
      label: `Static: entry script (${scripts.entry.brotliKb.toFixed(0)} kB brotli)`,
      // Megabytes a second of answers, which autocannon reads on the same cores as the server: less a ceiling than a
      // measure of the largest file every first visit asks for.
      request: get(scripts.entry.path, BROWSER_ACCEPT_ENCODING),
      expected: [200],
      checkAnswer: sentAsBrotli,
    },
    { label: 'GET /api/me, signed in', request: get('/api/me', { cookie: candidateCookie }), expected: [200] },
    { label: `Search, narrow ("${RARE_SURNAME}")`, request: search(RARE_SURNAME), expected: [200], search: true },
    { label: 'Search, broad ("engineer")', request: search('engineer'), expected: [200], search: true },
    { label: 'GET /api/jobs', request: get('/api/jobs'), expected: [200] },
    {
      label: 'A job page rendered with its data (GET /jobs/1)',
      // The server renders the page with its job, company and referrers (src/rendering/pageRenderer.ts), then compresses
      // it: the dearest page a visitor from a link asks for.
      request: get('/jobs/1', { accept: 'text/html', ...BROWSER_ACCEPT_ENCODING }),
      expected: [200],
      checkAnswer: (response) => sentAsBrotli(response) ?? renderedWithData(response),
    },
    {
      label: `Referrer dashboard list (${demoReferrer.inboxSize} requests)`,
      // The dashboard's own first page: every status, ten a page.
      request: get('/api/referral-requests?party=referrer&page=1&limit=10', { cookie: referrerCookie }),
      expected: [200],
    },
    {
      label: 'Login at its rate limit (one address, wrong password)',
      // One address guessing one account's password: its first answers are 401s, then the address's limit (10 a
      // minute) and the account's back-off answer 429. The figure is what refusing a guesser costs the server.
      request: {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: Buffer.from(JSON.stringify({ email: account('admin').email, password: 'not-the-password' })),
      },
      expected: [401],
    },
    {
      label: 'Referral request, 1 MiB resume',
      // The route allows 20 requests an hour per address, which would make this a measure of the limiter (as the
      // login scenario is). The server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback, as behind a proxy
      // on the same machine), so each request comes from an address of its own and every one is a real upload:
      // multipart parsing, the PDF check, and 1 MiB written to PostgreSQL with the request and its mail.
      request: {
        method: 'POST',
        path: '/api/direct-referral-request',
        headers: { cookie: candidateCookie, 'content-type': form.contentType },
        body: form.body,
        varyingHeaders: () => ({ 'x-forwarded-for': nextAddress() }),
      },
      expected: [201],
    },
  ];
}

/** The highest resident set size (VmRSS) of a process while it runs, read from /proc every MEMORY_SAMPLE_MS. */
function sampleMemory(pid: number) {
  let peakKb = 0;
  const read = () => {
    try {
      const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // The process has exited: its last reading stands.
    }
  };
  read();
  const timer = setInterval(read, MEMORY_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peakKb / 1024;
    },
  };
}

async function measure(baseUrl: string, pid: number, scenario: Scenario): Promise<Outcome> {
  const { label, request, expected } = scenario;
  const { varyingHeaders } = request;
  const check = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...varyingHeaders?.() },
    body: request.body ? new Uint8Array(request.body) : undefined,
  });
  await check.arrayBuffer();
  if (!expected.includes(check.status)) {
    return { label, warning: `a first request answered ${check.status}, not ${expected.join(' or ')}` };
  }
  const problem = scenario.checkAnswer?.(check);
  if (problem) return { label, warning: `a first request was ${problem}` };

  const memory = sampleMemory(pid);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
        // Only when needed: a request with setupRequest is built anew each time, a 1 MiB copy for the upload.
        ...(varyingHeaders && {
          setupRequest: (built) => ({ ...built, headers: { ...built.headers, ...varyingHeaders() } }),
        }),
      },
    ],
  });
  const peakRssMiB = memory.stop();

  const errorDetails: string[] = [];
  let unexpected = 0;
  let rateLimited = 0;
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) === RATE_LIMITED) {
      rateLimited += count;
    } else if (!expected.includes(Number(status))) {
      unexpected += count;
      errorDetails.push(`${count} answered ${status}`);
    }
  }
  // autocannon counts a timeout among its errors too; the rest of them are connection errors.
  if (result.timeouts) errorDetails.push(`${result.timeouts} timed out`);
  if (result.errors > result.timeouts) errorDetails.push(`${result.errors - result.timeouts} connection errors`);
  return {
    label,
    search: scenario.search ?? false,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + unexpected,
    rateLimited,
    peakRssMiB,
    errorDetails,
  };
}

const wholeNumber = (value: number) => Math.round(value).toLocaleString('en-US');
const milliseconds = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A Markdown table whose columns line up in a terminal too; the columns from `numericFrom` on are right-aligned. */
function markdownTable(header: string[], rows: string[][], numericFrom: number) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const align = (cell: string, column: number) =>
    column >= numericFrom ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(align).join(' | ')} |`;
  const rule = widths.map((width, column) => (column >= numericFrom ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

function formatTable(outcomes: Outcome[]) {
  const header = ['Scenario', 'Connections', 'Seconds', 'req/s', 'p50 ms', 'p99 ms', 'Errors', '429s', 'Peak RSS MiB'];
  const rows = outcomes.map((outcome) =>
    'warning' in outcome
      ? [`${outcome.label}: NOT MEASURED, ${outcome.warning}`, ...header.slice(1).map(() => '')]
      : [
          outcome.label,
          String(CONNECTIONS),
          String(SECONDS),
          wholeNumber(outcome.requestsPerSecond),
          milliseconds(outcome.p50),
          milliseconds(outcome.p99),
          wholeNumber(outcome.errors),
          wholeNumber(outcome.rateLimited),
          outcome.peakRssMiB.toFixed(0),
        ],
  );
  return markdownTable(header, rows, 1);
}

/** The search target, set at 20 connections, against the searches measured here at CONNECTIONS. */
function searchNote(outcomes: Outcome[]) {
  const searches = outcomes.filter((outcome): outcome is Row => !('warning' in outcome) && outcome.search);
  return [
    `Search target, set at 20 connections: p99 <= ${SEARCH_P99_TARGET_MS} ms. At ${CONNECTIONS} connections:`,
    ...searches.map((row) => {
      const ratio = (row.p99 / SEARCH_P99_TARGET_MS).toFixed(2);
      return `  ${row.label}: p99 ${milliseconds(row.p99)} ms, ratio to target ${ratio}`;
    }),
  ].join('\n');
}

function errorNotes(outcomes: Outcome[]) {
  return outcomes
    .filter((outcome): outcome is Row => !('warning' in outcome) && outcome.errorDetails.length > 0)
    .map((row) => `Errors, ${row.label}: ${row.errorDetails.join(', ')}`)
    .join('\n');
}

/**
 * Prepares the database, starts the built server on it (as `npm start` runs it), measures every scenario in turn
 * and answers the table with its notes. The upload goes last: each request adds a megabyte to the database, which
 * no other scenario should have to read through.
 */
export async function loadTable() {
  process.stderr.write(`Preparing ${GENERATED_REFERRERS.toLocaleString('en-US')} referrers...\n`);
  const database = await prepareLoadDatabase();
  const { dataDir, remove } = await temporaryDataDir();
  try {
    const server = await startBuiltServer(dataDir, {
      DATABASE_URL: database.connectionString,
      DEMO_ACCOUNTS: 'true',
      TRUST_PROXY: 'loopback',
    });
    try {
      const outcomes: Outcome[] = [];
      for (const scenario of await scenarios(server.baseUrl, database.demoReferrer)) {
        process.stderr.write(`Load: ${scenario.label}, ${CONNECTIONS} connections, ${SECONDS} s...\n`);
        outcomes.push(await measure(server.baseUrl, server.pid, scenario));
      }
      return [
        formatTable(outcomes),
        '',
        "Peak RSS is the server process's; PostgreSQL and autocannon run beside it on the same machine.",
        searchNote(outcomes),
        errorNotes(outcomes),
      ]
        .filter(Boolean)
        .join('\n');
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    await remove();
  }
}

// `tsx test/bench/load.ts` prints the table alone, on the app as last built.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await loadTable());
