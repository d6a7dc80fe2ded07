import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referrerProfileMessages } from '../../../src/shared/referrerProfile';
import type { User } from '../../../src/shared/types';
import { candidate, fill, json, mockApi, referrer, renderApp } from '../../utils';
import { globex, referrerAt } from '../catalogFixtures';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

type UserEvents = ReturnType<typeof renderApp>['user'];

const BIO = 'I lead the routing team and like to refer backend people who care about maps.';

/** jsdom has no viewport width, so the navbar's links sit behind the menu button (as in test/app/navbar.test.tsx). */
async function mainNav() {
  const toggle = await screen.findByRole('button', { name: /^(Open|Close) menu$/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

/**
 * A candidate who becomes a referrer: the session (`GET /api/me`) and their own profile follow what was saved, as the
 * server's would. Returns the bodies of the `PUT /api/me/referrer-profile` calls.
 */
function serveRegistration(answer?: () => Response) {
  let me: User = candidate;
  let profile: ReturnType<typeof referrerAt> | null = null;
  const saved: unknown[] = [];
  mockApi(candidate, {
    'GET /api/me': () => json(200, me),
    'GET /api/companies': () => json(200, [globex]),
    'GET /api/me/referrer-profile': () => (profile ? json(200, profile) : json(404, { message: 'Not a referrer' })),
    'PUT /api/me/referrer-profile': ({ body }) => {
      saved.push(body);
      if (answer) return answer();
      me = { ...candidate, isReferrer: true };
      profile = { ...referrerAt(30, candidate.name), title: 'Staff Engineer', bio: BIO };
      return json(200, { user: me, referrer: profile });
    },
    'GET /api/me/jobs': () => json(200, []),
    'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
    'GET /api/referral-requests/counts': () =>
      json(200, { new: 0, accepted: 0, declined: 0, referred: 0, hired: 0, withdrawn: 0 }),
  });
  return saved;
}

async function profileForm() {
  return within(await screen.findByRole('form', { name: 'Referrer profile' }));
}

async function fillIn(user: UserEvents, form: Awaited<ReturnType<typeof profileForm>>) {
  await user.type(form.getByRole('combobox', { name: /Company/ }), 'globex');
  await fill(user, form.getByRole('textbox', { name: /Job title/ }), 'Staff Engineer ');
  await user.click(form.getByRole('textbox', { name: /About you/ }));
  await user.paste(`  ${BIO}  `);
  await fill(user, form.getByRole('textbox', { name: 'Specialties' }), 'Backend, , Payments ,backend');
  await user.click(form.getByRole('textbox', { name: 'Photo address' }));
  await user.paste('https://example.com/priya.jpg');
}

describe('/become-referrer', FORM_TIMEOUT, () => {
  it('asks an anonymous visitor to create an account first, and shows no form', async () => {
    mockApi(null);
    renderApp('/become-referrer');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Start with an account' })).toBeInTheDocument();
    const register = new URL(main.getByRole('link', { name: 'Create an account' }).getAttribute('href')!, 'http://x');
    expect(register.pathname).toBe('/auth');
    expect(register.searchParams.get('tab')).toBe('register');
    expect(register.searchParams.get('redirect')).toBe('/referrer-register');
    expect(screen.queryByRole('form', { name: 'Referrer profile' })).not.toBeInTheDocument();
  });

  it('shows a referrer where their tools are instead of the form', async () => {
    mockApi(referrer);
    renderApp('/become-referrer');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: "You're already a referrer" })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Referrer Dashboard' })).toHaveAttribute('href', '/referrer-dashboard');
    expect(screen.queryByRole('form', { name: 'Referrer profile' })).not.toBeInTheDocument();
  });

  it('checks the profile with the shared rules before sending it', async () => {
    const saved = serveRegistration();
    const { user } = renderApp('/become-referrer');
    const form = await profileForm();
    await user.click(form.getByRole('button', { name: 'Become a Referrer' }));
    expect(await form.findByText(referrerProfileMessages.companyRequired)).toBeInTheDocument();
    expect(form.getByText(referrerProfileMessages.titleRequired)).toBeInTheDocument();
    expect(form.getByText(referrerProfileMessages.bioRequired)).toBeInTheDocument();

    await fill(user, form.getByRole('textbox', { name: /About you/ }), 'Backend.');
    await fill(user, form.getByRole('textbox', { name: 'Photo address' }), 'http://example.com/me.jpg');
    await user.click(form.getByRole('button', { name: 'Become a Referrer' }));
    expect(await form.findByText(referrerProfileMessages.bioTooShort)).toBeInTheDocument();
    expect(form.getByText(referrerProfileMessages.photoInvalid)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('sends the profile, specialties parsed from the list, and opens the dashboard to a referrer', async () => {
    const saved = serveRegistration();
    const { user, router } = renderApp('/become-referrer');
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Become Referrer & Post Jobs' })).toBeInTheDocument();
    const form = await profileForm();
    await fillIn(user, form);
    // What the card will show, as it is typed: the list's words, empty ones left out.
    expect(form.getByText('Payments')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Become a Referrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/referrer-dashboard'));
    expect(saved).toEqual([
      {
        company: 'globex',
        title: 'Staff Engineer',
        bio: BIO,
        specialties: ['Backend', 'Payments'],
        photo: 'https://example.com/priya.jpg',
      },
    ]);
    expect(await within(await screen.findByTestId('toast')).findByText("You're a referrer now")).toBeVisible();
    // The session is a referrer's now: the navbar offers Post a Job straight away.
    const navAfter = await mainNav();
    expect(await navAfter.findByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/job-posting');
    expect(navAfter.queryByRole('link', { name: 'Become Referrer & Post Jobs' })).not.toBeInTheDocument();
  });

  it('sends no photo when the address is left empty', async () => {
    const saved = serveRegistration();
    const { user, router } = renderApp('/become-referrer');
    const form = await profileForm();
    await user.type(form.getByRole('combobox', { name: /Company/ }), 'Globex');
    await fill(user, form.getByRole('textbox', { name: /Job title/ }), 'Staff Engineer');
    await user.click(form.getByRole('textbox', { name: /About you/ }));
    await user.paste(BIO);
    await user.click(form.getByRole('button', { name: 'Become a Referrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrer-dashboard'));
    expect(saved).toEqual([{ company: 'Globex', title: 'Staff Engineer', bio: BIO, specialties: [], photo: null }]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const saved = serveRegistration(() =>
      json(400, {
        message: 'Please check the highlighted fields',
        errors: { company: 'This company name is reserved' },
      }),
    );
    const { user, router } = renderApp('/become-referrer');
    const form = await profileForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Become a Referrer' }));
    expect(await form.findByText('This company name is reserved')).toBeInTheDocument();
    // Chakra's field links its error message once it has rendered it.
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: /Company/ })).toHaveAccessibleErrorMessage(
        'This company name is reserved',
      ),
    );
    expect(saved).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/become-referrer');
  });
});

describe('/referrer-register', FORM_TIMEOUT, () => {
  it('goes on to the job form after registering, when that is where the person was heading', async () => {
    const saved = serveRegistration();
    const { user, router } = renderApp('/referrer-register?redirect=%2Fjob-posting');
    const form = await profileForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Continue to job posting' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-posting'));
    expect(saved).toHaveLength(1);
    // The new referrer posts for the company they just named.
    const jobForm = within(await screen.findByRole('form', { name: 'Job posting' }));
    expect(jobForm.getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
  });

  it('ignores a redirect to another site and opens the dashboard', async () => {
    serveRegistration();
    const { user, router } = renderApp('/referrer-register?redirect=%2F%2Fevil.example%2Fphish');
    const form = await profileForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrer-dashboard'));
  });
});
