import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { twoStepMessages } from '../../src/shared/twoStep';
import { pagePerTest, screenshot, toast } from './browser';

const currentPage = pagePerTest();
const NAME = 'Tess Twostep';
const PASSWORD = 'a long password';

async function logOut(page: Page) {
  await page.getByRole('button', { name: `TT, account menu for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => toast(page).textContent()).toContain('Logged out successfully');
}

/** The password step, which asks for the code: the second step's form. */
async function signInWithPassword(page: Page, email: string) {
  await page.goto('/auth?redirect=%2Fprofile');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await step.waitFor();
  return step;
}

describe('two-step sign-in', () => {
  it('is turned on in /profile, then asks for a code at sign-in: from the app, or a recovery code once', async () => {
    const page = currentPage();
    const email = `two-step-${Date.now()}@example.com`;
    await page.goto('/auth?tab=register');
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Full name').fill(NAME);
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/onboarding');
    const onboarded = await page.evaluate(async (name) => {
      const response = await fetch('/api/update-onboarding', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, role: 'candidate' }),
      });
      return response.status;
    }, NAME);
    expect(onboarded).toBe(200);

    // Turning it on: the password, the key, the app's first code, the recovery codes.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    const start = section.getByRole('form', { name: 'Turn on two-step sign-in' });
    await start.getByLabel('Password').fill(PASSWORD);
    await start.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await section.getByTestId('two-step-secret').waitFor();
    const secret = (await section.getByTestId('two-step-secret').textContent())!.replace(/\s/g, '');
    expect(await section.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href')).toContain(
      `secret=${secret}`,
    );
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-step-enrolment');
    const confirm = section.getByRole('form', { name: 'Confirm two-step sign-in' });
    await confirm.getByLabel('Code from your app').fill(await generate({ secret }));
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'two-step-recovery-codes');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => section.textContent()).toContain('10 recovery codes are left');
    await logOut(page);

    // A code from the app: the next one, since the one that turned it on may not be used again.
    const step = await signInWithPassword(page, email);
    await screenshot(page, 'two-step-sign-in');
    await step.getByLabel('Code from your app').fill(await generate({ secret, epoch: Date.now() / 1000 + 30 }));
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Welcome back!');
    await page.waitForURL('**/profile');
    await logOut(page);

    // A recovery code signs in once...
    const recoveryStep = await signInWithPassword(page, email);
    await recoveryStep.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await recoveryStep.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await recoveryStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => section.textContent()).toContain('9 recovery codes are left');
    await logOut(page);

    // ...and is refused the second time, with nobody signed in.
    const reusedStep = await signInWithPassword(page, email);
    await reusedStep.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await reusedStep.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await reusedStep.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => reusedStep.textContent()).toContain(twoStepMessages.codeWrong);
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'two-step-refused-390');
  }, 120_000);
});
