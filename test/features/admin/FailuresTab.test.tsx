import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FailuresTab } from '../../../src/features/admin/components/FailuresTab';
import type { FailedJob, QueuedMail } from '../../../src/shared/schemas/adminFailures';
import { admin, json, mockApi, renderApp, renderWithProviders } from '../../utils';
import { overviewOf } from './overview';

/** The address's query string, where the test can read it. */
function LocationProbe() {
  return <output aria-label="Query string">{useLocation().search}</output>;
}

/** The tab as the dashboard mounts it, at the dashboard's address. */
function renderFailures(search = '?tab=failures') {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={[`/admin-dashboard${search}`]}>
      <Routes>
        <Route
          path="/admin-dashboard"
          element={
            <>
              <FailuresTab />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const job = (id: number, fields: Partial<FailedJob> = {}): FailedJob => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  queue: 'deliver-mail',
  error: 'Failed query: update mail_outbox; caused by: the database is restarting',
  errorCode: '57P01',
  stack: 'at deliverDueMail (dist/server/mail/outbox.js:120:5)\nat process.processTicksAndRejections',
  attempts: 6,
  failedAt: '2026-11-20T10:05:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const mail = (id: number, fields: Partial<QueuedMail> = {}): QueuedMail => ({
  id,
  recipient: `person-${id}@example.com`,
  subject: `Subject ${id}`,
  status: 'waiting',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const JOBS = [
  job(2, { queue: 'route-request', error: 'Request 7 could not be routed', errorCode: null, stack: null, attempts: 0 }),
  job(1),
];
const MAIL = [
  mail(3, { status: 'failed', attempts: 8, nextAttemptAt: null, lastError: 'ECONNECTION: connect ECONNREFUSED' }),
  mail(2, { attempts: 2, lastError: 'EMESSAGE: 451 Try again later', nextAttemptAt: '2026-11-20T10:04:00.000Z' }),
  mail(1, { subject: 'Reset your ReferBridge password' }),
];

/** The overview of a production server: no Mail tab; two jobs and a mail failed. */
const productionOverview = overviewOf({ failures: { jobs: 2, mail: 1 } });

const jobCard = (queue: string) => screen.getByRole('article', { name: new RegExp(`^Job ${queue}, failed `) });
const mailCard = (subject: string) => screen.getByRole('article', { name: new RegExp(`: ${subject}$`) });

describe('the Failures tab of the admin dashboard', () => {
  it('lists the failed jobs and the mail not delivered, each with what went wrong', { timeout: 15_000 }, async () => {
    const fetchMock = mockApi(admin, {
      'GET /api/admin/failed-jobs': () => json(200, JOBS, { 'X-Total-Count': '2' }),
      'GET /api/admin/mail-queue': () => json(200, MAIL, { 'X-Total-Count': '3' }),
    });
    const { user } = renderFailures();
    expect(await screen.findByRole('heading', { name: 'Background jobs' })).toBeVisible();
    expect(await screen.findByText('Showing 2 failed jobs')).toBeVisible();
    expect(await screen.findByText('Showing 3 mails not delivered')).toBeVisible();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/admin/failed-jobs?page=1&limit=10');
    expect(urls).toContain('/api/admin/mail-queue?page=1&limit=10');

    const delivery = within(jobCard('deliver-mail'));
    expect(delivery.getByText('Failed')).toBeVisible();
    expect(delivery.getByText(/, after 6 attempts$/)).toBeVisible();
    expect(
      delivery.getByText('Failed query: update mail_outbox; caused by: the database is restarting', { exact: false }),
    ).toBeVisible();
    expect(delivery.getByText('(code 57P01)')).toBeVisible();
    const show = delivery.getByRole('button', { name: 'Show where it failed' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    await waitFor(() => expect(delivery.getByText(/at deliverDueMail/)).toBeVisible());
    const routing = within(jobCard('route-request'));
    expect(routing.getByText(/, after 0 attempts$/)).toBeVisible();
    expect(routing.queryByRole('button', { name: 'Show where it failed' })).not.toBeInTheDocument();

    const failed = within(mailCard('Subject 3'));
    expect(failed.getByText('Failed')).toBeVisible();
    expect(failed.getByText('Given up after 8 attempts')).toBeVisible();
    expect(failed.getByText('Last error: ECONNECTION: connect ECONNREFUSED')).toBeVisible();
    expect(within(mailCard('Subject 2')).getByText('Retrying')).toBeVisible();
    expect(within(mailCard('Subject 2')).getByText(/^2 attempts; next /)).toBeVisible();
    const waiting = within(mailCard('Reset your ReferBridge password'));
    expect(waiting.getByText('Waiting')).toBeVisible();
    expect(waiting.getByText('To person-1@example.com', { exact: false })).toBeVisible();
    // The mail's text is not offered here: the server does not send it.
    expect(screen.queryByRole('button', { name: 'Show the text' })).not.toBeInTheDocument();
  });

  it('shows the first page of each list, and a long list alone with its pages', { timeout: 15_000 }, async () => {
    const fetchMock = mockApi(admin, {
      'GET /api/admin/failed-jobs': ({ query }) =>
        json(200, query.get('page') === '2' ? [job(3, { queue: 'retention-sweep' })] : JOBS, {
          'X-Total-Count': '11',
        }),
      'GET /api/admin/mail-queue': () => json(200, MAIL, { 'X-Total-Count': '3' }),
    });
    const { user } = renderFailures();
    expect(await screen.findByText('Showing 1–2 of 11 failed jobs')).toBeVisible();
    expect(await screen.findByText('Showing 3 mails not delivered')).toBeVisible();
    // Both lists on one screen: no page links, but the way to the whole list that has more.
    expect(screen.queryByRole('navigation', { name: 'Pages of failed jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show all 3 mails not delivered' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all 11 failed jobs' }));
    const query = screen.getByRole('status', { name: 'Query string' });
    expect(query).toHaveTextContent('?tab=failures&list=jobs');
    expect(screen.queryByRole('heading', { name: 'Mail' })).not.toBeInTheDocument();

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Pages of failed jobs' })).getByRole('link', {
        name: 'Next',
      }),
    );
    expect(await screen.findByText('Showing the last of 11 failed jobs')).toBeVisible();
    expect(query).toHaveTextContent('?tab=failures&list=jobs&page=2');
    expect(jobCard('retention-sweep')).toBeVisible();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/admin/failed-jobs?page=2&limit=10');
    expect(urls.filter((url) => url.startsWith('/api/admin/mail-queue'))).toEqual([
      '/api/admin/mail-queue?page=1&limit=10',
    ]);

    await user.click(screen.getByRole('link', { name: 'Back to all failures' }));
    expect(query).toHaveTextContent(/^\?tab=failures$/);
    expect(await screen.findByRole('heading', { name: 'Mail' })).toBeVisible();
  });

  it('says when nothing failed', async () => {
    mockApi(admin, {
      'GET /api/admin/failed-jobs': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/admin/mail-queue': () => json(200, [], { 'X-Total-Count': '0' }),
    });
    renderFailures();
    expect(await screen.findByText('No failed jobs')).toBeVisible();
    expect(await screen.findByText('No mail waiting')).toBeVisible();
  });

  it('offers to try again when a list cannot be loaded', async () => {
    let calls = 0;
    mockApi(admin, {
      'GET /api/admin/failed-jobs': () =>
        // A 4xx, which the api slice does not retry by itself (a 5xx it asks again once).
        ++calls === 1 ? json(404, { message: 'No such endpoint' }) : json(200, JOBS, { 'X-Total-Count': '2' }),
      'GET /api/admin/mail-queue': () => json(200, MAIL, { 'X-Total-Count': '3' }),
    });
    const { user } = renderFailures();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the failed jobs.");
    // The other list is there all the same.
    expect(await screen.findByText('Showing 3 mails not delivered')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 failed jobs')).toBeVisible();
  });

  it('is a tab of the dashboard in production too, where the Mail tab is not', { timeout: 15_000 }, async () => {
    mockApi(admin, {
      'GET /api/admin/overview': () => json(200, productionOverview),
      'GET /api/admin/failed-jobs': () => json(200, JOBS, { 'X-Total-Count': '2' }),
      'GET /api/admin/mail-queue': () => json(200, MAIL, { 'X-Total-Count': '3' }),
    });
    renderApp('/admin-dashboard?tab=failures');
    // The dashboard's code loads with the page: it may take a while on a busy machine.
    expect(await screen.findByRole('tab', { name: 'Failures' }, { timeout: 10_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Showing 2 failed jobs')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Mail' })).not.toBeInTheDocument();
  });

  it('is announced on the overview when something failed, with the way to it', { timeout: 15_000 }, async () => {
    mockApi(admin, {
      'GET /api/admin/overview': () => json(200, productionOverview),
      'GET /api/admin/failed-jobs': () => json(200, JOBS, { 'X-Total-Count': '2' }),
      'GET /api/admin/mail-queue': () => json(200, MAIL, { 'X-Total-Count': '3' }),
    });
    const { user, router } = renderApp('/admin-dashboard');
    const note = await screen.findByRole('note', {}, { timeout: 10_000 });
    expect(note).toHaveTextContent('2 failed background jobs and 1 failed mail. They failed every attempt.');
    await user.click(within(note).getByRole('link', { name: 'See what went wrong' }));
    expect(router.state.location.search).toBe('?tab=failures');
    expect(screen.getByRole('tab', { name: 'Failures' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Showing 2 failed jobs')).toBeVisible();
  });
});
