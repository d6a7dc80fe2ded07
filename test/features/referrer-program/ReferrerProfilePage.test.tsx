import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referrerProfileMessages } from '../../../src/shared/referrerProfile';
import type { Referrer } from '../../../src/shared/schemas/catalog';
import { candidate, json, mockApi, referrer, renderApp } from '../../utils';
import { globex, referrerAt } from '../catalogFixtures';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

const BIO = 'I lead the routing team and like to refer backend people who care about maps.';

const ownCard: Referrer = {
  ...referrerAt(21, referrer.name),
  title: 'Staff Engineer',
  bio: BIO,
  specialties: ['Backend', 'Maps'],
};

/** The referrer's own profile, as saved; the bodies of the saves. */
function serveProfile(answer?: () => Response) {
  let profile = ownCard;
  const saved: unknown[] = [];
  const fetchMock = mockApi(referrer, {
    'GET /api/companies': () => json(200, [globex]),
    'GET /api/me/referrer-profile': () => json(200, profile),
    'PUT /api/me/referrer-profile': ({ body }) => {
      saved.push(body);
      if (answer) return answer();
      const input = body as { title: string; bio: string; specialties: string[]; photo: string | null };
      profile = { ...profile, ...input };
      return json(200, { user: referrer, referrer: profile });
    },
  });
  return { saved, fetchMock };
}

async function profileForm() {
  return within(await screen.findByRole('form', { name: 'Referrer profile' }));
}

/** The card as candidates will see it, beside the form. */
function preview() {
  return within(screen.getByRole('article', { name: referrer.name }));
}

describe('/referrer-profile', FORM_TIMEOUT, () => {
  it('sends someone who is not a referrer to become one', async () => {
    mockApi(candidate, { 'GET /api/me/referrer-profile': () => json(404, { message: 'Not a referrer' }) });
    renderApp('/referrer-profile');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('You are not a referrer yet')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Become a Referrer' })).toHaveAttribute('href', '/become-referrer');
    expect(screen.queryByRole('form', { name: 'Referrer profile' })).not.toBeInTheDocument();
  });

  it('fills the form with the saved profile, and previews the card as it is', async () => {
    serveProfile();
    renderApp('/referrer-profile');
    const form = await profileForm();
    expect(form.getByRole('combobox', { name: /Company/ })).toHaveValue('Globex');
    expect(form.getByRole('textbox', { name: /Job title/ })).toHaveValue('Staff Engineer');
    expect(form.getByRole('textbox', { name: /About you/ })).toHaveValue(BIO);
    expect(form.getByRole('textbox', { name: 'Specialties' })).toHaveValue('Backend, Maps');
    expect(form.getByRole('textbox', { name: 'Photo address' })).toHaveValue('');

    expect(screen.getByText('How candidates see you')).toBeInTheDocument();
    const card = preview();
    expect(card.getByText('Staff Engineer')).toBeInTheDocument();
    expect(card.getByText('Globex')).toBeInTheDocument();
    expect(card.getByText(BIO)).toBeInTheDocument();
    expect(
      within(card.getByLabelText('Specialties'))
        .getAllByText(/./)
        .map((badge) => badge.textContent),
    ).toEqual(['Backend', 'Maps']);
    expect(screen.getByRole('link', { name: 'Open your public page' })).toHaveAttribute('href', '/referrer/21');
  });

  it('updates the preview as the profile is edited', async () => {
    serveProfile();
    const { user } = renderApp('/referrer-profile');
    const form = await profileForm();
    const title = form.getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await user.paste('Principal Engineer');
    await user.click(form.getByRole('textbox', { name: 'Specialties' }));
    await user.paste(', Payments, Go, Data');
    await user.click(form.getByRole('textbox', { name: 'Photo address' }));
    await user.paste('https://example.com/priya.jpg');

    const card = preview();
    expect(card.getByText('Principal Engineer')).toBeInTheDocument();
    expect(card.queryByText('Staff Engineer')).not.toBeInTheDocument();
    // Three specialties on the card, and how many more.
    const specialties = within(card.getByLabelText('Specialties'));
    expect(specialties.getByText('Payments')).toBeInTheDocument();
    expect(specialties.queryByText('Go')).not.toBeInTheDocument();
    expect(specialties.getByLabelText('2 more specialties')).toHaveTextContent('+2');
    expect(card.getByRole('presentation')).toHaveAttribute('src', 'https://example.com/priya.jpg');
  });

  it('saves the edited profile and says so', async () => {
    const { saved } = serveProfile();
    const { user, router } = renderApp('/referrer-profile');
    const form = await profileForm();
    const title = form.getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await user.type(title, 'Principal Engineer');
    await user.type(form.getByRole('textbox', { name: 'Specialties' }), ', maps, Payments');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(
      await within(await screen.findByTestId('toast')).findByText(referrerProfileMessages.saved.title),
    ).toBeVisible();
    // The same specialty twice, in any case, is sent once.
    expect(saved).toEqual([
      {
        company: 'Globex',
        title: 'Principal Engineer',
        bio: BIO,
        specialties: ['Backend', 'Maps', 'Payments'],
        photo: null,
      },
    ]);
    expect(router.state.location.pathname).toBe('/referrer-profile');
    expect(form.getByRole('textbox', { name: /Job title/ })).toHaveValue('Principal Engineer');
    // The box then shows the list as saved, without the duplicate typed into it.
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Specialties' })).toHaveValue('Backend, Maps, Payments'),
    );
  });

  it('checks the edits before saving them', async () => {
    const { saved } = serveProfile();
    const { user } = renderApp('/referrer-profile');
    const form = await profileForm();
    await user.clear(form.getByRole('textbox', { name: /Job title/ }));
    await user.type(form.getByRole('textbox', { name: 'Photo address' }), 'ftp://example.com/me.jpg');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(referrerProfileMessages.titleRequired)).toBeInTheDocument();
    expect(form.getByText(referrerProfileMessages.photoInvalid)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says so on the form when the server fails to save', async () => {
    const { saved } = serveProfile(() => new Response('', { status: 502 }));
    const { user } = renderApp('/referrer-profile');
    const form = await profileForm();
    await user.type(form.getByRole('textbox', { name: /Job title/ }), ' II');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await form.findByRole('alert')).toHaveTextContent(referrerProfileMessages.failed);
  });
});
