import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectProblems, launchBrowser, live, pagePerTest } from './browser';
import { registerThroughApi } from './people';

/**
 * The pages that show data (a job, a referrer, the three lists) are rendered on the server per request, with their
 * data (src/rendering/pageRenderer.ts): the content is in the HTML, and the app hydrates it with the same answers.
 */
const currentPage = pagePerTest();

/** The API calls the page makes, but the session check, which is the browser's to make. */
function collectDataRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/me') requests.push(pathname + search);
  });
  return requests;
}

/** The server loads its renderer with the first page asked of it: until then it sends the pages prerendered. */
async function renderedWithData(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('id="page-data"'), { timeout: 20_000 })
    .toBe(true);
}

describe('pages rendered on the server with their data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** The cards of the list page at `path` (CardGrid's list items), in a browser with JavaScript on or off. */
  async function cards(path: string, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(path);
      const firstCard = page.locator('main ul > li').first();
      await firstCard.waitFor();
      if (javaScriptEnabled) {
        await live(firstCard.getByRole('link').first());
        await page.waitForLoadState('networkidle');
      }
      return await page.locator('main ul > li').allInnerTexts();
    } finally {
      await context.close();
    }
  }

  it('sends a job page with the job in its HTML, readable without JavaScript', async () => {
    const page = currentPage();
    const job = (await (await page.request.get('/api/jobs/1')).json()) as { title: string; companyName: string };
    await renderedWithData(page, '/jobs/1');

    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    try {
      const withoutScript = await context.newPage();
      await withoutScript.goto('/jobs/1');
      await expect(withoutScript.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(job.title);
      await expect(withoutScript.getByText(job.companyName).first().isVisible()).resolves.toBe(true);
      // The document's title names the job, for the tab, the history and link previews.
      await expect(withoutScript.title()).resolves.toContain(job.title);
    } finally {
      await context.close();
    }
  });

  it.each(['/companies', '/referrers', '/browse-jobs', '/browse-jobs?page=2'])(
    '%s carries its cards in its HTML, the ones the app shows',
    async (path) => {
      await renderedWithData(currentPage(), path);
      const inHtml = await cards(path, false);
      expect(inHtml.length).toBeGreaterThan(0);
      expect(await cards(path, true)).toEqual(inHtml);
    },
  );

  it.each(['/jobs/1', '/referrer/1', '/companies', '/referrers', '/browse-jobs'])(
    '%s is hydrated with no hydration error, and the app asks the API for none of its data',
    async (path) => {
      const page = currentPage();
      await renderedWithData(page, path);
      const problems = collectProblems(page);
      const requests = collectDataRequests(page);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await heading.evaluate((node) => ((node as HTMLElement).dataset.fromHtml = 'yes'));
      await live(page.getByRole('link', { name: 'ReferBridge' }).first());
      await page.waitForLoadState('networkidle');
      // The heading is still the node the HTML brought: nothing was thrown away and rendered again.
      expect(await heading.getAttribute('data-from-html')).toBe('yes');
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    },
  );

  it('keeps a signed-in visitor signed in, and puts nothing of their session in the HTML', async () => {
    const page = currentPage();
    const email = await registerThroughApi(page, 'Server Rendered Reader');
    await renderedWithData(page, '/jobs/1');
    // Sent with the visitor's cookie, the HTML is still what anyone gets.
    const html = await (await page.request.get('/jobs/1')).text();
    expect(html).not.toContain(email);
    expect(html).not.toContain('Server Rendered Reader');

    await page.goto('/jobs/1');
    await page.getByRole('button', { name: /account menu for Server Rendered Reader/ }).waitFor();
  });

  it('renders a job that does not exist with its not-found state, answered 404, which the app hydrates as it is', async () => {
    const page = currentPage();
    await renderedWithData(page, '/jobs/1');
    const response = await page.request.get('/jobs/999999');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This job is no longer listed');
    expect(html).toContain('id="page-data"');

    const problems = collectProblems(page);
    const shown: string[] = [];
    // What the page shows each time it changes once the HTML is read (before any script runs): the not-found state,
    // never the loading skeleton.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        new MutationObserver(() => seen.push(document.querySelector('main')?.textContent ?? '')).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    });
    await page.goto('/jobs/999999');
    await page.waitForLoadState('networkidle');
    shown.push(...(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)));
    await page.getByText('This job is no longer listed').waitFor();
    expect(shown.filter((text) => text.length > 0 && !text.includes('This job is no longer listed'))).toEqual([]);
    // The browser reports the document's 404 and the page's own check of the job; anything else is a problem.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
