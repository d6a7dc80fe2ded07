import type { Page } from 'playwright-core';

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
