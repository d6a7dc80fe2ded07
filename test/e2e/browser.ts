import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium; playwright never downloads a browser here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const artifactsDir = path.resolve('test/e2e/artifacts');

/**
 * Saves a screenshot for people to look at (the folder is git-ignored): the whole page, or only the window (what a
 * dialog and the fixed layers over the page look like).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}

/**
 * One browser for the test file and a fresh context and page for each test, at the app's base URL in a
 * 1280x900 window. Registers the hooks where it is called; returns a getter for the current test's page.
 */
export function pagePerTest(): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // Fail on the step that is stuck, well inside the test's own time-out.
    page.setDefaultTimeout(10_000);
  });
  afterEach(() => context?.close());

  return () => page;
}

/** The app's toast. */
export const toast = (page: Page) => page.getByTestId('toast');

/** Uncaught errors and console errors of the page, as they happen; the anonymous session check's 401 is by design. */
export function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
  });
  return problems;
}

/**
 * Waits until the app has hydrated the element (React's props are on it, as prerendered-pages.test.ts checks), so
 * that each step runs against the app; what is typed before hydration is prerendered-pages.test.ts's.
 */
export async function live(locator: Locator) {
  await locator.waitFor();
  await locator
    .page()
    .waitForFunction(
      (element) => Object.keys(element!).some((key) => key.startsWith('__reactProps')),
      await locator.elementHandle(),
    );
  return locator;
}
