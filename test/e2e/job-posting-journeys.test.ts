import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, live, screenshot } from './browser';
import { ADMIN, expectOk, referrerThroughApi, SCREENS } from './people';

/**
 * Job posting in Chromium: a refused submit puts the focus on the first field in error, and a job's poster (or an
 * admin) finds Edit where everyone else finds Apply with Referral, on the job's success page and on its page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
/** A person in their own browser, at their own address (the server counts its rate limits per address). */
async function person(viewport: { width: number; height: number } = SCREENS[0].viewport): Promise<Page> {
  people += 1;
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${people % 250}` },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const unique = () => `${Date.now().toString(36)}${(people += 1)}`;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('job posting: a refused submit', () => {
  it.each(SCREENS)('puts the focus on the first field in error ($name)', async (screen) => {
    const id = unique();
    const page = await person(screen.viewport);
    await referrerThroughApi(page, `Fay Focus ${id}`, `Focusworks ${id}`);
    await page.goto('/job-posting');
    const form = page.getByRole('form', { name: 'Job posting' });
    const submit = await live(form.getByRole('button', { name: 'Post job' }));

    await submit.click();
    const title = form.getByRole('textbox', { name: /^Job title/ });
    await form.getByText('Please enter the job title').waitFor();
    await expect.poll(() => isFocused(title)).toBe(true);
    await screenshot(page, `job-posting-empty-submit-${screen.name}`, { fullPage: false });

    // Put right, the next field in error takes the focus on the next try.
    await title.fill('Platform Engineer');
    await submit.click();
    await expect.poll(() => isFocused(form.getByRole('combobox', { name: /^Type/ }))).toBe(true);
    await page.context().close();
  });
});

describe("a job's poster", () => {
  it('finds Edit rather than Apply with Referral on the success page and the job page; others find Apply', async () => {
    const id = unique();
    const jobTitle = `Reliability Engineer ${id}`;
    const poster = await person();
    await referrerThroughApi(poster, `Pia Poster ${id}`, `Editwell ${id}`);
    const posted = await poster.request.post('/api/jobs', {
      data: {
        title: jobTitle,
        type: 'Full-time',
        company: `Editwell ${id}`,
        location: 'Remote',
        experienceLevel: 'Mid Level',
        description:
          'Keep the services our customers rely on up, fast and boring, with a team that writes things down.',
      },
    });
    await expectOk(posted);
    const jobId = ((await posted.json()) as { id: number }).id;
    const edit = (page: Page) => page.getByRole('link', { name: `Edit ${jobTitle}` });
    const apply = (page: Page) => page.getByRole('button', { name: 'Apply with Referral' });

    await poster.goto(`/job-success/${jobId}`);
    const card = poster.getByRole('article', { name: jobTitle });
    await edit(poster).waitFor();
    expect(await card.getByRole('button', { name: 'Apply with Referral' }).count()).toBe(0);
    await screenshot(poster, 'job-success-poster');

    await poster.goto(`/jobs/${jobId}`);
    await edit(poster).waitFor();
    expect(await apply(poster).count()).toBe(0);
    await screenshot(poster, 'job-page-poster');
    await edit(poster).click();
    await poster.waitForURL(`**/job-posting?edit=${jobId}`);
    const form = poster.getByRole('form', { name: 'Job posting' });
    await expect.poll(() => form.getByRole('textbox', { name: /^Job title/ }).inputValue()).toBe(jobTitle);

    // Another referrer and a visitor may apply, not edit; an admin may edit any job.
    const other = await person();
    await referrerThroughApi(other, `Otto Other ${id}`, `Editwell ${id}`);
    const visitor = await person();
    const admin = await person();
    await expectOk(await admin.request.post('/api/login', { data: ADMIN }));
    for (const [page, mayEdit] of [
      [other, false],
      [visitor, false],
      [admin, true],
    ] as const) {
      // The session check answers once the page is the app's: wait for it before counting.
      const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/me'));
      await page.goto(`/jobs/${jobId}`);
      await sessionChecked;
      if (mayEdit) {
        await edit(page).waitFor();
        expect(await apply(page).count()).toBe(0);
      } else {
        await apply(page).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await edit(page).count()).toBe(0);
      }
    }
    for (const page of [poster, other, visitor, admin]) await page.context().close();
  });
});
