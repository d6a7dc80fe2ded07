import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { personAt, SCREENS, withdrawOpenRequestsAt, type Screen } from './people';
import { launchBrowser, toast } from './browser';
import { focusRing, ringProblems } from './focus';
import { makePdf } from './pdf';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * The request modal, onboarding, the survey and the referrer dashboard's accept and decline (then the skip link and
 * the home page's company row), worked with the keyboard alone in Chromium: Tab, Shift+Tab, Enter, Space, the arrows, Escape and typing; never a click, a fill() or an
 * element.focus(). At every step the focused control is the one a keyboard user expects (by role and accessible name)
 * and its focus shows (measured as the accessibility suite measures it, focus.ts: at least 2 px, at least 3:1).
 * Escape closes each dialog and focus goes back where it came from. Set-up that is not the journey (accounts, requests
 * to answer) goes through the API.
 */

const baseUrl = inject('baseUrl');
const [DESKTOP, PHONE] = SCREENS;

const DEMO = {
  candidate: { email: 'candidate@referbridge.example', password: 'candidate-demo-1' },
  referrer: { email: 'referrer@referbridge.example', password: 'referrer-demo-1' },
} as const;
const PASSWORD = 'a long password';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const openContexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

/** Unique per run, so the names this file makes never meet another test's. */
let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

/** A person in their own browser (people.ts), whose context closes after each test. */
async function personOn(screen: Screen) {
  const page = await personAt(browser, screen);
  openContexts.push(page.context());
  return page;
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
}

type PostOptions = Pick<NonNullable<Parameters<Page['request']['post']>[1]>, 'data' | 'multipart'>;

/** A state-changing call names our origin, as the app's own fetches do. */
async function post(page: Page, url: string, options: PostOptions) {
  const response = await page.request.post(url, { ...options, headers: { Origin: baseUrl } });
  await expectOk(response);
  return response;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await post(page, '/api/login', { data: account });
}

/** The focused control as assistive technology names it (its role and accessible name), for failure messages. */
async function focusedControl(page: Page): Promise<string> {
  const focused = page.locator('*:focus');
  if ((await focused.count()) === 0) return 'nothing: focus is on the page itself';
  return (await focused.ariaSnapshot()).split('\n')[0]!.replace(/^- /, '');
}

const hasFocus = (control: Locator) =>
  control.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** The focused control shows its focus: a ring of at least 2 px, at least 3:1 against what surrounds it. */
async function expectFocusVisible(page: Page) {
  // Measured once the control has finished easing into its focused look.
  await page.waitForFunction(() =>
    (document.activeElement?.getAnimations() ?? []).every((animation) => animation.playState !== 'running'),
  );
  const ring = await focusRing(page);
  expect(ring, 'focus fell onto the page itself').not.toBeNull();
  expect(ringProblems(await focusedControl(page), [ring!])).toEqual([]);
}

/** Waits for focus to reach `control` (a dialog moves it a frame after opening), then checks that it shows. */
async function expectFocusOn(page: Page, control: Locator) {
  await expect
    .poll(async () => (await hasFocus(control)) || `focus is on ${await focusedControl(page)}`, { timeout: 10_000 })
    .toBe(true);
  await expectFocusVisible(page);
}

/** Presses `key` and expects focus on `control` after it. */
async function press(page: Page, key: string, control: Locator) {
  await page.keyboard.press(key);
  await expectFocusOn(page, control);
}

/** Types as a person does, key by key, into the focused field, and expects the field to hold it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await page.keyboard.type(text);
  expect(await field.inputValue()).toContain(text);
}

/**
 * Presses `key` (Tab, or Shift+Tab) until `control` has focus, as a person walks through the controls before it,
 * checking at every stop on the way that the focus shows. Fails after `limit` presses, naming where focus went.
 */
async function walkTo(page: Page, control: Locator, { key = 'Tab', limit = 60 } = {}) {
  await control.waitFor();
  const stops: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    if (await hasFocus(control)) return;
    stops.push(await focusedControl(page));
  }
  throw new Error(`${limit} presses of ${key} never reached the control. Focus went to: ${stops.join(' → ')}`);
}

