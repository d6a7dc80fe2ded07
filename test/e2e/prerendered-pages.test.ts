import { describe, expect, inject, it } from 'vitest';
import { collectProblems, launchBrowser, pagePerTest, screenshot } from './browser';

/**
 * The public pages are prerendered into their HTML (src/rendering/prerender.ts): a phone shows the page before
 * the JavaScript arrives, and the app then hydrates it without rendering it again.
 */
const currentPage = pagePerTest();

describe('the prerendered public pages', () => {
  it.each([
    ['/', 'Get referred to your dream job'],
    ['/browse-jobs', 'Browse Jobs'],
    ['/jobs/1', 'Job Details'],
  ])('%s is readable without JavaScript', async (path, text) => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
      if (path === '/') await screenshot(page, 'first-paint-home-without-javascript');
    } finally {
      await browser.close();
    }
  });

  it('are hydrated in place: no hydration error, no layout shift, and the page works', async () => {
    const page = currentPage();
    const problems = collectProblems(page);
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: 'Get referred to your dream job' });
    await hero.waitFor();
    const before = await hero.evaluate((node) => {
      (node as HTMLElement).dataset.prerendered = 'yes';
      return node.getBoundingClientRect().toJSON();
    });
    // React marks each node it hydrates with its props: the button is live once it carries them.
    const button = page.getByRole('button', { name: 'Request a Referral' }).first();
    await page.waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await button.elementHandle(),
    );
    // The heading on screen is still the node the HTML brought, where it was...
    expect(await hero.getAttribute('data-prerendered')).toBe('yes');
    expect(await hero.evaluate((node) => node.getBoundingClientRect().toJSON())).toEqual(before);
    // ...and the app works: its button opens the request modal.
    await button.click();
    await page.getByRole('dialog').waitFor();
    // Cumulative Layout Shift as browsers define it: shifts within half a second of the person's own input (here the
    // dialog opening on their press) do not count. Each one that counts is named, with what moved.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const counted: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
            >) {
              if (entry.hadRecentInput) continue;
              const moved = (entry.sources ?? []).map((source) => {
                const element = source.node instanceof Element ? source.node : source.node?.parentElement;
                return element ? `${element.tagName.toLowerCase()}.${element.className}` : '(text)';
              });
              counted.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(counted), 200);
        }),
    );
    expect(shifts).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("keeps the page's styles where the HTML put them, and adds none of them again", async () => {
    const page = currentPage();
    const problems = collectProblems(page);
    // Every stylesheet removed from the page (a move is a removal, then an insertion), as it happens.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedStyles: string[] }).removedStyles = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') removed.push(node.textContent!.slice(0, 60));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: 'Get referred to your dream job' });
    const looks = () =>
      hero.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.fontSize, style.fontWeight, style.color, style.letterSpacing].join(' ');
      });
    await hero.waitFor();
    const prerendered = await looks();
    const rulesIn = () =>
      page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0));
    const rulesBefore = await rulesIn();
    const button = page.getByRole('button', { name: 'Request a Referral' }).first();
    await page.waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await button.elementHandle(),
    );
    expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([]);
    expect(await looks()).toBe(prerendered);
    // The app adds the styles of what the HTML did not draw (the cards, once their data is in), not the page's again.
    expect(await rulesIn()).toBeLessThan(rulesBefore * 1.25);
    expect(problems).toEqual([]);
  });

  it('styles a page the app draws itself (the app shell) as it styles a prerendered one', async () => {
    const page = currentPage();
    const signIn = page.getByRole('navigation').getByRole('link', { name: 'Sign In' });
    const look = () =>
      signIn.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.backgroundColor, style.color, style.borderRadius, style.paddingLeft].join(' ');
      });
    await page.goto('/');
    await signIn.waitFor();
    const prerendered = await look();
    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    expect(await look()).toBe(prerendered);
  });

  it("ships no tag that fetches the app's code before the first paint, and the page's code still loads", async () => {
    const page = currentPage();
    const served = await (await page.request.get('/referrers')).text();
    expect(served).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    await page.goto('/referrers');
    await page.getByRole('heading', { level: 1, name: 'Browse Referrers' }).waitFor();
    // The loader added the entry's script after the paint; the page's own code followed, and the page works.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /ReferrersPage-[\w-]+\.js$/.test(entry.name)),
    );
    expect(await page.locator('script[type="module"][src^="/assets/index-"]').count()).toBe(1);
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill('Rust');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 10_000 }).toBe('Rust');
  });

  it("loads the request modal's code on the way to its button, not with the page", async () => {
    const page = currentPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Request a Referral' }).first();
    await page.waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await button.elementHandle(),
    );
    const isModalCode = (path: string) => /RequestReferralModal-[\w-]+\.js$/.test(path);
    expect(scripts.some(isModalCode)).toBe(false);
    await button.hover();
    await expect.poll(() => scripts.some(isModalCode)).toBe(true);
    await button.click();
    await page.getByRole('dialog').waitFor();
  });

  it('keep a search typed before the page has hydrated, and run it', async () => {
    const page = currentPage();
    // The app's code waits until the search is typed, as on a slow phone.
    let releaseScripts: () => void = () => {};
    const typed = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search referrers' });
    await box.fill('Rust');
    releaseScripts();
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 10_000 }).toBe('Rust');
    await page.getByRole('heading', { name: /Referrers for .Rust./ }).waitFor();
    expect(await box.inputValue()).toBe('Rust');
  });

  it('show the results of a shared search link once the page has hydrated, with no hydration error', async () => {
    const page = currentPage();
    const problems = collectProblems(page);
    await page.goto('/?search=Rust');
    const hero = page.getByRole('heading', { level: 1, name: 'Get referred to your dream job' });
    await hero.evaluate((node) => ((node as HTMLElement).dataset.prerendered = 'yes'));
    await page.getByRole('heading', { name: /Referrers for .Rust./ }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search referrers' }).inputValue()).toBe('Rust');
    expect(problems).toEqual([]);
    // Hydrated, not rendered again: the heading is still the node the HTML brought.
    expect(await hero.getAttribute('data-prerendered')).toBe('yes');
  });

  it.each([
    ['/no-such-page', 'Page Not Found'],
    ['/.env', 'Page Not Found'],
    ['/debug-reset', 'Page Not Found'],
    ['/blog/nope', 'Page Not Found'],
    // An item that does not exist: its page rendered with its not-found state, which the app hydrates.
    ['/jobs/99999', 'This job is no longer listed'],
    ['/referrer/99999', "We couldn't find this referrer"],
  ])('answer %s 404, and the app shows the page that says so, hydrated with no hydration error', async (path, text) => {
    const response = await fetch(new URL(path, inject('baseUrl')), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(text.replace("'", '&#x27;'));
    const page = currentPage();
    const problems = collectProblems(page);
    await page.goto(path);
    await page.getByText(text, { exact: true }).first().waitFor();
    // The browser reports the document's status itself; anything else is a problem.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  it.each([
    '/',
    '/jobs/1',
    '/referrer/1',
    '/blog/how-to-get-referral-at-top-tech-companies',
    '/profile',
    '/admin-dashboard',
  ])('answers %s, a page that is there, 200', async (path) => {
    const response = await fetch(new URL(path, inject('baseUrl')), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
  });
});
