import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { safeRedirect } from '../../../src/lib/safeRedirect';
import { candidate, fill, json, mockApi, renderApp } from '../../utils';

describe('/auth', () => {
  it('opens on the register tab with ?tab=register', async () => {
    mockApi(null);
    renderApp('/auth?tab=register');
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('signs in, welcomes the user back, stores the id and follows the redirect', async () => {
    const fetchMock = mockApi(null, { 'POST /api/login': () => json(200, candidate) });
    const { user, router } = renderApp('/auth?redirect=%2Fcompanies');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await fill(user, form.getByLabelText(/Email/), candidate.email);
    await fill(user, form.getByLabelText(/Password/), 'a password');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully signed in.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(localStorage.getItem('userId')).toBe(String(candidate.id));
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(loginCall[1]!.body as string)).toEqual({ email: candidate.email, password: 'a password' });
  });

  it('checks the session again 1 second after signing in', async () => {
    const fetchMock = mockApi(null, { 'POST /api/login': () => json(200, candidate) });
    const { user } = renderApp('/auth');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await fill(user, form.getByLabelText(/Email/), candidate.email);
    await fill(user, form.getByLabelText(/Password/), 'a password');
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me').length;
    await waitFor(() => expect(meCalls()).toBe(1));
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Welcome back!');
    expect(meCalls()).toBe(1);
    await waitFor(() => expect(meCalls()).toBe(2), { timeout: 2000 });
  });

  it('shows the server message when sign-in fails, and keeps what was typed', async () => {
    mockApi(null, { 'POST /api/login': () => json(401, { message: 'Invalid email or password' }) });
    const { user } = renderApp('/auth');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await fill(user, form.getByLabelText(/Email/), 'who@example.com');
    await fill(user, form.getByLabelText(/Password/), 'wrong one');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    // Once, on the form itself, above the fields, and announced: no toast repeats it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toContainElement(screen.getByTestId('form-alert'));
    expect(form.getByLabelText(/Email/)).toHaveValue('who@example.com');
    // Still signed out: the navbar (behind the menu button on a phone, as jsdom renders) offers Sign In.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('clears the message on the form when the user tries again', async () => {
    let attempts = 0;
    mockApi(null, {
      'POST /api/login': () =>
        ++attempts === 1 ? json(401, { message: 'Invalid email or password' }) : new Promise<Response>(() => {}),
    });
    const { user } = renderApp('/auth');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await fill(user, form.getByLabelText(/Email/), 'who@example.com');
    await fill(user, form.getByLabelText(/Password/), 'wrong one');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Invalid email or password');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByTestId('form-alert')).not.toBeInTheDocument());
  });

  it('falls back to the spec text when the sign-in error has no message', async () => {
    mockApi(null, { 'POST /api/login': () => new Response('', { status: 502 }) });
    const { user } = renderApp('/auth');
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await fill(user, form.getByLabelText(/Email/), 'who@example.com');
    await fill(user, form.getByLabelText(/Password/), 'whatever');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Unable to sign in. Please try again.');
    expect(screen.getAllByText('Unable to sign in. Please try again.')).toHaveLength(1);
  });

  it('registers a candidate (never a referrer), welcomes them and sends them to onboarding', async () => {
    const created = { ...candidate, onboardingCompleted: false };
    const fetchMock = mockApi(null, { 'POST /api/register': () => json(201, created) });
    const gtag = vi.fn();
    window.gtag = gtag;
    try {
      const { user, router } = renderApp('/auth?tab=register');
      const form = within(await screen.findByRole('form', { name: 'Register' }));
      await fill(user, form.getByLabelText(/Full name/), created.name);
      await fill(user, form.getByLabelText(/Email/), created.email);
      await fill(user, form.getByLabelText(/Password/), 'long password');
      await user.click(form.getByRole('button', { name: 'Create Account' }));

      expect(await screen.findByText('Welcome to ReferBridge!')).toBeInTheDocument();
      expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/register')!;
      expect(JSON.parse(call[1]!.body as string)).toEqual({
        name: created.name,
        email: created.email,
        password: 'long password',
        isReferrer: false,
      });
      expect(gtag).toHaveBeenCalledWith(
        'event',
        'user_registration',
        expect.objectContaining({ user_type: 'candidate' }),
      );
      expect(gtag).toHaveBeenCalledWith('event', 'sign_up', expect.objectContaining({ user_type: 'candidate' }));
    } finally {
      delete window.gtag;
    }
  });

  it('shows the server message under the field when registration is refused', async () => {
    const message = 'An account with this email already exists';
    mockApi(null, { 'POST /api/register': () => json(409, { message, errors: { email: message } }) });
    const { user } = renderApp('/auth?tab=register');
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    await user.type(form.getByLabelText(/Full name/), 'Sam');
    await fill(user, form.getByLabelText(/Email/), 'taken@example.com');
    await fill(user, form.getByLabelText(/Password/), 'long password');
    await user.click(form.getByRole('button', { name: 'Create Account' }));
    // Under the field it is about, once (no toast repeats it), and the field takes the focus, so it is read out.
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    await waitFor(() => expect(form.getByLabelText(/Email/)).toHaveFocus());
    expect(form.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the spec text when registration fails without a message', async () => {
    mockApi(null, { 'POST /api/register': () => new Response('', { status: 500 }) });
    const { user } = renderApp('/auth?tab=register');
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    await user.type(form.getByLabelText(/Full name/), 'Sam');
    await fill(user, form.getByLabelText(/Email/), 'sam@example.com');
    await fill(user, form.getByLabelText(/Password/), 'long password');
    await user.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(
      'Unable to create your account. Please try again.',
    );
    expect(screen.getAllByText('Unable to create your account. Please try again.')).toHaveLength(1);
  });
});

describe('/auth for a signed-in user', () => {
  it.each([
    ['/auth?redirect=%2Fprofile', '/profile'],
    ['/auth?tab=register&redirect=%2Fcompanies%3Fpage%3D2', '/companies?page=2'],
    ['/auth', '/'],
    // Only same-site paths are followed.
    ['/auth?redirect=%2F%2Fevil.example', '/'],
    ['/auth?redirect=https%3A%2F%2Fevil.example', '/'],
  ])('sends them on from %s to %s', async (path, target) => {
    mockApi(candidate);
    const { router } = renderApp(path);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target));
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a user who has not onboarded to onboarding', async () => {
    mockApi({ ...candidate, onboardingCompleted: false });
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});

describe('the credential forms', () => {
  // The page ships prerendered: a form submitted natively before the page has hydrated must not use GET.
  it.each([
    ['/auth', 'Sign in'],
    ['/auth?tab=register', 'Register'],
  ])('never send a password in the address (%s)', async (path, name) => {
    mockApi(null);
    renderApp(path);
    expect(await screen.findByRole('form', { name })).toHaveAttribute('method', 'post');
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/job-posting', '/')).toBe('/job-posting');
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect(null, '/onboarding')).toBe('/onboarding');
  });
});
