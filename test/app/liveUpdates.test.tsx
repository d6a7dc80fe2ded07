import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification, UnreadNotifications } from '../../src/shared/schemas/notifications';
import { json, mockApi, referrer, renderApp } from '../utils';

/** EventSource, the one edge of the live updates the browser code does not own: the test plays the server's stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

afterEach(() => {
  FakeEventSource.opened = [];
});

const notification = (id: number, text: string): UserNotification => ({
  id,
  kind: 'request-received',
  referralRequestId: 40 + id,
  text,
  createdAt: '2026-11-23T10:00:00.000Z',
  read: false,
});

describe('live updates in the navbar', () => {
  it('opens the stream once signed in; a notification refreshes the inbox, shows a toast and counts until read', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let unread: UnreadNotifications = { unread: 0, items: [] };
    let inboxFetches = 0;
    const marked: unknown[] = [];
    mockApi(referrer, {
      'GET /api/me/notifications': () => json(200, unread),
      'POST /api/me/notifications/read': ({ body }) => {
        marked.push(body);
        unread = { unread: 0, items: [] };
        return json(200, unread);
      },
      'GET /api/referral-requests': () => {
        inboxFetches++;
        return json(200, [], { 'X-Total-Count': '0' });
      },
      'GET /api/referral-requests/counts': () =>
        json(200, { new: 0, accepted: 0, declined: 0, referred: 0, hired: 0, withdrawn: 0 }),
    });
    const { user } = renderApp('/referrer-dashboard');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/live');
    await waitFor(() => expect(inboxFetches).toBeGreaterThan(0));
    const before = inboxFetches;
    expect(screen.queryByRole('link', { name: /unread update/ })).not.toBeInTheDocument();

    unread = { unread: 1, items: [notification(3, 'New referral request from Ada Obi at Globex')] };
    FakeEventSource.opened[0]!.emit('notification', unread.items[0]);

    const badge = await screen.findByRole('link', {
      name: '1 unread update. Newest: New referral request from Ada Obi at Globex',
    });
    expect(within(badge).getByText('1')).toBeInTheDocument();
    expect(await screen.findByText('New referral request from Ada Obi at Globex', { selector: '*' })).toBeTruthy();
    await waitFor(() => expect(inboxFetches).toBeGreaterThan(before));

    await user.click(badge);
    await waitFor(() => expect(marked).toEqual([{ throughId: 3 }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: /unread update/ })).not.toBeInTheDocument());
  });
});
