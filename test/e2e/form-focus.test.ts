import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, toast } from './browser';
import { expectOk } from './people';

/**
 * Where focus and the view go in the request form and the resume upload on a phone (390 px): a Tab that wraps inside
 * the dialog shows the field it lands on, tabbing through an empty form says nothing, and a resume the server refuses
 * by its content (a text file named .pdf, which the picker cannot tell) takes focus to the resume with its reason in
 * view, on the request form and on /referee-profile.
 */

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DEMO_CANDIDATE = { email: 'candidate@referbridge.example', password: 'candidate-demo-1' };
const WRONG_TYPE = 'Only .pdf, .doc, and .docx files are accepted';
/** A plain text file, named and typed as a PDF: it passes the picker, and the server reads what it is. */
const RENAMED_TEXT = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('My resume, as plain text.\n'),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
const openContexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

/** A person on a phone, at an address of their own (the per-address rate limits count them apart from other files). */
let people = 0;
async function personOnAPhone(): Promise<Page> {
  people += 1;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${people % 250}` },
  });
  openContexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const hasFocus = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Whether the whole of `locator` shows: inside the window and inside every area that scrolls it (a dialog's body). */
function inView(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let top = 0;
    let bottom = window.innerHeight;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const { overflowY } = getComputedStyle(parent);
      if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) {
        const area = parent.getBoundingClientRect();
        top = Math.max(top, area.top);
        bottom = Math.min(bottom, area.bottom);
      }
    }
    return box.height > 0 && box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
  });
}

/** Waits until nothing on the page is moving (a dialog easing in, a scroll). */
async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function expectFocusShown(control: Locator) {
  await expect.poll(() => hasFocus(control), { timeout: 10_000 }).toBe(true);
  await stillness(control.page());
  expect(await inView(control), 'the focused control is in view').toBe(true);
}

describe('on a phone', () => {
  it('a Tab from the request dialog’s close button wraps to Full name and shows it; tabbing through says nothing', async () => {
    const page = await personOnAPhone();
    await page.goto('/refer');
    const dialog = page.getByRole('dialog', { name: 'Request a Referral' });
    const fullName = dialog.getByRole('textbox', { name: 'Full name' });
    await expect.poll(() => hasFocus(fullName), { timeout: 10_000 }).toBe(true);

    const close = dialog.getByRole('button', { name: 'Close' });
    const stops: string[] = [];
    for (let presses = 0; !(await hasFocus(close)); presses++) {
      if (presses === 30) throw new Error(`30 Tabs never reached the close button: ${stops.join(' → ')}`);
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    // Every field was passed through, none changed: none says anything yet.
    expect(await dialog.locator('[aria-invalid="true"]').count(), 'fields marked invalid').toBe(0);
    for (const message of ['Name is required', 'Invalid email address', 'Resume is required']) {
      expect(await dialog.getByText(message).count(), message).toBe(0);
    }

    await page.keyboard.press('Tab');
    await expectFocusShown(fullName);
    expect(await inView(dialog.locator('label').filter({ hasText: /^Full name/ })), 'its label too').toBe(true);
    await screenshot(page, 'phone-request-tab-wrapped', { fullPage: false });
  });

  it('a resume the server refuses by its content: the spec’s toast, then focus and the view on the resume’s error', async () => {
    const page = await personOnAPhone();
    await page.goto('/refer');
    const dialog = page.getByRole('dialog', { name: 'Request a Referral' });
    const form = dialog.getByRole('form', { name: 'Request a referral' });
    await form.getByLabel('Full name').fill('Noor Haddad');
    // An address of its own: one open request per company and e-mail.
    await form.getByLabel('Email').fill(`noor.haddad.${Date.now().toString(36)}@example.com`);
    await form.getByLabel('Phone').fill('+1 415 555 0199');
    await form.getByLabel('Company you want to join').fill('Quillstone');
    await form.getByLabel('Years of experience').fill('5');
    await form.getByLabel('Cover letter / message').fill('I would love a referral for the platform team.');
    await form.getByLabel('Resume').setInputFiles(RENAMED_TEXT);
    await form.getByRole('list', { name: 'Attached file' }).getByText(RENAMED_TEXT.name).waitFor();

    await form.getByRole('button', { name: 'Send Request' }).tap();
    await expect.poll(() => toast(page).textContent()).toContain('Failed to send referral request. Please try again.');
    expect(await toast(page).getByText('Error', { exact: true }).count()).toBe(1);

    const error = form.getByText(WRONG_TYPE);
    await error.waitFor();
    await expectFocusShown(form.getByRole('button', { name: 'Replace resume' }));
    expect(await inView(error), 'the reason is in view').toBe(true);
    await screenshot(page, 'phone-request-resume-refused', { fullPage: false });
  });

  it('a saved resume the server refuses by its content on /referee-profile: focus and the view on the reason', async () => {
    const page = await personOnAPhone();
    await expectOk(await page.request.post('/api/login', { data: DEMO_CANDIDATE, headers: { Origin: baseUrl } }));
    await page.goto('/referee-profile');
    const section = page.getByRole('region', { name: 'Default resume' });
    const upload = section.getByRole('button', { name: /^(Upload|Replace) resume$/ });
    await upload.waitFor();
    await section.getByLabel('Resume file').setInputFiles(RENAMED_TEXT);

    const error = section.getByRole('alert').filter({ hasText: WRONG_TYPE });
    await error.waitFor();
    await expectFocusShown(upload);
    expect(await inView(error), 'the reason is in view').toBe(true);
    await screenshot(page, 'phone-referee-profile-resume-refused', { fullPage: false });
  });
});
