import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, candidate, fill, json, mockApi, renderApp } from '../utils';

describe('admin guard', () => {
  it('shows a spinner while the session loads', async () => {
    mockApi(null, { 'GET /api/me': () => new Promise<Response>(() => {}) });
    renderApp('/admin-dashboard');
    expect(await screen.findByLabelText('Checking your session')).toBeInTheDocument();
  });

  it('sends anonymous visitors to /auth', async () => {
    mockApi(null);
    const { router } = renderApp('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin-dashboard');
  });

  it('tells non-admins they are not allowed, with a way home', async () => {
    mockApi(candidate);
    renderApp('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('lets admins in', async () => {
    mockApi(admin);
    renderApp('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
  });
});

describe('sign-in guard', () => {
  it('sends anonymous visitors to /auth with a redirect back', async () => {
    mockApi(null);
    const { router } = renderApp('/profile?tab=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile?tab=x');
  });

  it('shows the page to signed-in users', async () => {
    mockApi(candidate, {
      'GET /api/me/account': () =>
        json(200, {
          name: candidate.name,
          email: candidate.email,
          notifyEmail: true,
          notifyWhatsapp: false,
          notifyRealtime: true,
        }),
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(candidate.email)).toBeInTheDocument();
  });
});

describe('when the session cannot be checked', () => {
  it('says so on a guarded page and lets the user try again', async () => {
    let serverUp = false;
    mockApi(null, { 'GET /api/me': () => (serverUp ? json(200, candidate) : json(503, { message: 'down' })) });
    const { user } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: "We couldn't check your session" })).toBeInTheDocument();
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
  });
});

describe('onboarding redirect', () => {
  it('sends signed-in users who have not onboarded to /onboarding from any page', async () => {
    mockApi({ ...candidate, onboardingCompleted: false });
    const { router } = renderApp('/browse-jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  const registerOn = async (redirect: string) => {
    mockApi(null, { 'POST /api/register': () => json(201, { ...candidate, onboardingCompleted: false }) });
    const rendered = renderApp(`/auth?tab=register&redirect=${encodeURIComponent(redirect)}`);
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    await fill(rendered.user, form.getByLabelText(/Full name/), candidate.name);
    await fill(rendered.user, form.getByLabelText(/Email/), candidate.email);
    await fill(rendered.user, form.getByLabelText(/Password/), 'long password');
    await rendered.user.click(form.getByRole('button', { name: 'Create Account' }));
    return rendered;
  };
  const pageHeading = () => document.querySelector('main h1')?.textContent;

  // The anonymous Post a Job and Register as Referrer paths: the referrer form gathers what onboarding would.
  it.each(['/referrer-register?redirect=%2Fjob-posting', '/referrer-register'])(
    'lets a new account follow the register form to %s, and sends it to onboarding from any other page',
    async (redirect) => {
      const { router } = await registerOn(redirect);
      expect(await screen.findByRole('form', { name: 'Referrer profile' })).toBeInTheDocument();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(redirect);
      expect(pageHeading()).toBe('Referrer Registration');

      await act(() => router.navigate('/browse-jobs'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
      await waitFor(() => expect(pageHeading()).toBe('Welcome to ReferBridge'));
    },
  );

  // The register form follows any other ?redirect too: onboarding takes over there, and keeps winning.
  it('sends a new account whose redirect is another page to onboarding', async () => {
    const { router } = await registerOn('/browse-jobs');
    expect(await screen.findByRole('form', { name: 'Onboarding' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(pageHeading()).toBe('Welcome to ReferBridge');
    await act(() => router.navigate('/companies'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('lets admins skip onboarding', async () => {
    mockApi({ ...admin, onboardingCompleted: false });
    const { router } = renderApp('/browse-jobs');
    expect(await screen.findByRole('heading', { name: 'Browse Jobs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/browse-jobs');
  });

  it('leaves onboarded users where they are', async () => {
    mockApi(candidate);
    const { router } = renderApp('/companies');
    expect(await screen.findByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies');
  });
});

describe('not found', () => {
  it.each(['/no/such/page', '/debug-reset'])('shows the 404 page at %s', async (path) => {
    mockApi(null);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