describe('with the keyboard only', () => {
  // On a phone the page is laid out otherwise: the navbar folds into a menu button, the form into one column.
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on a %s, a candidate asks a referrer for a referral: every field typed, the resume picked, sent; Escape closes the modal',
    async (_, screen) => {
      const page = await personOn(screen);
      await signIn(page, DEMO.candidate);
      const me = (await (await page.request.get('/api/me')).json()) as { name: string; email: string };
      const referrer = (await (await page.request.get('/api/referrer/1')).json()) as {
        name: string;
        companyName: string;
      };
      // One open request per company: the demo candidate withdraws whatever they have open at the referrer's company
      // first (the demo's own, or the run on the other screen's), so the journey does not depend on what ran before.
      await withdrawOpenRequestsAt(page, referrer.companyName, baseUrl);
      const jobTitle = `Keyboard Engineer ${unique()}`;
      const resumeName = 'resume.pdf';
      // The system's file chooser, where the person picks their resume. Listened for from the start: Playwright needs a
      // round trip to the browser to begin catching it, which a press made right after asking could beat.
      page.on('filechooser', (chooser) => {
        void chooser.setFiles({ name: resumeName, mimeType: 'application/pdf', buffer: makePdf(me.name) });
      });

      await page.goto('/referrer/1');
      // On a phone the page has a second one under the referrer's name, which Tab reaches first.
      const requestButton = page.getByRole('button', { name: 'Request Referral', exact: true }).first();
      await walkTo(page, requestButton);

      // Enter opens the modal and moves focus into it, on its first field.
      const modal = page.getByRole('dialog', { name: `Request a referral from ${referrer.name}` });
      const field = (name: string) => modal.getByRole('textbox', { name, exact: true });
      await press(page, 'Enter', field('Full name'));
      // Who is asking comes from the account, and the company from the referrer.
      expect(await field('Full name').inputValue()).toBe(me.name);
      await press(page, 'Tab', field('Email'));
      expect(await field('Email').inputValue()).toBe(me.email);
      // The phone of their latest request and the experience of their profile come prefilled; typing replaces them.
      const [latest] = (await (
        await page.request.get('/api/referral-requests', { params: { party: 'candidate', limit: 1 } })
      ).json()) as Array<{ phone: string }>;
      await press(page, 'Tab', field('Phone'));
      expect(await field('Phone').inputValue()).toBe(latest?.phone ?? '');
      await page.keyboard.press('ControlOrMeta+A');
      await typeInto(page, field('Phone'), '+1 415 555 0199');
      await press(page, 'Tab', field('Company you want to join'));
      expect(await field('Company you want to join').inputValue()).toBe(referrer.companyName);
      const experience = modal.getByRole('spinbutton', { name: 'Years of experience' });
      await press(page, 'Tab', experience);
      expect(await experience.inputValue()).toBe('3');
      await page.keyboard.press('ControlOrMeta+A');
      await typeInto(page, experience, '7');
      await press(page, 'Tab', field('Job title (optional)'));
      await typeInto(page, field('Job title (optional)'), jobTitle);

      // The template is a native select: the arrows choose, and the chosen template writes the message.
      const template = modal.getByRole('combobox', { name: 'Message template' });
      await press(page, 'Tab', template);
      await press(page, 'ArrowDown', template);
      expect(await template.inputValue()).toBe('Brief Introduction');
      const message = field('Cover letter / message');
      await press(page, 'Tab', message);
      expect(await message.inputValue()).toContain(`I'm ${me.name}, with 7 years of experience`);
      await page.keyboard.press('Control+End');
      await typeInto(page, message, ' I can start in March.');

      // Enter on the picker's button opens the system's file chooser; the picked resume shows under the button.
      await press(page, 'Tab', modal.getByRole('button', { name: 'Upload resume' }));
      await page.keyboard.press('Enter');
      await modal.getByRole('list', { name: 'Attached file' }).getByText(resumeName).waitFor();
      await expectFocusOn(page, modal.getByRole('button', { name: 'Replace resume' }));
      await press(page, 'Tab', modal.getByRole('button', { name: `Remove ${resumeName}` }));
      // Above the buttons, the notice of who receives the request links to the privacy policy (in a new tab).
      await press(page, 'Tab', modal.getByRole('link', { name: 'How we handle your data (opens in a new tab)' }));
      await press(page, 'Tab', modal.getByRole('button', { name: 'Cancel' }));
      const send = modal.getByRole('button', { name: 'Send Request' });
      await press(page, 'Tab', send);

      // Sent: the modal closes, the toast says so, and focus is back on the button that opened it.
      await press(page, 'Enter', requestButton);
      // The request's own news (who it went to) comes a moment later, and waits its turn rather than replace this toast.
      await toast(page).filter({ hasText: 'Referral Request Sent' }).waitFor();
      expect(await modal.count()).toBe(0);

      // The survey follows by itself, with focus inside it; Escape closes it, back to the same button.
      const survey = page.getByRole('form', { name: 'Feedback survey' });
      await expectFocusOn(page, survey.getByRole('radio', { name: 'Finding referrals for myself' }));
      await press(page, 'Escape', requestButton);
      expect(await survey.count()).toBe(0);
      await toast(page)
        .filter({ hasText: `Your request for ${jobTitle} at ${referrer.companyName} is now with` })
        .waitFor();

      // What was typed is what the referrer receives.
      const mine = (await (
        await page.request.get('/api/referral-requests', { params: { party: 'candidate', search: jobTitle } })
      ).json()) as Array<{ phone: string; experience: number; message: string; resume: { fileName: string } | null }>;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ phone: '+1 415 555 0199', experience: 7, resume: { fileName: resumeName } });
      expect(mine[0]!.message).toMatch(/I can start in March\.$/);

      // Opened again, the modal starts afresh, with the phone just sent; Escape closes it, and focus returns to its button.
      await press(page, 'Enter', field('Full name'));
      await expect.poll(() => field('Phone').inputValue()).toBe('+1 415 555 0199');
      expect(await field('Job title (optional)').inputValue()).toBe('');
      await press(page, 'Escape', requestButton);
      expect(await modal.count()).toBe(0);
    },
  );

  it('on a desktop, a new account goes through onboarding: arrows choose the role, Escape puts it aside, Enter resumes it', async () => {
    const page = await personOn(DESKTOP);
    const id = unique();
    const name = `Robin Keys ${id}`;
    const company = `Keystone Labs ${id}`;
    await post(page, '/api/register', { data: { name, email: `robin.keys.${id}@example.com`, password: PASSWORD } });

    // A new account is sent to onboarding, which opens by itself with focus on the role's first choice.
    await page.goto('/browse-jobs');
    await page.waitForURL('**/onboarding');
    const onboarding = page.getByRole('form', { name: 'Onboarding' });
    const step = (title: string) => onboarding.getByRole('heading', { name: title }).waitFor();
    const radio = (label: string) => onboarding.getByRole('radio', { name: label });
    await step('Welcome');
    await expectFocusOn(page, radio('Looking for job referrals'));
    await press(page, 'ArrowDown', radio('I can refer candidates to jobs'));
    await press(page, 'ArrowDown', radio('Both: I want referrals and can give them'));
    expect(await radio('Both: I want referrals and can give them').isChecked()).toBe(true);

    // Enter submits the step; the choices give way to the next step's fields, and focus stays in the dialog.
    const continueButton = onboarding.getByRole('button', { name: 'Continue' });
    await press(page, 'Enter', continueButton);
    await step('Complete Your Profile');

    // Escape closes onboarding for later (its close button says "Close and finish later"): focus goes to the page's
    // button that opens it again, and Enter there resumes on the same step.
    const resume = page.getByRole('button', { name: 'Continue setting up' });
    await press(page, 'Escape', resume);
    expect(await onboarding.count()).toBe(0);
    const field = (label: string) => onboarding.getByRole('textbox', { name: label, exact: true });
    await press(page, 'Enter', field('Full name'));
    await step('Complete Your Profile');
    expect(await page.getByText('Step 2 of 4').isVisible()).toBe(true);
    expect(await field('Full name').inputValue()).toBe(name);

    await press(page, 'Tab', field('Job title (optional)'));
    await typeInto(page, field('Job title (optional)'), 'Staff Engineer');
    // The role chosen before Escape is kept: a referrer names the company they work at.
    await press(page, 'Tab', field('Company you work at'));
    await typeInto(page, field('Company you work at'), company);
    const experience = onboarding.getByRole('spinbutton', { name: 'Years of experience (optional)' });
    await press(page, 'Tab', experience);
    await typeInto(page, experience, '9');
    await press(page, 'Tab', field('LinkedIn profile URL (optional)'));
    await typeInto(page, field('LinkedIn profile URL (optional)'), 'https://www.linkedin.com/in/robin-keys');
    await press(page, 'Tab', field('Bio (optional)'));
    await typeInto(
      page,
      field('Bio (optional)'),
      'I run the platform team and refer engineers who like reliability work.',
    );
    await press(page, 'Tab', onboarding.getByRole('button', { name: 'Back' }));
    await press(page, 'Tab', onboarding.getByRole('button', { name: 'Skip' }));
    await press(page, 'Tab', continueButton);
    await press(page, 'Enter', continueButton);
    await step('Set Your Preferences');

    // Checkboxes: Space turns each on or off. From Continue, Tab passes the dialog's close button (beside the form)
    // and wraps to the first one.
    const checkbox = (label: string) => onboarding.getByRole('checkbox', { name: label });
    await press(page, 'Tab', page.getByRole('dialog').getByRole('button', { name: 'Close and finish later' }));
    await press(page, 'Tab', checkbox('E-mail updates'));
    await press(page, 'Tab', checkbox('WhatsApp messages'));
    await press(page, 'Space', checkbox('WhatsApp messages'));
    await press(page, 'Tab', checkbox('Real-time notifications in the app'));
    await press(page, 'Space', checkbox('Real-time notifications in the app'));
    await press(page, 'Tab', checkbox('Software Development'));
    await press(page, 'Space', checkbox('Software Development'));
    await press(page, 'Tab', checkbox('Product Management'));
    await press(page, 'Tab', checkbox('Data Science'));
    await press(page, 'Space', checkbox('Data Science'));
    const choices = await Promise.all(
      ['E-mail updates', 'WhatsApp messages', 'Real-time notifications in the app', 'Software Development'].map(
        (label) => checkbox(label).isChecked(),
      ),
    );
    expect(choices).toEqual([true, true, false, true]);
    await walkTo(page, continueButton);

    // The last step: the same button, now Finish, keeps focus.
    await press(page, 'Enter', onboarding.getByRole('button', { name: 'Finish' }));
    await step('Setup Complete');
    await onboarding.getByText("You're all set!").waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('Profile Updated');
    await page.waitForURL('**/referrer-dashboard');
    await page.getByRole('heading', { name: 'Referrer Dashboard', level: 1 }).waitFor();
    expect(await onboarding.count()).toBe(0);
    // On the new page, the keyboard starts from its top, at the skip link.
    await press(page, 'Tab', page.getByRole('link', { name: 'Skip to content' }));
    const account = (await (await page.request.get('/api/me')).json()) as {
      onboardingCompleted: boolean;
      isReferrer: boolean;
    };
    expect(account).toMatchObject({ onboardingCompleted: true, isReferrer: true });
  });

  it('on a desktop, a candidate answers the survey from the navbar: radios with arrows, stars with arrows, sent; Escape closes it', async () => {
    const page = await personOn(DESKTOP);
    await signIn(page, DEMO.candidate);
    await page.goto('/companies');
    const feedback = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', {
      name: 'Feedback',
    });
    await walkTo(page, feedback);

    const survey = page.getByRole('form', { name: 'Feedback survey' });
    const radio = (label: string) => survey.getByRole('radio', { name: label, exact: true });
    const field = (label: string) => survey.getByRole('textbox', { name: label, exact: true });
    await press(page, 'Enter', radio('Finding referrals for myself'));
    await press(page, 'ArrowDown', radio('Referring candidates to my company'));
    await press(page, 'ArrowDown', radio('Both'));
    await press(page, 'ArrowDown', radio('Something else'));
    // "Something else" asks what, in a field that appears after the choices.
    await press(page, 'Tab', field('Tell us what brings you here'));
    await typeInto(page, field('Tell us what brings you here'), 'Hiring for my own team');

    // Tab enters the next group on its chosen answer; the arrows change it.
    await press(page, 'Tab', radio("It's okay, but there's room for improvement."));
    await press(page, 'ArrowUp', radio("It's working really well for me."));
    await press(page, 'Tab', radio('3 stars'));
    await press(page, 'ArrowRight', radio('4 stars'));
    expect(await radio('4 stars').isChecked()).toBe(true);

    await press(page, 'Tab', field('What do you love most?'));
    await typeInto(page, field('What do you love most?'), 'Requests go straight to someone at the company.');
    await press(page, 'Tab', field('What should we improve?'));
    await typeInto(page, field('What should we improve?'), 'Tell me when a referrer has read my request.');
    await press(page, 'Tab', field('Your role (optional)'));
    await typeInto(page, field('Your role (optional)'), 'Engineering Manager');
    await press(page, 'Tab', field('Your company (optional)'));
    await typeInto(page, field('Your company (optional)'), 'Tallyfern');

    // Consenting to be contacted opens the contact fields, the e-mail filled from the account.
    await press(page, 'Tab', radio('No'));
    await press(page, 'ArrowLeft', radio('Yes'));
    await press(page, 'Tab', field('Contact e-mail'));
    expect(await field('Contact e-mail').inputValue()).toBe(DEMO.candidate.email);
    await press(page, 'Tab', field('Contact phone (optional)'));
    await typeInto(page, field('Contact phone (optional)'), '+1 415 555 0123');
    await press(page, 'Tab', field('Anything else you would like to tell us?'));
    await typeInto(page, field('Anything else you would like to tell us?'), 'Keep the keyboard shortcuts.');
    await press(page, 'Tab', survey.getByRole('button', { name: 'Skip' }));
    await press(page, 'Tab', survey.getByRole('button', { name: 'Submit Feedback' }));

    // Sent: thanked, closed, and focus is back on Feedback in the navbar.
    await press(page, 'Enter', feedback);
    await expect.poll(() => toast(page).textContent()).toContain('Thank you for your feedback!');
    expect(await survey.count()).toBe(0);

    // Opened again it starts afresh; Escape closes it, and focus returns to Feedback.
    await press(page, 'Enter', radio('Finding referrals for myself'));
    expect(await field('Tell us what brings you here').count()).toBe(0);
    await press(page, 'Escape', feedback);
    expect(await survey.count()).toBe(0);
  });

  it('on a desktop, a referrer accepts one new request and declines another with a reason; Escape leaves the decline unmade', async () => {
    const id = unique();
    const accepted = `Kai Keyboard ${id}`;
    const declined = `Lee Keyboard ${id}`;
    const reason = 'We only hire for this role in spring. Please ask again in March.';

    const referrer = await personOn(DESKTOP);
    await signIn(referrer, DEMO.referrer);
    const profile = (await (await referrer.request.get('/api/me/referrer-profile')).json()) as { id: number };
    const candidate = await personOn(DESKTOP);
    for (const name of [accepted, declined]) {
      await post(candidate, '/api/direct-referral-request', {
        multipart: {
          name,
          email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
          phone: '+1 415 555 0142',
          company: 'Tallyfern',
          experience: '5',
          jobTitle: 'Backend Engineer',
          noticeVersion: REQUEST_NOTICE_VERSION,
          message: `Hello, I am ${name}. I would love a referral for the Backend Engineer role.`,
          referrerId: String(profile.id),
          resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf(name) },
        },
      });
    }

    await referrer.goto('/referrer-dashboard');
    const search = referrer.getByRole('search', { name: 'Search requests' }).getByRole('searchbox', { name: 'Search' });
    const card = (name: string) => referrer.getByRole('article', { name });
    /** Types into the search box (replacing what it held) and submits with Enter: the list holds only that card. */
    const searchFor = async (name: string) => {
      await referrer.keyboard.press('Control+A');
      await typeInto(referrer, search, name);
      await press(referrer, 'Enter', search);
      await card(name).waitFor();
      await expect.poll(() => referrer.getByRole('article').count()).toBe(1);
    };

    // Accept: reach the card's button, press it; the card says Accepted and focus moves to its next move.
    await walkTo(referrer, search);
    await searchFor(accepted);
    await walkTo(referrer, card(accepted).getByRole('button', { name: 'Accept' }));
    await press(referrer, 'Enter', card(accepted).getByRole('button', { name: 'Mark referred' }));
    await card(accepted).getByText('Accepted', { exact: true }).waitFor();
    await expect.poll(() => toast(referrer).textContent()).toContain(`The request from ${accepted}.`);

    // Back up to the search box, to the other request.
    await walkTo(referrer, search, { key: 'Shift+Tab' });
    await searchFor(declined);
    const decline = card(declined).getByRole('button', { name: 'Decline' });
    await walkTo(referrer, decline);

    // Decline asks for a reason in a dialog, focus on the reason; Escape closes it and nothing is declined.
    const dialog = referrer.getByRole('dialog', { name: `Decline the request from ${declined}` });
    const reasonField = dialog.getByRole('textbox', { name: 'Reason' });
    await press(referrer, 'Enter', reasonField);
    await press(referrer, 'Escape', decline);
    expect(await dialog.count()).toBe(0);
    expect(await card(declined).getByText('New', { exact: true }).isVisible()).toBe(true);

    // Again, with a reason, confirmed: the card says Declined, with the reason, and keeps focus on its last control.
    await press(referrer, 'Enter', reasonField);
    await typeInto(referrer, reasonField, reason);
    await press(referrer, 'Tab', dialog.getByRole('button', { name: 'Cancel' }));
    await press(referrer, 'Tab', dialog.getByRole('button', { name: 'Decline request' }));
    await press(referrer, 'Enter', card(declined).getByRole('button', { name: 'Show history' }));
    await expect.poll(() => toast(referrer).textContent()).toContain(`${declined} will see your reason.`);
    await card(declined).getByText('Declined', { exact: true }).waitFor();
    expect(await card(declined).getByText(`Declined: “${reason}”`).isVisible()).toBe(true);
    expect(await card(declined).getByRole('button', { name: 'Decline' }).count()).toBe(0);
  });
});

