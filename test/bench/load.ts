import autocannon from 'autocannon';
import { demoAccounts } from '../../src/server/db/seed/demoAccounts';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { RARE_SURNAME } from './loadDatabase';
import { resumePdfOfSize } from './resumePdf';

/**
 * The cases `npm run bench` loads with autocannon, and one measurement of a case. Every case is sent as a browser
 * sends it (Accept-Encoding included, so the server compresses as it would for a person).
 */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RESUME_BYTES = 1024 * 1024;
/** The answer of a rate limit: counted apart from errors. */
const RATE_LIMITED = 429;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html' };

/** The four kinds of search term of the goals. */
export const SEARCH_TERMS = [
  { kind: 'narrow', term: RARE_SURNAME },
  { kind: 'broad', term: 'engineer' },
  { kind: 'one letter', term: 'a' },
  { kind: 'typo', term: 'enginer' },
] as const;

export interface LoadCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The statuses of a request that went as it should; any other but a 429 is an error. */
  expected: number[];
  /** Headers that change from one request to the next (an upload's address, past the route's hourly limit). */
  varyingHeaders?: () => Record<string, string>;
  /** A body that changes from one request to the next (an upload's company: one open request per company). */
  varyingBody?: () => Buffer;
  /**
   * Each request a URL of its own (a counter added to the query), so that the app's catalogue cache cannot answer it
   * and every request runs its query: what a search costs, rather than what a term asked a second time costs.
   */
  uncached?: boolean;
  /** A page: counts the answers drawn with their data (Server-Timing "render"), apart from the first paints. */
  page?: boolean;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers drawn with their data, a second (pages only). */
  withDataPerSecond?: number;
  rateLimited: number;
  /** What went wrong, in words (timeouts, connection errors, unexpected statuses); empty when nothing did. */
  errors: string[];
}

const account = (role: (typeof demoAccounts)[number]['role']) => demoAccounts.find((demo) => demo.role === role)!;

