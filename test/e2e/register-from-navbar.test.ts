import { describe, expect, it } from 'vitest';
import { pagePerTest, screenshot } from './browser';

const currentPage = pagePerTest();

/**
 * The anonymous navbar buttons lead to the register tab with a redirect onwards. The new account has not been
 * onboarded, so the onboarding redirect must win over that redirect and keep winning on every later page.
 */
describe('an anonymous visitor who registers from a navbar button', () => {
  it.each([
    { button: 'Post a Job', redirect: '/referrer-register?redirect=%2Fjob-posting' },
    { button: 'Register as Referrer', redirect: '/referrer-register' },
  ])('lands on onboarding after "$button", and the navbar keeps working', async ({ button, redirect }) => {
    const page = currentPage();
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main', exact: true });
    await navbar.getByRole('link', { name: button }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const search = new URL(page.url()).searchParams;
    expect(search.get('tab')).toBe('register');
    expect(search.get('redirect')).toBe(redirect);

    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Rafael Ortiz');
    await form.getByLabel('Email').fill(`navbar-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
    await form.getByLabel('Password').fill('a long password');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/onboarding');
    const onboarding = page.getByRole('form', { name: 'Onboarding' });
    await onboarding.waitFor();
    // The page under the dialog (hidden from assistive technology while the dialog is open).
    expect(await page.locator('main h1').textContent()).toBe('Welcome to ReferBridge');
    await screenshot(page, `onboarding-after-${button.toLowerCase().replaceAll(' ', '-')}`);

    // Later pages send the user back to onboarding too: the page is never left empty.
    await page.getByRole('button', { name: 'Close and finish later' }).click();
    await onboarding.waitFor({ state: 'detached' });
    await navbar.getByRole('link', { name: 'Browse Jobs' }).click();
    await onboarding.waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await page.locator('main h1').textContent()).toBe('Welcome to ReferBridge');
  });
});
