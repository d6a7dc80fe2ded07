import { describe, expect, inject, it } from 'vitest';
import { pagePerTest, screenshot, toast } from './browser';
import { makePdf } from './pdf';

const baseUrl = inject('baseUrl');
const currentPage = pagePerTest();

describe('an anonymous candidate', () => {
  it('sends a referral request with a PDF, then skips the survey that follows', async () => {
    const page = currentPage();
    const referrer = (await (await fetch(`${baseUrl}/api/referrer/1`)).json()) as {
      id: number;
      name: string;
      companyName: string;
      readsRequests: boolean;
    };
    // The demo's first referrer is imported: no account behind the profile, so nobody reads requests sent to them.
    expect(referrer.readsRequests).toBe(false);
    await page.goto(`/refer/${referrer.id}/${encodeURIComponent(referrer.name)}`);
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.waitFor();
    // The target company comes from the referrer.
    await expect.poll(() => form.getByLabel('Company you want to join').inputValue()).toBe(referrer.companyName);
    // The form does not promise the request goes to them: it says where it goes.
    const dialog = page.getByRole('dialog', { name: `Request a referral from ${referrer.name}` });
    await dialog
      .getByText(
        `${referrer.name} isn't on ReferBridge yet, so we'll send your request to a referrer at ${referrer.companyName} who is.`,
      )
      .waitFor();
    expect(await dialog.getByText('Your message and resume go straight to this referrer.').count()).toBe(0);

    await form.getByLabel('Full name').fill('Noor Haddad');
    // An address of its own: one open request per company and e-mail.
    await form.getByLabel('Email').fill(`noor.haddad.${Date.now().toString(36)}@example.com`);
    await form.getByLabel('Phone').fill('+1 415 555 0199');
    await form.getByLabel('Years of experience').fill('5');
    await form.getByLabel('Job title (optional)').fill('Backend Engineer');
    await form.getByLabel('Message template').selectOption('Brief Introduction');
    await expect.poll(() => form.getByLabel('Cover letter / message').inputValue()).toContain("I'm Noor Haddad");
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'noor-haddad.pdf', mimeType: 'application/pdf', buffer: makePdf('Noor Haddad') });
    await form.getByRole('list', { name: 'Attached file' }).getByText('noor-haddad.pdf').waitFor();
    expect(await form.getByText('Resume is required').count()).toBe(0);
    await screenshot(page, 'request-modal-filled');

    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Referral Request Sent');
    // Nobody could read it with them: it is matched at their company, and the toast says so in the spec's words.
    await expect
      .poll(() => toast(page).textContent())
      .toContain("Your request has been received. We'll match you with a referrer soon.");
    const sentAt = Date.now();
    expect(await page.getByRole('form', { name: 'Request a referral' }).count()).toBe(0);

    const survey = page.getByRole('form', { name: 'Feedback survey' });
    await survey.waitFor();
    const delay = Date.now() - sentAt;
    expect(delay).toBeGreaterThan(500);
    expect(delay).toBeLessThan(3000);
    expect(await page.getByText('This survey takes under 2 minutes.').isVisible()).toBe(true);
    await screenshot(page, 'survey-after-request');

    await survey.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Survey skipped');
    await expect
      .poll(() => toast(page).textContent())
      .toContain('You can provide feedback later from the navbar or footer.');
    expect(await page.getByRole('form', { name: 'Feedback survey' }).count()).toBe(0);
  });

  it('is told at once when the picked file is not a resume', async () => {
    const page = currentPage();
    await page.goto('/refer');
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByText('Only .pdf, .doc, and .docx files are accepted').waitFor();
  });
});

describe('onboarding', () => {
  const roles = [
    { choice: 'Looking for job referrals', landing: '/browse-jobs', company: '' },
    { choice: 'I can refer candidates to jobs', landing: '/referrer-dashboard', company: 'Quillstone Analytics' },
    {
      choice: 'Both: I want referrals and can give them',
      landing: '/referrer-dashboard',
      company: 'Tessary Logistics',
    },
  ];

  it.each(roles)('lands "$choice" on $landing', async ({ choice, landing, company }) => {
    const page = currentPage();
    const email = `onboard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.goto('/auth?tab=register');
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Full name').fill('Sam Okafor');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password').fill('a long password');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/onboarding');

    const dialog = page.getByRole('form', { name: 'Onboarding' });
    await dialog.getByText(choice).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Sam Okafor');
    await dialog.getByLabel('Job title').fill('Software Engineer');
    if (company) await dialog.getByLabel(/^Company/).fill(company);
    await dialog.getByLabel('Years of experience').fill('6');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const interests = dialog.getByText('Job interests');
    expect(await interests.count()).toBe(landing === '/browse-jobs' || choice.startsWith('Both') ? 1 : 0);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.getByText("You're all set!").waitFor();
    await dialog.getByRole('button', { name: 'Finish' }).click();

    await expect.poll(() => toast(page).textContent()).toContain('Profile Updated');
    await page.waitForURL(`**${landing}`);
    // The user stays onboarded: other pages no longer send them back.
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
  });
});
