import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { live, pagePerTest, screenshot, toast } from './browser';
import { makePdf } from './pdf';

/**
 * Layout on a phone (390 px) and on a desktop (1280 px), with screenshots in test/e2e/artifacts for people to look at:
 * the request-then-survey sequence (the success toast must not cover the survey), the phone menu, the resume picker,
 * the star rating, the featured companies and the admin tab bar.
 */
const baseUrl = inject('baseUrl');
const currentPage = pagePerTest();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the element is drawn, once it is: an element just found may be re-rendered (a menu opening as the page
 * hydrates) and, for a moment, have no box.
 */
async function box(locator: Locator): Promise<Box> {
  let found: Box | null = null;
  await expect
    .poll(async () => (found = await locator.boundingBox()), { message: 'element on screen', timeout: 5_000 })
    .not.toBeNull();
  return found!;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits until nothing on the page is moving (finite animations and transitions have ended). */
async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function sendRequest(page: Page, shot: string) {
  const referrer = (await (await fetch(`${baseUrl}/api/referrer/1`)).json()) as { id: number; name: string };
  await page.goto(`/refer/${referrer.id}/${encodeURIComponent(referrer.name)}`);
  const form = page.getByRole('form', { name: 'Request a referral' });
  await form.getByLabel('Full name').fill('Noor Haddad');
  // An address of its own: one open request per company and e-mail.
  await form.getByLabel('Email').fill(`noor.haddad.${Date.now().toString(36)}@example.com`);
  await form.getByLabel('Phone').fill('+1 415 555 0199');
  await form.getByLabel('Years of experience').fill('5');
  await form.getByLabel('Cover letter / message').fill('I would love a referral for the platform team.');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'noor-haddad-resume.pdf', mimeType: 'application/pdf', buffer: makePdf('Noor Haddad') });
  const attached = form.getByRole('list', { name: 'Attached file' });
  await attached.getByText('noor-haddad-resume.pdf').waitFor();
  // The chosen file shows with its size.
  expect(await attached.textContent()).toMatch(/noor-haddad-resume\.pdf\s*[\d.]+ (bytes|KB)/);
  await attached.scrollIntoViewIfNeeded();
  await stillness(page);
  await screenshot(page, `${shot}-request-filled`, { fullPage: false });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect.poll(() => toast(page).textContent()).toContain('Referral Request Sent');
}

describe.each([
  { device: 'phone', viewport: PHONE },
  { device: 'desktop', viewport: DESKTOP },
])('request then survey on a $device', ({ device, viewport }) => {
  it('keeps the success toast clear of the survey that opens under it', async () => {
    const page = currentPage();
    await page.setViewportSize(viewport);
    await sendRequest(page, device);
    const survey = page.getByRole('dialog', { name: 'Help us improve ReferBridge' });
    await survey.waitFor();
    // Once the dialog has finished moving in, with the toast still up (it stays 5 s, the survey comes after 1 s).
    await stillness(page);
    expect(await toast(page).isVisible()).toBe(true);
    await screenshot(page, `${device}-survey-under-toast`, { fullPage: false });

    const toastBox = await box(toast(page));
    const title = await box(survey.getByRole('heading', { name: 'Help us improve ReferBridge' }));
    const close = await box(survey.getByRole('button', { name: 'Close survey' }));
    const dialog = await box(survey);
    expect(overlap(toastBox, title), 'toast over the title').toBe(false);
    expect(overlap(toastBox, close), 'toast over the close button').toBe(false);
    expect(overlap(toastBox, dialog), 'toast over the dialog').toBe(false);
    // The survey's own buttons stay within the screen.
    const submit = await box(survey.getByRole('button', { name: 'Submit Feedback' }));
    expect(submit.y + submit.height).toBeLessThanOrEqual(viewport.height);

    // When the toast goes, the dialog takes the room back.
    await toast(page).getByRole('button', { name: 'Close notification' }).click();
    await expect.poll(async () => (await box(survey)).height).toBeGreaterThan(dialog.height);
    await stillness(page);
    await screenshot(page, `${device}-survey-after-toast`, { fullPage: false });
  });
});

