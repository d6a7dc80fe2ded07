import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { makePdf } from './pdf';
import { startBuiltServer, temporaryDataDir } from '../bench/server';
import { ADMIN, expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * Issue 33, item 1, in Chromium on two app processes sharing one database: the candidate writes on My requests,
 * served by the second process, and the referrer reads it live on the dashboard the first serves, and answers; the
 * candidate reports the answer, and an admin reads the reported conversation on the Reports tab. The candidate then
 * closes the conversation, and the referrer reads it in the request's history.
 */
let browser: Browser;
let second: Awaited<ReturnType<typeof startBuiltServer>>;
let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await temporaryDataDir();
  second = await startBuiltServer(dataDir.dataDir, { DATABASE_URL: inject('databaseUrl'), TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await browser?.close();
  await second?.stop();
  await dataDir?.remove();
});

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

describe.each(SCREENS)('the conversation on a request, on a $name', (screen) => {
  it('candidate and referrer write to each other live across two processes; a report reaches the admins; a closing shows in the history', async () => {
    const id = unique(screen);
    const company = `Chatterly ${id}`;
    const referrerName = `Remy Referrer ${id}`;
    const candidateName = `Cleo Candidate ${id}`;

    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, referrerName, company);

    const candidate = await personAt(browser, screen, second.baseUrl);
    await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );
    await expectOk(
      await candidate.request.post('/api/direct-referral-request', {
        multipart: {
          name: candidateName,
          email: `${id}@example.com`,
          phone: '+1 415 555 0142',
          company,
          experience: '6',
          jobTitle: 'Backend Engineer',
          referrerId: String(referrerId),
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: 'I have built payment ledgers in Go for four years and would love to join your backend team.',
          resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) },
        },
      }),
    );

    // The referrer opens the request's messages on the dashboard the first process serves, and waits.
    await referrer.goto('/referrer-dashboard');
    const card = referrer.getByRole('article', { name: candidateName });
    await card.getByRole('button', { name: 'Messages' }).click();
    const referrerLog = card.getByRole('log', { name: `Messages with ${candidateName}` });
    await referrerLog.getByText(`No messages yet. Write to ${candidateName} about this request.`).waitFor();

    // The candidate writes from My requests, on the second process.
    await candidate.goto('/profile');
    const request = candidate.getByRole('article', { name: `Backend Engineer at ${company}` });
    await request.getByRole('button', { name: `Messages with ${referrerName}` }).click();
    const candidateLog = request.getByRole('log', { name: `Messages with ${referrerName}` });
    await candidateLog.getByText(`No messages yet.`, { exact: false }).waitFor();
    const question = 'Hello! Is the <b>backend</b> team still hiring?\nI can start in March.';
    await request.getByRole('textbox', { name: 'Your message' }).fill(question);
    await request.getByText(`${question.length} of 2,000 characters`, { exact: false }).waitFor();
    await request.getByRole('button', { name: 'Send message' }).click();
    await candidateLog.getByText('Hello! Is the <b>backend</b> team still hiring?', { exact: false }).waitFor();

    // It arrives on the referrer's open panel without a reload, once, as text.
    await referrerLog.getByText('Hello! Is the <b>backend</b> team still hiring?', { exact: false }).waitFor();
    expect(await referrerLog.getByRole('listitem').count()).toBe(1);
    expect(await referrerLog.locator('b').count()).toBe(0);
    await screenshot(referrer, `conversation-referrer-${screen.name}`);

    await card.getByRole('textbox', { name: 'Your message' }).fill('Send me your bank details and I will refer you.');
    await card.getByRole('button', { name: 'Send message' }).click();
    await candidateLog.getByText('Send me your bank details', { exact: false }).waitFor();
    expect(await candidateLog.getByRole('listitem').count()).toBe(2);

    // The candidate reports it, after a confirmation.
    await candidateLog.getByRole('button', { name: /^Report the message of/ }).click();
    await candidate.getByRole('alertdialog').getByRole('button', { name: 'Report message' }).click();
    await candidateLog.getByText('Reported', { exact: true }).waitFor();
    await screenshot(candidate, `conversation-candidate-${screen.name}`);

    // An admin reads it, with its conversation, on the Reports tab.
    const admin = await personAt(browser, screen);
    await expectOk(await admin.request.post('/api/login', { data: ADMIN }));
    await admin.goto('/admin-dashboard?tab=reports');
    const report = admin.getByRole('article', { name: new RegExp(`^Reported message from ${referrerName}`) });
    await report.getByText('Send me your bank details', { exact: false }).waitFor();
    await report.getByRole('button', { name: 'Read the conversation' }).click();
    await report.getByText('Hello! Is the <b>backend</b> team still hiring?', { exact: false }).waitFor();
    await screenshot(admin, `conversation-admin-reports-${screen.name}`);

    // The candidate closes the conversation; the referrer reads who closed it, and when, in the request's history.
    await request.getByRole('button', { name: 'Close conversation' }).click();
    await candidate.getByRole('alertdialog').getByRole('button', { name: 'Close conversation' }).click();
    await request.getByText(/This conversation was closed by you/).waitFor();
    await referrer.reload();
    await card.getByRole('button', { name: 'Show history' }).click();
    const closing = card.getByRole('listitem').filter({ hasText: 'Conversation closed' });
    await closing.waitFor();
    expect(await closing.textContent()).toMatch(new RegExp(`^Conversation closed by ${candidateName}, `));
    await screenshot(referrer, `conversation-closed-history-${screen.name}`);

    await Promise.all([referrer.context().close(), candidate.context().close(), admin.context().close()]);
  });
});
