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

  it('lets the candidate report their progress once referred, with the token in the body', async () => {
    const moves: unknown[] = [];
    const referred = followed({ status: 'referred', submittedOn: '2026-03-05' });
    mockApi(null, {
      'GET /api/followed-request': () => json(200, referred),
      'POST /api/followed-request/moves': ({ body, query }) => {
        moves.push({ body, query: query.toString() });
        return json(200, { ...referred, status: 'interviewing' });
      },
    });
    const { user } = renderApp(`/follow-request?token=${TOKEN}`);
    const progress = within(await screen.findByRole('region', { name: 'How is it going?' }));
    expect(progress.getByText("Rita Referrer submitted you in Northwind's system on Mar 5, 2026.")).toBeInTheDocument();
    expect(progress.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Interviewing',
      'Got an offer',
      'Hired',
      'Not selected',
    ]);
    await user.click(progress.getByRole('button', { name: 'Interviewing' }));
    expect(await screen.findByText('Rita Referrer has put you forward at Northwind, and you are interviewing.'));
    expect(moves).toEqual([{ body: { token: TOKEN, action: 'report-interviewing' }, query: '' }]);
    expect(screen.getByText('Your request to Northwind.')).toBeInTheDocument();
  });

  it("asks before a report that ends the request, and shows the server's refusal", async () => {
    mockApi(null, {
      'GET /api/followed-request': () => json(200, followed({ status: 'offer' })),
      'POST /api/followed-request/moves': () =>
        json(409, { message: 'This request is not selected: it can no longer be reported as hired.' }),
    });
    const { user } = renderApp(`/follow-request?token=${TOKEN}`);
    const progress = within(await screen.findByRole('region', { name: 'How is it going?' }));
    expect(progress.queryByRole('button', { name: 'Interviewing' })).not.toBeInTheDocument();
    await user.click(progress.getByRole('button', { name: 'Hired' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'You were hired?' }));
    await user.click(dialog.getByRole('button', { name: 'Hired' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This request is not selected: it can no longer be reported as hired.',
    );
  });

  it('lets the candidate dispute the referrer\'s "hired" while they may', async () => {
    const marked = followed({ status: 'hired', hireDisputableUntil: '2026-03-24T10:00:00.000Z' });
    const moves: unknown[] = [];
    mockApi(null, {
      'GET /api/followed-request': () => json(200, marked),
      'POST /api/followed-request/moves': ({ body }) => {
        moves.push(body);
        return json(200, { ...marked, status: 'referred', hireDisputableUntil: null });
      },
    });
    const { user } = renderApp(`/follow-request?token=${TOKEN}`);
    expect(await screen.findByText('Rita Referrer referred you, and marked you as hired at Northwind.'));
    const answer = within(screen.getByRole('region', { name: 'Rita Referrer marked you as hired' }));
    expect(answer.getByText(/If you do not answer by Mar 24, 2026/)).toBeInTheDocument();
    await user.click(answer.getByRole('button', { name: 'I was not hired' }));
    expect(await screen.findByRole('region', { name: 'How is it going?' })).toBeInTheDocument();
    expect(moves).toEqual([{ token: TOKEN, action: 'dispute-hire' }]);
  });

  it('lets the candidate withdraw a request not yet referred, once they confirm, with the token in the body', async () => {
    const moves: unknown[] = [];
    mockApi(null, {
      'GET /api/followed-request': () => json(200, followed()),
      'POST /api/followed-request/moves': ({ body }) => {
        moves.push(body);
        return json(200, followed({ status: 'withdrawn', linkExpiresAt: '2026-03-12T10:00:00.000Z' }));
      },
    });
    const { user } = renderApp(`/follow-request?token=${TOKEN}`);
    const card = within(await screen.findByRole('article', { name: 'Platform Engineer at Northwind' }));
    await user.click(card.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw your request to Northwind?' }));
    expect(dialog.getByText(/The referrer will see that you withdrew it/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Withdraw request' }));
    expect(await card.findByText('This request was withdrawn.')).toBeInTheDocument();
    expect(moves).toEqual([{ token: TOKEN, action: 'withdraw' }]);
    expect(card.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('offers no withdrawal once the request is referred', async () => {
    mockApi(null, { 'GET /api/followed-request': () => json(200, followed({ status: 'referred' })) });
    renderApp(`/follow-request?token=${TOKEN}`);
    const card = within(await screen.findByRole('article', { name: 'Platform Engineer at Northwind' }));
    expect(card.getByRole('region', { name: 'How is it going?' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('offers nothing to report before the request is referred, nor once the hire is confirmed', async () => {
    mockApi(null, {
      'GET /api/followed-request': () =>
        json(200, followed({ status: 'hired', linkExpiresAt: '2026-03-20T12:00:00.000Z' })),
    });
    renderApp(`/follow-request?token=${TOKEN}`);
    const card = within(await screen.findByRole('article', { name: 'Platform Engineer at Northwind' }));
    expect(card.queryByRole('button')).not.toBeInTheDocument();
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
