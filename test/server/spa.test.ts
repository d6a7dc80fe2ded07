import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

let distDir: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ distDir });
});
afterAll(async () => {
  await ctx.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the app', () => {
  it.each(['/', '/browse-jobs', '/referrer/12#contact', '/no/such/page'])(
    'answers %s with the app, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such endpoint: GET /api/unknown');
  });
});
