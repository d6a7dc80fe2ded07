import { describe, expect, it } from 'vitest';
import { pagePerTest, screenshot } from './browser';

const currentPage = pagePerTest();

/**
 * The anonymous navbar buttons lead to the register tab with a redirect onwards, to the referrer form: it gathers
 * what onboarding would, so onboarding does not stand in the way there. Any other page still sends the new account
 * to onboarding until it is done.
 */
describe('an anonymous visitor who registers from a navbar button', () => {
  it.each([
    { button: 'Post a Job', redirect: '/referrer-register?redirect=%2Fjob-posting' },
    { button: 'Register as Referrer', redirect: '/referrer-register' },
  ])('lands on the referrer form after "$button", and elsewhere on onboarding', async ({ button, redirect }) => {
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

    await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
    await page.getByRole('form', { name: 'Referrer profile' }).waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Referrer Registration');
    await screenshot(page, `referrer-form-after-${button.toLowerCase().replaceAll(' ', '-')}`);

    // Leaving the form for another page, the new account is asked to onboard, and the page is never left empty.
    await navbar.getByRole('link', { name: 'Browse Jobs' }).click();
    const onboarding = page.getByRole('form', { name: 'Onboarding' });
    await onboarding.waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await page.locator('main h1').textContent()).toBe('Welcome to ReferBridge');
    await page.getByRole('button', { name: 'Close and finish later' }).click();
    await onboarding.waitFor({ state: 'detached' });
    await navbar.getByRole('link', { name: 'Companies' }).click();
    await onboarding.waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
  });
});
