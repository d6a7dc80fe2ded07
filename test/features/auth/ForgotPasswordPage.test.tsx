import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/shared/auth';
import { passwordRecoveryMessages } from '../../../src/shared/passwordRecovery';
import { json, mockApi, renderApp } from '../../utils';

const sentBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/forgot-password')
    .map(([, init]) => JSON.parse(init!.body as string));

describe('/forgot-password', () => {
  it('sends the address and confirms, whatever the address, with a way back to sign in', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/forgot-password': () =>
        json(202, { message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: false }),
    });
    const { user, router } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Forgot your password?'));
    const form = within(screen.getByRole('form', { name: 'Send a reset link' }));
    await user.type(form.getByLabelText(/Email/), '  Kim@Example.com ');
    await user.click(form.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account uses that address, we've sent a link to reset its password. It works for 30 minutes.",
    );
    expect(sentBodies(fetchMock)).toEqual([{ email: 'kim@example.com' }]);
    expect(screen.queryByRole('form', { name: 'Send a reset link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it.each([
    { mailStaysInOutbox: false, says: /Check your spam folder/, saysNot: /Admin → Mail/ },
    { mailStaysInOutbox: true, says: /sends no mail \(a local try-out\).*Admin → Mail to read it/, saysNot: /spam/ },
  ])(
    'tells where the mail is: the inbox, or Admin → Mail on a server that sends none ($mailStaysInOutbox)',
    async ({ mailStaysInOutbox, says, saysNot }) => {
      mockApi(null, {
        'POST /api/forgot-password': () => json(202, { message: passwordRecoveryMessages.linkSent, mailStaysInOutbox }),
      });
      const { user } = renderApp('/forgot-password');
      const form = within(await screen.findByRole('form', { name: 'Send a reset link' }));
      await user.type(form.getByLabelText(/Email/), 'kim@example.com');
      await user.click(form.getByRole('button', { name: 'Send the link' }));
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(says);
      expect(status).not.toHaveTextContent(saysNot);
      if (mailStaysInOutbox) {
        expect(within(status).getByRole('link', { name: 'Admin → Mail' })).toHaveAttribute(
          'href',
          '/admin-dashboard?tab=mail',
        );
      }
    },
  );

  it('offers the form again for another link', async () => {
    mockApi(null, {
      'POST /api/forgot-password': () =>
        json(202, { message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: false }),
    });
    const { user } = renderApp('/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Send a reset link' }));
    await user.type(form.getByLabelText(/Email/), 'kim@example.com');
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    await user.click(await screen.findByRole('button', { name: 'Send another link' }));
    expect(screen.getByRole('form', { name: 'Send a reset link' })).toBeInTheDocument();
  });

  it('checks the address before sending anything', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Send a reset link' }));
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await form.findByText(authMessages.emailRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Email/), 'not an address');
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await form.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('says why when the server refuses, and keeps what was typed', async () => {
    mockApi(null, {
      'POST /api/forgot-password': () =>
        json(429, { message: 'Too many attempts. Please wait 3600 seconds and try again.' }),
    });
    const { user } = renderApp('/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Send a reset link' }));
    await user.type(form.getByLabelText(/Email/), 'kim@example.com');
    await user.click(form.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 3600 seconds');
    expect(form.getByLabelText(/Email/)).toHaveValue('kim@example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
