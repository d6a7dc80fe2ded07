import AjvCompiler, { type Ajv } from '@fastify/ajv-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { createContractChecker, openApiPath, type OpenApiDocument, type RecordedResponse } from './apiContract';
import { createTestApp, registerAccount, routeTable } from './helpers';
import { findLogLeaks } from './logLeaks';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let production: TestApp;
let document: OpenApiDocument & Record<string, unknown>;

beforeAll(async () => {
  [ctx, production] = await Promise.all([createTestApp(), createTestApp({ production: true })]);
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json();
});
afterAll(async () => {
  await Promise.all([ctx.close(), production.close()]);
});

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `METHOD /path/{param}` of every operation the document describes. */
function documentedOperations(described: OpenApiDocument) {
  return Object.entries(described.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The /api routes an app serves, as the document names them; the reference page's own files are not the API. */
function servedApiOperations(app: TestApp['app']) {
  return routeTable(app)
    .map((route) => route.split(' ') as [string, string])
    .filter(([, url]) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
    .map(([method, url]) => `${method} ${openApiPath(url)}`);
}

/** Fastify's AJV in strict mode: a schema with a keyword JSON Schema does not know, or a typo, does not compile. */
function strictAjv() {
  let ajv: Ajv | undefined;
  AjvCompiler()(
    {},
    {
      customOptions: {
        strict: true,
        allowUnionTypes: true,
        coerceTypes: false,
        useDefaults: false,
        removeAdditional: false,
        formats: { binary: true },
      },
      onCreate: (instance) => (ajv = instance),
    },
  );
  return ajv!;
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1, named after the product, at the version of the package', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'ReferBridge API', version });
  });

  it('lists every /api route of the server with its methods, and nothing else', () => {
    expect(documentedOperations(document).sort()).toEqual(servedApiOperations(ctx.app).sort());
  });

  it('is well formed: path parameters declared, every answer described, every schema valid JSON Schema', () => {
    const ajv = strictAjv();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item) as Array<[string, Record<string, unknown>]>) {
        const where = `${method.toUpperCase()} ${path}`;
        const parameters = (operation.parameters ?? []) as Array<{ name: string; in: string; required?: boolean }>;
        const declared = parameters.filter((parameter) => parameter.in === 'path' && parameter.required);
        if (
          declared
            .map((parameter) => parameter.name)
            .sort()
            .join() !== templated.sort().join()
        ) {
          problems.push(`${where}: its path parameters are not declared as such`);
        }
        for (const parameter of parameters) {
          if (!['query', 'header', 'path', 'cookie'].includes(parameter.in)) {
            problems.push(`${where}: parameter ${parameter.name} is in "${parameter.in}"`);
          }
        }
        const responses = Object.entries(
          (operation.responses ?? {}) as Record<string, { description?: unknown; content?: Record<string, unknown> }>,
        );
        if (responses.length === 0) problems.push(`${where}: no responses`);
        for (const [status, response] of responses) {
          if (!/^([1-5](\d\d|XX)|default)$/.test(status)) problems.push(`${where}: status key ${status}`);
          if (typeof response.description !== 'string') problems.push(`${where} ${status}: no description`);
          for (const [mediaType, media] of Object.entries(response.content ?? {})) {
            if (!/^[\w.+-]+\/[\w.+*-]+$/.test(mediaType)) problems.push(`${where} ${status}: media type ${mediaType}`);
            try {
              ajv.compile((media as { schema: object }).schema);
            } catch (error) {
              problems.push(`${where} ${status} ${mediaType}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes a resume download as the file it is, and an error as { message, requestId }', () => {
    const download = document.paths['/api/referral-requests/{id}/resume']!.get!.responses!;
    expect(Object.keys(download['200']!.content!).sort()).toEqual([
      'application/msword',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(download['4XX']!.content!['application/json']!.schema).toMatchObject({ required: ['message', 'requestId'] });
    expect(download['5XX']!.content!['application/json']!.schema).toMatchObject({ required: ['message', 'requestId'] });
  });

  it('is served in production too, describing that server: without the mail outbox', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const described: OpenApiDocument = response.json();
    expect(documentedOperations(described).sort()).toEqual(servedApiOperations(production.app).sort());
    expect(described.paths['/api/admin/mail']).toBeUndefined();
    expect(described.paths['/api/me']).toBeDefined();
  });
});

describe('the reference page at /api/docs', () => {
  it('is Swagger UI outside production, reading the same document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>ReferBridge API reference</title>');
    expect(page.body).toContain('swagger-ui-bundle.js');
    // No inline script: the site's Content-Security-Policy allows none but the prerendered pages' one.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(read.json()).toEqual(document);
  });

  it.each(['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js'])(
    'is not served in production: %s is a 404',
    async (url) => {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `No such endpoint: GET ${url}` });
    },
  );
});

describe("the suite's contract check (suiteRecorder.ts)", () => {
  let violations: ReturnType<typeof createContractChecker>;
  let signedIn: RecordedResponse;

  beforeAll(async () => {
    violations = createContractChecker(document);
    const account = await registerAccount(ctx.app, 'Contract Checker');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    signedIn = {
      method: 'GET',
      route: '/api/me',
      status: me.statusCode,
      contentType: me.headers['content-type'] as string,
      body: me.body,
    };
  });

  const refused = (message: string) => ({ message, requestId: '5b0c3c52-7f4e-4b8e-9d55-0b8f4f0e0d1a' });
  const json = 'application/json; charset=utf-8';

  it('accepts answers as documented: by status, by range, without a body for HEAD and 204', () => {
    expect(violations(signedIn)).toEqual([]);
    const notSignedIn = JSON.stringify(refused('Please sign in.'));
    expect(violations({ ...signedIn, status: 401, body: notSignedIn })).toEqual([]);
    expect(violations({ ...signedIn, method: 'HEAD', body: '' })).toEqual([]);
    expect(violations({ method: 'POST', route: '/api/logout', status: 204, contentType: undefined, body: '' })).toEqual(
      [],
    );
  });

  it('refuses a status the route does not document', () => {
    expect(violations({ method: 'POST', route: '/api/logout', status: 200, contentType: json, body: '{}' })).toEqual([
      'POST /api/logout answered 200, a status the document does not list for it',
    ]);
  });

  it('refuses a field the schema does not declare', () => {
    const body = JSON.stringify({ ...JSON.parse(signedIn.body as string), passwordHash: '$argon2id$...' });
    expect(violations({ ...signedIn, body })).toEqual([
      'GET /api/me answered 200 with the field passwordHash, which its schema does not declare',
    ]);
  });

  it('refuses a body of another shape', () => {
    const body = JSON.stringify({ ...JSON.parse(signedIn.body as string), id: 'seven' });
    expect(violations({ ...signedIn, body })).toEqual(['GET /api/me answered 200: /id must be integer']);
    expect(violations({ ...signedIn, status: 404, body: '{"error":"Not Found"}' }).sort()).toEqual([
      'GET /api/me answered 404 with the field error, which its schema does not declare',
      "GET /api/me answered 404: (the body) must have required property 'message'",
      "GET /api/me answered 404: (the body) must have required property 'requestId'",
    ]);
  });

  it('refuses a content type the status does not list, and a body where it documents none', () => {
    expect(violations({ ...signedIn, contentType: 'text/html' })).toEqual([
      'GET /api/me answered 200 as text/html, which the document does not list (application/json)',
    ]);
    expect(violations({ method: 'POST', route: '/api/logout', status: 204, contentType: json, body: '{}' })).toEqual([
      'POST /api/logout answered 204 with a body of 2 bytes, where the document says no content',
    ]);
  });

  it('refuses a route the document does not have', () => {
    expect(violations({ ...signedIn, route: '/api/nowhere' })).toEqual(['GET /api/nowhere is not in the document']);
    expect(violations({ ...signedIn, method: 'PATCH' })).toEqual(['PATCH /api/me is not in the document']);
  });
});

describe("the suite's log check (logLeaks.ts)", () => {
  const requestLog = (url: string) =>
    JSON.stringify({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url, ip: '127.0.0.1' },
      msg: 'incoming request',
    });

  it.each([
    ['a cookie header', JSON.stringify({ req: { headers: { cookie: 'theme=dark' } } })],
    ['a cookie header', JSON.stringify({ res: { headers: { 'set-cookie': ['a=b'] } } })],
    ['an authorization header', JSON.stringify({ busboyOptions: { headers: { authorization: 'Basic eDp5' } } })],
    ['a password field', JSON.stringify({ body: { newPassword: 'hunter2' } })],
    ['a session cookie', 'Cookie: rb.sid=abc.def'],
    ['a reset token in a link', JSON.stringify({ msg: 'sent https://referbridge.example/reset-password?token=abc' })],
    ['a query string with an e-mail address', requestLog('/api/referrers?search=ada%40example.com')],
    ['resume bytes (PDF)', JSON.stringify({ file: '%PDF-1.4\n1 0 obj' })],
    ['resume bytes (PDF)', JSON.stringify({ file: Buffer.from('%PDF-1.4\n').toString('base64') })],
    ['resume bytes (PDF)', JSON.stringify({ file: Buffer.from('%PDF-1.4\n') })],
    ['resume bytes (zip)', JSON.stringify({ file: 'PK\u0003\u0004\u0014\u0000' })],
    [
      'resume bytes (OLE)',
      JSON.stringify({ file: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]).toString('base64') }),
    ],
  ])('finds %s', (what, line) => {
    expect(findLogLeaks([line], [])).toEqual([`${what}, in: ${line}`]);
  });

  it('finds a value a request sent, in any of the forms a log writes it', () => {
    const password = 'correct "horse" battery/staple';
    for (const written of [password, JSON.stringify(password).slice(1, -1), encodeURIComponent(password)]) {
      const line = JSON.stringify({ msg: 'x' }).replace('x', written);
      expect(findLogLeaks([line], [password])).toEqual([`the sent value "${password}", in: ${line}`]);
    }
  });

  it('passes what the server logs of ordinary requests, redacted headers included', () => {
    const lines = [
      requestLog('/api/referrers'),
      requestLog('/api/me/password'),
      JSON.stringify({ level: 30, res: { statusCode: 200 }, responseTime: 3.2, msg: 'request completed' }),
      JSON.stringify({ busboyOptions: { headers: { cookie: '[Redacted]', 'content-type': 'multipart/form-data' } } }),
    ];
    // A value with a lone surrogate (hostile input sends them) has no percent-encoding: it is still looked for.
    expect(findLogLeaks(lines, ['password 123', 'short', '\ud800 lone surrogate'])).toEqual([]);
  });
});
