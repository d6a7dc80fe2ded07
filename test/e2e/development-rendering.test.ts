import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectProblems, launchBrowser, live } from './browser';
import { freePort } from './people';

/**
 * `npm run dev` sends pages rendered as production does (src/rendering/devRendering.ts), so the browser hydrates
 * them there too and a page that renders differently in the browser shows React's hydration error in development.
 * Vite runs in a process of its own with the project's configuration, as `npm run dev` starts it, its API the built
 * server the journeys use.
 */

/** A mismatch on purpose: the layout's end-of-hydration marker renders something in the browser only, when asked. */
const MISMATCH_QUERY = 'mismatch-on-purpose';

/** Vite's dev server as `npm run dev` starts it, plus the mismatch, which only a plugin of this test adds. */
const START_VITE = `
import { createServer } from 'vite';
const mismatchOnPurpose = {
  name: 'test:mismatch-on-purpose',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/rendering/HydrationEnd.tsx')) return undefined;
    const browserOnly = "typeof window !== 'undefined' && window.location.search.includes('${MISMATCH_QUERY}')";
    return code.replace('return null;', 'return ' + browserOnly + ' ? <span>only in the browser</span> : null;');
  },
};
const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  plugins: [mismatchOnPurpose],
  server: { port: Number(process.env.VITE_PORT), strictPort: true, host: '127.0.0.1' },
});
await vite.listen();
console.log('listening');
`;

describe('npm run dev renders pages as production does', () => {
  let vite: ChildProcess;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    // As `npm run dev` runs it: no NODE_ENV (vitest sets it to "test" here).
    const { NODE_ENV: _testMode, ...userEnv } = process.env;
    vite = spawn(process.execPath, ['--input-type=module', '-e', START_VITE], {
      env: { ...userEnv, VITE_PORT: String(port), API_PORT: new URL(inject('baseUrl')).port },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      vite.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      vite.on('exit', (code) => reject(new Error(`Vite exited with code ${code}`)));
    });
    origin = `http://127.0.0.1:${port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    vite?.kill('SIGTERM');
  });

  const html = async (pagePath: string) => {
    const response = await fetch(origin + pagePath, { headers: { accept: 'text/html' } });
    return { status: response.status, body: await response.text() };
  };

  it('sends each page with the HTML and status the built server sends', async () => {
    const home = await html('/');
    expect(home.status, home.body.slice(0, 600)).toBe(200);
    expect(home.body).toMatch(/<div id="root"><div/);
    // Vite's own scripts stay, for hot reload.
    expect(home.body).toContain('/@vite/client');

    const job = await html('/jobs/1');
    expect(job.status).toBe(200);
    expect(job.body).toContain('id="page-data"');
    const built = await (await fetch(`${inject('baseUrl')}/jobs/1`, { headers: { accept: 'text/html' } })).text();
    const title = /<h1 id="job-title"[^>]*>([^<]+)/.exec(built)?.[1];
    expect(title).toBeTruthy();
    expect(job.body).toContain(`>${title}`);

    const missingJob = await html('/jobs/99999');
    expect(missingJob.status).toBe(404);
    expect(missingJob.body).toContain('This job is no longer listed');

    for (const unknown of ['/no-such-page', '/debug-reset', '/blog/nope']) {
      const page = await html(unknown);
      expect(page.status, unknown).toBe(404);
      expect(page.body, unknown).toContain('Page Not Found');
    }

    // A page the build does not prerender is the app shell, as in production.
    const profile = await html('/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toContain('<div id="root"></div>');
  });

  it('hydrates the pages without a mismatch, and shows one made on purpose', async () => {
    const context = await browser.newContext({ baseURL: origin });
    try {
      for (const pagePath of ['/', '/jobs/1', '/referrers', '/auth?tab=register', '/no-such-page']) {
        const page = await context.newPage();
        const problems = collectProblems(page);
        await page.goto(pagePath);
        await live(page.getByRole('link', { name: 'ReferBridge' }).first());
        expect(
          problems.filter((problem) => /hydrat/i.test(problem)),
          pagePath,
        ).toEqual([]);
        await page.close();
      }

      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`/no-such-page?${MISMATCH_QUERY}`);
      await page.getByText('only in the browser').waitFor();
      expect(problems.some((problem) => /Hydration failed/.test(problem))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
