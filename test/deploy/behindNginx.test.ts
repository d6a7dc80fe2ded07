import autocannon from 'autocannon';
import { readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/db/demoResume';
import { SIGN_IN_BACK_OFF } from '../../src/server/repositories/signInFailures';
import { authMessages } from '../../src/shared/auth';
import { RESUME_MAX_BYTES } from '../../src/shared/referralRequest';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import {
  fillTemplate,
  makeCertificate,
  makeRunDir,
  multipartBody,
  NGINX_TEMPLATE,
  openLiveStream,
  randomSecret,
  readAccessLog,
  removeDir,
  send,
  startApp,
  startNginx,
  waitFor,
  writeFile,
  type AppProcess,
  type LiveStream,
  type SendOptions,
} from './harness';

/**
 * Issue 29, item 2: src/server/deploy/nginx.conf, filled in as its README says, with Debian's nginx in front of two
 * `node dist/server/serve.js` processes in production mode on one PostgreSQL (DEPLOY_DATABASE_URL: an empty database
 * made for the run, which the first process migrates and seeds). Everything goes through nginx over HTTPS, as a
 * browser's requests would; the app ports are asked directly only for what a client cannot see (which process holds
 * a stream, in its /metrics) and for the one-process comparison of the sign-in limit.
 */

const databaseUrl = process.env.DEPLOY_DATABASE_URL;
const [httpsPort, appPort1, appPort2, httpPort] = (process.env.DEPLOY_PORTS ?? '41020,41021,41022,41023')
  .split(',')
  .map(Number) as [number, number, number, number];
const PUBLIC_URL = `https://127.0.0.1:${httpsPort}`;
const KILL_ROUNDS = Number(process.env.DEPLOY_KILL_ROUNDS ?? 3);

let runDir: string;
let accessLog: string;
let ca: Buffer;
let agent: https.Agent;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const apps: AppProcess[] = [];
let appEnv: Record<string, string>;
let database: pg.Pool;

const DEMO_REFERRER = { email: 'referrer@referbridge.example', password: 'referrer-demo-1' };

/**
 * A call through nginx by a person at the address `from`. The test's client connects from 127.0.0.1, nginx's own
 * address, which TRUST_PROXY lists: so the app believes the X-Forwarded-For it writes, as it would a load balancer's in
 * front of nginx, and each person has an address (and per-address limits) of their own.
 */
function viaNginx(method: string, pathname: string, from: string, options: SendOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': from, ...options.headers };
  if (method !== 'GET') headers.origin = PUBLIC_URL;
  return send(PUBLIC_URL, method, pathname, { ca, agent, ...options, headers });
}

const cookieOf = (answer: { cookies: string[] }) => answer.cookies.join('; ');

/** The access log's line of the answer that carried `requestId` (nginx's $request_id, which the app adopted). */
async function logLineOf(requestId: string) {
  return waitFor(
    `the access log line of ${requestId}`,
    async () => readAccessLog(accessLog).lines.find((line) => line.id === requestId),
    1000,
  );
}

/** The live streams one process holds, from its own /metrics (answered to this machine). */
async function liveStreamsOn(app: AppProcess) {
  const metrics = await send(`http://127.0.0.1:${app.port}`, 'GET', '/metrics');
  return Number(/^referbridge_live_streams (\d+)$/m.exec(metrics.text())?.[1] ?? NaN);
}

beforeAll(async () => {
  if (!databaseUrl) throw new Error('DEPLOY_DATABASE_URL must name an empty PostgreSQL database for this run');
  database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  runDir = makeRunDir();
  accessLog = path.join(runDir, 'access.log');
  const certificate = makeCertificate(runDir);
  ca = certificate.pem;
  agent = new https.Agent({ ca, keepAlive: true, maxSockets: 8 });

  const config = fillTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    REFERBRIDGE_RUN_DIR: runDir,
    REFERBRIDGE_HTTPS_PORT: `127.0.0.1:${httpsPort}`,
    REFERBRIDGE_HTTP_PORT: `127.0.0.1:${httpPort}`,
    REFERBRIDGE_SERVER_NAME: '127.0.0.1',
    REFERBRIDGE_PUBLIC_URL: PUBLIC_URL,
    REFERBRIDGE_TLS_CERT: certificate.cert,
    REFERBRIDGE_TLS_KEY: certificate.key,
    REFERBRIDGE_APP_1: `127.0.0.1:${appPort1}`,
    REFERBRIDGE_APP_2: `127.0.0.1:${appPort2}`,
  });
  const configFile = writeFile(path.join(runDir, 'nginx.conf'), config);
  nginx = await startNginx(configFile, runDir, httpsPort);

  appEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomSecret(),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL,
    // The README's demo marketplace and its referrer, on a server only this machine reaches.
    DEMO_ACCOUNTS: 'true',
    LOG_LEVEL: 'info',
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  apps.push(await startApp(appPort1, appEnv, path.join(runDir, `app-${appPort1}.log`)));
  apps.push(await startApp(appPort2, appEnv, path.join(runDir, `app-${appPort2}.log`)));
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill('SIGTERM')));
  await nginx?.stop();
  agent?.destroy();
  await database?.end();
  if (runDir) {
    if (process.env.DEPLOY_KEEP_LOGS) console.log(`nginx and app logs kept in ${runDir}`);
    else removeDir(runDir);
  }
});

