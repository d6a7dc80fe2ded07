import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShareTarget } from '../../../src/shared/schemas/shareLinks';
import { json, mockApi, referrer, renderApp } from '../../utils';

const token = 'AbCdEfGhIjKlMnOpQrStUv';
const profileLink = { token, path: `/referrer/3?ref=${token}`, visits: 4, requests: 1 };

describe('/referrer-dashboard: share links', () => {
  it('shows each link with its visits and requests, makes a missing one, and copies a link', async () => {
    const made: unknown[] = [];
    const targets: ShareTarget[] = [
      { jobId: null, title: 'Your profile', link: profileLink },
      { jobId: 7, title: 'Data Engineer', link: null },
    ];
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/referral-requests/counts': () =>
        json(200, { new: 0, accepted: 0, declined: 0, referred: 0, hired: 0, withdrawn: 0 }),
      'GET /api/me/share-links': () => json(200, targets),
      'POST /api/me/share-links': ({ body }) => {
        made.push(body);
        const jobToken = 'ZyXwVuTsRqPoNmLkJiHgFe';
        return json(200, {
          jobId: 7,
          title: 'Data Engineer',
          link: { token: jobToken, path: `/jobs/7?ref=${jobToken}`, visits: 0, requests: 0 },
        });
      },
    });
    const { user } = renderApp('/referrer-dashboard');
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    const panel = await screen.findByRole('region', { name: 'Share links' });
    const list = await within(panel).findByRole('list', { name: 'Your share links' });
    const [profileRow, jobRow] = within(list).getAllByRole('listitem');
    expect(within(profileRow!).getByRole('textbox', { name: 'Link to your profile' })).toHaveValue(
      `${window.location.origin}/referrer/3?ref=${token}`,
    );
    expect(profileRow).toHaveTextContent('4 visits · 1 request');

    await user.click(within(profileRow!).getByRole('button', { name: 'Copy link to your profile' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referrer/3?ref=${token}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(jobRow!).getByRole('button', { name: 'Get a link' }));
    await waitFor(() => expect(made).toEqual([{ jobId: 7 }]));
    expect(await within(jobRow!).findByRole('textbox', { name: 'Link to Data Engineer' })).toHaveValue(
      `${window.location.origin}/jobs/7?ref=ZyXwVuTsRqPoNmLkJiHgFe`,
    );
    expect(jobRow).toHaveTextContent('0 visits · 0 requests');
  });

  it('selects the link to copy by hand when the browser refuses the clipboard', async () => {
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/referral-requests/counts': () =>
        json(200, { new: 0, accepted: 0, declined: 0, referred: 0, hired: 0, withdrawn: 0 }),
      'GET /api/me/share-links': () => json(200, [{ jobId: null, title: 'Your profile', link: profileLink }]),
    });
    const { user } = renderApp('/referrer-dashboard');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const panel = await screen.findByRole('region', { name: 'Share links' });
    const input = (await within(panel).findByRole('textbox', { name: 'Link to your profile' })) as HTMLInputElement;
    await user.click(within(panel).getByRole('button', { name: 'Copy link to your profile' }));
    expect(
      await within(panel).findByText('Select the link and copy it yourself: your browser did not let us.'),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });
});
