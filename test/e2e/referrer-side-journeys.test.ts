import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import {
  ADMIN,
  expectOk,
  PASSWORD,
  personAt,
  referrerThroughApi,
  registerThroughApi,
  type Screen,
  SCREENS,
} from './people';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * The other side of the marketplace, in Chromium, each journey on a desktop and on a phone: a referrer answers a
 * request and the candidate follows it on /profile; a decline's reason reaches the candidate; an admin gives a waiting
 * request to a referrer; a forgotten password is reset through the outbox; an anonymous visitor's Post a Job ends on
 * the posted job. Each person has their own browser context, as each would have their own browser.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Unique per run and screen, so names, e-mails and companies never meet another test's. */
let people = 0;
const unique = (screen: Screen) => `${Date.now().toString(36)}${(people += 1)}${screen.name[0]}`;

/** Where the account's own links live: the navbar on a desktop, the menu on a phone. */
async function pressInNavbar(page: Page, screen: Screen, name: string) {
  if (screen.phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

async function candidateThroughApi(page: Page, name: string) {
  const email = await registerThroughApi(page, name);
  await expectOk(await page.request.post('/api/update-onboarding', { data: { name, role: 'candidate' } }));
  return email;
}

/** A request as the modal sends it (its own journey is in flows-journey), from whoever is signed in on `page`. */
async function sendRequestThroughApi(
  page: Page,
  request: { name: string; company: string; referrerId?: number; jobTitle: string },
) {
  const sent = await page.request.post('/api/direct-referral-request', {
    multipart: {
      name: request.name,
      email: `${request.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+1 415 555 0142',
      company: request.company,
      experience: '6',
      jobTitle: request.jobTitle,
      noticeVersion: REQUEST_NOTICE_VERSION,
      message: `Hello, I am ${request.name}. I would love a referral for the ${request.jobTitle} role.`,
      ...(request.referrerId ? { referrerId: String(request.referrerId) } : {}),
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(request.name) },
    },
  });
  await expectOk(sent);
}

async function signInAsAdmin(page: Page) {
  await expectOk(await page.request.post('/api/login', { data: ADMIN }));
}

async function fillReferrerForm(page: Page, company: string) {
  const form = page.getByRole('form', { name: 'Referrer profile' });
  await form.getByRole('combobox', { name: /^Company/ }).fill(company);
  await form.getByRole('textbox', { name: /^Job title/ }).fill('Engineering Manager');
  await form
    .getByRole('textbox', { name: /^About you/ })
    .fill('I lead a platform team and refer engineers who enjoy reliability work and mentoring.');
  await form.getByRole('textbox', { name: /^Specialties/ }).fill('Kubernetes, SRE');
  return form;
}

/** The request's card on the referrer's dashboard, found by the candidate's name. */
const inboxCard = (page: Page, candidate: string) => page.getByRole('article', { name: candidate });

describe.each(SCREENS)('the other side of the marketplace, on a $name', (screen) => {
  it('a referrer registers, accepts a request, downloads the resume and refers; the candidate sees it all', async () => {
    const id = unique(screen);
    const company = `Juniper Labs ${id}`;
    const referrerName = `Rosa Referrer ${id}`;
    const candidateName = `Cleo Candidate ${id}`;

    // The referrer joins from the navbar's Register as Referrer: an account, then the referrer form.
    const referrer = await personAt(browser, screen);
    await referrer.goto('/');
    await pressInNavbar(referrer, screen, 'Register as Referrer');
    const register = referrer.getByRole('form', { name: 'Register' });
    await register.getByLabel('Full name').fill(referrerName);
    await register.getByLabel('Email').fill(`rosa.${id}@example.com`);
    await register.getByLabel('Password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await referrer.waitForURL('**/referrer-register**');
    const form = await fillReferrerForm(referrer, company);
    await form.getByRole('button', { name: 'Complete registration' }).click();
    await referrer.waitForURL('**/referrer-dashboard');
    await referrer.getByText('No requests yet').waitFor();
    const own = (await (await referrer.request.get('/api/me/referrer-profile')).json()) as { id: number };

    // A candidate finds them and asks.
    const candidate = await personAt(browser, screen);
    await candidateThroughApi(candidate, candidateName);
    await sendRequestThroughApi(candidate, {
      name: candidateName,
      company,
      referrerId: own.id,
      jobTitle: 'Site Reliability Engineer',
    });

    // The referrer sees it, accepts it, downloads the resume and puts the candidate forward.
    await referrer.reload();
    const card = inboxCard(referrer, candidateName);
    await card.waitFor();
    await referrer.getByRole('button', { name: 'New (1)' }).waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();
    const [download] = await Promise.all([
      referrer.waitForEvent('download'),
      card.getByRole('link', { name: /Download resume \(resume\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('resume.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await card.getByRole('button', { name: 'Mark referred' }).click();
    await card.getByText('Referred', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Mark hired' }).isVisible()).toBe(true);
    await screenshot(referrer, `referrer-dashboard-referred-${screen.name}`);

    // The candidate follows it on /profile: where it stands, and who moved it.
    await candidate.goto('/profile');
    const mine = candidate.getByRole('article', { name: `Site Reliability Engineer at ${company}` });
    await mine.getByText('Referred', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Show history' }).click();
    const history = mine.getByRole('list');
    await expect.poll(() => history.textContent()).toContain(`Accepted by ${referrerName}`);
    expect(await history.textContent()).toContain(`Referred by ${referrerName}`);
    expect(await mine.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await screenshot(candidate, `profile-request-referred-${screen.name}`);

    // Referred, the candidate rates the referrer once; the referrer reads it on the request.
    const rating = mine.getByRole('form', { name: 'Rate your referrer' });
    await rating.getByText('5 stars', { exact: true }).click();
    await rating.getByRole('textbox', { name: /A word for your referrer/ }).fill('Clear, kind and quick. Thank you!');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await mine.getByText('Your rating').waitFor();
    expect(await mine.getByRole('form', { name: 'Rate your referrer' }).count()).toBe(0);
    await referrer.reload();
    await card.getByText('“Clear, kind and quick. Thank you!”').waitFor();
    expect(await card.getByRole('img', { name: 'Rated 5.0 out of 5' }).count()).toBe(1);
    await referrer.goto(`/referrer/${own.id}`);
    await referrer.getByLabel('from 1 rating').waitFor();
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });

  it('a referrer sets a weekly limit; once it is reached, candidates are told to pick someone else', async () => {
    const id = unique(screen);
    const company = `Birchway ${id}`;
    const candidateName = `Finn Full ${id}`;
    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, `Wren Weekly ${id}`, company);
    await referrer.goto('/referrer-profile');
    const limit = referrer.getByRole('form', { name: 'Weekly limit' });
    await limit.getByRole('spinbutton', { name: /Requests a week/ }).fill('1');
    await limit.getByRole('button', { name: 'Save limit' }).click();
    await expect.poll(() => toast(referrer).textContent()).toContain('Weekly limit saved');

    const candidate = await personAt(browser, screen);
    await candidateThroughApi(candidate, candidateName);
    await sendRequestThroughApi(candidate, { name: candidateName, company, referrerId, jobTitle: 'Data Engineer' });
    await candidate.goto(`/referrer/${referrerId}`);
    const contact = candidate.getByRole('region', { name: `Ask Wren Weekly ${id} for a referral` });
    await contact.getByText(`Wren Weekly ${id} is not taking requests this week.`, { exact: false }).waitFor();
    expect(await candidate.getByText('Not taking requests this week', { exact: true }).count()).toBe(1);
    await screenshot(candidate, `referrer-page-at-capacity-${screen.name}`);
    await referrer.reload();
    await referrer.getByText('You hold 1 request of your 1 this week.').waitFor();
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });

  it('a referrer declines with a reason, and the candidate reads the reason', async () => {
    const id = unique(screen);
    const company = `Larkspur ${id}`;
    const candidateName = `Dev Declined ${id}`;
    const reason = 'The team filled this role last week. Try again in spring, when we hire for SRE again.';
    const referrer = await personAt(browser, screen);
    const referrerId = await referrerThroughApi(referrer, `Lena Larkspur ${id}`, company);
    const candidate = await personAt(browser, screen);
    await candidateThroughApi(candidate, candidateName);
    await sendRequestThroughApi(candidate, { name: candidateName, company, referrerId, jobTitle: 'Backend Engineer' });

    await referrer.goto('/referrer-dashboard');
    await inboxCard(referrer, candidateName).getByRole('button', { name: 'Decline' }).click();
    const decline = referrer.getByRole('form', { name: `Decline the request from ${candidateName}` });
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await decline.getByText('Tell the candidate why you are declining: they will read it.').waitFor();
    await decline.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await screenshot(referrer, `decline-dialog-${screen.name}`, { fullPage: false });
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await expect.poll(() => toast(referrer).textContent()).toContain(`${candidateName} will see your reason.`);
    await inboxCard(referrer, candidateName).getByText('Declined', { exact: true }).waitFor();

    await candidate.goto('/profile');
    const mine = candidate.getByRole('article', { name: `Backend Engineer at ${company}` });
    // Declined, or already moved on (10 s after the decline): either way the candidate reads the reason.
    await mine.getByText(`“${reason}”`).waitFor();
    await screenshot(candidate, `profile-request-declined-${screen.name}`);

    // Moments later the job queue moves the request on; nobody else at the company can take it, so our team does.
    const handedOn = mine.getByText(`Our team is choosing a referrer at ${company} for you by hand.`);
    await expect
      .poll(
        async () => {
          await candidate.reload();
          return handedOn.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 45_000, interval: 3_000 },
      )
      .toBe(true);
    expect(await mine.getByText('Why an earlier referrer declined').isVisible()).toBe(true);
    expect(await mine.getByText(`“${reason}”`).isVisible()).toBe(true);
    await mine.getByRole('button', { name: 'Show history' }).click();
    await mine.getByText(`Sent to our team: no other referrer at ${company} fits`).waitFor();
    await screenshot(candidate, `profile-request-moved-on-${screen.name}`);
    await Promise.all([referrer.context().close(), candidate.context().close()]);
  });

  it('an admin gives a waiting request to a referrer at the company, who finds it in their dashboard', async () => {
    const id = unique(screen);
    const company = `Marigold ${id}`;
    const referrerName = `Milo Marigold ${id}`;
    const candidateName = `Ada Assigned ${id}`;
    const referrer = await personAt(browser, screen);
    await referrerThroughApi(referrer, referrerName, company);
    // Sent without a referrer, as from the home page's Request a Referral: it waits for an admin.
    const candidate = await personAt(browser, screen);
    await sendRequestThroughApi(candidate, { name: candidateName, company, jobTitle: 'Data Engineer' });

    const admin = await personAt(browser, screen);
    await signInAsAdmin(admin);
    await admin.goto('/admin-dashboard?tab=requests');
    const waiting = admin.getByRole('article', { name: candidateName });
    await waiting.getByText(`1 referrer at ${company}`).waitFor();
    await waiting.getByRole('button', { name: `Assign the request from ${candidateName}` }).click();
    const assign = admin.getByRole('form', { name: `Assign the request from ${candidateName}` });
    // The radio's drawn control sits over its input: a person presses the suggestion's words.
    await assign.getByText(referrerName).click();
    expect(await assign.getByRole('radio', { name: new RegExp(referrerName) }).isChecked()).toBe(true);
    await screenshot(admin, `assign-dialog-${screen.name}`, { fullPage: false });
    await assign.getByRole('button', { name: 'Assign request' }).click();
    await expect
      .poll(() => toast(admin).textContent())
      .toContain(`${referrerName} will find the request from ${candidateName} in their dashboard.`);
    await expect.poll(() => waiting.count()).toBe(0);

    await referrer.goto('/referrer-dashboard');
    const card = inboxCard(referrer, candidateName);
    await card.getByText(`Data Engineer at ${company}`, { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
    // Its history says who gave it to them.
    await card.getByRole('button', { name: 'Show history' }).click();
    await expect
      .poll(() => card.getByRole('list').textContent())
      .toContain(`Assigned to ${referrerName} by Morgan Lee`);
    await Promise.all([referrer.context().close(), candidate.context().close(), admin.context().close()]);
  });

  it('a forgotten password is reset through the link in the outbox, and the old session ends', async () => {
    const id = unique(screen);
    const name = `Fern Forgetful ${id}`;
    const signedIn = await personAt(browser, screen);
    const email = await candidateThroughApi(signedIn, name);

    // On another device, the person has forgotten their password.
    const person = await personAt(browser, screen);
    await person.goto('/auth');
    await person.getByRole('link', { name: 'Forgot password?' }).click();
    await person.waitForURL('**/forgot-password');
    const ask = person.getByRole('form', { name: 'Send a reset link' });
    await ask.getByLabel('Email').fill(email);
    await ask.getByRole('button', { name: 'Send the link' }).click();
    await person.getByRole('status').filter({ hasText: 'Send another link' }).waitFor();

    // Without SMTP_URL the mail waits in the outbox, where an admin reads it.
    const admin = await personAt(browser, screen);
    await signInAsAdmin(admin);
    await admin.goto('/admin-dashboard?tab=mail');
    const mail = admin.getByRole('article', { name: new RegExp(`^Mail to ${email.replace(/\./g, '\\.')}`) });
    await mail.getByRole('button', { name: 'Show the text' }).click();
    await expect.poll(() => mail.textContent()).toMatch(/reset-password\?token=/);
    const token = /reset-password\?token=([\w-]+)/.exec((await mail.textContent())!)![1]!;

    await person.goto(`/reset-password?token=${token}`);
    const reset = person.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel(/^New password(?!, again)/).fill('a brand new password');
    await reset.getByLabel('New password, again').fill('a brand new password');
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toast(person).textContent()).toContain('Password changed');
    await person.waitForURL('**/auth');

    // The reset ended every session; the new password signs in, and the link is spent.
    expect((await signedIn.request.get('/api/me')).status()).toBe(401);
    const signIn = person.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('a brand new password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toast(person).textContent()).toContain('Welcome back!');
    const again = await admin.request.post('/api/reset-password', {
      data: { token, password: 'yet another password' },
    });
    expect(again.status()).toBe(400);
    await Promise.all([signedIn.context().close(), person.context().close(), admin.context().close()]);
  });

  it("an anonymous visitor's Post a Job ends on the posted job, which the poster can then close", async () => {
    const id = unique(screen);
    const company = `Oakwell ${id}`;
    const title = `Platform Engineer ${id}`;
    const poster = await personAt(browser, screen);
    await poster.goto('/');
    await pressInNavbar(poster, screen, 'Post a Job');
    const register = poster.getByRole('form', { name: 'Register' });
    await register.getByLabel('Full name').fill(`Pat Poster ${id}`);
    await register.getByLabel('Email').fill(`pat.${id}@example.com`);
    await register.getByLabel('Password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create Account' }).click();

    // Onboarding does not stand in the way: the referrer form, then the job form.
    await poster.waitForURL('**/referrer-register?redirect=%2Fjob-posting');
    const referrerForm = await fillReferrerForm(poster, company);
    await referrerForm.getByRole('button', { name: 'Continue to job posting' }).click();
    await poster.waitForURL('**/job-posting');
    const job = poster.getByRole('form', { name: 'Job posting' });
    await job.getByRole('textbox', { name: /^Job title/ }).fill(title);
    await job.getByRole('combobox', { name: /^Type/ }).selectOption('Full-time');
    await job.getByRole('combobox', { name: /^Experience level/ }).selectOption({ index: 2 });
    await job.getByRole('textbox', { name: /^Location/ }).fill('Lisbon, Portugal');
    await job
      .getByRole('textbox', { name: /^Description/ })
      .fill('Run the platform our product teams deploy on: Kubernetes, Terraform and a lot of good judgement.');
    await screenshot(poster, `job-posting-filled-${screen.name}`);
    await job.getByRole('button', { name: 'Post job' }).click();

    await poster.waitForURL(/\/job-success\/\d+$/);
    await poster.getByRole('heading', { name: 'Your job is live' }).waitFor();
    await poster.getByRole('article', { name: title }).waitFor();
    await screenshot(poster, `job-success-${screen.name}`);
    const jobId = Number(new URL(poster.url()).pathname.split('/').pop());

    // It is in Browse Jobs at once.
    await poster.getByRole('main').getByRole('link', { name: 'Browse jobs', exact: true }).click();
    const search = poster.getByRole('search', { name: 'Search jobs' }).getByRole('searchbox', { name: 'Search' });
    await search.fill(title);
    await search.press('Enter');
    await poster.getByRole('article', { name: title }).waitFor();

    // The role is filled: the poster closes it from their jobs, and its page says so.
    await poster.goto('/job-posting#your-jobs');
    const mine = poster.getByRole('article', { name: title });
    await mine.getByText('Open', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Close job' }).click();
    await poster.getByRole('alertdialog').getByRole('button', { name: 'Close job' }).click();
    await expect.poll(() => toast(poster).textContent()).toContain('Job closed');
    await mine.getByText('Closed', { exact: true }).waitFor();
    await poster.goto(`/jobs/${jobId}`);
    await poster.getByText(/This job closed on/).waitFor();
    expect(await poster.getByRole('button', { name: 'Apply with Referral' }).count()).toBe(0);
    await screenshot(poster, `job-closed-${screen.name}`);
    await poster.context().close();
  });
});