/** Signs in through the API as a browser would; answers the Cookie header the browser would send afterwards. */
export async function signIn(baseUrl: string, email: string, password: string) {
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

/** The company of each upload, a number of fixed width after it, changed in the encoded form's bytes. */
const UPLOAD_COMPANY = 'Upload Co ';
const UPLOAD_COMPANY_DIGITS = 9;

/**
 * The referral form as a browser encodes it: the candidate's fields and a resume of RESUME_BYTES. `next()` answers
 * the form of the next request, its company a new one: a candidate has one open request per company, so the same
 * form sent again would be refused (409) before its resume is stored.
 */
async function referralRequestForm(referrerId: number) {
  const form = new FormData();
  const fields = {
    name: 'Load Test',
    email: 'load.test@example.com',
    phone: '+44 20 7946 0000',
    company: `${UPLOAD_COMPANY}${'0'.repeat(UPLOAD_COMPANY_DIGITS)}`,
    experience: '3',
    message: 'I would love a referral for the platform team.',
    referrerId: String(referrerId),
    noticeVersion: REQUEST_NOTICE_VERSION,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const resume = new Uint8Array(resumePdfOfSize(RESUME_BYTES));
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'load-test-resume.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const numberAt = body.indexOf(fields.company) + UPLOAD_COMPANY.length;
  let sent = 0;
  return {
    contentType: encoded.headers.get('content-type')!,
    next: () => {
      const copy = Buffer.from(body);
      copy.write(String(++sent).padStart(UPLOAD_COMPANY_DIGITS, '0'), numberAt, 'latin1');
      return copy;
    },
  };
}

/** A distinct address for each call, 10.0.0.1 onwards. */
function addressSequence() {
  let next = 0;
  return () => {
    next++;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

const get = (name: string, path: string, headers: Record<string, string> = BROWSER_HEADERS): LoadCase => ({
  name,
  method: 'GET',
  path,
  headers,
  expected: [200],
});

/** The searches of the goals, each request a new URL (see `uncached`). */
export const searchCases = () =>
  SEARCH_TERMS.map(({ kind, term }) => ({
    ...get(`Search, ${kind} ("${term}")`, `/api/referrers?search=${encodeURIComponent(term)}`),
    uncached: true,
  }));

/** The referrers' first page, each request a new URL: what listing the whole catalogue costs at its size. */
export const referrerListUncached = (): LoadCase => ({
  ...get('GET /api/referrers, each request a new URL', '/api/referrers'),
  uncached: true,
});

/**
 * The cases of the main table, by key: the catalogue's items and lists (repeated URLs, as many visitors ask for the
 * same), the pages, the searches, the referrer dashboard list for a small and a large inbox, and the upload.
 */
export async function mainCases(
  baseUrl: string,
  inboxes: { small: { email: string; size: number }; large: { size: number } },
) {
  const referrer = account('referrer');
  const smallInboxCookie = await signIn(baseUrl, inboxes.small.email, referrer.password);
  const largeInboxCookie = await signIn(baseUrl, referrer.email, referrer.password);
  const candidateCookie = await signIn(baseUrl, account('candidate').email, account('candidate').password);
  // To a referrer of the demo catalogue, so that the dashboard inboxes stay as they were filled.
  const form = await referralRequestForm(1);
  const nextAddress = addressSequence();
  const dashboard = (size: number, cookie: string) =>
    get(`Referrer dashboard list, page 1, inbox of ${size.toLocaleString('en-US')}`, DASHBOARD_PATH, {
      ...BROWSER_HEADERS,
      cookie,
    });
  return {
    job: get('GET /api/jobs/1', '/api/jobs/1'),
    referrer: get('GET /api/referrer/1', '/api/referrer/1'),
    jobs: get('GET /api/jobs', '/api/jobs'),
    referrers: get('GET /api/referrers', '/api/referrers'),
    companies: get('GET /api/companies', '/api/companies'),
    home: get('/ prerendered (HTML)', '/', PAGE_HEADERS),
    jobPage: { ...get('/jobs/1 drawn with data (HTML)', '/jobs/1', PAGE_HEADERS), page: true },
    referrerPage: { ...get('/referrer/1 drawn with data (HTML)', '/referrer/1', PAGE_HEADERS), page: true },
    search: searchCases(),
    smallInbox: dashboard(inboxes.small.size, smallInboxCookie),
    largeInbox: dashboard(inboxes.large.size, largeInboxCookie),
    upload: {
      name: 'Referral request with a 1 MiB resume (POST)',
      method: 'POST',
      path: '/api/direct-referral-request',
      headers: { cookie: candidateCookie, 'content-type': form.contentType },
      varyingBody: form.next,
      expected: [201],
      // The route allows 20 requests an hour per address. The server trusts X-Forwarded-For from loopback
      // (TRUST_PROXY=loopback, as behind a proxy on the same machine), so each request comes from an address of its
      // own and every one is a real upload: multipart parsing, the PDF check, 1 MiB written with the request.
      varyingHeaders: () => ({ 'x-forwarded-for': nextAddress() }),
    } satisfies LoadCase,
  };
}

/** The dashboard's own first page: every status, ten a page. */
const DASHBOARD_PATH = '/api/referral-requests?party=referrer&page=1&limit=10';

/** Counts every URL made unique, across cases and rounds, so that no URL is ever asked twice. */
let uniqueUrls = 0;

/** A counter appended to the query: a new URL each call. */
function uniquePaths(path: string) {
  const separator = path.includes('?') ? '&' : '?';
  return () => `${path}${separator}_=${++uniqueUrls}`;
}

/**
 * One request as the load will send it, which must answer as the case expects (and, for a page, drawn with its
 * data); answers what was wrong, or undefined.
 */
export async function checkCase(baseUrl: string, loadCase: LoadCase) {
  const path = loadCase.uncached ? uniquePaths(loadCase.path)() : loadCase.path;
  const response = await fetch(`${baseUrl}${path}`, {
    method: loadCase.method,
    headers: { ...loadCase.headers, ...loadCase.varyingHeaders?.() },
    body: loadCase.varyingBody
      ? new Uint8Array(loadCase.varyingBody())
      : loadCase.body && new Uint8Array(loadCase.body),
  });
  await response.arrayBuffer();
  if (!loadCase.expected.includes(response.status)) {
    return `a first request answered ${response.status}, not ${loadCase.expected.join(' or ')}`;
  }
  if (loadCase.page && !response.headers.get('server-timing')?.includes('render')) {
    return 'a first request was sent without its data';
  }
  return undefined;
}

/** Loads one case for SECONDS with CONNECTIONS connections. */
export async function measureCase(baseUrl: string, loadCase: LoadCase): Promise<Measurement> {
  const { varyingHeaders, varyingBody, expected } = loadCase;
  const nextPath = loadCase.uncached ? uniquePaths(loadCase.path) : undefined;
  let withData = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: loadCase.method,
        path: loadCase.path,
        headers: loadCase.headers,
        body: loadCase.body,
        // Only when needed: a request with setupRequest is built anew each time, a 1 MiB copy for the upload.
        ...((varyingHeaders || varyingBody || nextPath) && {
          setupRequest: (built) => ({
            ...built,
            ...(nextPath && { path: nextPath() }),
            ...(varyingBody && { body: varyingBody() }),
            headers: { ...built.headers, ...varyingHeaders?.() },
          }),
        }),
        ...(loadCase.page && {
          onResponse: (_status, _body, _context, headers) => {
            if (String(headers?.['server-timing'] ?? '').includes('render')) withData++;
          },
        }),
      },
    ],
  });
  const errors: string[] = [];
  let rateLimited = 0;
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) === RATE_LIMITED) rateLimited += count;
    else if (!expected.includes(Number(status))) errors.push(`${count} answered ${status}`);
  }
  // autocannon counts a timeout among its errors too; the rest of them are connection errors.
  if (result.timeouts) errors.push(`${result.timeouts} timed out`);
  if (result.errors > result.timeouts) errors.push(`${result.errors - result.timeouts} connection errors`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(loadCase.page && { withDataPerSecond: withData / result.duration }),
    rateLimited,
    errors,
  };
}
