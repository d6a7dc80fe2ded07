import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { live, pagePerTest, screenshot } from './browser';

/**
 * The marketplace as a visitor goes through it, signed out, against the seeded demo data: a referrer search from the
 * home page to the referrer's contact section and the request form (on a desktop and on a phone), a filtered job
 * list to a job and Apply with Referral, the home page's pricing anchor, and every link of the navbar and footer.
 */
const baseUrl = inject('baseUrl');
const currentPage = pagePerTest();

const PHONE = { width: 390, height: 844 };

/** expect.poll with room for a loaded 2-core machine: the page's code, the API and the search's pause come first. */
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 10_000 });

interface Referrer {
  id: number;
  name: string;
  companyName: string;
}

interface Job {
  id: number;
  title: string;
  companyName: string;
  type: string;
  experienceLevel: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A search term the seed matches with more than one referrer ("Rust": Henrik Lindqvist at Forgeloop and Oliver
 * Bennett at Fathomly Analytics), asked of the API the page itself calls, so the test knows which cards to expect.
 */
const SEARCH = 'Rust';
async function searchResults() {
  const referrers = await api<Referrer[]>(`/api/referrers?search=${encodeURIComponent(SEARCH)}&limit=9`);
  expect(referrers.length, 'referrers the seed has for the search').toBeGreaterThan(1);
  return referrers;
}

/** Whether the element is wholly inside the window as it is scrolled now. */
async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Types the search into the hero's box and waits for the result cards of `expected`, in the API's order. */
async function searchFromHero(page: Page, expected: Referrer[]) {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Search referrers' });
  await (await live(hero.getByRole('searchbox', { name: 'Search referrers' }))).fill(SEARCH);
  // The search text lives in the URL (written once typing pauses), so it can be shared and survives a reload.
  await eventually(() => new URL(page.url()).searchParams.get('search')).toBe(SEARCH);
  expect(new URL(page.url()).pathname).toBe('/');
  const results = page.getByRole('region', { name: `Referrers for “${SEARCH}”` });
  const cards = results.getByRole('article');
  await eventually(() =>
    cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby'))),
  ).toEqual(expected.map(({ id }) => `referrer-${id}-name`));
  const count = expected.length === 1 ? '1 referrer found' : `${expected.length} referrers found`;
  expect(await results.getByText(count, { exact: true }).count()).toBe(1);
  for (const referrer of expected) {
    const card = results.getByRole('article', { name: referrer.name, exact: true });
    expect(await card.getByRole('link', { name: referrer.name, exact: true }).getAttribute('href')).toBe(
      `/referrer/${referrer.id}`,
    );
    expect(await card.getByText(referrer.companyName, { exact: true }).count()).toBe(1);
  }
  return results;
}

describe('a visitor looking for a referrer', () => {
  it('searches from the home page, follows a card to the contact section and opens the request form there', async () => {
    const page = currentPage();
    const referrers = await searchResults();
    const results = await searchFromHero(page, referrers);
    await screenshot(page, 'marketplace-home-search-results', { fullPage: false });
    // The search is in the address: loaded again, the page shows the same search and results.
    await page.reload();
    await eventually(() =>
      page.getByRole('search', { name: 'Search referrers' }).getByRole('searchbox').inputValue(),
    ).toBe(SEARCH);
    await eventually(() => results.getByRole('article').count()).toBe(referrers.length);

    // Not the first card: the link must lead to this card's referrer.
    const referrer = referrers.at(-1)!;
    const card = results.getByRole('article', { name: referrer.name, exact: true });
    const contact = card.getByRole('link', { name: `Contact ${referrer.name}`, exact: true });
    expect(await contact.getAttribute('href')).toBe(`/referrer/${referrer.id}#contact`);
    // The company's open jobs, listed above the contact section, come after the referrer (the page asks for them
    // by the referrer's company). On localhost they can come in the same frame; on a real network they come later:
    // held back until the referrer is on screen, they always do here.
    let releaseJobs!: () => void;
    const jobsHeldBack = new Promise<void>((resolve) => (releaseJobs = resolve));
    await page.route(/\/api\/jobs\/company\//, async (route) => {
      await jobsHeldBack;
      await route.continue();
    });
    await contact.click();
    await page.waitForURL((url) => url.pathname === `/referrer/${referrer.id}` && url.hash === '#contact');
    await page.getByRole('heading', { name: referrer.name, level: 1, exact: true }).waitFor();
    releaseJobs();

    // The contact section is the last on a long page: it is on screen only if the page scrolled to it, and it must
    // stay there once the sections above it (the company, its jobs) have loaded.
    const section = page.getByRole('region', { name: `Ask ${referrer.name} for a referral`, exact: true });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'marketplace-referrer-contact', { fullPage: false });
    await eventually(() => inViewport(page, section)).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);

    await section.getByRole('button', { name: 'Request Referral', exact: true }).click();
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.waitFor();
    await eventually(() => form.getByLabel('Company you want to join').inputValue()).toBe(referrer.companyName);
    expect(await form.getByRole('heading', { name: `Request a referral from ${referrer.name}` }).count()).toBe(1);
    await screenshot(page, 'marketplace-referrer-request-modal', { fullPage: false });
  });
});

