import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDeletionMessages } from '../../../src/shared/accountDeletion';
import type { Account } from '../../../src/shared/schemas/account';
import { candidate, json, mockApi, renderApp } from '../../utils';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

const account: Account = {
  name: candidate.name,
  email: candidate.email,
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  whatsappConfigured: false,
};

/** /profile's answers, with the deletion as `deletion` answers it; signed out once it succeeded. */
function serveProfile(deletion: (body: unknown) => Response, twoStepOn = false) {
  let deleted = false;
  const bodies: unknown[] = [];
  const fetchMock = mockApi(candidate, {
    'GET /api/me': () => (deleted ? json(401, { message: 'Not signed in' }) : json(200, candidate)),
    'GET /api/me/account': () => json(200, account),
    'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
    'GET /api/me/sessions': () => json(200, []),
    'GET /api/me/two-step': () =>
      json(200, {
        enabled: twoStepOn,
        enabledAt: twoStepOn ? '2026-11-01T00:00:00.000Z' : null,
        recoveryCodesLeft: twoStepOn ? 10 : 0,
        required: false,
      }),
    'DELETE /api/me': ({ body }) => {
      bodies.push(body);
      const answer = deletion(body);
      deleted = answer.status === 204;
      return answer;
    },
  });
  return { fetchMock, bodies };
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  const section = within(await screen.findByRole('region', { name: 'Delete my account' }, { timeout: 5000 }));
  await user.click(section.getByRole('button', { name: 'Delete my account' }));
  return within(await screen.findByRole('form', { name: 'Delete my account' }));
}

describe('Delete my account, on /profile', FORM_TIMEOUT, () => {
  it('asks for the password before anything is sent, and Cancel closes the dialog with nothing sent', async () => {
    const { bodies } = serveProfile(() => new Response(null, { status: 204 }));
    const { user } = renderApp('/profile');
    const dialog = await openDialog(user);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText(accountDeletionMessages.passwordRequired)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
  });

  it("shows a wrong password in the server's words and keeps the dialog open", async () => {
    const { bodies } = serveProfile(() =>
      json(400, {
        message: accountDeletionMessages.passwordWrong,
        errors: { password: accountDeletionMessages.passwordWrong },
      }),
    );
    const { user, router } = renderApp('/profile');
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/Password/), 'not my password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(accountDeletionMessages.passwordWrong);
    expect(bodies).toEqual([{ password: 'not my password' }]);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('deletes the account with the password, then signs this tab out and goes home', async () => {
    const { bodies } = serveProfile(() => new Response(null, { status: 204 }));
    const { user, router, store } = renderApp('/profile');
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/Password/), 'password 123');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(
      await within(await screen.findByTestId('toast')).findByText(accountDeletionMessages.deleted.title),
    ).toBeVisible();
    expect(bodies).toEqual([{ password: 'password 123' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The tab forgets the account as the profile leaves the screen, just after the address changed.
    await waitFor(() => expect(store.getState().session).toEqual({ user: null, status: 'anonymous' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a code as well when two-step sign-in is on, and sends it', async () => {
    const { bodies } = serveProfile(() => new Response(null, { status: 204 }), true);
    const { user, router } = renderApp('/profile');
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/Password/), 'password 123');
    await user.type(await dialog.findByLabelText(/Code from your authenticator app/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ password: 'password 123', code: '123456' }]);
  });
});
