import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastUsed } from '../../../src/features/profile/components/ActiveSessions';
import type { Account } from '../../../src/shared/schemas/account';
import type { ActiveSession } from '../../../src/shared/schemas/sessions';
import { candidate, json, mockApi, renderApp } from '../../utils';

const account: Account = {
  name: candidate.name,
  email: candidate.email,
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  whatsappConfigured: false,
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const thisLaptop: ActiveSession = {
  id: 11,
  browser: 'Chrome on Windows',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: ActiveSession = {
  id: 12,
  browser: 'Safari on iPhone',
  createdAt: '2026-11-18T09:00:00.000Z',
  lastSeenAt: minutesAgo(3 * 60),
  current: false,
};
const tablet: ActiveSession = {
  id: 13,
  browser: 'Firefox on Linux',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastSeenAt: minutesAgo(5 * 24 * 60),
  current: false,
};

/** /profile, its sessions served from `list`, which the handlers change as the server would. */
function serveSessions(list: ActiveSession[], handlers: Parameters<typeof mockApi>[1] = {}) {
  let sessions = [...list];
  const fetchMock = mockApi(candidate, {
    'GET /api/me/account': () => json(200, account),
    'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
    'GET /api/me/sessions': () => json(200, sessions),
    'GET /api/me/two-step': () => json(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    'DELETE /api/me/sessions/12': () => {
      sessions = sessions.filter((session) => session.id !== 12);
      return new Response(null, { status: 204 });
    },
    'POST /api/me/sessions/end-others': () => {
      const ended = sessions.length - 1;
      sessions = sessions.filter((session) => session.current);
      return json(200, { ended });
    },
    ...handlers,
  });
  return fetchMock;
}

const sessionList = async () => within(await screen.findByRole('list', { name: 'Your sessions' }, { timeout: 10_000 }));

/** The page's code loads on first use: slow when the test files run side by side on two cores. */
const PAGE_TIMEOUT = { timeout: 15_000 };

describe('/profile: sessions', PAGE_TIMEOUT, () => {
  it('lists each browser with when it signed in and was last used, and marks this device', async () => {
    serveSessions([thisLaptop, phone, tablet]);
    renderApp('/profile');
    const list = await sessionList();
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on WindowsThis deviceSigned in Nov 20, 2026 · Active now',
      'Safari on iPhoneSigned in Nov 18, 2026 · Last used 3 hours agoSign out',
      'Firefox on LinuxSigned in Nov 2, 2026 · Last used 5 days agoSign out',
    ]);
    // This device is signed out with the account menu, not from here.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
  });

  it('signs one other device out: it leaves the list and a toast says so', async () => {
    const fetchMock = serveSessions([thisLaptop, phone, tablet]);
    const { user } = renderApp('/profile');
    const list = await sessionList();
    await user.click(list.getByRole('button', { name: /^Sign out Safari on iPhone, signed in nov 18, 2026/ }));
    expect(await within(await screen.findByTestId('toast')).findByText('Session ended')).toBeVisible();
    await waitFor(() => expect(list.queryByText('Safari on iPhone')).toBeNull());
    expect(list.getByText('Firefox on Linux')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/me/sessions/12' && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('signs out every other session at once, then says this device is the only one', async () => {
    serveSessions([thisLaptop, phone, tablet]);
    const { user } = renderApp('/profile');
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(within(await screen.findByTestId('toast')).getByText('Signed out everywhere else')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    expect((await sessionList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's refusal where the list is, and keeps the session listed", async () => {
    serveSessions([thisLaptop, phone], {
      'DELETE /api/me/sessions/12': () => json(404, { message: 'That session has already ended.' }),
    });
    const { user } = renderApp('/profile');
    const list = await sessionList();
    await user.click(list.getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That session has already ended.');
    expect(list.getByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let failing = true;
    serveSessions([thisLaptop], {
      'GET /api/me/sessions': () => (failing ? json(503, { message: 'Down' }) : json(200, [thisLaptop])),
    });
    const { user } = renderApp('/profile');
    const alert = await screen.findByText('We could not load your sessions.', {}, { timeout: 10_000 });
    failing = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });
});

describe('lastUsed', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  it.each([
    ['2026-11-26T11:59:30.000Z', 'Active now'],
    ['2026-11-26T11:55:00.000Z', 'Last used 5 minutes ago'],
    ['2026-11-26T10:00:00.000Z', 'Last used 2 hours ago'],
    ['2026-11-25T11:00:00.000Z', 'Last used yesterday'],
    ['2026-11-19T12:00:00.000Z', 'Last used 7 days ago'],
  ])('says %s as "%s"', (lastSeenAt, words) => {
    expect(lastUsed(lastSeenAt, now)).toBe(words);
  });
});
