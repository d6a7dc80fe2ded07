import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * Every answer names its request (X-Request-Id), errors in their body too, and every log line of the request carries
 * the same id, so that what a person quotes to support leads to the log. A proxy's id is kept only from a proxy the
 * app trusts (TRUST_PROXY).
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY_ID = 'f3b1c0de9a8b7c6d5e4f3a2b1c0d9e8f';

let direct: { app: TestApp['app']; close: () => Promise<void> };
let behindProxy: TestApp;
let elsewhereProxy: TestApp;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  });
  [behindProxy, elsewhereProxy] = await Promise.all([
    // app.inject()'s requests come from 127.0.0.1: here that is the proxy.
    createTestApp({ trustProxy: '127.0.0.1' }),
    createTestApp({ trustProxy: '10.0.0.2' }),
  ]);
  const database = await createTestDatabase();
  const app = await buildTestApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET, logStream });
  // A route that fails on our side, as a bug would.
  app.get('/fails', async () => {
    throw new Error('a bug');
  });
  direct = { app, close: async () => (await app.close(), await database.drop()) };
});
afterAll(() => Promise.all([direct.close(), behindProxy.close(), elsewhereProxy.close()]));

describe('X-Request-Id', () => {
  it('is a new UUID on every answer when the request brings none', async () => {
    const first = await direct.app.inject({ method: 'GET', url: '/api/jobs?limit=1' });
    const second = await direct.app.inject({ method: 'GET', url: '/api/jobs?limit=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("is the trusted proxy's, when it sends one", async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(response.headers['x-request-id']).toBe(PROXY_ID);
  });

  it('is never taken from a caller the app does not trust as its proxy', async () => {
    for (const app of [direct.app, elsewhereProxy.app]) {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': PROXY_ID } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it("is generated in place of a trusted proxy's id that is too long or holds what no id holds", async () => {
    for (const offered of ['x'.repeat(129), 'an id with spaces', 'id"quoted', 'id\u00e9']) {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': offered },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('an error answer', () => {
  it('carries the id in its body as requestId, beside its message', async () => {
    const answers = [
      await direct.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await direct.app.inject({ method: 'GET', url: '/api/me' }),
      await direct.app.inject({ method: 'GET', url: '/api/jobs/not-an-id' }),
      await direct.app.inject({ method: 'GET', url: '/api/jobs/%zz' }),
      await direct.app.inject({ method: 'GET', url: '/fails' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 400, 400, 500]);
    for (const answer of answers) {
      const body = answer.json<{ message: string; requestId: string }>();
      expect(body.message).toEqual(expect.stringMatching(/\S/));
      expect(body.requestId).toMatch(UUID);
      expect(body.requestId).toBe(answer.headers['x-request-id']);
    }
    expect(answers[4]!.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      requestId: answers[4]!.headers['x-request-id'],
    });
  });

  it("carries the trusted proxy's id", async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-request-id': PROXY_ID },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in', requestId: PROXY_ID });
  });
});

describe('the log', () => {
  it('names the request on every line it writes for it', async () => {
    logLines.length = 0;
    const response = await direct.app.inject({ method: 'GET', url: '/fails' });
    const id = response.headers['x-request-id'];
    // The incoming request, the error with its stack's frames, and the answer.
    expect(logLines.map((line) => line.msg)).toEqual(['incoming request', 'request failed', 'request completed']);
    expect(logLines.map((line) => line.reqId)).toEqual([id, id, id]);
  });
});