describe('behind nginx: two app processes on one PostgreSQL', () => {
  it('answers over HTTPS with the proxy’s request id, from both processes, and redirects plain HTTP', async () => {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await viaNginx('GET', '/api/health/ready', '198.51.100.1');
      expect(answer.status).toBe(200);
      // nginx's $request_id, kept by the app because nginx's address is in TRUST_PROXY: one id in both logs.
      const requestId = String(answer.headers['x-request-id']);
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      const line = await logLineOf(requestId);
      seen.add(line.upstreams.at(-1)!);
      // The app's own log line of the request carries the same id.
      const appLog = path.join(runDir, `app-${line.upstreams.at(-1)!.split(':')[1]}.log`);
      await waitFor(
        `the app's log line of ${requestId}`,
        async () => (readFileSync(appLog, 'utf8').includes(`"reqId":"${requestId}"`) ? true : undefined),
        2000,
      );
    }
    expect([...seen].sort()).toEqual(apps.map((app) => app.address).sort());

    // /metrics answers this machine only: through nginx, the client's address is the one X-Forwarded-For names.
    expect((await viaNginx('GET', '/metrics', '198.51.100.1')).status).toBe(404);

    const plain = await send(`http://127.0.0.1:${httpPort}`, 'GET', '/referrer-dashboard?tab=new');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${PUBLIC_URL}/referrer-dashboard?tab=new`);
  });

  it('signs in, sends a request with a large resume through one process, the referrer sees it live on the other, and a revised resume as large arrives', async () => {
    const referrer = await viaNginx('POST', '/api/login', '198.51.100.2', { json: DEMO_REFERRER });
    expect(referrer.status).toBe(200);
    // The session cookie is Secure in production: the app sets it because nginx says the request came over https.
    expect(referrer.headers['set-cookie']?.join('\n')).toMatch(/rb\.sid=[^;]+;.*Secure/);
    const referrerCookie = cookieOf(referrer);

    // Streams opened until each process holds one (round-robin spreads them): whichever process takes the request,
    // the other one has a stream to announce it on.
    const streams: LiveStream[] = [];
    let perProcess = apps.map(() => 0);
    while (streams.length < 6 && !perProcess.every((count) => count >= 1)) {
      streams.push(await openLiveStream(PUBLIC_URL, referrerCookie, ca));
      perProcess = await Promise.all(apps.map(liveStreamsOn));
    }
    expect(
      perProcess.every((count) => count >= 1),
      `streams per process: ${perProcess.join(' / ')}`,
    ).toBe(true);

    try {
      const name = `Nia Nginx ${Date.now().toString(36)}`;
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
      const registered = await viaNginx('POST', '/api/register', '198.51.100.3', {
        json: { name, email, password: 'a long password' },
      });
      expect(registered.status).toBe(201);
      const candidateCookie = cookieOf(registered);
      expect(
        (
          await viaNginx('POST', '/api/update-onboarding', '198.51.100.3', {
            headers: { cookie: candidateCookie },
            json: { name, role: 'candidate' },
          })
        ).status,
      ).toBe(200);

      // Past nginx's default body limit (1 MiB), within the app's (RESUME_MAX_BYTES): the upload location's own.
      const resume = makePdf(`${name} ${'experienced payments engineer '.repeat(150_000)}`);
      expect(resume.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(resume.length).toBeLessThan(RESUME_MAX_BYTES);
      const form = await multipartBody(
        {
          name,
          email,
          phone: '+1 415 555 0142',
          company: 'Tallyfern',
          experience: '6',
          jobTitle: 'Payments Engineer',
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: 'I built payment ledgers in Go for four years and would love to join the payments platform team.',
        },
        { name: 'resume.pdf', type: 'application/pdf', data: resume },
      );
      const sentAt = Date.now();
      const sent = await viaNginx('POST', '/api/direct-referral-request', '198.51.100.3', {
        headers: { cookie: candidateCookie, 'content-type': form.contentType },
        body: form.body,
      });
      expect(sent.status, sent.text()).toBe(201);
      const requestId = sent.json<{ id: number }>().id;
      const sentThrough = (await logLineOf(String(sent.headers['x-request-id']))).upstreams;
      expect(sentThrough).toHaveLength(1);

      // Live on every stream: those of the process that took the request and those of the other one.
      const arrivals = await Promise.all(
        streams.map((stream) => stream.waitForEvent((event) => event.referralRequestId === requestId, 20_000)),
      );
      const counts = await Promise.all(apps.map(liveStreamsOn));
      const other = apps.findIndex((app) => app.address !== sentThrough[0]);
      expect(counts[other]).toBeGreaterThanOrEqual(1);
      console.log(
        `Request ${requestId} sent through ${sentThrough[0]} (resume ${(resume.length / 1024 / 1024).toFixed(1)} MiB); ` +
          `live on ${streams.length} streams (per process ${counts.join(' / ')}) within ` +
          `${Math.max(...arrivals) - sentAt} ms of sending`,
      );

      // The resume the referrer downloads through nginx is the one sent, byte for byte.
      const download = await viaNginx('GET', `/api/referral-requests/${requestId}/resume`, '198.51.100.2', {
        headers: { cookie: referrerCookie },
      });
      expect(download.status).toBe(200);
      expect(download.body.equals(resume)).toBe(true);

      // Asked for a revised resume, the candidate sends one as large through nginx: the changes' upload location.
      const asked = await viaNginx('POST', `/api/referral-requests/${requestId}/changes-asked`, '198.51.100.2', {
        headers: { cookie: referrerCookie },
        json: { kind: 'resume', note: 'Please add the ledger migration you led.' },
      });
      expect(asked.status, asked.text()).toBe(200);
      const revised = makePdf(`${name} ${'led the ledger migration to Go '.repeat(150_000)}`);
      expect(revised.length).toBeGreaterThan(4 * 1024 * 1024);
      const changes = await multipartBody({}, { name: 'resume-revised.pdf', type: 'application/pdf', data: revised });
      const changed = await viaNginx('POST', `/api/referral-requests/${requestId}/changes`, '198.51.100.3', {
        headers: { cookie: candidateCookie, 'content-type': changes.contentType },
        body: changes.body,
      });
      expect(changed.status, changed.text()).toBe(200);
      const revisedDownload = await viaNginx('GET', `/api/referral-requests/${requestId}/resume`, '198.51.100.2', {
        headers: { cookie: referrerCookie },
      });
      expect(revisedDownload.body.equals(revised)).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('counts an account’s failed sign-ins across both processes as one process does', async () => {
    const lockedAt = SIGN_IN_BACK_OFF.freeFailures + 1;
    const attemptsUntilLocked = async (call: (body: object) => ReturnType<typeof send>, email: string) => {
      const answers = [];
      for (let attempt = 1; attempt <= lockedAt; attempt += 1) {
        answers.push(await call({ email, password: `wrong password ${attempt}` }));
      }
      return answers;
    };
    const suffix = Date.now().toString(36);
    const accounts = [`spread.${suffix}@example.com`, `single.${suffix}@example.com`];
    for (const email of accounts) {
      const registered = await viaNginx('POST', '/api/register', '198.51.100.4', {
        json: { name: 'Lock Test', email, password: 'the right password' },
      });
      expect(registered.status).toBe(201);
    }

    // Through nginx, each attempt on a connection of its own (as separate browsers would), spread over both processes.
    const spread = await attemptsUntilLocked(
      (json) =>
        send(PUBLIC_URL, 'POST', '/api/login', {
          ca,
          agent: false,
          json,
          headers: { origin: PUBLIC_URL, 'x-forwarded-for': '198.51.100.5' },
        }),
      accounts[0]!,
    );
    const processes = await Promise.all(
      spread.map(async (answer) => (await logLineOf(String(answer.headers['x-request-id']))).upstreams.at(-1)),
    );
    expect(new Set(processes).size).toBe(2);
    // On one process alone, asked directly.
    const single = await attemptsUntilLocked(
      (json) =>
        send(`http://127.0.0.1:${appPort1}`, 'POST', '/api/login', {
          json,
          headers: { 'x-forwarded-for': '198.51.100.6' },
        }),
      accounts[1]!,
    );

    for (const answers of [spread, single]) {
      expect(answers.map((answer) => answer.status)).toEqual([...Array(lockedAt - 1).fill(401), 429]);
      expect(answers.at(-2)!.json().message).toBe(authMessages.invalidCredentials);
      expect(answers.at(-1)!.json().message).toBe(authMessages.accountLocked(1));
    }
    console.log(`Sign-in attempts through nginx went to ${processes.join(', ')}; both refused attempt ${lockedAt}`);
  });

  it('counts each client address (X-Forwarded-For through nginx) against the per-address sign-in limit', async () => {
    const limit = 10;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= limit + 1; attempt += 1) {
      const answer = await viaNginx('POST', '/api/login', '198.51.100.7', {
        json: { email: `nobody.${attempt}.${Date.now()}@example.com`, password: 'not a password' },
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    }
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    // Another address, at the same time, through the same nginx: its own count.
    const neighbour = await viaNginx('POST', '/api/login', '198.51.100.8', {
      json: { email: 'nobody@example.com', password: 'not a password' },
    });
    expect(neighbour.status).toBe(401);
  });

  it(`loses no GET and no acknowledged write when a process is SIGKILLed under load, ${KILL_ROUNDS} rounds`, async () => {
    const signedIn = await viaNginx('POST', '/api/login', '198.51.100.9', { json: DEMO_REFERRER });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const profile = await viaNginx('GET', '/api/me/referrer-profile', '198.51.100.9', { headers: { cookie } });
    expect(profile.status).toBe(200);
    const company = profile.json<{ companyName: string }>().companyName;

    const rounds: RoundFigures[] = [];
    for (let round = 1; round <= KILL_ROUNDS; round += 1) {
      // Each round kills the other process than the last.
      rounds.push(await killRound(round, (round - 1) % apps.length, cookie, company));
    }

    const table = [
      '| Round | Killed | GETs sent | GETs failed | Retried by nginx | p50 ms | p99 ms | Max ms | Writes acknowledged | Writes refused (502) | Acknowledged lost | Kill to ready s | Ready to first answer s |',
      '| ----: | ------ | --------: | ----------: | ---------------: | -----: | -----: | -----: | ------------------: | -------------------: | ----------------: | -----------------: | ----------------------: |',
      ...rounds.map(
        (r) =>
          `| ${r.round} | ${r.killed} | ${r.sent} | ${r.failed} | ${r.retried} | ${r.p50} | ${r.p99} | ${r.max} | ${r.writesAcknowledged} | ${r.writesRefused} | ${r.writesLost} | ${r.restartSeconds.toFixed(2)} | ${r.readyToTrafficSeconds.toFixed(2)} |`,
      ),
    ].join('\n');
    console.log(`Kill rounds through nginx:\n${table}`);
    if (process.env.DEPLOY_FIGURES_FILE) writeFileSync(process.env.DEPLOY_FIGURES_FILE, JSON.stringify(rounds));

    for (const r of rounds) {
      expect(r.failed, `round ${r.round}: GETs that failed`).toBe(0);
      expect(r.writesLost, `round ${r.round}: acknowledged writes missing from the database`).toBe(0);
      expect(r.writesDuplicated, `round ${r.round}: writes stored twice`).toBe(0);
      expect(r.writesAcknowledged, r.firstRefusal).toBeGreaterThan(0);
      expect(r.answeredAfterRestart, `round ${r.round}: answers by the restarted process`).toBeGreaterThan(0);
    }
  }, 240_000);
});

