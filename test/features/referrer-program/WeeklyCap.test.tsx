import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referrerProfileMessages } from '../../../src/shared/referrerProfile';
import type { OwnReferrerProfile } from '../../../src/shared/schemas/referrerProfile';
import { json, mockApi, referrer, renderApp } from '../../utils';
import { globex, referrerAt } from '../catalogFixtures';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

const ownProfile = (changes: Partial<OwnReferrerProfile> = {}): OwnReferrerProfile => ({
  ...referrerAt(21, referrer.name),
  weeklyCap: null,
  requestsThisWeek: 2,
  ...changes,
});

describe('the weekly limit on the referrer profile', FORM_TIMEOUT, () => {
  it('checks the number before sending, saves it, and says when the week is full', async () => {
    const saved: unknown[] = [];
    mockApi(referrer, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/me/referrer-profile': () => json(200, ownProfile()),
      'PUT /api/me/weekly-cap': ({ body }) => {
        saved.push(body);
        return json(200, ownProfile({ weeklyCap: 2, takingRequests: false }));
      },
    });
    const { user } = renderApp('/referrer-profile');
    const section = within(await screen.findByRole('region', { name: 'Weekly limit' }));
    expect(section.getByText('You hold 2 requests given to you this week.')).toBeInTheDocument();
    const field = section.getByRole('spinbutton', { name: /Requests a week/ });

    await user.type(field, '0');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    expect(await section.findByText(referrerProfileMessages.weeklyCapRange)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(field);
    await user.type(field, '2');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(saved).toEqual([{ weeklyCap: 2 }]));
    expect(await section.findByText('You hold 2 requests of your 2 this week.')).toBeInTheDocument();
    expect(section.getByText('Not taking requests this week')).toBeInTheDocument();
  });

  it('sends an emptied box as no limit', async () => {
    const saved: unknown[] = [];
    mockApi(referrer, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/me/referrer-profile': () => json(200, ownProfile({ weeklyCap: 5 })),
      'PUT /api/me/weekly-cap': ({ body }) => {
        saved.push(body);
        return json(200, ownProfile());
      },
    });
    const { user } = renderApp('/referrer-profile');
    const section = within(await screen.findByRole('region', { name: 'Weekly limit' }));
    const field = section.getByRole('spinbutton', { name: /Requests a week/ });
    expect(field).toHaveValue(5);
    await user.clear(field);
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(saved).toEqual([{ weeklyCap: null }]));
  });
});
