import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/server/db/client';
import { followUpReferrals } from '../../src/server/jobs/referralOutcomes';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { expectOk, personAt, referrerThroughApi, registerThroughApi, type Screen, SCREENS } from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * What happened after "referred", in Chromium, on a desktop and on a phone: the referrer marks the candidate referred
 * and records the day they submitted them; the candidate reports interviewing, then hired; the referrer's card counts
 * the hire. A candidate who sent their request signed out does the same from the page of the private link their
 * 14-day reminder mails them, and disputes the referrer's "hired". Each person has their own browser context.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

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

    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, referrerName, company);

    const candidate = await personAt(browser, screen);
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

/** The job queue's run of `follow-up-referrals`, on the suite's database, as the server does it hourly. */
async function runFollowUpJob() {
  const handle = connectDatabase(inject('databaseUrl'), () => {});
  try {
    return await followUpReferrals(handle.db, new Date(), inject('baseUrl'));
  } finally {
    await handle.pool.end();
  }
}

/** Moves the referral of request `id` `days` into the past, as if that many days had gone by since. */
async function ageReferral(id: number, days: number) {
  const handle = connectDatabase(inject('databaseUrl'), () => {});
  try {
    await handle.pool.query(
      `update referral_requests set referred_at = now() - make_interval(days => $2) where id = $1`,
      [id, days],
    );
  } finally {
    await handle.pool.end();
  }
}

/** The newest mail to `recipient` whose subject starts with `subject`. */
async function mailTo(recipient: string, subject: string) {
  const handle = connectDatabase(inject('databaseUrl'), () => {});
  try {
    const { rows } = await handle.pool.query<{ text: string }>(
      'select text from mail_outbox where recipient = $1 and subject like $2 order by id desc',
      [recipient, `${subject}%`],
    );
    return rows.map(({ text }) => text);
  } finally {
    await handle.pool.end();
  }
}

describe.each(SCREENS)('a candidate without an account, on a $name', (screen) => {
  it('reports progress from the link of their 14-day reminder, and disputes the referrer\'s "hired"', async () => {
    const id = unique(screen);
    const company = `Guest Labs ${id}`;
    const candidateName = `Gwen Guest ${id}`;
    const referrerName = `Rafa Referrer ${id}`;
    const email = `gwen.${id}@example.com`;

    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, referrerName, company);

    // Signed out: no account, only the address the request gives.
    const candidate = await personAt(browser, screen);
    const sent = await candidate.request.post('/api/direct-referral-request', {
      multipart: {
        name: candidateName,
        email,
        phone: '+1 415 555 0142',
        company,
        experience: '6',
        jobTitle: 'Platform Engineer',
        noticeVersion: REQUEST_NOTICE_VERSION,
        message: 'Hello, I would love a referral for the Platform Engineer role.',
        referrerId: String(referrerId),
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(candidateName) },
      },
    });
    await expectOk(sent);
    const requestId = ((await sent.json()) as { id: number }).id;
    for (const action of ['accept', 'refer']) {
      await expectOk(await referrer.request.post(`/api/referral-requests/${requestId}/moves`, { data: { action } }));
    }

    // 14 days on, nothing reported: the job mails the candidate a fresh link, once however often it runs.
    await ageReferral(requestId, 15);
    await runFollowUpJob();
    await runFollowUpJob();
    const reminders = await mailTo(email, `How is your application at ${company} going?`);
    expect(reminders).toHaveLength(1);
    const link = new URL(/https?:\/\/\S+\/follow-request\?token=[\w-]{43}/.exec(reminders[0]!)![0]);

    await candidate.goto(`${link.pathname}${link.search}`);
    const request = candidate.getByRole('article', { name: `Platform Engineer at ${company}` });
    await request.getByText(`${referrerName} has put you forward at ${company}.`).waitFor();
    const progress = request.getByRole('group', { name: 'How is it going?' });
    await progress.scrollIntoViewIfNeeded();
    await screenshot(candidate, `follow-request-progress-${screen.name}`, { fullPage: false });
    await progress.getByRole('button', { name: 'Interviewing' }).click();
    await expect.poll(() => toast(candidate).textContent()).toContain('Interviewing');
    await request.getByText(`${referrerName} has put you forward at ${company}, and you are interviewing.`).waitFor();
    const history = request.getByRole('region', { name: 'History' });
    await expect.poll(() => history.textContent()).toContain('Interviewing');

    // The referrer reads it on their dashboard, and marks the candidate hired; the candidate says they were not.
    await referrer.goto('/referrer-dashboard');
    const card = referrer.getByRole('article', { name: candidateName });
    await card.getByText('Interviewing', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: 'Mark hired' }).click();
    await card.getByText('Hired', { exact: true }).first().waitFor();

    await candidate.reload();
    await request.getByText(`${referrerName} referred you, and marked you as hired at ${company}.`).waitFor();
    const answer = request.getByRole('group', { name: `${referrerName} marked you as hired` });
    await answer.scrollIntoViewIfNeeded();
    await screenshot(candidate, `follow-request-hire-answer-${screen.name}`, { fullPage: false });
    await answer.getByRole('button', { name: 'I was not hired' }).click();
    await request.getByText(`${referrerName} has put you forward at ${company}.`).waitFor();
    await expect.poll(() => history.textContent()).toContain('Referred');
    await screenshot(candidate, `follow-request-disputed-${screen.name}`);

    await referrer.reload();
    await card.getByText('Referred', { exact: true }).first().waitFor();
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });
});
