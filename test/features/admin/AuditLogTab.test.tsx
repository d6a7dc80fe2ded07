import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../src/shared/schemas/auditLog';
import { admin, json, mockApi, renderApp } from '../../utils';
import { overviewOf } from './overview';

const overview = overviewOf();

const by = { id: admin.id, name: admin.name, email: admin.email };
const entry = (id: number, fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  admin: by,
  action: 'user.role_changed',
  object: { type: 'user', id: 40 + id, label: `Person ${id}` },
  before: null,
  after: null,
  referrerNames: {},
  ...fields,
});

const LOG: AuditLogEntry[] = [
  entry(4, {
    action: 'referral_request.reassigned',
    object: { type: 'referral_request', id: 12, label: 'Data Engineer at Globex' },
    before: { referrerId: 7 },
    after: { referrerId: 8 },
    referrerNames: { '7': 'Ana Lee' },
  }),
  entry(3, {
    action: 'user.deleted',
    object: { type: 'user', id: 5, label: null },
    before: { role: 'user', isReferrer: true },
  }),
  entry(2, {
    action: 'company.website_changed',
    object: { type: 'company', id: 3, label: 'Globex' },
    before: { websiteUrl: null },
    after: { websiteUrl: 'https://globex.example' },
  }),
  entry(1, { before: { role: 'user' }, after: { role: 'admin' } }),
];

const card = (name: RegExp) => within(screen.getByRole('article', { name }));

// The dashboard's code loads with the first test; under a loaded machine that alone takes seconds.
describe('the Audit tab of the admin dashboard', () => {
  it(
    'lists what admins did, newest first: who, when, what, on which object, before and after',
    { timeout: 15_000 },
    async () => {
      const fetchMock = mockApi(admin, {
        'GET /api/admin/overview': () => json(200, overview),
        'GET /api/admin/audit-log': () => json(200, LOG, { 'X-Total-Count': '4' }),
      });
      renderApp('/admin-dashboard?tab=audit');
      expect(await screen.findByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Showing 4 entries')).toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/audit-log'))!;
      expect(String(call[0])).toBe('/api/admin/audit-log?page=1&limit=10');

      const articles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
      expect(articles).toEqual([
        'Request reassigned: Request #12: Data Engineer at Globex',
        'Account deleted: Account #5 (no longer exists)',
        'Website changed: Company #3: Globex',
        'Role changed: Account #41: Person 1',
      ]);
      const moved = card(/^Request reassigned/);
      // A referrer whose profile is gone keeps their id.
      expect(moved.getByText('Ana Lee (#7) → referrer #8', { exact: false })).toBeVisible();
      expect(moved.getByText(`By ${admin.name} · ${admin.email}`)).toBeVisible();
      expect(moved.getByText('Nov 20, 2026', { exact: false })).toBeVisible();
      expect(card(/^Account deleted/).getByText('user (before)', { exact: false })).toBeVisible();
      expect(card(/^Account deleted/).getByText('yes (before)', { exact: false })).toBeVisible();
      expect(card(/^Website changed/).getByText('none → https://globex.example', { exact: false })).toBeVisible();
      expect(card(/^Role changed/).getByText('user → admin', { exact: false })).toBeVisible();
    },
  );

  it('pages through a long log', { timeout: 15_000 }, async () => {
    const fetchMock = mockApi(admin, {
      'GET /api/admin/overview': () => json(200, overview),
      'GET /api/admin/audit-log': ({ query }) =>
        query.get('page') === '2'
          ? json(200, [entry(1, {})], { 'X-Total-Count': '11' })
          : json(
              200,
              Array.from({ length: 10 }, (_, index) => entry(11 - index, {})),
              { 'X-Total-Count': '11' },
            ),
    });
    const { user } = renderApp('/admin-dashboard?tab=audit');
    expect(await screen.findByText('Showing 1–10 of 11 entries')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of entries' })).getByText('Next'));
    expect(await screen.findByText('Showing the last of 11 entries')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/audit-log?page=2&limit=10');
  });

  it(
    'says when nothing was done yet, and offers to try again when the log cannot be read',
    { timeout: 15_000 },
    async () => {
      let fail = true;
      mockApi(admin, {
        'GET /api/admin/overview': () => json(200, overview),
        'GET /api/admin/audit-log': () =>
          fail ? json(500, { message: 'Something went wrong' }) : json(200, [], { 'X-Total-Count': '0' }),
      });
      const { user } = renderApp('/admin-dashboard?tab=audit');
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the audit log.");
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('No admin actions yet')).toBeVisible();
    },
  );
});