describe('a visitor browsing jobs', () => {
  it('filters the jobs, opens one and applies with a referral for it', async () => {
    const page = currentPage();
    const filter = { type: 'Contract', experienceLevel: 'Mid Level' };
    const expected = await api<Job[]>(
      `/api/jobs?type=${encodeURIComponent(filter.type)}&experienceLevel=${encodeURIComponent(filter.experienceLevel)}&limit=12`,
    );
    const all = await api<Job[]>('/api/jobs?limit=12');
    expect(expected.length, 'jobs the seed has for the filter').toBeGreaterThan(1);
    // The unfiltered first page shows other jobs, so seeing only matching ones means the filter worked.
    expect(all.some((job) => job.type !== filter.type || job.experienceLevel !== filter.experienceLevel)).toBe(true);

    await page.goto('/browse-jobs');
    const filters = page.getByRole('search', { name: 'Search jobs' });
    const cards = page.getByRole('main').getByRole('article');
    const shownIds = () =>
      cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby')));
    await eventually(shownIds).toEqual(all.map(({ id }) => `job-${id}-title`));

    await (await live(filters.getByLabel('Type', { exact: true }))).selectOption(filter.type);
    await eventually(() => new URL(page.url()).searchParams.get('type')).toBe(filter.type);
    await (await live(filters.getByLabel('Experience', { exact: true }))).selectOption(filter.experienceLevel);
    await eventually(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(filter);
    await eventually(shownIds).toEqual(expected.map(({ id }) => `job-${id}-title`));
    // Each card shows the type and level it was filtered by.
    for (const card of await cards.all()) {
      expect(await card.getByText(filter.type, { exact: true }).count()).toBe(1);
      expect(await card.getByText(filter.experienceLevel, { exact: true }).count()).toBe(1);
    }
    await screenshot(page, 'marketplace-jobs-filtered');

    // Not the first card.
    const job = expected.at(-1)!;
    await cards.getByRole('link', { name: job.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${job.id}`);
    await page.getByRole('heading', { name: job.title, level: 1, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Apply with Referral', exact: true }).click();

    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.waitFor();
    // The job fills the job title, and its company the company field.
    await eventually(() => form.getByLabel('Job title (optional)').inputValue()).toBe(job.title);
    await eventually(() => form.getByLabel('Company you want to join').inputValue()).toBe(job.companyName);
    await screenshot(page, 'marketplace-job-apply-modal', { fullPage: false });

    // A link to the form for this job (`?job=`) fills the same.
    await page.goto(`/refer?job=${job.id}`);
    await form.waitFor();
    await eventually(() => form.getByLabel('Job title (optional)').inputValue()).toBe(job.title);
    await eventually(() => form.getByLabel('Company you want to join').inputValue()).toBe(job.companyName);
  });
});

describe('the pricing section', () => {
  it('is scrolled to by /#pricing, and the navbar leads to the pricing page, which shows the plans', async () => {
    const page = currentPage();
    const heading = page.getByRole('heading', { name: 'Pricing', level: 2, exact: true });
    await page.goto('/#pricing');
    // Once the sections above it have loaded their content.
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'marketplace-pricing-anchor', { fullPage: false });
    await eventually(() => inViewport(page, heading)).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);

    // The navbar's Pricing link opens the pricing page, which shows the plans itself: a link the app follows
    // itself (once it runs), without loading a new document.
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    const navbarPricing = page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Pricing', exact: true });
    await (await live(navbarPricing)).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { name: 'Pricing', level: 1, exact: true }).waitFor();
    const joinWaitlist = page.getByRole('button', { name: 'Join Waitlist', exact: true });
    expect(await joinWaitlist.isDisabled()).toBe(true);
    expect(await page.getByText('Pro is coming soon, so this button is not active yet.').isVisible()).toBe(true);
    expect(await page.getByText(/See the pricing section/).count()).toBe(0);
    await screenshot(page, 'marketplace-pricing-from-navbar', { fullPage: false });
  });
});

describe('the navbar and the footer', () => {
  it('link only to real pages, which load without a console error', { timeout: 120_000 }, async () => {
    const page = currentPage();
    const site = new URL(baseUrl).origin;
    const meUrl = `${site}/api/me`;
    const errors: string[] = [];
    let expected401s = 0;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Signed out, GET /api/me answers 401 by design, and Chromium logs the failed load.
      if (message.location().url === meUrl && message.text().includes('the server responded with a status of 401')) {
        expected401s++;
        return;
      }
      errors.push(`${page.url()}: console error "${message.text()}" at ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const hrefsIn = (landmark: Locator) =>
      landmark.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    await screenshot(page, 'marketplace-links-home');
    const navbarHrefs = await hrefsIn(page.getByRole('banner'));
    const footerHrefs = await hrefsIn(page.getByRole('contentinfo'));
    const hrefs = [...new Set([...navbarHrefs, ...footerHrefs])];

    const internal: string[] = [];
    for (const href of hrefs) {
      const url = new URL(href, site);
      if (url.origin === site) {
        internal.push(url.pathname + url.search + url.hash);
      } else if (url.protocol === 'mailto:') {
        expect(url.pathname, `${href}: an e-mail address`).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
      } else {
        expect(url.protocol, `${href}: a web address`).toMatch(/^https?:$/);
        expect(url.hostname, `${href}: a host`).toMatch(/\./);
      }
    }
    // The links the navbar and footer are known to have, so that an empty collection cannot pass.
    for (const path of ['/', '/referrers', '/browse-jobs', '/companies', '/pricing', '/about', '/auth', '/blog']) {
      expect(internal, 'the navbar links').toContain(path);
    }
    for (const path of ['/become-referrer', '/faq', '/support', '/careers', '/contact', '/privacy']) {
      expect(internal, 'the footer links').toContain(path);
    }

    const visited: Array<{ path: string; heading: string }> = [];
    for (const path of internal) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.first().waitFor();
      // Whatever the page loads after its heading may fail too.
      await page.waitForLoadState('networkidle');
      expect(await heading.count(), `${path}: one h1`).toBe(1);
      const text = (await heading.textContent())!.trim();
      expect(text, `${path}: not the 404 page`).not.toBe('Page Not Found');
      expect(await page.getByText('Did you forget to add the page to the router?').count(), path).toBe(0);
      visited.push({ path, heading: text });
    }
    expect(errors).toEqual([]);
    // The listener hears console errors: each signed-out page load logs the 401 of /api/me.
    expect(expected401s).toBeGreaterThan(0);
    expect(visited.length).toBe(internal.length);
  });
});

describe('a visitor on a phone', () => {
  it('searches from the home page without sideways scrolling and requests a referral from a card', async () => {
    const browser = currentPage().context().browser()!;
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const referrers = await searchResults();
      const results = await searchFromHero(page, referrers);
      const cards = results.getByRole('article');
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        expect(await card.isVisible()).toBe(true);
        const box = (await card.boundingBox())!;
        expect(box.x, 'card inside the screen').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'card inside the screen').toBeLessThanOrEqual(PHONE.width);
      }
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await sideways(), 'page wider than the screen by').toBeLessThanOrEqual(0);
      await results.getByRole('heading').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'marketplace-phone-search-results', { fullPage: false });

      const referrer = referrers.at(-1)!;
      await results
        .getByRole('article', { name: referrer.name, exact: true })
        .getByRole('button', { name: 'Request Referral', exact: true })
        .tap();
      const form = page.getByRole('form', { name: 'Request a referral' });
      await form.waitFor();
      await eventually(() => form.getByLabel('Company you want to join').inputValue()).toBe(referrer.companyName);
      expect(await form.getByRole('heading', { name: `Request a referral from ${referrer.name}` }).count()).toBe(1);
      expect(await sideways(), 'page wider than the screen by').toBeLessThanOrEqual(0);
      await screenshot(page, 'marketplace-phone-request-modal', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
