import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { createTestApp } from './helpers';

let distDir: string;
const homePage = `<!doctype html><div id="root"><h1>Get referred to your dream job</h1>${'<p>How it works</p>'.repeat(50)}</div>`;
const jobPage = '<!doctype html><div id="root"><p>Loading the job</p></div>';
const signInPage = '<!doctype html><div id="root"><h1>Welcome back</h1></div>';
const registerPage = '<!doctype html><div id="root"><h1>Join ReferBridge</h1></div>';
const notFoundPage = '<!doctype html><div id="root"><h1>Page Not Found</h1></div>';
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};`;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // As the build writes them (vite.config.ts): compressed copies beside the asset.
  await writeFile(path.join(distDir, 'assets', 'app-def456.js'), script);
  await writeFile(path.join(distDir, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
  await writeFile(path.join(distDir, 'assets', 'app-def456.js.gz'), gzipSync(script));
  // As src/rendering/prerender.ts writes them: a document per prerendered route, compressed copies, and the map.
  await mkdir(path.join(distDir, 'prerendered'));
  const prerendered = {
    'home.html': homePage,
    'jobs-id.html': jobPage,
    'auth--tab-register.html': registerPage,
    'auth.html': signInPage,
    'not-found.html': notFoundPage,
  };
  for (const [file, html] of Object.entries(prerendered)) {
    await writeFile(path.join(distDir, 'prerendered', file), html);
    await writeFile(path.join(distDir, 'prerendered', `${file}.br`), brotliCompressSync(html));
    await writeFile(path.join(distDir, 'prerendered', `${file}.gz`), gzipSync(html));
  }
  await writeFile(
    path.join(distDir, 'prerendered', 'routes.json'),
    JSON.stringify([
      { pattern: '/auth', query: 'tab=register', file: 'auth--tab-register.html' },
      { pattern: '/', file: 'home.html' },
      { pattern: '/jobs/:id', file: 'jobs-id.html' },
      { pattern: '/auth', file: 'auth.html' },
      { pattern: '*', file: 'not-found.html' },
    ]),
  );
  ctx = await createTestApp({ distDir });
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the app', () => {
  it.each(['/no/such/page', '/jobs', '/jobs/7/apply', '/.env', '/debug-reset', '/blog/nope'])(
    'answers %s, a page that is not there, 404 with the not-found page',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(notFoundPage);
    },
  );

  it.each(['/jobs/12345', '/jobs/abc', '/referrer/99999'])(
    'answers %s, an item that does not exist, 404 with its page prerendered',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(url.startsWith('/jobs/') ? jobPage : '<!doctype html><div id="root"></div>');
    },
  );

  it.each(['/browse-jobs', '/referrer/1#contact', '/profile', '/admin-dashboard'])(
    'answers %s with the app, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['/', homePage],
    ['/?search=engineer', homePage],
    ['/jobs/7', jobPage],
    ['/jobs/7?ref=share', jobPage],
    // The variant prerendered for the query, so the app hydrates the tab it shows itself.
    ['/auth?tab=register', registerPage],
    ['/auth?redirect=%2Fjob-posting&tab=register', registerPage],
    ['/auth', signInPage],
    ['/auth?tab=signin', signInPage],
  ])('answers %s with its prerendered page, never cached', async (url, html) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(html);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])(
    'sends a prerendered page compressed at build time to a browser that accepts %s',
    async (accept, encoding, decode) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(homePage);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])('sends the copy compressed at build time to a browser that accepts %s', async (accept, encoding, decode) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain asset to a browser that accepts no compression', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it("sends files from the assets folder only: a missing asset is a 404, the build's documents are no files to fetch", async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such endpoint: GET /assets/gone-000.js');
    for (const url of ['/index.html', '/assets/../index.html', '/assets/%2e%2e/index.html']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect({ url, cacheControl: response.headers['cache-control'] }).not.toEqual({
        url,
        cacheControl: expect.stringMatching(/max-age/),
      });
    }
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such endpoint: GET /api/unknown');
  });
});
