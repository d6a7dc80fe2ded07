import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { expectOk, registerThroughApi, SCREENS, type Screen } from './people';

/**
 * Share links that credit the referrer, in Chromium: a referrer copies the link to their profile from the dashboard, a
 * visitor who is not signed in opens it and sends a request, the request is theirs, and the dashboard counts one visit
 * and one request. On a desktop and on a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

async function personAt(screen: Screen, address: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: screen.viewport,
    isMobile: screen.phone,
    hasTouch: screen.phone,
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${address}` },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe.each(SCREENS)('share links on $name', (screen) => {
  it('credits the referrer with the visit and the request that came through their link', async () => {
    const id = unique(screen);
    const company = `Linkwell ${id}`;
    const referrer = await personAt(screen, 10 + people);
    await registerThroughApi(referrer, `Lena Linker ${id}`);
    await expectOk(
      await referrer.request.put('/api/me/referrer-profile', {
        data: {
          company,
          title: 'Staff Engineer',
          bio: 'I refer backend and platform engineers who like owning systems end to end.',
          specialties: ['Go'],
          photo: '',
        },
      }),
    );

    await referrer.goto('/referrer-dashboard');
    const panel = referrer.getByRole('region', { name: 'Share links' });
    const profileRow = panel.getByRole('listitem').filter({ hasText: 'Your profile' });
    await profileRow.getByRole('button', { name: 'Get a link' }).click();
    const linkBox = profileRow.getByRole('textbox', { name: 'Link to your profile' });
    await linkBox.waitFor();
    await profileRow.getByRole('button', { name: 'Copy link to your profile' }).click();
    await expect.poll(() => toast(referrer).textContent()).toContain('Link copied');
    const link = await referrer.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkBox.inputValue());
    expect(link).toMatch(/\/referrer\/\d+\?ref=[A-Za-z0-9_-]{22}$/);
    await screenshot(referrer, `share-links-${screen.name}-dashboard`);

    const visitor = await personAt(screen, 100 + people);
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'Request Referral' }).first().click();
    const form = visitor.getByRole('form', { name: 'Request a referral' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Company you want to join').inputValue()).toBe(company);
    await form.getByLabel('Full name').fill(`Vic Visitor ${id}`);
    await form.getByLabel('Email').fill(`vic.${id}@example.com`);
    await form.getByLabel('Phone').fill('+1 415 555 0142');
    await form.getByLabel('Years of experience').fill('4');
    await form.getByLabel('Cover letter / message').fill('I would love a referral for the platform team.');
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'vic.pdf', mimeType: 'application/pdf', buffer: makePdf('Vic Visitor') });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect
      .poll(() => toast(visitor).textContent())
      .toContain('Your request has been sent to a referrer at your target company!');

    await referrer.reload();
    await referrer.getByRole('article', { name: `Vic Visitor ${id}` }).waitFor();
    await expect
      .poll(() =>
        panel.getByRole('listitem').filter({ hasText: 'Your profile' }).getByTestId('share-link-counts').textContent(),
      )
      .toBe('1 visit · 1 request');
    await screenshot(referrer, `share-links-${screen.name}-counted`);
    await referrer.context().close();
    await visitor.context().close();
  });
});
