import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { LiveHub } from '../../src/server/live/liveHub';
import { MAX_PAGES_RENDERING } from '../../src/rendering/pageRenderer';
import { buildTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * A page rendered with its data is kept until the catalogue it was rendered from changes (src/server/plugins/spa.ts,
 * src/server/catalogCache.ts): a popular page costs a render once per change. A stand-in renderer of the built one's
 * shape numbers its renders, so the tests see which answer was rendered for them.
 */
const SHELL =
  '<!doctype html><html><head><title>ReferBridge</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PRERENDERED = '<!doctype html><html><head></head><body><div id="root"><p>Loading the job</p></div></body></html>';
const standInRenderer = `
let renders = 0;
export async function renderWithData(url, send) {
  const [pathname, query] = url.split('?');
  const wait = new URLSearchParams(query).get('wait');
  if (wait) await new Promise((resolve) => setTimeout(resolve, Number(wait)));
  const [, kind, id] = pathname.split('/');
  const item = await send((kind === 'referrer' ? '/api/referrer/' : '/api/jobs/') + id, { method: 'GET' });
  renders++;
  if (item.status === 404) return { markup: '<h1>Not found</h1><p id="render">' + renders + '</p>', head: { title: 'Not found', description: '' }, data: {} };
  const found = await item.json();
  const title = kind === 'referrer' ? found.name : found.title;
  return { markup: '<h1>' + title + '</h1><p id="render">' + renders + '</p>', head: { title, description: '' }, data: {} };
}
`;

let distDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let hub: LiveHub;
let app: Awaited<ReturnType<typeof buildTestApp>>;

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
/** The heading and the render's number of the page at `url`, as sent. */
const rendered = async (url: string) => {
  const { body, headers, statusCode } = await page(url);
  return {
    status: statusCode,
    title: /<h1>([^<]*)<\/h1>/.exec(body)?.[1],
    render: Number(/<p id="render">(\d+)<\/p>/.exec(body)?.[1]),
    timing: String(headers['server-timing'] ?? ''),
  };
};

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-kept-pages-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'renderer.mjs'), standInRenderer);
  await mkdir(path.join(distDir, 'prerendered'));
  await writeFile(path.join(distDir, 'prerendered', 'jobs-id.html'), PRERENDERED);
  await writeFile(
    path.join(distDir, 'prerendered', 'routes.json'),
    JSON.stringify([{ pattern: '/jobs/:id', file: 'jobs-id.html' }]),
  );
  database = await createTestDatabase();
  await seedDemoData(database.db);
  hub = new LiveHub({ connectionConfig: { connectionString: database.connectionString }, db: database.db });
  app = await buildTestApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    liveHub: hub,
    distDir,
    pageRendererFile: path.join(distDir, 'renderer.mjs'),
  });
  await hub.start(app.log);
  await app.ready();
  // The renderer loads in the background, from the first page asked; that one goes out prerendered.
  for (let tries = 0; !(await rendered('/jobs/1')).title; tries++) {
    if (tries === 100) throw new Error('The renderer did not load within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await app?.close();
  await hub?.stop();
  await database?.drop();
  await rm(distDir, { recursive: true, force: true });
});

describe('a page rendered with its data', () => {
  it('is rendered once, then sent as it was until the catalogue changes', async () => {
    const first = await rendered('/jobs/2');
    const again = await rendered('/jobs/2');
    expect(again).toMatchObject({ status: 200, title: first.title, render: first.render });
    expect(again.timing).toBe('render;desc="kept"');

    await database.db.execute(sql`update jobs set title = 'Renamed Job' where id = 2`);
    await expect
      .poll(async () => (await rendered('/jobs/2')).title, { timeout: 1000, interval: 20 })
      .toBe('Renamed Job');
    const afterChange = await rendered('/jobs/2');
    expect(afterChange.render).toBeGreaterThan(first.render);
    expect((await rendered('/jobs/2')).render).toBe(afterChange.render);
  });

  it('is rendered once for everyone who asks for it at the same moment after a change', async () => {
    await rendered('/jobs/7?wait=100');
    await database.db.execute(sql`update jobs set title = 'Popular Job' where id = 7`);
    await expect
      .poll(async () => (await rendered('/jobs/7')).title, { timeout: 1000, interval: 20 })
      .toBe('Popular Job');

    const atOnce = await Promise.all(Array.from({ length: 20 }, () => rendered('/jobs/7?wait=100')));
    expect(new Set(atOnce.map((answer) => answer.title))).toEqual(new Set(['Popular Job']));
    // One render answered all 20: rendered once per change, not once per visitor.
    expect(new Set(atOnce.map((answer) => answer.render)).size).toBe(1);
  });

  it('is kept per public origin: a request naming another host never changes the link preview others are sent', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/referrer/1',
      headers: { accept: 'text/html', host: 'attacker.example' },
    });
    expect(forged.body).toContain('<meta property="og:url" content="http://attacker.example/referrer/1" />');
    const everyoneElse = await rendered('/referrer/1');
    expect(everyoneElse).toMatchObject({ status: 200, timing: expect.stringMatching(/^render;dur=/) });
    expect((await page('/referrer/1')).body).toContain('og:url');
    expect((await page('/referrer/1')).body).not.toContain('attacker.example');
  });

  it('is kept per address: another job, or the same one with another query, is rendered for itself', async () => {
    const job = await rendered('/jobs/3');
    const withQuery = await rendered('/jobs/3?from=share');
    expect(withQuery.render).toBeGreaterThan(job.render);
    expect((await rendered('/jobs/3')).render).toBe(job.render);
  });

  it('is not kept when its item does not exist: each such request is a 404 rendered for itself', async () => {
    const first = await rendered('/jobs/99999');
    const second = await rendered('/jobs/99999');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.render).toBeGreaterThan(first.render);
  });

  it('is sent from memory while the renderer is busy; only a page not kept falls back to its prerendered HTML', async () => {
    const popular = await rendered('/jobs/4');
    const busy = Array.from({ length: MAX_PAGES_RENDERING }, (_, index) => page(`/jobs/5?wait=300&n=${index}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [kept, cold] = await Promise.all([page('/jobs/4'), page('/jobs/6')]);
    expect(kept.body).toContain(`<h1>${popular.title}</h1>`);
    expect(cold.body).toContain('Loading the job');
    await Promise.all(busy);
  });
});
