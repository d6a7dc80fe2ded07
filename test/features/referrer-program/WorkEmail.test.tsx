import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Referrer } from '../../../src/shared/schemas/catalog';
import { workEmailMessages } from '../../../src/shared/workEmail';
import { json, mockApi, referrer, renderApp } from '../../utils';
import { globex, referrerAt } from '../catalogFixtures';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

const ownCard = (verified: boolean): Referrer => ({ ...referrerAt(21, referrer.name), verified });

const TOKEN = 'A'.repeat(43);

describe('confirming a work e-mail', FORM_TIMEOUT, () => {
  it('mails a link from the referrer profile, and says where it went', async () => {
    const sent: unknown[] = [];
    mockApi(referrer, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/me/referrer-profile': () => json(200, ownCard(false)),
      'POST /api/me/work-email': ({ body }) => {
        sent.push(body);
        return json(202, { message: workEmailMessages.linkSent('rita@globex.example') });
      },
    });
    const { user } = renderApp('/referrer-profile');
    const form = within(await screen.findByRole('form', { name: 'Confirm your work e-mail' }));
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(form.getByRole('textbox', { name: /^Work e-mail/ }), 'Rita@Globex.example');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(workEmailMessages.linkSent('rita@globex.example'))).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'rita@globex.example' }]);
  });

  it("shows the server's refusal under the field: an address at another domain", async () => {
    const message = workEmailMessages.wrongDomain('globex.example');
    mockApi(referrer, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/me/referrer-profile': () => json(200, ownCard(false)),
      'POST /api/me/work-email': () => json(400, { message, errors: { email: message } }),
    });
    const { user } = renderApp('/referrer-profile');
    const form = within(await screen.findByRole('form', { name: 'Confirm your work e-mail' }));
    await user.type(form.getByRole('textbox', { name: /^Work e-mail/ }), 'rita@gmail.example');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText(message)).toBeInTheDocument();
  });

  it('shows the badge, and no form, once confirmed', async () => {
    mockApi(referrer, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/me/referrer-profile': () => json(200, ownCard(true)),
    });
    renderApp('/referrer-profile');
    const section = within(await screen.findByRole('region', { name: 'Work e-mail' }));
    expect(
      await section.findByText('Your work e-mail is confirmed. Candidates are matched with you.'),
    ).toBeInTheDocument();
    expect(section.getByLabelText(/^Verified: confirmed a work e-mail at/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm your work e-mail' })).not.toBeInTheDocument();
  });

  it('confirms from the link once, signed in or not, and leads to the profile', async () => {
    const confirmations: unknown[] = [];
    mockApi(null, {
      'POST /api/work-email/confirm': ({ body }) => {
        confirmations.push(body);
        return json(200, { message: workEmailMessages.confirmed });
      },
    });
    renderApp(`/confirm-work-email?token=${TOKEN}`);
    expect(await screen.findByText(workEmailMessages.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your referrer profile' })).toHaveAttribute(
      'href',
      '/referrer-profile',
    );
    expect(confirmations).toEqual([{ token: TOKEN }]);
  });

  it('says a spent or cut-short link cannot work', async () => {
    const confirmations: unknown[] = [];
    mockApi(null, {
      'POST /api/work-email/confirm': () => {
        confirmations.push(1);
        return json(400, {
          message: workEmailMessages.linkUnusable,
          errors: { token: workEmailMessages.linkUnusable },
        });
      },
    });
    const { unmount } = renderApp(`/confirm-work-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(workEmailMessages.linkUnusable);
    unmount();
    renderApp('/confirm-work-email?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent(workEmailMessages.linkUnusable);
    expect(confirmations).toHaveLength(1);
  });
});
