import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { OPEN_STATUSES, REQUEST_MOVES } from '../../src/shared/requestLifecycle';
import type { ReferralRequestStatus } from '../../src/shared/referralRequest';

export { freePort } from '../bench/server';

/** The journeys that run on a desktop and on a phone. */
export const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;
export type Screen = (typeof SCREENS)[number];

/** The password of every account a journey registers. */
export const PASSWORD = 'a long password';
/** The seeded demo admin (DEMO_ACCOUNTS, on in the suite's server). */
export const ADMIN = { email: 'admin@referbridge.example', password: 'admin-demo-1' };

export async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
}

/** Set-up through the API, for what a journey is not about: an account, signed in in this browser. */
export async function registerThroughApi(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  await expectOk(await page.request.post('/api/register', { data: { name, email, password: PASSWORD } }));
  return email;
}

/**
 * Set-up through the API: withdraws what the signed-in candidate has open at `company` (one open request per company),
 * so that a journey's request there is sent whatever ran before. `origin` names the app, as its own fetches do.
 */
export async function withdrawOpenRequestsAt(page: Page, company: string, origin: string) {
  const listed = await page.request.get('/api/referral-requests', { params: { party: 'candidate', limit: 100 } });
  const requests = (await listed.json()) as Array<{ id: number; company: string; status: ReferralRequestStatus }>;
  const key = (name: string) => name.trim().toLowerCase();
  for (const open of requests) {
    if (key(open.company) !== key(company) || !OPEN_STATUSES.includes(open.status)) continue;
    if (!REQUEST_MOVES.withdraw.from.includes(open.status)) {
      throw new Error(`Request ${open.id} is ${open.status}, which cannot be withdrawn`);
    }
    await expectOk(
      await page.request.post(`/api/referral-requests/${open.id}/moves`, {
        data: { action: 'withdraw' },
        headers: { Origin: origin },
      }),
    );
  }
}

/**
 * Set-up through the API: a referrer's account at `company` (a new company, made with the profile), signed in in this
 * browser. Answers their referrer id.
 */
export async function referrerThroughApi(page: Page, name: string, company: string) {
  await registerThroughApi(page, name);
  const saved = await page.request.put('/api/me/referrer-profile', {
    data: {
      company,
      title: 'Staff Engineer',
      bio: 'I refer backend and platform engineers who like owning systems end to end.',
      specialties: ['Go'],
      photo: '',
    },
  });
  await expectOk(saved);
  return ((await saved.json()) as { referrer: { id: number } }).referrer.id;
}

/**
 * The first three parts of the addresses this file's people come from: a range of the file's own (from its name), as
 * each test file runs in a worker of its own and counts its people from 0.
 */
function rangeOfThisFile() {
  const hash = createHash('sha256')
    .update(expect.getState().testPath ?? '')
    .digest();
  return `10.${hash[0]}.${hash[1]}`;
}

let people = 0;

/**
 * A person in a browser of their own, at `screen`'s size, on the suite's server or at `baseURL`, from an address of
 * their own: the suite's server trusts the local proxy's X-Forwarded-For (global-setup.ts), so the per-address rate
 * limits (sign-in above all) count each person apart, as they would in use.
 */
export async function personAt(
  browser: Browser,
  screen: Screen,
  baseURL: string = inject('baseUrl'),
  options: { clipboard?: boolean } = {},
): Promise<Page> {
  people += 1;
  const context = await browser.newContext({
    baseURL,
    viewport: screen.viewport,
    isMobile: screen.phone,
    hasTouch: screen.phone,
    extraHTTPHeaders: { 'X-Forwarded-For': `${rangeOfThisFile()}.${(people % 250) + 1}` },
  });
  // What the "Copy" buttons need of a browser whose person allowed it.
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
