import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { takeEvents } from '../server/fixtures/eventStream';

/**
 * What test/deploy/behindNginx.test.ts runs: src/server/deploy/nginx.conf filled in as an operator fills it, Debian's
 * nginx on it, and app processes as production starts them (`node dist/server/serve.js`), all on 127.0.0.1.
 */

export const NGINX_TEMPLATE = path.resolve('src/server/deploy/nginx.conf');

/** The names the template may hold; anything else that looks like ${...} in it is a mistake. */
export const TEMPLATE_NAMES = [
  'REFERBRIDGE_RUN_DIR',
  'REFERBRIDGE_HTTPS_PORT',
  'REFERBRIDGE_HTTP_PORT',
  'REFERBRIDGE_SERVER_NAME',
  'REFERBRIDGE_PUBLIC_URL',
  'REFERBRIDGE_TLS_CERT',
  'REFERBRIDGE_TLS_KEY',
  'REFERBRIDGE_APP_1',
  'REFERBRIDGE_APP_2',
] as const;

/** As `envsubst '$NAME ...'` does: the listed names replaced, nginx's own $variables left alone. */
export function fillTemplate(template: string, values: Record<(typeof TEMPLATE_NAMES)[number], string>) {
  const filled = template.replace(/\$\{(REFERBRIDGE_[A-Z0-9_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf names ${whole}, which the deploy test does not fill`);
    return values[name as keyof typeof values];
  });
  return filled;
}

/** A folder for nginx's pid, logs, temp files and certificate, which its workers (nobody) can enter. */
export function makeRunDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'referbridge-deploy-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** A self-signed certificate for 127.0.0.1, which the test's client trusts (and nothing else does). */
export function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert) };
}

const children = new Set<ChildProcess>();
// However the run ends (a failed hook, Ctrl-C), no nginx or app process is left behind.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child: ChildProcess) {
  children.add(child);
  // For .ci/run, which stops whatever a killed test run left behind (by these ids only).
  if (process.env.DEPLOY_PID_FILE && child.pid) appendFileSync(process.env.DEPLOY_PID_FILE, `${child.pid}\n`);
  child.once('exit', () => children.delete(child));
  return child;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` until it answers something, every `everyMs`, for at most `withinMs`. */
export async function waitFor<T>(what: string, work: () => Promise<T | undefined>, withinMs: number, everyMs = 50) {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await work().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Waited ${withinMs} ms for ${what}`);
    await sleep(everyMs);
  }
}

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return 'nginx';
}

/** nginx in the foreground on the filled configuration; checked with `nginx -t` first, so a bad file says why. */
export async function startNginx(configFile: string, runDir: string, httpsPort: number) {
  const binary = nginxBinary();
  const errorLog = path.join(runDir, 'error.log');
  execFileSync(binary, ['-t', '-q', '-e', errorLog, '-c', configFile], { stdio: 'pipe' });
  const child = track(
    spawn(binary, ['-e', errorLog, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(
    'nginx to listen',
    async () => {
      if (exited) throw new Error(`nginx exited: ${readFileSync(errorLog, 'utf8')}`);
      return (await portAnswers(httpsPort)) ? true : undefined;
    },
    10_000,
  );
  return {
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([gone, sleep(5000)]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}

function portAnswers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = new net.Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

export interface AppProcess {
  port: number;
  address: string;
  pid: number;
  /** When it answered /api/health/ready (Date.now()). */
  readyAt: number;
  startSeconds: number;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * `node dist/server/serve.js` as production runs it, its log appended to `logFile`; answers once the process says it
 * is ready (GET /api/health/ready, asked on its own port).
 */
export async function startApp(port: number, env: Record<string, string>, logFile: string): Promise<AppProcess> {
  const log = openSync(logFile, 'a');
  const startedAt = performance.now();
  const child = track(
    spawn(process.execPath, ['dist/server/serve.js'], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    }),
  );
  closeSync(log);
  let exitCode: number | null = null;
  child.once('exit', (code, signal) => (exitCode = code ?? (signal ? -1 : 0)));
  await waitFor(
    `the app on port ${port} to be ready`,
    async () => {
      if (exitCode !== null) throw new Error(`The app on port ${port} exited (${exitCode}); see ${logFile}`);
      const answer = await send(`http://127.0.0.1:${port}`, 'GET', '/api/health/ready');
      return answer.status === 200 ? true : undefined;
    },
    60_000,
  ).catch((error) => {
    if (exitCode !== null)
      throw new Error(`The app on port ${port} exited (${exitCode}):\n${readFileSync(logFile, 'utf8')}`);
    throw error;
  });
  return {
    port,
    address: `127.0.0.1:${port}`,
    pid: child.pid!,
    readyAt: Date.now(),
    startSeconds: (performance.now() - startedAt) / 1000,
    kill: async (signal) => {
      if (exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await Promise.race([gone, sleep(10_000)]);
      if (exitCode === null) child.kill('SIGKILL');
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: () => string;
  json: <T = Record<string, unknown>>() => T;
  cookies: string[];
}

export interface SendOptions {
  headers?: Record<string, string>;
  json?: unknown;
  body?: Buffer;
  /** Trusted CA for https (the test's self-signed certificate). */
  ca?: Buffer;
  /** false: a connection of its own, closed after the answer. */
  agent?: http.Agent | false;
}

/** One request, answered whole; plain HTTP or HTTPS by the base URL. */
export function send(base: string, method: string, pathname: string, options: SendOptions = {}) {
  const url = new URL(pathname, base);
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.request(
      url,
      { method, headers, ca: options.ca, agent: options.agent, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: data,
            text: () => data.toString('utf8'),
            json: () => JSON.parse(data.toString('utf8')),
            cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${pathname} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A form as a browser sends it: its bytes and its content type (with the boundary). */
export async function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

export interface LiveStream {
  /** The `notification` events received so far, parsed. */
  events: Array<Record<string, unknown>>;
  requestId: string;
  waitForEvent: (match: (event: Record<string, unknown>) => boolean, withinMs: number) => Promise<number>;
  close: () => void;
}

/** GET /api/live as EventSource opens it; answers once the stream's headers have arrived. */
export function openLiveStream(base: string, cookie: string, ca: Buffer): Promise<LiveStream> {
  const url = new URL('/api/live', base);
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { ca, agent: false, headers: { accept: 'text/event-stream', cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${response.statusCode}`));
          response.resume();
          return;
        }
        const events: Array<Record<string, unknown>> = [];
        const arrivals: number[] = [];
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const taken = takeEvents(pending + chunk);
          pending = taken.rest;
          for (const event of taken.events.filter((event) => event.event === 'notification')) {
            events.push(JSON.parse(event.data) as Record<string, unknown>);
            arrivals.push(Date.now());
          }
        });
        response.on('error', () => {});
        resolve({
          events,
          requestId: String(response.headers['x-request-id']),
          waitForEvent: (match, withinMs) =>
            waitFor(
              'a live event',
              async () => {
                const index = events.findIndex(match);
                return index >= 0 ? arrivals[index]! : undefined;
              },
              withinMs,
            ),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

export interface LogLine {
  at: number;
  method: string;
  uri: string;
  status: number;
  id: string;
  /** Each upstream tried, in order ("127.0.0.1:41021"); more than one when nginx passed the request on. */
  upstreams: string[];
  upstreamStatuses: string[];
}

const LOG_LINE = /t=(\S+) "(\S+) (\S+)" (\d+) \S+ rt=\S+ id=(\S+) upstream=(.*?) upstream_status=(.*?) upstream_time=/;

/** nginx's access log (the template's `referbridge` format), read from `offset` on. */
export function readAccessLog(file: string, offset = 0) {
  const text = readFileSync(file).subarray(offset);
  const end = text.lastIndexOf(0x0a) + 1;
  const lines: LogLine[] = [];
  for (const line of text.subarray(0, end).toString('utf8').split('\n')) {
    const match = LOG_LINE.exec(line);
    if (!match) continue;
    lines.push({
      at: Math.round(Number(match[1]) * 1000),
      method: match[2]!,
      uri: match[3]!,
      status: Number(match[4]),
      id: match[5]!,
      upstreams: match[6]!.split(/[,:]\s+/).filter((entry) => entry !== '-'),
      upstreamStatuses: match[7]!.split(/[,:]\s+/),
    });
  }
  return { lines, offset: offset + end };
}

export function writeFile(file: string, text: string) {
  writeFileSync(file, text);
  return file;
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export const randomSecret = () => randomBytes(32).toString('hex');
