import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { makePdf } from './pdf';
import { expectOk, registerThroughApi, SCREENS, type Screen } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * What happened after "referred", in Chromium, on a desktop and on a phone: the referrer marks the candidate referred
 * and records the day they submitted them; the candidate reports interviewing, then hired; the referrer's card counts
 * the hire. Each person has their own browser context.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

let addresses = 0;
async function personAt(screen: Screen): Promise<Page> {
  addresses += 1;
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: screen.viewport,
    isMobile: screen.phone,
    hasTouch: screen.phone,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${(addresses % 250) + 1}` },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const readableDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe.each(SCREENS)('after "referred", on a $name', (screen) => {
  it('the referrer records the submission, the candidate reports interviewing then hired, and the card counts it', async () => {
    const id = unique(screen);
    const company = `Outcome Labs ${id}`;
    const candidateName = `Olive Outcome ${id}`;
    const referrerName = `Remy Referrer ${id}`;

    const referrer = await personAt(screen);
    await registerThroughApi(referrer, referrerName);
    const saved = await referrer.request.put('/api/me/referrer-profile', {
      data: {
        company,
        title: 'Staff Engineer',
        bio: 'I refer backend and platform engineers who like owning systems end to end.',
        specialties: ['Go'],
        photo: '',
      },
    });
    await expectOk(saved);
    const referrerId = ((await saved.json()) as { referrer: { id: number } }).referrer.id;

    const candidate = await personAt(screen);
    await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );
    await expectOk(
      await candidate.request.post('/api/direct-referral-request', {
        multipart: {
          name: candidateName,
          email: `olive.${id}@example.com`,
          phone: '+1 415 555 0142',
          company,
          experience: '6',
          jobTitle: 'Platform Engineer',
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: 'Hello, I would love a referral for the Platform Engineer role.',
          referrerId: String(referrerId),
          resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) },
        },
      }),
    );

    // The referrer accepts, marks referred, and records the day they submitted the candidate (today by default).
    await referrer.goto('/referrer-dashboard');
    const card = referrer.getByRole('article', { name: candidateName });
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('button', { name: 'Mark referred' }).click();
    await card.getByText(`${candidateName.split(' ')[0]} has not reported any progress yet.`).waitFor();
    await card.getByRole('button', { name: 'Record submission' }).click();
    const day = card.getByLabel(/Day you submitted them/);
    const today = localDay(new Date());
    expect(await day.inputValue()).toBe(today);
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText(`You submitted Olive in ${company}'s system on ${readableDay(today)}.`).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(referrer, `outcomes-referrer-submitted-${screen.name}`, { fullPage: false });

    // The candidate reports interviewing, then hired (asked first: it ends the request).
    await candidate.goto('/profile');
    const mine = candidate.getByRole('article', { name: `Platform Engineer at ${company}` });
    await mine.getByText(`${referrerName} submitted you in ${company}'s system on ${readableDay(today)}.`).waitFor();
    const progress = mine.getByRole('group', { name: 'How is it going?' });
    await progress.scrollIntoViewIfNeeded();
    await screenshot(candidate, `outcomes-candidate-progress-${screen.name}`, { fullPage: false });
    await progress.getByRole('button', { name: 'Interviewing' }).click();
    await mine.getByText('Interviewing', { exact: true }).waitFor();
    await progress.getByRole('button', { name: 'Hired', exact: true }).click();
    const dialog = candidate.getByRole('alertdialog', { name: 'You were hired?' });
    await dialog.getByRole('button', { name: 'Hired', exact: true }).click();
    await mine.getByText('Hired', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Show history' }).click();
    const history = mine.getByRole('list');
    await expect.poll(() => history.textContent()).toContain(`Interviewing by ${candidateName}`);
    expect(await history.textContent()).toContain(`Hired by ${candidateName}`);
    expect(await history.textContent()).toContain(`Submitted in the company's system on ${readableDay(today)}`);
    await history.scrollIntoViewIfNeeded();
    await screenshot(candidate, `outcomes-candidate-hired-${screen.name}`, { fullPage: false });

    // The referrer reads it, and their public card counts the confirmed hire.
    await referrer.reload();
    await card.getByText('Hired, and confirmed: it counts as one of your successful referrals.').waitFor();
    await referrer.getByRole('button', { name: /^Hired \(1\)$/ }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(referrer, `outcomes-referrer-hired-${screen.name}`, { fullPage: false });
    await referrer.goto(`/referrer/${referrerId}`);
    await referrer.getByText('1 successful referral', { exact: true }).first().waitFor();
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });
});