/** Where `control` shows: inside the window, and what is drawn at its centre is itself (nothing sticky over it). */
const shownWhole = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      inWindow: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
      onTop: atCentre !== null && element.contains(atCentre),
    };
  });

describe('the skip link', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on a %s, shows above the navbar when the first Tab reaches it, and Enter takes focus to the page, clear of the navbar',
    async (_, screen) => {
      const page = await personOn(screen);
      const skip = page.getByRole('link', { name: 'Skip to content' });
      const main = page.getByRole('main');
      const navbarBottom = async () => {
        const navbar = (await page.getByRole('banner').boundingBox())!;
        return navbar.y + navbar.height;
      };
      // Also from further down a long page: a reader who scrolled, then pressed Tab.
      for (const { route, scrolled } of [
        { route: '/', scrolled: false },
        { route: '/companies', scrolled: false },
        { route: '/jobs/1', scrolled: false },
        { route: '/companies', scrolled: true },
      ]) {
        const where = scrolled ? `${route}, scrolled` : route;
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        if (scrolled) await page.evaluate(() => window.scrollTo(0, 1500));
        await press(page, 'Tab', skip);
        expect(await shownWhole(skip), `${where}: the focused skip link`).toEqual({ inWindow: true, onTop: true });

        await page.keyboard.press('Enter');
        await expect.poll(() => hasFocus(main), { message: `${where}: focus on the page's content` }).toBe(true);
        // The page's first heading shows below the navbar, not under it.
        await expect
          .poll(async () => (await main.getByRole('heading').first().boundingBox())!.y, { message: where })
          .toBeGreaterThanOrEqual(await navbarBottom());
        // The next Tab goes on from the content, past the navbar, to a control that is not under the navbar.
        await page.keyboard.press('Tab');
        const next = page.locator('*:focus');
        expect(
          await next.evaluate((element) => element.closest('main') !== null),
          `${where}: ${await focusedControl(page)}`,
        ).toBe(true);
        expect(await shownWhole(next), `${where}: ${await focusedControl(page)}`).toEqual({
          inWindow: true,
          onTop: true,
        });
      }
    },
  );
});

