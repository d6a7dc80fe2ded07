import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { focusRings, ringProblems } from './focus';

/**
 * axe-core in Chromium on every route of the spec (SPEC section 2), anonymous and as each demo role, and with each
 * dialog open. A serious or critical violation fails the test, listed by rule and element. One browser for the
 * file, one context per role, signed in once through the API.
 *
 * axe cannot judge focus indicators, so the second half tabs through the page and measures the ring of every
 * focused control (WCAG 1.4.11: at least 3:1 against the colour around it). Nor can it see a chart's colour key,
 * which the last test compares with the bars.
 */
const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const ROUTES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/onboarding',
  '/profile',
  '/referrer-profile',
  '/referee-profile',
  '/referrer-dashboard',
  '/referrers',
  '/referrer/1',
  '/referrer/1#contact',
  '/about',
  '/pricing',
  '/success-stories',
  '/guides',
  '/faq',
  '/support',
  '/careers',
  '/contact',
  '/privacy',
  '/job-posting',
  '/job-success/1',
  '/companies',
  '/browse-jobs',
  '/jobs/1',
  '/blog',
  '/blog/how-to-get-referral-at-top-tech-companies',
  '/blog/dos-and-donts-of-asking-for-referrals',
  '/blog/success-story-from-referral-to-dream-job',
  '/become-referrer',
  '/referrer-register',
  '/refer/1/Ana%20Silva',
  '/refer',
  '/forgot-password',
  '/reset-password',
  '/feedback',
  '/debug-reset',
  '/admin-dashboard',
  '/no/such/page',
];

const DEMO = {
  candidate: { email: 'candidate@referbridge.example', password: 'candidate-demo-1' },
  referrer: { email: 'referrer@referbridge.example', password: 'referrer-demo-1' },
  admin: { email: 'admin@referbridge.example', password: 'admin-demo-1' },
} as const;
type Role = 'anonymous' | keyof typeof DEMO;
const ROLES: Role[] = ['anonymous', 'candidate', 'referrer', 'admin'];

interface Finding {
  rule: string;
  impact: string;
  targets: string[];
}

