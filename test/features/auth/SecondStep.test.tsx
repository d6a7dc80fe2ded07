import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoStepMessages } from '../../../src/shared/twoStep';
import { candidate, json, mockApi, renderApp } from '../../utils';

/** Typing a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

async function passPasswordStep(user: ReturnType<typeof renderApp>['user']) {
  const form = within(await screen.findByRole('form', { name: 'Sign in' }));
  await user.type(form.getByLabelText(/Email/), candidate.email);
  await user.type(form.getByLabelText(/Password/), 'a password');
  await user.click(form.getByRole('button', { name: 'Sign In' }));
  return within(await screen.findByRole('form', { name: 'Two-step sign-in' }, FORM_TIMEOUT));
}

describe('/auth, second step', () => {
  const codeNeeded = () => json(401, { message: twoStepMessages.codeNeeded, secondStep: true });

  it('asks for the code after the password, then signs in with it and moves on', async () => {
    const fetchMock = mockApi(null, {
      'POST /api/login': codeNeeded,
      'POST /api/login/code': ({ body }) =>
        (body as { code: string }).code.replace(/\s/g, '') === '123456'
          ? json(200, candidate)
          : json(401, { message: twoStepMessages.codeWrong, errors: { code: twoStepMessages.codeWrong } }),
    });
    const { user, router } = renderApp('/auth?redirect=%2Fcompanies');
    const step = await passPasswordStep(user);
    expect(step.getByText(twoStepMessages.codeNeeded)).toBeInTheDocument();
    // The password step's words are not shown as a refusal.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const field = step.getByLabelText(/Code from your app/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();

    await user.type(field, '654321');
    await user.click(step.getByRole('button', { name: 'Verify and sign in' }));
    expect(await step.findByText(twoStepMessages.codeWrong)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(step.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/login/code').map(([, init]) => init!.body);
    expect(sent).toEqual([JSON.stringify({ code: '654321' }), JSON.stringify({ code: '123 456' })]);
  }, 30_000);

  it('takes a recovery code instead, and says so when the sign-in has timed out', async () => {
    mockApi(null, {
      'POST /api/login': codeNeeded,
      'POST /api/login/code': () => json(401, { message: twoStepMessages.signInExpired }),
    });
    const { user } = renderApp('/auth');
    const step = await passPasswordStep(user);
    await user.click(step.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = step.getByLabelText(/Recovery code/);
    await user.type(field, 'abcd-efgh-jkmn-pqrs');
    await user.click(step.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoStepMessages.signInExpired);

    await user.click(step.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  }, 30_000);
});