describe('the star rating', () => {
  it('keeps its label apart from the stars', async () => {
    const page = currentPage();
    await page.goto('/feedback');
    const survey = page.getByRole('dialog', { name: 'Help us improve ReferBridge' });
    await survey.waitFor();
    const label = await box(survey.getByText('How delighted are you with ReferBridge? (1 to 5 stars)'));
    const firstStar = await box(survey.getByRole('radio', { name: /^1 stars?$/ }));
    const apart = firstStar.y >= label.y + label.height + 4 || firstStar.x >= label.x + label.width + 8;
    expect(apart, 'space between the label and the first star').toBe(true);
    await survey.getByRole('radio', { name: /^1 stars?$/ }).scrollIntoViewIfNeeded();
    await stillness(page);
    await screenshot(page, 'desktop-survey-rating', { fullPage: false });
  });
});

const DEMO = {
  candidate: { email: 'candidate@referbridge.example', password: 'candidate-demo-1' },
  admin: { email: 'admin@referbridge.example', password: 'admin-demo-1' },
};

async function signIn(page: Page, login: { email: string; password: string }) {
  const response = await page.request.post('/api/login', { data: login, headers: { Origin: baseUrl } });
  expect(response.status()).toBe(200);
}

describe('the phone menu', () => {
  it.each([
    { who: 'anonymous', login: null },
    { who: 'candidate', login: DEMO.candidate },
  ])('lists its links one under another ($who)', async ({ who, login }) => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    if (login) await signIn(page, login);
    await page.goto('/companies');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    const list = menu.getByRole('list');
    const links = await list.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(5);
    const boxes = await Promise.all(links.map(box));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x, 'links start at the same left edge').toBe(boxes[0]!.x);
      expect(boxes[i]!.y, 'each link below the one before').toBeGreaterThanOrEqual(
        boxes[i - 1]!.y + boxes[i - 1]!.height,
      );
    }
    // Full-width rows, easy to hit with a thumb.
    expect(boxes[0]!.width).toBeGreaterThan(PHONE.width * 0.8);
    await screenshot(page, `phone-menu-open-${who}`, { fullPage: false });
  });

  it('shows the signed-in person by name on the account entry', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.candidate);
    const me = (await (await page.request.get('/api/me')).json()) as { name: string };
    await page.goto('/companies');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // Its name starts with what it shows (WCAG 2.5.3), and says what it opens.
    const account = menu.getByRole('button', { name: `${me.name} (account menu)`, exact: true });
    await account.waitFor();
    expect(await account.innerText()).toContain(me.name);
    const entry = await box(account);
    expect(entry.x + entry.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-menu-account-entry', { fullPage: false });
    await account.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).waitFor();
  });

  // On a phone the prerendered page is on screen seconds before its code; a press in that time must still count.
  it('opens when pressed before the page has finished loading', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    let release!: () => void;
    const pageCodeHeldBack = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CompaniesPage-[^/]*\.js$/, async (route) => {
      await pageCodeHeldBack;
      await route.continue();
    });
    await page.goto('/companies', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});

describe('the featured companies on a phone', () => {
  it('shows each tile that the arrow keys reach whole, with its focus ring', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Referrers work at' }).getByRole('list');
    const tiles = row.getByRole('link');
    await tiles.first().waitFor();
    await tiles.first().focus();
    // The row is one Tab stop; the arrow keys walk its tiles.
    for (let step = 0; step < 4; step++) {
      if (step) await page.keyboard.press('ArrowRight');
      const focused = page.locator(':focus');
      expect(await focused.evaluate((node) => node.closest('ul') !== null)).toBe(true);
      // The tile and its 2 px ring lie inside the row's visible box.
      const [tile, visible] = await Promise.all([box(focused), box(row)]);
      expect(tile.x - 2).toBeGreaterThanOrEqual(visible.x);
      expect(tile.x + tile.width + 2).toBeLessThanOrEqual(visible.x + visible.width);
    }
    await screenshot(page, 'phone-company-tiles-keyboard', { fullPage: false });
  });
});

