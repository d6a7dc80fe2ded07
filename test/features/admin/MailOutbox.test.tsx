import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MailOutbox } from '../../../src/features/admin/components/MailOutbox';
import type { OutboxMail } from '../../../src/shared/schemas/adminMail';
import { admin, json, mockApi, renderWithProviders } from '../../utils';

/** The outbox as the dashboard's Mail tab mounts it, at the dashboard's address. */
function renderOutbox() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/admin-dashboard?tab=mail']}>
      <Routes>
        <Route path="/admin-dashboard" element={<MailOutbox />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const mail = (id: number, fields: Partial<OutboxMail>): OutboxMail => ({
  id,
  recipient: `person-${id}@example.com`,
  subject: `Subject ${id}`,
  text: `Hello,\n\nThe text of mail ${id}.`,
  createdAt: '2026-11-20T10:00:00.000Z',
  attempts: 0,
  nextAttemptAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
  lastError: null,
  textDeletedAt: null,
  ...fields,
});

const OUTBOX = [
  mail(4, { subject: 'Reset your ReferBridge password', attempts: 0 }),
  mail(3, { attempts: 2, lastError: 'ECONNECTION: Connection refused', nextAttemptAt: '2026-11-20T10:04:00.000Z' }),
  mail(2, { attempts: 8, nextAttemptAt: null, lastError: 'EMESSAGE: 550 No such user' }),
  mail(1, { attempts: 1, nextAttemptAt: null, deliveredAt: '2026-11-20T10:00:05.000Z' }),
];

const card = (subject: string) => screen.getByRole('article', { name: new RegExp(`: ${subject}$`) });

describe('the outbox (the Mail tab of the admin dashboard)', () => {
  it('lists the outbox with where each mail stands, and its text on demand', async () => {
    const fetchMock = mockApi(admin, {
      'GET /api/admin/mail': () => json(200, OUTBOX, { 'X-Total-Count': '4' }),
    });
    const { user } = renderOutbox();
    expect(await screen.findByText('Showing 4 mails')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/admin/mail'))!;
    expect(String(call[0])).toBe('/api/admin/mail?page=1&limit=10');

    const reset = within(card('Reset your ReferBridge password'));
    expect(reset.getByText('Waiting')).toBeInTheDocument();
    expect(reset.getByText('To person-4@example.com', { exact: false })).toBeInTheDocument();
    expect(within(card('Subject 3')).getByText('Retrying')).toBeInTheDocument();
    expect(within(card('Subject 3')).getByText('Last error: ECONNECTION: Connection refused')).toBeInTheDocument();
    expect(within(card('Subject 2')).getByText('Failed')).toBeInTheDocument();
    expect(within(card('Subject 2')).getByText('Given up after 8 attempts')).toBeInTheDocument();
    expect(within(card('Subject 1')).getByText('Delivered')).toBeInTheDocument();

    const show = reset.getByRole('button', { name: 'Show the text' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(reset.getByText(/The text of mail 4\./)).toBeVisible());
  });

  it('says when the text of an old mail was deleted, in place of its text', async () => {
    mockApi(admin, {
      'GET /api/admin/mail': () =>
        json(
          200,
          [
            mail(9, {
              nextAttemptAt: null,
              deliveredAt: '2026-11-10T10:00:05.000Z',
              text: '',
              textDeletedAt: '2026-11-17T10:00:00.000Z',
            }),
          ],
          { 'X-Total-Count': '1' },
        ),
    });
    renderOutbox();
    const old = within(await screen.findByRole('article', { name: /: Subject 9$/ }));
    expect(old.getByText('Delivered')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Show the text' })).not.toBeInTheDocument();
    expect(
      old.getByText(/^Text deleted .*: the outbox keeps a mail's text for 7 days after it was sent\.$/),
    ).toBeVisible();
  });

  it('pages through a long outbox', async () => {
    const fetchMock = mockApi(admin, {
      'GET /api/admin/mail': ({ query }) =>
        json(200, query.get('page') === '2' ? [mail(1, {})] : OUTBOX, { 'X-Total-Count': '11' }),
    });
    const { user } = renderOutbox();
    expect(await screen.findByText('Showing 1–4 of 11 mails')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing the last of 11 mails')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/mail?page=2&limit=10')).toBe(true);
  });

  it('says when there is no mail yet', async () => {
    mockApi(admin, { 'GET /api/admin/mail': () => json(200, [], { 'X-Total-Count': '0' }) });
    renderOutbox();
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    let calls = 0;
    mockApi(admin, {
      'GET /api/admin/mail': () =>
        ++calls === 1 ? json(404, { message: 'No such endpoint' }) : json(200, OUTBOX, { 'X-Total-Count': '4' }),
    });
    const { user } = renderOutbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the outbox.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 mails')).toBeInTheDocument();
  });
});
