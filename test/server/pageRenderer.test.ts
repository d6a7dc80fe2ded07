import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { isAllowedRead, MAX_PAGES_RENDERING } from '../../src/rendering/pageRenderer';
import { pageRoutes } from '../../src/shared/paths';
import { PAGE_DATA_ELEMENT_ID } from '../../src/rendering/pageData';
import { createTestApp, registerAccount } from './helpers';

/**
 * The server renders the pages that show data per request, with the built renderer (dist/renderer, from
 * src/rendering/renderApp.tsx). Here a stand-in renderer of the same shape reports what the server's in-process API answered
 * it, so these tests see what the real one would be given, and what the server does with what it returns.
 */
/** As the build writes it: the app's entry script and its module preloads in the head. */
const SHELL =
  '<!doctype html><html><head><title>ReferBridge</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-def.js"></head>' +
  '<body><div id="root"></div></body></html>';
const FIRST_PAINT = '<!doctype html><html><head></head><body><div id="root"><p>Loading the job</p></div></body></html>';

const standInRenderer = `
export async function renderWithData(url, send) {
  if (url.includes('broken=1')) throw new Error('the page broke');
  const [pathname, query] = url.split('?');
  const wait = new URLSearchParams(query).get('wait');
  if (wait) await new Promise((resolve) => setTimeout(resolve, Number(wait)));
  const id = pathname.split('/')[2];
  const job = await send('/api/jobs/' + id, { method: 'GET' });
  if (job.status === 404) {
    return { markup: '<h1>This job is no longer listed</h1>', head: { title: 'Job', description: '' }, data: {} };
  }
  if (!job.ok) return undefined;
  const me = await send('/api/me', { method: 'GET' });
  const search = await send('/api/referrers?search=a&limit=2', { method: 'GET' });
  const { title } = await job.json();
  return {
    markup: '<h1>' + title + '</h1><p id="me">' + me.status + '</p><p id="count">' + search.headers.get('x-total-count') + '</p>',
    head: { title: title + ' | ReferBridge', description: 'A job </script> on ReferBridge' },
    data: { api: { queries: { note: 'ends with </script><script>alert(1)</script>' } } },
  };
}
`;

let distDir: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

async function page(url: string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-renderer-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'renderer.mjs'), standInRenderer);
  await mkdir(path.join(distDir, 'prerendered'));
  await writeFile(path.join(distDir, 'prerendered', 'jobs-id.html'), FIRST_PAINT);
  await writeFile(
    path.join(distDir, 'prerendered', 'routes.json'),
    JSON.stringify([{ pattern: '/jobs/:id', file: 'jobs-id.html' }]),
  );
  ctx = await createTestApp({ distDir, pageRendererFile: path.join(distDir, 'renderer.mjs') });
  await seedDemoData(ctx.db);
  // The renderer loads in the background, from the first page asked; that one goes out prerendered.
  for (let tries = 0; !(await page('/jobs/1')).body.includes('<h1>'); tries++) {
    if (tries === 100) throw new Error(`The renderer did not load within 5 s: ${(await page('/jobs/1')).body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await ctx?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('a page rendered with its data', () => {
  it("is the page with the catalogue's answers, its head, and its data for the browser's store", async () => {
    const job = (await ctx.app.inject({ method: 'GET', url: '/api/jobs/1' })).json<{ title: string }>();
    const response = await page('/jobs/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(response.body).toContain(`<div id="root"><h1>${job.title}</h1>`);
    // The app's code is loaded once the page has painted, as on every prerendered page (src/rendering/pageDocument.ts).
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).toContain('"entry":"/assets/index-abc.js"');
    expect(response.body).toContain('"preload":["/assets/runtime-def.js"]}');
    expect(response.body).toContain(`<title>${job.title} | ReferBridge</title>`);
    // A list's headers reach the page as the browser would get them (the total, for its pagination).
    expect(response.body).toMatch(/<p id="count">\d+<\/p>/);
    expect(response.body).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  });

  it('refuses the renderer anything but the catalogue, so no page holds an answer that depends on who asks', async () => {
    const response = await page('/jobs/1');
    expect(response.body).toContain('<p id="me">403</p>');
  });

  it('is the same for a signed-in visitor: the server asks its API as nobody', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Page Reader');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const response = await page('/jobs/1', cookie);
    expect(response.body).toContain('<p id="me">403</p>');
    expect(response.body).not.toContain(me.json<{ email: string }>().email);
  });

  it('carries its data so that no text in it can end the element or start a script', async () => {
    const body = (await page('/jobs/1')).body;
    const element = body.slice(body.indexOf(`id="${PAGE_DATA_ELEMENT_ID}">`));
    const json = element.slice(element.indexOf('>') + 1, element.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ api: { queries: { note: 'ends with </script><script>alert(1)</script>' } } });
    expect(body).not.toContain('<script>alert(1)');
  });

  it('draws the not-found state of a job that does not exist, answered 404', async () => {
    const response = await page('/jobs/999999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>This job is no longer listed</h1>');
  });

  it('answers 404 for a job that does not exist while the renderer is busy, with the prerendered page', async () => {
    const busy = Array.from({ length: MAX_PAGES_RENDERING }, () => page('/jobs/1?wait=300'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await page('/jobs/999999');
    await Promise.all(busy);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Loading the job');
    expect(response.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(response.headers['server-timing']).toBeUndefined();
  });

  it('falls back to the prerendered page when rendering fails, and the visitor still gets the page', async () => {
    const response = await page('/jobs/1?broken=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Loading the job');
  });

  it('sends the prerendered page past the pages it may render at once, and renders again once they are done', async () => {
    const slow = await Promise.all(Array.from({ length: MAX_PAGES_RENDERING + 1 }, () => page('/jobs/1?wait=300')));
    const drawn = slow.filter((response) => response.body.includes(PAGE_DATA_ELEMENT_ID));
    expect(drawn).toHaveLength(MAX_PAGES_RENDERING);
    expect(slow.every((response) => response.statusCode === 200)).toBe(true);
    expect(slow.filter((response) => response.body.includes('Loading the job'))).toHaveLength(1);
    expect((await page('/jobs/1')).body).toContain(PAGE_DATA_ELEMENT_ID);
  });

  it('leaves the other pages as they were', async () => {
    const response = await page('/auth');
    expect(response.body).toBe(SHELL);
  });
});

describe("the catalogue's reads, the only answers pages are drawn from", () => {
  /** Every read a page of the route table may make to be rendered with its data. */
  const reads = pageRoutes.flatMap((route) => route.reads ?? []);

  it.each([
    '/api/referrers',
    '/api/referrers?search=ana&limit=12',
    '/api/referrer/3',
    '/api/companies',
    '/api/company/2',
    '/api/jobs?page=2',
    '/api/jobs/7',
    '/api/jobs/company/Acme%20Corp',
  ])('include %s', (url) => {
    expect(isAllowedRead(reads, url)).toBe(true);
  });

  it.each([
    '/api/me',
    '/api/me/jobs',
    '/api/me/account',
    '/api/notifications',
    '/api/referral-requests',
    '/api/admin/users',
    '/api/referrers/../me',
    '/api/jobsx',
    '/api/jobs/1/close',
  ])('exclude %s', (url) => {
    expect(isAllowedRead(reads, url)).toBe(false);
  });
});
