import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';

/**
 * Told before sending, and contact details after a yes, in Chromium on a desktop and a phone: the request modal says
 * who receives the resume and that they may pass it to their hiring team, its privacy link opens in a new tab and
 * leaves what was typed alone; the referrer reads the request without the candidate's e-mail and phone, and with
 * them once they accept.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

describe.each(SCREENS)('consent and contact details, on a $name', (screen) => {
  it('the candidate is told who receives the resume; the referrer sees the e-mail and phone only after accepting', async () => {
    const id = unique(screen);
    const company = `Consentia ${id}`;
    const referrerName = `Reese Referrer ${id}`;
    const candidateName = `Casey Candidate ${id}`;
    const phone = '+1 415 555 0177';

    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, referrerName, company);

    const candidate = await personAt(browser, screen);
    const email = await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );

    // The modal, opened for the referrer, names them just above Send Request.
    await candidate.goto(`/refer/${referrerId}/${encodeURIComponent(referrerName)}`);
    const modal = candidate.getByRole('dialog', { name: `Request a referral from ${referrerName}` });
    const notice = modal.getByTestId('request-notice');
    await expect
      .poll(() => notice.textContent())
      .toContain(`go to ${referrerName}, who may pass them to ${company}'s hiring team to refer you`);
    expect(await notice.textContent()).toContain('They see your e-mail and phone number only once they accept');
    await modal.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await modal.getByRole('spinbutton', { name: 'Years of experience' }).fill('5');
    await modal.getByRole('textbox', { name: 'Cover letter / message' }).fill('I would love a referral to your team.');
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) });
    await modal.getByRole('list', { name: 'Attached file' }).getByText('resume.pdf').waitFor();
    await modal.getByRole('button', { name: 'Send Request' }).scrollIntoViewIfNeeded();
    await screenshot(candidate, `request-modal-notice-${screen.name}`, { fullPage: false });

    // The privacy policy opens in a new tab; the modal keeps everything typed.
    const link = notice.getByRole('link', { name: 'How we handle your data (opens in a new tab)' });
    const [privacy] = await Promise.all([candidate.context().waitForEvent('page'), link.click()]);
    await privacy.getByRole('heading', { name: 'Who can see your resume and contact details' }).waitFor();
    expect(new URL(privacy.url()).pathname).toBe('/privacy');
    await privacy.close();
    expect(await modal.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe(phone);
    expect(await modal.getByRole('textbox', { name: 'Cover letter / message' }).inputValue()).toBe(
      'I would love a referral to your team.',
    );

    await modal.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => toast(candidate).first().textContent()).toContain('Referral Request Sent');

    // The referrer decides on the name, company, experience, message, job and resume: no e-mail, no phone.
    await referrer.goto('/referrer-dashboard');
    const card = referrer.getByRole('article', { name: candidateName });
    await card.waitFor();
    await card.getByText('I would love a referral to your team.').waitFor();
    await card.getByRole('link', { name: /Download resume/ }).waitFor();
    await card.getByText('Their e-mail and phone number appear here once you accept.').waitFor();
    expect(await card.textContent()).not.toContain(email);
    expect(await card.textContent()).not.toContain(phone);
    expect(await referrer.content()).not.toContain(email);
    await screenshot(referrer, `referrer-card-before-accept-${screen.name}`);

    // Accepted, they can reach the candidate.
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('link', { name: email }).waitFor();
    expect(await card.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(await card.getByRole('link', { name: phone }).getAttribute('href')).toBe('tel:+14155550177');
    expect(await card.getByText(/appear here once you accept/).count()).toBe(0);
    await referrer.reload();
    await referrer.getByRole('article', { name: candidateName }).getByRole('link', { name: email }).waitFor();
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });
});
