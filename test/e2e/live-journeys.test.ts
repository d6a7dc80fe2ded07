import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { startBuiltServer, temporaryDataDir } from '../bench/server';
import { ADMIN, expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * Issue 10 in Chromium, on two app processes sharing one database, as behind a load balancer: the suite's server
 * (the first) and a second one started here on its database. A request sent through the second is matched by the job
 * queue and appears, live, on the demo referrer's dashboard served by the first. A referrer verifies a work e-mail
 * through the link in the outbox, and carries the Verified badge.
 */
const DEMO_REFERRER = { email: 'referrer@referbridge.example', password: 'referrer-demo-1' };

let browser: Browser;
let second: Awaited<ReturnType<typeof startBuiltServer>>;
let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;

beforeAll(async () => {
  browser = await launchBrowser();
  // The second process: the same build, on the first's database (global-setup reads its address).
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

describe.each(SCREENS)('live updates across two processes, on a $name', (screen) => {
  it('a request sent through the second process appears live on the dashboard the first serves', async () => {
    const id = unique(screen);
    const candidateName = `Liv Live ${id}`;
    const referrer = await personAt(browser, screen);
    await expectOk(await referrer.request.post('/api/login', { data: DEMO_REFERRER }));
    await referrer.goto('/referrer-dashboard');
    await referrer.getByRole('heading', { level: 1 }).waitFor();

    // Sent to the company, not to a person, through the other process: the queue matches it to the verified referrer.
    const candidate = await personAt(browser, screen, second.baseUrl);
    await registerThroughApi(candidate, candidateName);
    await expectOk(
      await candidate.request.post('/api/update-onboarding', { data: { name: candidateName, role: 'candidate' } }),
    );
    const sent = await candidate.request.post('/api/direct-referral-request', {
      multipart: {
        name: candidateName,
        email: `${id}@example.com`,
        phone: '+1 415 555 0142',
        company: 'Tallyfern',
        experience: '6',
        jobTitle: 'Payments Engineer',
        noticeVersion: REQUEST_NOTICE_VERSION,
        message: 'I built payment ledgers in Go for four years and would love to join the payments platform team.',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) },
      },
    });
    await expectOk(sent);
    expect(await sent.json()).toMatchObject({ pendingAssignment: true });

    // No reload: the card, the toast and the bell arrive over the stream.
    const card = referrer.getByRole('article', { name: candidateName });
    await card.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => toast(referrer).allTextContents(), { timeout: 10_000 })
      .toContainEqual(
        expect.stringContaining(`New referral request from ${candidateName} for Payments Engineer at Tallyfern`),
      );
    const bell = referrer.getByRole('link', { name: /unread update/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toContain(`Newest: New referral request from ${candidateName}`);
    await screenshot(referrer, `live-request-arrives-${screen.name}`, { fullPage: false });

    // The candidate's own page, on the second process, says who has it now.
    await candidate.goto('/profile');
    await candidate.getByRole('button', { name: 'Show history' }).first().click();
    await candidate.getByText('Given to Priya Raman').first().waitFor();
    await screenshot(candidate, `live-request-matched-candidate-${screen.name}`);

    await bell.click();
    await referrer.waitForURL('**/referrer-dashboard');
    await expect.poll(() => bell.count()).toBe(0);
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });

  it('a referrer confirms a work e-mail through the link in the outbox, and carries the Verified badge', async () => {
    const id = unique(screen);
    const company = `Wisteria ${id}`;
    const domain = `wisteria-${id}.example`;
    const name = `Wren Verified ${id}`;
    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, name, company);
    // The company's website, as an admin keeps it: the domain a work e-mail must be at.
    const database = new pg.Client({ connectionString: inject('databaseUrl') });
    await database.connect();
    await database.query('update companies set website_url = $1 where name = $2', [`https://www.${domain}`, company]);
    await database.end();

    await referrer.goto('/referrer-profile');
    const form = referrer.getByRole('form', { name: 'Confirm your work e-mail' });
    await form.getByRole('textbox', { name: /^Work e-mail/ }).fill(`wren@gmail.example`);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText(`Use your work e-mail at ${domain}: we confirm where you work through it.`).waitFor();
    await form.getByRole('textbox', { name: /^Work e-mail/ }).fill(`wren@${domain}`);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText(`We sent a link to wren@${domain}.`, { exact: false }).waitFor();
    await screenshot(referrer, `work-email-sent-${screen.name}`);

    const admin = await personAt(browser, screen);
    await expectOk(await admin.request.post('/api/login', { data: ADMIN }));
    await admin.goto('/admin-dashboard?tab=mail');
    const mail = admin.getByRole('article', { name: new RegExp(`^Mail to wren@${domain.replace(/\./g, '\\.')}`) });
    await mail.getByRole('button', { name: 'Show the text' }).click();
    await expect.poll(() => mail.textContent()).toMatch(/confirm-work-email\?token=/);
    const token = /confirm-work-email\?token=([\w-]+)/.exec((await mail.textContent())!)![1]!;

    await referrer.goto(`/confirm-work-email?token=${token}`);
    await referrer.getByText('Your work e-mail is confirmed: your profile now shows the Verified badge.').waitFor();
    await screenshot(referrer, `work-email-confirmed-${screen.name}`);
    await referrer.getByRole('link', { name: 'Open your referrer profile' }).click();
    await referrer.getByText('Your work e-mail is confirmed. Candidates are matched with you.').waitFor();
    await referrer.goto(`/referrer/${referrerId}`);
    await referrer.getByLabel(`Verified: confirmed a work e-mail at ${company}`).waitFor();
    await screenshot(referrer, `referrer-page-verified-${screen.name}`);
    await Promise.all([referrer.context().close(), admin.context().close()]);
  });
});