interface RoundFigures {
  round: number;
  killed: string;
  sent: number;
  failed: number;
  retried: number;
  p50: number;
  p99: number;
  max: number;
  writesAcknowledged: number;
  writesRefused: number;
  firstRefusal: string | undefined;
  writesLost: number;
  writesDuplicated: number;
  restartSeconds: number;
  readyToTrafficSeconds: number;
  answeredAfterRestart: number;
}

/** How long the load runs before the kill, and at most in all (it ends a second after the restarted process answers). */
const BEFORE_KILL_MS = 2500;
const ROUND_LIMIT_S = 40;

async function killRound(round: number, victimIndex: number, cookie: string, company: string): Promise<RoundFigures> {
  const victim = apps[victimIndex]!;
  const logOffset = readAccessLog(accessLog).offset;

  // GETs at a steady rate over a few connections: the catalogue, the signed-in account, a page, readiness.
  let load!: autocannon.Instance;
  const loadDone = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon(
      {
        url: PUBLIC_URL,
        connections: 8,
        overallRate: 200,
        duration: ROUND_LIMIT_S,
        timeout: 10,
        tlsOptions: { ca },
        headers: { cookie, 'x-forwarded-for': '198.51.100.10' },
        requests: [
          { method: 'GET', path: '/api/jobs' },
          { method: 'GET', path: '/api/me' },
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/api/health/ready' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

  // Writes at the same time, each with a title of its own: a job posted by the demo referrer.
  let writing = true;
  const acknowledged: Array<{ id: number; title: string }> = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  const writer = async (writerId: number) => {
    for (let n = 1; writing; n += 1) {
      const title = `Deploy check r${round} w${writerId} n${n}`;
      try {
        const answer = await viaNginx('POST', '/api/jobs', '198.51.100.11', {
          headers: { cookie },
          json: {
            title,
            type: 'Full-time',
            company,
            location: 'Remote',
            experienceLevel: 'Mid Level',
            description: 'A job posted while one app process was killed, to prove no acknowledged write is lost.',
          },
        });
        if (answer.status === 201) acknowledged.push({ id: answer.json<{ id: number }>().id, title });
        else {
          refused += 1;
          firstRefusal ??= `${answer.status} ${answer.text()}`;
        }
      } catch (error) {
        refused += 1;
        firstRefusal ??= String(error);
      }
    }
  };
  const writers = [writer(1), writer(2)];

  await new Promise((resolve) => setTimeout(resolve, BEFORE_KILL_MS));
  const killedAt = Date.now();
  await victim.kill('SIGKILL');
  const restarted = await startApp(victim.port, appEnv, path.join(runDir, `app-${victim.port}.log`));
  apps[victimIndex] = restarted;
  const firstAnswer = await waitFor(
    'the restarted process to answer through nginx',
    async () =>
      readAccessLog(accessLog, logOffset).lines.find(
        (line) => line.at >= restarted.readyAt && line.upstreams.at(-1) === restarted.address && line.status < 500,
      ),
    20_000,
    100,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  load.stop();
  writing = false;
  const result = await loadDone;
  await Promise.all(writers);

  const lines = readAccessLog(accessLog, logOffset).lines;
  const stored = await database.query<{ id: number; title: string }>('select id, title from jobs where id = any($1)', [
    acknowledged.map((write) => write.id),
  ]);
  const storedTitles = new Map(stored.rows.map((row) => [row.id, row.title]));
  const lost = acknowledged.filter((write) => storedTitles.get(write.id) !== write.title);
  // Nothing written twice: nginx passes a POST on only when no process received it.
  const duplicated = await database.query(
    'select title from jobs where title like $1 group by title having count(*) > 1',
    [`Deploy check r${round} %`],
  );

  return {
    round,
    killed: victim.address,
    sent: result.requests.sent,
    failed: result.errors + result.timeouts + result.non2xx,
    retried: lines.filter((line) => line.method === 'GET' && line.upstreams.length > 1).length,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    writesAcknowledged: acknowledged.length,
    writesRefused: refused,
    firstRefusal,
    writesLost: lost.length,
    writesDuplicated: duplicated.rowCount ?? 0,
    restartSeconds: (restarted.readyAt - killedAt) / 1000,
    readyToTrafficSeconds: Math.max(0, firstAnswer.at - restarted.readyAt) / 1000,
    answeredAfterRestart: lines.filter(
      (line) => line.at >= restarted.readyAt && line.upstreams.at(-1) === restarted.address,
    ).length,
  };
}
