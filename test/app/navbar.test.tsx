import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, candidate, json, mockApi, referrer, renderApp } from '../utils';

/** jsdom has no viewport width, so the app renders its phone layout: the links sit behind the menu button. */
async function mainNav() {
  const toggle = await screen.findByRole('button', { name: /^(Open|Close) menu$/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

const initials: Record<string, string> = { [candidate.name]: 'JA', [referrer.name]: 'PR', [admin.name]: 'ML' };

/**
 * Opens the account menu from the phone menu, where its entry shows the person's initials and name, and is named by
 * the name it shows (WCAG 2.5.3).
 */
async function openAccountMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await mainNav();
  const button = await screen.findByRole('button', { name: `${name} (account menu)` });
  expect(button).toHaveTextContent(`${initials[name]}${name}`);
  await user.click(button);
  return within(await screen.findByRole('menu'));
}

const mainLinkNames = ['Browse Referrers', 'Browse Jobs', 'Companies', 'Pricing', 'About Us'];

describe('navbar', () => {
  it('shows anonymous visitors the main links, Feedback, Post a Job, Register as Referrer and Sign In', async () => {
    mockApi(null);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const nav = await mainNav();
    for (const name of mainLinkNames) expect(nav.getByRole('link', { name })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    // Post a Job: register first, then referrer registration, then the job form.
    const postJob = new URL(nav.getByRole('link', { name: 'Post a Job' }).getAttribute('href')!, 'http://x');
    expect(postJob.pathname).toBe('/auth');
    expect(postJob.searchParams.get('tab')).toBe('register');
    expect(postJob.searchParams.get('redirect')).toBe('/referrer-register?redirect=%2Fjob-posting');
    expect(nav.getByRole('link', { name: 'Register as Referrer' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('offers a signed-in candidate Become Referrer & Post Jobs and the account menu', async () => {
    mockApi(candidate);
    const { user } = renderApp('/about');
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Become Referrer & Post Jobs' })).toHaveAttribute(
      'href',
      '/referrer-register?redirect=%2Fjob-posting',
    );
    expect(nav.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const menu = await openAccountMenu(user, candidate.name);
    expect(menu.getByText(candidate.name)).toBeInTheDocument();
    expect(menu.getByText(candidate.email)).toBeInTheDocument();
    expect(menu.queryByText('Referrer')).not.toBeInTheDocument();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Become a Referrer', 'Log out']);
  });

  it('gives a referrer Post a Job, the Referrer badge and the Referrer Dashboard', async () => {
    mockApi(referrer);
    const { user } = renderApp('/about');
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/job-posting');
    const menu = await openAccountMenu(user, referrer.name);
    expect(menu.getByText('Referrer')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Referrer Dashboard',
      'Log out',
    ]);
  });

  it('gives an admin the Admin Panel link and the Admin Dashboard item', async () => {
    mockApi(admin);
    const { user } = renderApp('/about');
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
    expect(nav.getByRole('link', { name: 'Post a Job' })).toBeInTheDocument();
    const menu = await openAccountMenu(user, admin.name);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Admin Dashboard',
      'Become a Referrer',
      'Log out',
    ]);
  });

  it('logs out from the menu with the success toast', async () => {
    // As the server does: once signed out, /api/me answers 401 (logout clears the cache, which asks again).
    let signedIn = true;
    mockApi(null, {
      'GET /api/me': () => (signedIn ? json(200, candidate) : json(401, { message: 'Not signed in' })),
      'POST /api/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, store } = renderApp('/about');
    const menu = await openAccountMenu(user, candidate.name);
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out of your account.')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('anonymous');
    expect(await (await mainNav()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the user signed in and says so when logout fails', async () => {
    mockApi(candidate, { 'POST /api/logout': () => json(500, { message: 'down' }) });
    const { user, store } = renderApp('/about');
    const menu = await openAccountMenu(user, candidate.name);
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error logging out')).toBeInTheDocument();
    expect(within(toast).getByText('There was a problem logging out. Please try again.')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('authenticated');
  });
});

describe('the phone menu', () => {
  it('closes on Escape and when the page changes', async () => {
    mockApi(null);
    const { user, router } = renderApp('/about');
    await mainNav();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await mainNav();
    await act(() => router.navigate('/faq'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the three columns, the tagline, the copyright line and Share Your Feedback', async () => {
    mockApi(null);
    renderApp('/about');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const column of ['Product', 'Resources', 'Company']) {
      expect(footer.getByRole('navigation', { name: column })).toBeInTheDocument();
    }
    expect(
      footer.getByText(
        'ReferBridge connects talented professionals with industry-leading companies through trusted referrers.',
      ),
    ).toBeInTheDocument();
    expect(footer.getByText(/© \d{4} ReferBridge\. All rights reserved\./)).toBeInTheDocument();
    expect(footer.getByRole('button', { name: 'Share Your Feedback' })).toBeInTheDocument();
  });
});
