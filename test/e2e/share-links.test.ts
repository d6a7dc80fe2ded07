import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectProblems, launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { referrerAtCapacityMessage } from '../../src/shared/responseStats';

/**
 * Share links that credit the referrer, in Chromium: a referrer copies the link to their profile from the dashboard, a
 * visitor who is not signed in opens it and sends a request, the request is theirs, and the dashboard counts one visit
 * and one request. A visitor of a full referrer's own link is told, as the request modal opens, that the request
 * goes to someone else at the company, sends it, and reads why in "My requests"; a plain visit is refused as before.
 * On a desktop and on a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

describe.each(SCREENS)('share links on $name', (screen) => {
  it('credits the referrer with the visit and the request that came through their link', async () => {
    const id = unique(screen);
    const company = `Linkwell ${id}`;
    const referrer = await personAt(browser, screen, inject('baseUrl'), { clipboard: true });
    await referrerThroughApi(referrer, `Lena Linker ${id}`, company);

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

    const visitor = await personAt(browser, screen, inject('baseUrl'), { clipboard: true });
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

  it('sends a request from a full referrer’s own link to someone else at the company, and says why', async () => {
    const id = unique(screen);
    const company = `Fullwell ${id}`;
    const referrerName = `Rae Busy ${id}`;
    const referrer = await personAt(browser, screen, inject('baseUrl'), { clipboard: true });
    const referrerId = await referrerThroughApi(referrer, referrerName, company);
    await expectOk(await referrer.request.put('/api/me/weekly-cap', { data: { weeklyCap: 1 } }));
    const made = await referrer.request.post('/api/me/share-links', { data: { jobId: null } });
    await expectOk(made);
    const link = ((await made.json()) as { link: { path: string } }).link.path;

    // One request fills the referrer's week.
    const first = await personAt(browser, screen, inject('baseUrl'), { clipboard: true });
    await expectOk(
      await first.request.post('/api/direct-referral-request', {
        multipart: {
          name: `Fay First ${id}`,
          email: `fay.${id}@example.com`,
          phone: '+1 415 555 0100',
          company,
          experience: '3',
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: 'Hello, I would love a referral for the platform team.',
          referrerId: String(referrerId),
          resume: { name: 'fay.pdf', mimeType: 'application/pdf', buffer: makePdf('Fay First') },
        },
      }),
    );
    await first.context().close();

    const candidateName = `Cal Candidate ${id}`;
    const candidate = await personAt(browser, screen, inject('baseUrl'), { clipboard: true });
    await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );
    const fallback = `${referrerName} can't take new requests this week, so we'll match you with someone else at ${company}.`;

    // A plain visit to the full referrer: the spec's refusal, and no way to ask them.
    await candidate.goto(`/referrer/${referrerId}`);
    const contact = candidate.getByRole('region', { name: `Ask ${referrerName} for a referral` });
    await contact.getByText(referrerAtCapacityMessage(referrerName, company)).waitFor();
    expect(await contact.getByRole('button', { name: 'Request Referral' }).count()).toBe(0);

    // Through the referrer's own link: the page and the modal, as it opens, say where the request goes.
    const problems = collectProblems(candidate);
    await candidate.goto(link);
    await contact.getByText(fallback).waitFor();
    expect(problems).toEqual([]);
    await screenshot(candidate, `share-link-fallback-${screen.name}-page`);
    await contact.getByRole('button', { name: 'Request Referral' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Request a Referral' });
    const form = dialog.getByRole('form', { name: 'Request a referral' });
    await form.getByTestId('share-link-fallback').getByText(fallback).waitFor();
    await expect.poll(() => form.getByLabel('Company you want to join').inputValue()).toBe(company);
    await screenshot(candidate, `share-link-fallback-${screen.name}-modal`, { fullPage: false });
    await form.getByLabel('Phone').fill('+1 415 555 0142');
    await form.getByLabel('Years of experience').fill('4');
    await form.getByLabel('Job title (optional)').fill('Platform Engineer');
    await form.getByLabel('Cover letter / message').fill('I would love a referral for the platform team.');
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'cal.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => toast(candidate).textContent()).toContain(fallback);

    // "My requests" keeps why, in the request's history.
    await candidate.goto('/profile');
    const mine = candidate.getByRole('article', { name: `Platform Engineer at ${company}` });
    await mine.getByRole('button', { name: 'Show history' }).click();
    await mine.getByText(fallback).waitFor();
    await screenshot(candidate, `share-link-fallback-${screen.name}-my-requests`);

    // The link brought it, though it did not go to its referrer; nothing new reached the full referrer.
    await referrer.goto('/referrer-dashboard');
    const panel = referrer.getByRole('region', { name: 'Share links' });
    await expect
      .poll(() =>
        panel.getByRole('listitem').filter({ hasText: 'Your profile' }).getByTestId('share-link-counts').textContent(),
      )
      .toBe('1 visit · 1 request');
    expect(await referrer.getByRole('article', { name: candidateName }).count()).toBe(0);
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });
});