/** Waits until the page has stopped loading and moving: no requests, no finite animation running. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Both loaders can be on the page at once, which a single locator's wait refuses (strict mode): wait for neither.
  await page.waitForFunction(
    () => !document.querySelector('[aria-label="Loading page"], [aria-label="Checking your session"]'),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The serious and critical violations on the page as it is now. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
        }>;
      };
    };
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default as "experimental"; it is WCAG 2.5.3 (label in name), which the app promises.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
  });
}

const format = (where: string, findings: Finding[]) =>
  findings.map((finding) => `${where}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(' | ')}`);

async function signedInContext(browser: Browser, role: Role, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  if (role !== 'anonymous') {
    // A state-changing call must name our origin, as the app's own fetches do.
    const response = await context.request.post('/api/login', { data: DEMO[role], headers: { Origin: baseUrl } });
    expect(response.status()).toBe(200);
  }
  return context;
}

async function newUserContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const email = `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await context.request.post('/api/register', {
    data: { name: 'Avery Quinn', email, password: 'a long password', isReferrer: false },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return context;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(ROLES)('axe, %s', (role) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await signedInContext(browser, role);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => context?.close());

  it.each(ROUTES)('%s', async (route) => {
    await page.goto(route);
    await settle(page);
    expect(format(route, await audit(page))).toEqual([]);
  });

  it('with the request modal showing every error', async () => {
    await page.goto('/refer');
    await settle(page);
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.getByLabel('Full name').fill('');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await form.getByText('Please enter a company name').waitFor();
    await settle(page);
    expect(format('request modal with errors', await audit(page))).toEqual([]);
  });

  it('with the survey open from the navbar', async () => {
    await page.goto('/companies');
    await settle(page);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('form', { name: 'Feedback survey' }).waitFor();
    await settle(page);
    expect(format('survey', await audit(page))).toEqual([]);
  });

  it('with the phone menu open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/browse-jobs');
      await settle(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await settle(page);
      expect(format('phone menu', await audit(page))).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  if (role === 'anonymous') {
    it('with a failed sign-in', async () => {
      await page.goto('/auth');
      await settle(page);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill('nobody@example.com');
      await form.getByLabel('Password').fill('not the password');
      await form.getByRole('button', { name: 'Sign In' }).click();
      // The refusal shows on the form, once (no toast repeats it).
      await form.getByTestId('form-alert').waitFor();
      await settle(page);
      expect(format('failed sign-in', await audit(page))).toEqual([]);
    });
  } else {
    it('with the account menu open', async () => {
      await page.goto('/');
      await settle(page);
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('button', { name: /account menu/i })
        .click();
      await page.getByRole('menu').waitFor();
      await settle(page);
      expect(format('account menu', await audit(page))).toEqual([]);
    });
  }
});

describe('axe, a new user', () => {
  it('on each step of the onboarding dialog', async () => {
    const context = await newUserContext(browser);
    try {
      const page = await context.newPage();
      await page.goto('/browse-jobs');
      await page.waitForURL('**/onboarding');
      const dialog = page.getByRole('form', { name: 'Onboarding' });
      const findings: string[] = [];
      for (const step of ['Welcome', 'Complete Your Profile', 'Set Your Preferences', 'Setup Complete']) {
        await dialog.getByRole('heading', { name: step }).waitFor();
        await settle(page);
        findings.push(...format(`onboarding, ${step}`, await audit(page)));
        if (step !== 'Setup Complete') await dialog.getByRole('button', { name: 'Continue' }).click();
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('focus rings', () => {
  it('stand out at least 3:1 on pages, forms and dialogs', async () => {
    const context = await signedInContext(browser, 'candidate');
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of ['/', '/about', '/faq', '/refer', '/feedback']) {
        await page.goto(route);
        await settle(page);
        problems.push(...ringProblems(route, await focusRings(page, 30)));
      }
      expect([...new Set(problems)]).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stand out on the sign-in form and the toast', async () => {
    const context = await signedInContext(browser, 'anonymous');
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      await settle(page);
      const problems = ringProblems('/auth', await focusRings(page, 25));
      // A refused sign-in shows on the form only; the welcome of a sign-in that works is a toast.
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill('candidate@referbridge.example');
      await form.getByLabel('Password').fill('candidate-demo-1');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.getByTestId('toast').waitFor();
      // F8 moves focus to the toasts; Tab then reaches the toast's close button.
      await page.keyboard.press('F8');
      problems.push(...ringProblems('welcome toast', await focusRings(page, 1)));
      expect([...new Set(problems)]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the request form', () => {
  it('reaches the resume picker with the keyboard and opens it with Enter', async () => {
    const context = await signedInContext(browser, 'anonymous');
    try {
      const page = await context.newPage();
      await page.goto('/refer');
      await settle(page);
      const form = page.getByRole('form', { name: 'Request a referral' });
      await form.getByLabel('Cover letter / message').focus();
      await page.keyboard.press('Tab');
      const upload = form.getByRole('button', { name: 'Upload resume' });
      expect(await upload.evaluate((button) => button === document.activeElement)).toBe(true);
      // Enter asks the file input to open the system picker (whether the browser shows it is the browser's part).
      const picker = form.locator('input[type=file]');
      await picker.evaluate((input) =>
        input.addEventListener('click', () => input.setAttribute('data-picker-asked', '')),
      );
      await page.keyboard.press('Enter');
      await form.locator('input[type=file][data-picker-asked]').waitFor({ state: 'attached' });
      await picker.setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await form.getByRole('list', { name: 'Attached file' }).getByText('cv.pdf').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the navbar', () => {
  it('marks the current page with more than aria-current', async () => {
    const context = await signedInContext(browser, 'anonymous');
    try {
      const page = await context.newPage();
      await page.goto('/companies');
      await settle(page);
      const navbar = page.getByRole('navigation', { name: 'Main', exact: true });
      const look = (name: string) =>
        navbar.getByRole('link', { name, exact: true }).evaluate((link) => {
          const style = getComputedStyle(link);
          return {
            current: link.getAttribute('aria-current'),
            mark: [style.textDecorationLine, style.fontWeight, style.backgroundColor, style.color].join(' / '),
          };
        });
      const current = await look('Companies');
      const other = await look('Pricing');
      expect(current.current).toBe('page');
      expect(other.current).toBeNull();
      expect(current.mark).toContain('underline');
      expect(other.mark).not.toContain('underline');
      expect(current.mark).not.toBe(other.mark);
    } finally {
      await context.close();
    }
  });
});

/** Hovers a chart's first bar and reads its tooltip: each series' label with the colour of the swatch before it. */
async function tooltipSwatches(chart: Locator) {
  await chart.locator('.recharts-bar path').first().hover();
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await tooltip.getByText(/\d/).first().waitFor();
  return tooltip.evaluate((wrapper) =>
    Array.from(wrapper.querySelectorAll('span'))
      .filter(
        (span) => span.children.length === 0 && span.textContent?.trim() && span.parentElement?.previousElementSibling,
      )
      .map((label) => ({
        label: label.textContent!.trim(),
        colour: getComputedStyle(label.parentElement!.previousElementSibling!).backgroundColor,
      })),
  );
}

describe('the admin charts', () => {
  it('have a colour key and tooltips: each series named in its order, beside a swatch the colour of its bars', async () => {
    const context = await signedInContext(browser, 'admin');
    try {
      const page = await context.newPage();
      await page.goto('/admin-dashboard');
      await settle(page);
      for (const [title, labels] of [
        ['New users and referrers', ['Users', 'Referrers']],
        ['Requests, jobs and survey answers', ['Requests', 'Jobs', 'Survey answers']],
      ] as const) {
        const chart = page.locator('figure').filter({ has: page.getByRole('heading', { name: title }) });
        await chart.locator('.recharts-legend-wrapper').waitFor();
        const { key, bars } = await chart.evaluate((figure) => {
          const legend = figure.querySelector('.recharts-legend-wrapper')!;
          // Each entry of the key is a swatch followed by its label.
          const labels = Array.from(legend.querySelectorAll('span')).filter(
            (span) => span.children.length === 0 && span.textContent?.trim(),
          );
          return {
            key: labels.map((label) => ({
              label: label.textContent!.trim(),
              colour: label.previousElementSibling
                ? getComputedStyle(label.previousElementSibling).backgroundColor
                : 'no swatch',
            })),
            bars: Array.from(figure.querySelectorAll('.recharts-bar')).map((bar) => {
              const shape = bar.querySelector('path')!;
              return { label: shape.getAttribute('name'), colour: getComputedStyle(shape).fill };
            }),
          };
        });
        expect(bars.map((bar) => bar.label)).toEqual(labels);
        expect(key, title).toEqual(bars);
        for (const { colour } of key) expect(colour).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
        // The tooltip of a week's bars marks each series with the same colour.
        expect(await tooltipSwatches(chart), `${title}, tooltip`).toEqual(bars);
      }

      await page.getByRole('tab', { name: 'Surveys' }).click();
      const ratings = page
        .locator('figure')
        .filter({ has: page.getByRole('heading', { name: 'How delighted they are (1 to 5)' }) });
      await ratings.locator('.recharts-bar path').first().waitFor();
      const ratingBars = await ratings
        .locator('.recharts-bar path')
        .first()
        .evaluate((shape) => getComputedStyle(shape).fill);
      expect(await tooltipSwatches(ratings), 'survey ratings, tooltip').toEqual([
        { label: 'Answers', colour: ratingBars },
      ]);
    } finally {
      await context.close();
    }
  });
});
