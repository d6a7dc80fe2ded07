import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, expect, inject } from 'vitest';
import { createContractChecker, type OpenApiDocument } from './apiContract';
import { findLogLeaks } from './logLeaks';

/**
 * The server suite's witness, loaded before each of its test files (vite.config.ts, setupFiles). Every app a test
 * builds is watched from its creation (Fastify's `fastify.initialization` channel, before any plugin or route):
 *
 * - each answer of an /api route is checked against the app's own OpenAPI document (/api/openapi.json), as
 *   apiContract.ts says;
 * - each answer, /api or not, must carry the security headers;
 * - the app's log (createTestApp gives it the server's logger, through `suiteLogStream`) must hold none of the
 *   secrets the file's requests carried, nor anything shaped like one (logLeaks.ts);
 * - each answer carries X-Request-Id, and each error of an /api route, as JSON, the same id as `requestId`.
 *
 * Since every error body is checked for its `requestId` here, a test that compares an error body with an object
 * naming no `requestId` (`toEqual({ message: '...' })`) compares the rest of it (ignoringRequestIds below).
 *
 * After the file's own hooks, its problems fail it, listed; its counts go to the run's record folder, which the
 * global teardown (global-setup.ts) adds up and prints.
 */

export interface SuiteFileRecord {
  file: string;
  /** /api answers checked against the document. */
  validated: number;
  /** /api answers outside the document: an unknown path's 404, the reference page's files. */
  outsideContract: number;
  /** Answers, of any path, checked for the security headers. */
  headersChecked: number;
  logLines: number;
  problems: string[];
}

/** What helmet (plugins/security.ts) puts on every answer, and what a page or a file would be unsafe without. */
const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'referrer-policy': /^no-referrer$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** Request fields whose values are secrets, or personal data no log may hold. */
const SECRET_FIELD = /password|token|email/i;

const FASTIFY_CREATED = 'fastify.initialization';

const record: SuiteFileRecord = {
  file: '',
  validated: 0,
  outsideContract: 0,
  headersChecked: 0,
  logLines: 0,
  problems: [],
};
const sentSecrets = new Set<string>();
const logLines: string[] = [];
/**
 * Where the apps' log lines go: this file's `logLines`, found through the global object when they are written. The
 * test files of a worker share their modules (vite.config.ts, isolate: false), so helpers.ts keeps the copy of this
 * module it first imported, while this setup file runs afresh before each test file.
 */
const CURRENT_LOG = Symbol.for('referbridge.suiteRecorder.logLines');
(globalThis as Record<symbol, unknown>)[CURRENT_LOG] = logLines;
/** One checker per document, for all the apps of a file that describe themselves alike (most of them). */
const contractCheckers = new Map<string, ReturnType<typeof createContractChecker>>();

function contractCheckerOf(app: FastifyInstance) {
  const document = app.swagger() as unknown as OpenApiDocument;
  const key = JSON.stringify(document);
  let checker = contractCheckers.get(key);
  if (!checker) {
    checker = createContractChecker(document);
    contractCheckers.set(key, checker);
  }
  return checker;
}

/** The stream of the logger createTestApp gives each app: every line is kept for the check; `alsoTo` gets a copy. */
export function suiteLogStream(alsoTo?: NodeJS.WritableStream) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const current = (globalThis as Record<symbol, string[] | undefined>)[CURRENT_LOG] ?? logLines;
      current.push(...chunk.toString().split('\n').filter(Boolean));
      if (alsoTo) alsoTo.write(chunk, done);
      else done();
    },
  });
}

const currentTest = () => expect.getState().currentTestName ?? 'a hook';

