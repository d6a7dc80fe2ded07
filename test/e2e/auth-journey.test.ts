import { describe, expect, it } from 'vitest';
import { pagePerTest, screenshot, toast } from './browser';

const currentPage = pagePerTest();

describe('a new visitor', () => {
  it('registers, is welcomed, lands on onboarding, logs out and meets the 404 page', async () => {
    const page = currentPage();
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Ezra Mwangi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('a long password');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect.poll(() => toast(page).textContent()).toContain('Welcome to ReferBridge!');
    await expect.poll(() => toast(page).textContent()).toContain('Your account has been created successfully.');
    await page.waitForURL('**/onboarding');
    await screenshot(page, 'onboarding-after-register');

    // The onboarding redirect holds on every page until onboarding is done.
    await page.goto('/browse-jobs');
    await page.waitForURL('**/onboarding');

    // The onboarding dialog opens by itself; closing it leaves the rest of the app (and sign-out) within reach.
    await page.getByRole('form', { name: 'Onboarding' }).waitFor();
    await page.getByRole('button', { name: 'Close and finish later' }).click();
    await page.getByRole('button', { name: 'Continue setting up' }).waitFor();
    await page.getByRole('button', { name: 'EM, account menu for Ezra Mwangi' }).click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Logged out successfully');
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();

    // Signed out, the guarded page sends us to sign in.
    await page.goto('/profile');
    await page.waitForURL('**/auth?redirect=%2Fprofile');

    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await screenshot(page, 'not-found');
  });
});

describe('a demo user', () => {
  it('signs in with the demo candidate account and is welcomed back', async () => {
    const page = currentPage();
    await page.goto('/auth?redirect=%2Fprofile');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('candidate@referbridge.example');
    await form.getByLabel('Password').fill('candidate-demo-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');
    await toast(page).getByRole('button', { name: 'Close notification' }).click();
    await expect.poll(() => toast(page).count()).toBe(0);
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    // The account form holds the e-mail the session signed in with.
    await expect
      .poll(() => page.getByRole('textbox', { name: /^E-mail/ }).inputValue())
      .toBe('candidate@referbridge.example');
    await screenshot(page, 'profile-signed-in');
  });

  it('shows the server message for a wrong password and keeps the e-mail typed', async () => {
    const page = currentPage();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('candidate@referbridge.example');
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    // Also on the form itself, where the eye is.
    expect(await form.getByTestId('form-alert').textContent()).toContain('Invalid email or password');
    expect(await form.getByLabel('Email').inputValue()).toBe('candidate@referbridge.example');
  });

  // /auth ships prerendered: a fast typist (or a password manager) fills the form and presses Sign In before the app
  // takes it over. The press is kept and made again once it has (src/rendering/earlyPresses.ts).
  it('signs in with what was typed and pressed before the page finished loading', async () => {
    const page = currentPage();
    let release!: () => void;
    const pageCodeHeldBack = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AuthPage-[^/]*\.js$/, async (route) => {
      await pageCodeHeldBack;
      await route.continue();
    });
    await page.goto('/auth?redirect=%2Fprofile', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('candidate@referbridge.example');
    await form.getByLabel('Password').fill('candidate-demo-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    // Nothing was posted natively: the password is in no address.
    expect(page.url()).not.toContain('candidate-demo-1');
    release();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');
    await page.waitForURL('**/profile');
  });

  it('shows a candidate the Unauthorized Access page at the admin dashboard', async () => {
    const page = currentPage();
    await page.goto('/auth?redirect=%2Fadmin-dashboard');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('candidate@referbridge.example');
    await form.getByLabel('Password').fill('candidate-demo-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Unauthorized Access' }).waitFor();
    expect(await page.getByText('You need administrator privileges to access this page.').isVisible()).toBe(true);
  });
});
