import { describe, expect, it } from 'vitest';
import { pagePerTest, screenshot, toast } from './browser';
import { expectOk, PASSWORD, registerThroughApi, SCREENS } from './people';

const currentPage = pagePerTest();

describe('Delete my account', () => {
  it('deletes the account from /profile after the password, signs out, and the password no longer signs in', async () => {
    const page = currentPage();
    const email = await registerThroughApi(page, `Dee Leter ${Date.now()}`);
    await expectOk(
      await page.request.post('/api/update-onboarding', { data: { name: 'Dee Leter', role: 'candidate' } }),
    );
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.waitFor();
    for (const screen of SCREENS) {
      await page.setViewportSize(screen.viewport);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `delete-account-section-${screen.name}`, { fullPage: false });
    }
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('form', { name: 'Delete my account' });
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('That password is not right. Your account was not deleted.');
    await screenshot(page, `delete-account-dialog-${SCREENS[1].name}`, { fullPage: false });
    await page.setViewportSize(SCREENS[0].viewport);
    await screenshot(page, `delete-account-dialog-${SCREENS[0].name}`, { fullPage: false });

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Account deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => form.getByTestId('form-alert').textContent()).toContain('Invalid email or password');
  });
});
