import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { pagePerTest, screenshot, toast } from './browser';
import { makePdf } from './pdf';

/**
 * A request sent signed out is followed through the private link of its confirmation mail, read from the outbox as
 * the candidate's mailbox would get it.
 */
const baseUrl = inject('baseUrl');
const currentPage = pagePerTest();

/** The text of the newest mail to `recipient` whose subject starts with `subject`, once it is in the outbox. */
async function mailTo(recipient: string, subject: string) {
  const database = new pg.Client({ connectionString: inject('databaseUrl') });
  await database.connect();
  try {
    let text: string | undefined;
    await expect
      .poll(async () => {
        const { rows } = await database.query<{ text: string }>(
          'select text from mail_outbox where recipient = $1 and subject like $2 order by id desc limit 1',
          [recipient, `${subject}%`],
        );
        text = rows[0]?.text;
        return text;
      })
      .toBeDefined();
    return text!;
  } finally {
    await database.end();
  }
}

describe('a candidate who sent a request signed out', () => {
  it('opens the link of its confirmation mail and sees the request', async () => {
    const page = currentPage();
    // A referrer who reads their requests (the demo referrer), so the request is theirs from the start.
    const referrers = (await (await fetch(`${baseUrl}/api/referrers?limit=100`)).json()) as {
      id: number;
      name: string;
      companyName: string;
      readsRequests: boolean;
    }[];
    const referrer = referrers.find(({ readsRequests }) => readsRequests)!;
    const email = `fola.follow.${Date.now().toString(36)}@example.com`;
    await page.goto(`/refer/${referrer.id}/${encodeURIComponent(referrer.name)}`);
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Company you want to join').inputValue()).toBe(referrer.companyName);
    await form.getByLabel('Full name').fill('Fola Follow');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+1 415 555 0142');
    await form.getByLabel('Years of experience').fill('6');
    await form.getByLabel('Job title (optional)').fill('Data Engineer');
    await form.getByLabel('Cover letter / message').fill('I would love to join the data platform team.');
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'fola-follow.pdf', mimeType: 'application/pdf', buffer: makePdf('Fola Follow') });
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Referral Request Sent');

    const mail = await mailTo(email, 'We received your referral request');
    expect(mail).toContain(`We received your referral request for Data Engineer at ${referrer.companyName}.`);
    const link = new URL(/https?:\/\/\S+\/follow-request\?token=[\w-]{43}/.exec(mail)![0]);

    // The link as the mail gives it, on this server (the mail's origin is PUBLIC_URL's, unset here).
    await page.goto(`${link.pathname}${link.search}`);
    const request = page.getByRole('article', { name: `Data Engineer at ${referrer.companyName}` });
    await request.waitFor();
    await request.getByText(`${referrer.name} has your request, and has not answered yet.`).waitFor();
    await request.getByRole('region', { name: 'History' }).getByText(`Sent to ${referrer.name}`).waitFor();
    expect(await page.title()).toBe('Your referral request | ReferBridge');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await screenshot(page, 'follow-request');

    // One character off, the link opens nothing, and says where to go instead.
    const wrong = link.searchParams.get('token')!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await page.goto(`/follow-request?token=${wrong}`);
    const unusable = page.getByRole('alert').filter({ hasText: 'This link has expired or is wrong' });
    await unusable.getByRole('heading', { name: 'This link has expired or is wrong' }).waitFor();
    await unusable.getByRole('link', { name: 'Browse Referrers' }).waitFor();
    expect(await page.getByText(`Data Engineer at ${referrer.companyName}`).count()).toBe(0);
    await screenshot(page, 'follow-request-wrong-link');

    // Back on the right link, the candidate takes the request back, once they confirm.
    await page.goto(`${link.pathname}${link.search}`);
    await request.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Withdraw your request to ${referrer.companyName}?` });
    await confirm.getByRole('button', { name: 'Withdraw request' }).click();
    await request.getByText('This request was withdrawn.').waitFor();
    await expect.poll(() => toast(page).textContent()).toContain('Withdrawn');
    const history = request.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect.poll(() => history.last().textContent()).toMatch(/^Withdrawn by the candidate/);
    expect(await request.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await screenshot(page, 'follow-request-withdrawn-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'follow-request-withdrawn-phone');
  });
});
