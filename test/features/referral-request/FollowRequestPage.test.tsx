import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followRequestMessages } from '../../../src/shared/followRequest';
import type { FollowedRequest } from '../../../src/shared/schemas/followedRequest';
import { json, mockApi, renderApp } from '../../utils';

const TOKEN = 'Abc123_-'.repeat(5) + 'xyz'; // 43 characters of base64url, as the server makes them

const followed = (changes: Partial<FollowedRequest> = {}): FollowedRequest => ({
  company: 'Northwind',
  jobTitle: 'Platform Engineer',
  status: 'accepted',
  referrerName: 'Rita Referrer',
  pendingAssignment: false,
  waitingReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  submittedOn: null,
  hireDisputableUntil: null,
  linkExpiresAt: null,
  history: [
    {
      id: 1,
      fromStatus: 'new',
      toStatus: 'accepted',
      actorParty: 'referrer',
      actorName: 'Rita Referrer',
      reason: null,
      assignedTo: null,
      kind: 'change',
      submittedOn: null,
      createdAt: '2026-03-03T09:30:00.000Z',
    },
  ],
  ...changes,
});

const lookUps = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/followed-request')
    .map((url) => url.searchParams.get('token'));

describe('/follow-request', () => {
  it("shows the link's request: what was asked, where it stands, with whom, its history and when it was sent", async () => {
    const fetchMock = mockApi(null, { 'GET /api/followed-request': () => json(200, followed()) });
    renderApp(`/follow-request?token=${TOKEN}`);
    const card = within(await screen.findByRole('article', { name: 'Platform Engineer at Northwind' }));
    // The badge, and the history's one change.
    expect(card.getAllByText('Accepted')).toHaveLength(2);
    expect(card.getByText('Rita Referrer accepted your request.')).toBeInTheDocument();
    expect(card.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
    const history = within(card.getByRole('region', { name: 'History' }));
    expect(history.getByRole('listitem')).toHaveTextContent(/^Accepted by Rita Referrer, Mar 3, 2026/);
    await waitFor(() => expect(document.title).toContain('Your referral request'));
    expect(lookUps(fetchMock)).toEqual([TOKEN]);
    // The first render of the file loads the page's code, which takes seconds on a busy machine.
  }, 15_000);

  it('says why a request without a referrer waits', async () => {
    mockApi(null, {
      'GET /api/followed-request': () =>
        json(
          200,
          followed({
            status: 'new',
            jobTitle: null,
            referrerName: null,
            pendingAssignment: true,
            waitingReason: 'no-referrer-at-company',
            history: [],
          }),
        ),
    });
    renderApp(`/follow-request?token=${TOKEN}`);
    const card = within(await screen.findByRole('article', { name: 'Northwind' }));
    expect(card.getByText('Waiting for a referrer')).toBeInTheDocument();
    expect(card.getByText(/No referrer at Northwind has joined yet/)).toBeInTheDocument();
    expect(card.getByText('No changes yet: the request is as it was sent.')).toBeInTheDocument();
  });

  it('tells when the page of an ended request closes', async () => {
    mockApi(null, {
      'GET /api/followed-request': () =>
        json(200, followed({ status: 'hired', linkExpiresAt: '2026-03-20T12:00:00.000Z' })),
    });
    renderApp(`/follow-request?token=${TOKEN}`);
    expect(
      await screen.findByText('Rita Referrer referred you, and you were hired at Northwind. Congratulations!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Mar 20, 2026')).toHaveAttribute('datetime', '2026-03-20T12:00:00.000Z');
  });

  it('says when the link has expired or is wrong, and leads on', async () => {
    mockApi(null, {
      'GET /api/followed-request': () => json(404, { message: followRequestMessages.linkUnusable }),
    });
    renderApp(`/follow-request?token=${TOKEN}`);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'This link has expired or is wrong' })).toBeInTheDocument();
    expect(alert.getByText(followRequestMessages.linkUnusable)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Browse Referrers' })).toHaveAttribute('href', '/referrers');
  });

  it.each([
    ['without a token', '/follow-request'],
    ['with a token cut short', `/follow-request?token=${TOKEN.slice(0, 20)}`],
  ])('says so at once when opened %s, asking nothing', async (_case, path) => {
    const fetchMock = mockApi(null);
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(followRequestMessages.linkUnusable);
    expect(lookUps(fetchMock)).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    let calls = 0;
    mockApi(null, {
      // A query asks once more after a failure (src/api/baseQuery.ts): both fail.
      'GET /api/followed-request': () => (++calls <= 2 ? new Response('', { status: 502 }) : json(200, followed())),
    });
    const { user } = renderApp(`/follow-request?token=${TOKEN}`);
    const alert = within(await screen.findByRole('alert', {}, { timeout: 4000 }));
    expect(alert.getByText("We couldn't load your request.")).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Platform Engineer at Northwind' })).toBeInTheDocument();
  });
});