function collectStrings(value: unknown, field: string, depth = 0) {
  if (typeof value === 'string') {
    if (SECRET_FIELD.test(field)) sentSecrets.add(value);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return;
  for (const [key, child] of Object.entries(value)) collectStrings(child, key, depth + 1);
}

/** The values of a Cookie header (`a=1; b=2`). */
const requestCookieValues = (header: string | undefined) =>
  (header ?? '').split(';').map((pair) => pair.slice(pair.indexOf('=') + 1).trim());

/** The values of Set-Cookie headers (`name=value; Path=/; HttpOnly`), attributes left out. */
function responseCookieValues(header: ReturnType<FastifyReply['getHeader']>) {
  const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return lines.map((line) =>
    line
      .split(';', 1)[0]!
      .slice(line.indexOf('=') + 1)
      .trim(),
  );
}

function collectSecrets(request: FastifyRequest, reply: FastifyReply, body: string | Buffer | undefined) {
  collectStrings(request.body, '');
  for (const value of requestCookieValues(request.headers.cookie)) sentSecrets.add(value);
  for (const value of responseCookieValues(reply.getHeader('set-cookie'))) sentSecrets.add(value);
  // Reset links reach a test through the outbox (/api/admin/mail): their tokens are secrets from then on.
  if (typeof body === 'string') for (const match of body.matchAll(/[?&]token=([\w-]+)/g)) sentSecrets.add(match[1]!);
}

/** X-Request-Id on every answer; on an /api error in JSON, the same id in the body (plugins/errors.ts). */
function checkRequestId(request: FastifyRequest, reply: FastifyReply, body: string | Buffer | undefined) {
  const where = `${request.method} ${request.url.split('?', 1)[0]} answered ${reply.statusCode}`;
  const id = reply.getHeader('x-request-id');
  if (typeof id !== 'string' || id !== request.id) {
    record.problems.push(`${where} with X-Request-Id: ${String(id)} (${currentTest()})`);
    return;
  }
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (reply.statusCode < 400 || !request.url.startsWith('/api/') || !contentType.startsWith('application/json')) return;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
  const parsed = JSON.parse(body.toString()) as { requestId?: unknown };
  // /api/health keeps its answer as load balancers have read it since before request ids.
  if (parsed.requestId !== id && request.routeOptions.url !== '/api/health') {
    record.problems.push(`${where} with the body's requestId ${String(parsed.requestId)} (${currentTest()})`);
  }
}

/**
 * Lets `toEqual({ message })` match an error body that also carries its `requestId`, which checkRequestId checks for
 * every answer: the tests of what a refusal says need not each repeat it. Only a received object with a `message` and
 * a string `requestId`, against an expected one that names no `requestId` at all: an expected `requestId` is compared.
 */
type Tester = Parameters<typeof expect.addEqualityTesters>[0][number];
const ignoringRequestIds: Tester = function (received, expected, testers) {
  const isErrorBody = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && 'message' in value;
  if (!isErrorBody(received) || !isErrorBody(expected) || 'requestId' in expected) return undefined;
  if (typeof received.requestId !== 'string') return undefined;
  const { requestId: _checkedElsewhere, ...rest } = received;
  return this.equals(rest, expected, testers);
};
expect.addEqualityTesters([ignoringRequestIds]);

function checkSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  record.headersChecked += 1;
  for (const [name, expected] of Object.entries(SECURITY_HEADERS)) {
    const value = reply.getHeader(name);
    if (typeof value !== 'string' || !expected.test(value)) {
      record.problems.push(
        `${request.method} ${request.url.split('?', 1)[0]} answered ${reply.statusCode} with ${name}: ` +
          `${String(value)} (${currentTest()})`,
      );
    }
  }
}

/** Watches one app: only ours (made by buildApp, which documents its API); a bare Fastify of a unit test is left be. */
function watchApp({ fastify: app }: { fastify: FastifyInstance }) {
  const sentBodies = new WeakMap<FastifyRequest, string | Buffer | undefined>();
  let checkContract: ReturnType<typeof createContractChecker> | undefined;

  // The first onSend hook of every route: it sees the body as serialized, before @fastify/compress; a body the route
  // sent already compressed (a kept catalogue answer, src/server/encodedBody.ts) is read decompressed.
  app.addHook('onSend', (request, reply, payload, done) => {
    const readable = typeof payload === 'string' || Buffer.isBuffer(payload);
    const encoding = reply.getHeader('content-encoding');
    const decoded =
      Buffer.isBuffer(payload) && encoding === 'br'
        ? brotliDecompressSync(payload)
        : Buffer.isBuffer(payload) && encoding === 'gzip'
          ? gunzipSync(payload)
          : payload;
    sentBodies.set(request, readable ? (decoded as string | Buffer) : payload == null ? '' : undefined);
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (!app.hasDecorator('swagger')) return done();
    const body = sentBodies.get(request);
    collectSecrets(request, reply, body);
    checkSecurityHeaders(request, reply);
    checkRequestId(request, reply, body);
    if (!request.url.startsWith('/api/')) return done();
    const route = request.routeOptions.url;
    if (route === undefined || request.is404 || request.routeOptions.schema?.hide) {
      record.outsideContract += 1;
      return done();
    }
    checkContract ??= contractCheckerOf(app);
    record.validated += 1;
    const contentType = reply.getHeader('content-type');
    const violations = checkContract({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body,
    });
    for (const violation of violations) record.problems.push(`${violation} (${currentTest()})`);
    done();
  });
}

subscribe(FASTIFY_CREATED, watchApp as (message: unknown) => void);

afterAll(() => {
  unsubscribe(FASTIFY_CREATED, watchApp as (message: unknown) => void);
  record.file = path.relative(process.cwd(), expect.getState().testPath ?? '');
  record.logLines = logLines.length;
  record.problems.push(...findLogLeaks(logLines, sentSecrets).map((leak) => `Logged ${leak}`));
  writeFileSync(path.join(inject('suiteRecordDir'), `${randomUUID()}.json`), JSON.stringify(record));
  if (record.problems.length > 0) {
    throw new Error(
      `${record.problems.length} answer(s) or log line(s) broke the API contract, the security headers or the ` +
        `logs' secrecy:\n${record.problems.slice(0, 50).join('\n')}`,
    );
  }
});