describe('the admin tab bar', () => {
  /** The bar's scrolling box, and the fade that says more tabs lie past an edge. */
  const scroller = (page: Page) =>
    page.getByRole('tablist').evaluate((list) => {
      let element: Element | null = list;
      while (element && getComputedStyle(element).overflowX !== 'auto') element = element.parentElement;
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        scrolls: element.scrollWidth > element.clientWidth,
        fade: getComputedStyle(element).maskImage,
      };
    });

  it('on a phone, shows the tab a link opens, and fades the edge past which more tabs lie', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.admin);
    await page.goto('/admin-dashboard?tab=mail');
    const mail = page.getByRole('tab', { name: 'Mail', selected: true });
    await mail.waitFor();
    await stillness(page);
    const bar = (await scroller(page))!;
    expect(bar.scrolls, 'the bar is wider than a phone').toBe(true);
    const tab = await box(mail);
    expect(tab.x, 'the selected tab starts inside the bar').toBeGreaterThanOrEqual(bar.left);
    expect(tab.x + tab.width, 'the selected tab ends inside the bar').toBeLessThanOrEqual(bar.right);
    expect(bar.fade, 'a fade where tabs lie past the edge').toContain('gradient');
    await screenshot(page, 'phone-admin-tabs-mail', { fullPage: false });

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await stillness(page);
    expect((await scroller(page))!.fade).toContain('gradient');
    await screenshot(page, 'phone-admin-tabs-overview', { fullPage: false });
  });

  it('on a desktop, where every tab fits, draws no fade', async () => {
    const page = currentPage();
    await signIn(page, DEMO.admin);
    await page.goto('/admin-dashboard?tab=mail');
    await page.getByRole('tab', { name: 'Mail', selected: true }).waitFor();
    const bar = (await scroller(page))!;
    expect(bar.scrolls).toBe(false);
    expect(bar.fade).toBe('none');
  });
});

describe('the first screen on a phone', () => {
  it('shows the whole placeholder of the home search', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search referrers' });
    await search.waitFor();
    // The placeholder's width in the input's own font, against the room inside its padding.
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeGreaterThan(0);
    expect(text, 'placeholder width within the input').toBeLessThanOrEqual(room);
    await screenshot(page, 'phone-home-search', { fullPage: false });
  });

  it('shows the first job on /browse-jobs, the filters folded behind a button that counts them', async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await page.goto('/browse-jobs?type=Full-time');
    const firstJob = page.getByRole('article').first();
    await firstJob.waitFor();
    expect((await box(firstJob)).y, 'first job card starts on the first screen').toBeLessThan(PHONE.height - 40);
    const type = page.getByRole('combobox', { name: 'Type' });
    expect(await type.isVisible()).toBe(false);
    const filters = page.getByRole('button', { name: 'Filters (1 active)' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'phone-browse-jobs', { fullPage: false });
    await (await live(filters)).click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await type.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Location' }).isVisible()).toBe(true);
    await screenshot(page, 'phone-browse-jobs-filters-open', { fullPage: false });

    // A desktop shows every filter, and no button.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Type' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
  });

  it("offers Request Referral on a referrer's first screen", async () => {
    const page = currentPage();
    await page.setViewportSize(PHONE);
    await page.goto('/referrer/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const request = page.getByRole('button', { name: 'Request Referral', exact: true }).first();
    await request.waitFor();
    const found = await box(request);
    expect(found.y + found.height, 'button bottom within the first screen').toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'phone-referrer-first-screen', { fullPage: false });
    await (await live(request)).click();
    await page.getByRole('dialog', { name: /^Request a referral from / }).waitFor();
  });
});
