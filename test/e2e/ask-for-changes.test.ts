import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { makePdf } from './pdf';
import { expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * "Ask for changes" in Chromium, on a desktop and on a phone: a referrer asks for a revised resume with a note, the
 * candidate reads it in "My requests" and sends a new resume and message, and the referrer finds the request updated,
 * with both versions and both resumes. Each person has their own browser context.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

const NOTE = 'Please put your Kubernetes work first: the team runs everything on it.';

describe.each(SCREENS)('asking for changes, on a $name', (screen) => {
  it('the referrer asks, the candidate sends a new resume, the referrer sees it updated with both versions', async () => {
    const id = unique(screen);
    const company = `Quillfield ${id}`;
    const candidateName = `Cass Changes ${id}`;

    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, `Remy Referrer ${id}`, company);

    const candidate = await personAt(browser, screen);
    await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );
    await expectOk(
      await candidate.request.post('/api/direct-referral-request', {
        multipart: {
          name: candidateName,
          email: `cass.${id}@example.com`,
          phone: '+1 415 555 0142',
          company,
          experience: '6',
          jobTitle: 'Platform Engineer',
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: 'Hello, I would love a referral for the platform team.',
          referrerId: String(referrerId),
          resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) },
        },
      }),
    );

    // The referrer asks for a revised resume, with a note.
    await referrer.goto('/referrer-dashboard');
    const card = referrer.getByRole('article', { name: candidateName });
    await card.getByRole('button', { name: 'Ask for changes' }).click();
    const ask = referrer.getByRole('dialog');
    await ask.getByText('A revised resume', { exact: true }).click();
    await ask.getByRole('textbox', { name: /^Note/ }).fill(NOTE);
    await screenshot(referrer, `ask-for-changes-dialog-${screen.name}`, { fullPage: false });
    await ask.getByRole('button', { name: 'Ask for changes' }).click();
    await card.getByText('Changes asked', { exact: true }).waitFor();
    await card.getByText(`“${NOTE}”`).waitFor();
    expect(await card.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // The candidate reads the note in "My requests" and sends a new resume and a clearer message.
    await candidate.goto('/profile');
    const mine = candidate.getByRole('article', { name: `Platform Engineer at ${company}` });
    await mine.getByText(`“${NOTE}”`).waitFor();
    await screenshot(candidate, `my-requests-changes-asked-${screen.name}`);
    await mine.getByRole('button', { name: 'Send changes' }).click();
    const answer = candidate.getByRole('dialog');
    await answer.getByRole('textbox', { name: /^Message/ }).fill('Kubernetes first: I ran the platform team at Acme.');
    await answer.getByLabel('New resume (optional)').setInputFiles({
      name: 'resume-v2.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(`${candidateName}, Kubernetes first`),
    });
    await screenshot(candidate, `send-changes-dialog-${screen.name}`, { fullPage: false });
    await answer.getByRole('button', { name: 'Send changes' }).click();
    await mine.getByText('New', { exact: true }).waitFor();

    // The referrer finds it new again, marked updated, with both versions and both resumes.
    await referrer.reload();
    await card.getByText('Updated', { exact: true }).waitFor();
    await card.getByText('Kubernetes first: I ran the platform team at Acme.').first().waitFor();
    await card.getByRole('button', { name: 'Show history' }).click();
    await card.getByText('Versions (2)').waitFor();
    await card.getByRole('link', { name: /Download version 2 resume \(resume-v2\.pdf/ }).waitFor();
    const [download] = await Promise.all([
      referrer.waitForEvent('download'),
      card.getByRole('link', { name: /Download version 1 resume \(resume\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('resume.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    const history = await card.getByRole('list').first().textContent();
    expect(history).toContain('Changes asked: a revised resume');
    expect(history).toContain('Changes sent');
    await screenshot(referrer, `referrer-request-updated-${screen.name}`);
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });
});
