import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/shared/auth';
import { passwordRecoveryMessages } from '../../../src/shared/passwordRecovery';
import { json, mockApi, renderApp } from '../../utils';

const TOKEN = 'Abc123_-'.repeat(5) + 'xyz'; // 43 characters of base64url, as the server makes them

const resetBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/reset-password')
    .map(([, init]) => JSON.parse(init!.body as string));

async function fillIn(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
  await user.type(form.getByLabelText(/^New password\s*\*?$/), password);
  await user.type(form.getByLabelText(/New password, again/), confirmation);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  return form;
}

describe('/reset-password', () => {
  it('sets the new password with the token of the link, then sends the person to sign in', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/reset-password': () => json(200, { message: passwordRecoveryMessages.passwordChanged }),
    });
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await waitFor(() => expect(document.title).toContain('Choose a new password'));
    await fillIn(user, 'a new password', 'a new password');

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText(passwordRecoveryMessages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(resetBodies(fetchMock)).toEqual([{ token: TOKEN, password: 'a new password' }]);
  });

  it('checks both passwords before sending anything', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    const form = await fillIn(user, 'short', 'shorter');
    expect(await form.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(form.getByText(authMessages.confirmationDiffers)).toBeInTheDocument();
    expect(resetBodies(fetchMock)).toEqual([]);
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    mockApi(null, {
      'POST /api/reset-password': () =>
        json(400, {
          message: passwordRecoveryMessages.linkUnusable,
          errors: { token: passwordRecoveryMessages.linkUnusable },
        }),
    });
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await fillIn(user, 'a new password', 'a new password');

    expect(await screen.findByRole('alert')).toHaveTextContent(passwordRecoveryMessages.linkUnusable);
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Send me a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it.each([
    ['without a token', '/reset-password'],
    ['with a token cut short', `/reset-password?token=${TOKEN.slice(0, 20)}`],
  ])('offers a new link at once when opened %s', async (_case, path) => {
    const fetchMock = mockApi(null);
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordRecoveryMessages.linkUnusable);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
    expect(resetBodies(fetchMock)).toEqual([]);
  });

  it('shows any other refusal on the form and keeps it', async () => {
    mockApi(null, { 'POST /api/reset-password': () => new Response('', { status: 502 }) });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    const form = await fillIn(user, 'a new password', 'a new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not change your password. Please try again.');
    expect(form.getByLabelText(/New password, again/)).toHaveValue('a new password');
  });
});