describe('the featured companies on the home page', () => {
  it('are one Tab stop, walked with the arrow keys, Home and End', async () => {
    const page = await personOn(DESKTOP);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Referrers work at' }).getByRole('list');
    const tiles = row.getByRole('link');
    await tiles.nth(3).waitFor();
    expect(await tiles.count()).toBeGreaterThan(4);
    const inRow = () => row.evaluate((list) => list.contains(document.activeElement));

    await walkTo(page, tiles.first());
    // One press of Tab leaves the row, Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    expect(await inRow(), `Tab went to ${await focusedControl(page)}`).toBe(false);
    await press(page, 'Shift+Tab', tiles.first());

    await press(page, 'ArrowRight', tiles.nth(1));
    await press(page, 'ArrowRight', tiles.nth(2));
    await press(page, 'ArrowLeft', tiles.nth(1));
    await press(page, 'End', tiles.last());
    await press(page, 'Home', tiles.first());
    await press(page, 'ArrowLeft', tiles.first());
    await press(page, 'ArrowRight', tiles.nth(1));
    // The row remembers the tile: leaving and coming back returns to it.
    await page.keyboard.press('Tab');
    expect(await inRow()).toBe(false);
    await press(page, 'Shift+Tab', tiles.nth(1));
    // The way to walk it is said where a keyboard user lands.
    await page.getByText('Use the arrow keys to move between companies').waitFor();

    const href = await tiles.nth(1).getAttribute('href');
    expect(href).toMatch(/^\/browse-jobs\?company=/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  });
});
