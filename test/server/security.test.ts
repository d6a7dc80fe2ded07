import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../src/shared/referralRequest';
import { pdfOfSize } from './fixtures/resumes';
import { createTestApp } from './helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const validRegistration = (email: string) => ({ name: 'Sam', email, password: 'password 123' });

/** What helmet (plugins/security.ts) sets on every answer. */
function expectSecurityHeaders(response: { headers: Record<string, unknown> }) {
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

/** A referral request whose resume is one byte past the limit. */
function oversizedUpload() {
  const form = new FormData();
  const fields = { name: 'Big File', email: 'big@example.com', phone: '+44 20 7946 0000', company: 'Northwind' };
  for (const [name, value] of Object.entries({ ...fields, experience: '3', message: 'Please refer me.' })) {
    form.append(name, value);
  }
  form.append('resume', new Blob([pdfOfSize(RESUME_MAX_BYTES + 1)]), 'cv.pdf');
  return form;
}

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin with 403', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: validRegistration('csrf1@example.com'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
  });

  it('refuses a call the browser marks as cross-site, even without Origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same call from our own origin', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: validRegistration('csrf2@example.com'),
    });
    expect(response.statusCode).toBe(201);
  });

  it('checks against PUBLIC_URL when it is set', async () => {
    const behindProxy = await createTestApp({ publicUrl: 'https://referbridge.example' });
    try {
      const ok = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'https://referbridge.example', host: 'internal:3000' },
        payload: validRegistration('proxy@example.com'),
      });
      expect(ok.statusCode).toBe(201);
      const refused = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { origin: 'http://internal:3000', host: 'internal:3000' },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('responses', () => {
  it('answers an unknown /api path with a JSON 404, not the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it.each([
    ['a success', 'GET', '/api/me'],
    ['a 404', 'GET', '/api/missing'],
    ['a 400', 'POST', '/api/login'],
    ["the router's 400 for a malformed percent-encoding", 'GET', '/api/referrer/%E0%A4%A'],
    ["the router's 414 for a parameter of 200 digits", 'GET', `/api/referrer/${'1'.repeat(200)}`],
    ['the API document', 'GET', '/api/openapi.json'],
    ['the API reference page', 'GET', '/api/docs'],
    ["a static file of the reference page's", 'GET', '/api/docs/static/swagger-ui.css'],
    ["a blog short link's redirect", 'GET', '/how-to-get-referral-at-top-tech-companies'],
  ])('sends security headers on %s', async (_label, method, url) => {
    const response = await ctx.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response);
  });

  it('sends security headers on a 413 for an upload past the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-referral-request',
      payload: oversizedUpload(),
    });
    expect(response.statusCode).toBe(413);
    expectSecurityHeaders(response);
  });

  it('sends security headers on a 415 for a body of the wrong type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    expect(response.statusCode).toBe(415);
    expectSecurityHeaders(response);
  });

  it.each([
    ['/api/referrer/%E0%A4%A', 400, 'This address is not valid.'],
    [`/api/referrer/${'1'.repeat(200)}`, 414, 'This address is too long.'],
    [`/api/referral-requests/${'9'.repeat(101)}/resume`, 414, 'This address is too long.'],
  ])(
    'answers the router refusing %s with %i and a { message } body like every other error',
    async (url, status, message) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message });
    },
  );

  it('hides driver errors behind a generic 500', async () => {
    const broken = await createTestApp();
    await broken.pool.end(); // every query now fails inside pg
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@example.com', password: 'password1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expectSecurityHeaders(response);
    } finally {
      await broken.app.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  let attempts = 0;
  // A new e-mail each time, so that only the per-address limit is at work, not the per-account one.
  const login = (app: Awaited<ReturnType<typeof createTestApp>>['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      // light-my-request connects from 127.0.0.1: the proxy here.
      headers,
      payload: { email: `nobody-${++attempts}@example.com`, password: 'wrong password' },
    });

  it('limits each client by the address the proxy appended, whatever the client wrote before it', async () => {
    const behindProxy = await createTestApp({ trustProxy: '127.0.0.1', rateLimits: { loginLimit: 10 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        // The client invents a new address each time; the proxy appends the one it really came from.
        const response = await login(behindProxy.app, { 'x-forwarded-for': `10.66.${attempt}.1, 203.0.113.7` });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another client behind the same proxy is not held back by the first.
      expect((await login(behindProxy.app, { 'x-forwarded-for': '198.51.100.20' })).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not the configured proxy', async () => {
    const behindProxy = await createTestApp({ trustProxy: '10.0.0.2', rateLimits: { loginLimit: 10 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        const response = await login(behindProxy.app, { 'x-forwarded-for': `10.66.${attempt}.1` });
        statuses.push(response.statusCode);
      }
      expect(statuses[10]).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});
