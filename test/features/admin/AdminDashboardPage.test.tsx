import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../src/shared/admin';
import type {
  AdminCompany,
  AdminJob,
  AdminUser,
  AssignmentSuggestion,
  AwaitingAnswerRequest,
  Overview,
  PendingRequest,
} from '../../../src/shared/schemas/admin';
import { admin, candidate, json, mockApi, renderApp } from '../../utils';

const pendingFrom = (id: number, name: string): PendingRequest => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  company: 'Globex',
  jobTitle: 'Data Engineer',
  experience: 4,
  message: `Hello, I am ${name}.`,
  createdAt: '2026-11-20T10:00:00.000Z',
  referrersAtCompany: 2,
});

const awaitingFrom = (id: number, name: string, referrer: { id: number; name: string }): AwaitingAnswerRequest => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  company: 'Globex',
  jobTitle: 'Data Engineer',
  createdAt: '2026-11-18T10:00:00.000Z',
  referrerId: referrer.id,
  referrerName: referrer.name,
  assignedAt: '2026-11-19T09:30:00.000Z',
});

const company = (id: number, name: string, websiteUrl: string | null, domain: string | null): AdminCompany => ({
  id,
  name,
  websiteUrl,
  domain,
  referrers: 3,
  verifiedReferrers: domain ? 1 : 0,
});

const suggestion = (id: number, name: string, hasAccount = true): AssignmentSuggestion => ({
  id,
  name,
  title: 'Staff Engineer',
  companyName: 'Globex',
  rating: 4.8,
  successfulReferrals: 12,
  openRequests: 1,
  hasAccount,
});

const job = (id: number, title: string, removed: Partial<AdminJob> = {}): AdminJob => ({
  id,
  title,
  companyName: 'Globex',
  location: 'Remote',
  type: 'Full-time',
  postedAt: '2026-11-01T00:00:00.000Z',
  postedByName: null,
  closedAt: null,
  removedAt: null,
  removedReason: null,
  removedByName: null,
  ...removed,
});

const overview: Overview = {
  totals: {
    users: 42,
    admins: 2,
    disabledUsers: 1,
    referrers: 45,
    listedJobs: 63,
    removedJobs: 1,
    surveys: 30,
    pendingAssignment: 3,
    requestsByStatus: {
      new: 5,
      accepted: 3,
      declined: 1,
      referred: 2,
      hired: 1,
      withdrawn: 0,
      interviewing: 0,
      offer: 0,
      not_selected: 0,
      changes_asked: 0,
    },
  },
  weeks: Array.from({ length: 12 }, (_, index) => ({
    week: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
    users: index,
    referrers: 1,
    requests: 2,
    jobs: 3,
    surveys: 4,
  })),
  mailOutbox: true,
  failures: { jobs: 0, mail: 0 },
};

/** The Users tab's two cards: Dina, an account the admin may act on, and the admin themselves. */
function usersTabPeople() {
  const dina: AdminUser = {
    id: 21,
    name: 'Dina Doe',
    email: 'dina@example.com',
    role: 'user',
    isReferrer: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    disabledAt: null,
  };
  const self: AdminUser = { ...dina, id: admin.id, name: admin.name, email: admin.email, role: 'admin' };
  return { dina, self };
}

describe('/admin-dashboard', () => {
  it('opens the tab the URL names, and puts the chosen tab in the URL', async () => {
    mockApi(admin, {
      'GET /api/admin/users': () => json(200, [] satisfies AdminUser[], { 'X-Total-Count': '0' }),
      'GET /api/admin/overview': () => json(200, overview),
    });
    const { user, router } = renderApp('/admin-dashboard?tab=users');
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users yet')).toBeVisible();
    // The server offers the outbox here (outside production), so its tab is there too.
    expect(await screen.findByRole('tab', { name: 'Mail' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const totals = await screen.findByText('Survey answers', { selector: 'dt' });
    expect(router.state.location.search).toBe('?tab=overview');
    expect(totals.nextElementSibling).toHaveTextContent('30');
    expect(screen.getByText('Hired: 1')).toBeVisible();
    // Each status in the order a request lives through them, as the dashboards' filters list them.
    const byStatus = screen.getByRole('heading', { name: 'Requests by status' }).nextElementSibling as HTMLElement;
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New: 5',
      'Changes asked: 0',
      'Accepted: 3',
      'Declined: 1',
      'Referred: 2',
      'Interviewing: 0',
      'Offer: 0',
      'Hired: 1',
      'Not selected: 0',
      'Withdrawn: 0',
    ]);
    // The weekly charts load with the tab; their numbers are in a table for screen readers.
    expect(
      await screen.findByRole('table', { name: 'New users and referrers, by week' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('is not there for anyone but admins', async () => {
    mockApi(candidate);
    renderApp('/admin-dashboard');
    expect(await screen.findByText('You need administrator privileges to access this page.')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Requests' })).not.toBeInTheDocument();
  });

  it('assigns a waiting request to a suggested referrer, asking for a choice first', async () => {
    const assignments: unknown[] = [];
    let pending = [pendingFrom(11, 'Nora Newcomer')];
    mockApi(admin, {
      'GET /api/admin/referral-requests/pending': () => json(200, pending, { 'X-Total-Count': String(pending.length) }),
      'GET /api/admin/referral-requests/11/suggestions': () =>
        json(200, [suggestion(5, 'Rita Referrer'), suggestion(6, 'Ivan Imported', false)]),
      'POST /api/admin/referral-requests/11/assignment': ({ body }) => {
        assignments.push(body);
        pending = [];
        return json(200, { id: 11, referrerId: 5, referrerName: 'Rita Referrer', pendingAssignment: false });
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=requests');
    const card = await screen.findByRole('article', { name: 'Nora Newcomer' });
    expect(within(card).getByText('2 referrers at Globex')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Assign the request from Nora Newcomer' }));

    const form = await screen.findByRole('form', { name: 'Assign the request from Nora Newcomer' });
    const choices = await within(form).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(form).getByText('No account: cannot read requests')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Assign request' }));
    expect(await within(form).findByText(adminMessages.referrerRequired)).toBeVisible();
    expect(assignments).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: /Rita Referrer/ }));
    await user.click(within(form).getByRole('button', { name: 'Assign request' }));
    expect(await screen.findByText('No request is waiting')).toBeVisible();
    expect(assignments).toEqual([{ referrerId: 5 }]);
    // Without the overview's word that the server offers the outbox (in production it does not), no Mail tab.
    expect(screen.queryByRole('tab', { name: 'Mail' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Rita Referrer will find the request from Nora Newcomer in their dashboard.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: /Assign the request/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when another admin assigned the request first", async () => {
    mockApi(admin, {
      'GET /api/admin/referral-requests/pending': () => json(200, [pendingFrom(11, 'Nora Newcomer')]),
      'GET /api/admin/referral-requests/11/suggestions': () => json(200, [suggestion(5, 'Rita Referrer')]),
      'POST /api/admin/referral-requests/11/assignment': () => json(409, { message: adminMessages.alreadyAssigned }),
    });
    const { user } = renderApp('/admin-dashboard?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Assign the request from Nora Newcomer' }));
    const form = await screen.findByRole('form', { name: 'Assign the request from Nora Newcomer' });
    await user.click(await within(form).findByRole('radio', { name: /Rita Referrer/ }));
    await user.click(within(form).getByRole('button', { name: 'Assign request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.alreadyAssigned);
  });

  it('asks why before removing a job, with the rule the server applies', async () => {
    const removals: unknown[] = [];
    let jobs = [job(7, 'Crypto Wizard')];
    mockApi(admin, {
      'GET /api/admin/jobs': () => json(200, jobs, { 'X-Total-Count': '1' }),
      'POST /api/admin/jobs/7/removal': ({ body }) => {
        removals.push(body);
        jobs = [job(7, 'Crypto Wizard', { removedAt: '2026-11-21T00:00:00.000Z', removedReason: 'A scam.' })];
        return json(200, jobs[0]);
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Crypto Wizard at Globex' });
    await user.click(within(card).getByRole('button', { name: 'Remove: Crypto Wizard at Globex' }));
    const form = await screen.findByRole('form', { name: 'Remove Crypto Wizard' });
    await user.click(within(form).getByRole('button', { name: 'Remove job' }));
    expect(await within(form).findByText(adminMessages.reasonRequired)).toBeVisible();
    expect(removals).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  A scam.  ');
    await user.click(within(form).getByRole('button', { name: 'Remove job' }));
    const removed = await screen.findByText(/Removed .*: A scam\./);
    expect(removed).toBeVisible();
    expect(removals).toEqual([{ reason: 'A scam.' }]);
    expect(within(screen.getByRole('article', { name: 'Crypto Wizard at Globex' })).queryByRole('button')).toBeNull();
  });

  it('asks before disabling an account, and offers no way to disable or demote oneself', async () => {
    const calls: string[] = [];
    const { dina, self } = usersTabPeople();
    let users = [dina, self];
    mockApi(admin, {
      'GET /api/admin/users': () => json(200, users, { 'X-Total-Count': '2' }),
      'POST /api/admin/users/21/disable': () => {
        calls.push('disable');
        users = [{ ...dina, disabledAt: '2026-11-22T00:00:00.000Z' }, self];
        return json(200, users[0]);
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=users');
    expect(within(await screen.findByRole('article', { name: admin.name })).queryByRole('button')).toBeNull();
    const card = screen.getByRole('article', { name: 'Dina Doe' });
    await user.click(within(card).getByRole('button', { name: 'Disable: Dina Doe' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Disable Dina Doe's account?" });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(screen.getByRole('article', { name: 'Dina Doe' })).findByText('Disabled')).toBeVisible();
    expect(calls).toEqual(['disable']);
  });

  it('asks before deleting an account, and the account leaves the list', { timeout: 15_000 }, async () => {
    const deletions: string[] = [];
    const { dina, self } = usersTabPeople();
    let users = [dina, self];
    mockApi(admin, {
      'GET /api/admin/users': () => json(200, users, { 'X-Total-Count': String(users.length) }),
      'DELETE /api/admin/users/21': ({ url }) => {
        deletions.push(url);
        users = [self];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=users');
    const card = await screen.findByRole('article', { name: 'Dina Doe' });
    await user.click(within(card).getByRole('button', { name: 'Delete: Dina Doe' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete Dina Doe's account?" });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(deletions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dina Doe' })).not.toBeInTheDocument());
    expect(deletions).toEqual(['/api/admin/users/21']);
    expect(await within(await screen.findByTestId('toast')).findByText('Account deleted')).toBeVisible();
  });

  it('moves a request a referrer has not answered to another referrer, from the list of those awaiting an answer', async () => {
    const rita = { id: 5, name: 'Rita Referrer' };
    const assignments: unknown[] = [];
    let awaiting = [awaitingFrom(12, 'Ola Overdue', rita)];
    mockApi(admin, {
      'GET /api/admin/referral-requests/awaiting-answer': ({ query }) => {
        expect(query.get('limit')).toBe('10');
        return json(200, awaiting, { 'X-Total-Count': String(awaiting.length) });
      },
      // The server suggests everyone at the company but the referrer who holds the request.
      'GET /api/admin/referral-requests/12/suggestions': () => json(200, [suggestion(6, 'Sam Second')]),
      'POST /api/admin/referral-requests/12/assignment': ({ body }) => {
        assignments.push(body);
        awaiting = [awaitingFrom(12, 'Ola Overdue', { id: 6, name: 'Sam Second' })];
        return json(200, { id: 12, referrerId: 6, referrerName: 'Sam Second', pendingAssignment: false });
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=awaiting-answer');
    expect(await screen.findByRole('tab', { name: 'Unanswered' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Ola Overdue' });
    expect(within(card).getByText(/^With Rita Referrer since/)).toHaveTextContent(
      'With Rita Referrer since Nov 19, 2026',
    );
    expect(within(card).getByText('Data Engineer at Globex')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Reassign the request from Ola Overdue' }));

    const form = await screen.findByRole('form', { name: 'Reassign the request from Ola Overdue' });
    expect(within(form).getByText(/It is with Rita Referrer, who has not answered yet/)).toBeVisible();
    await user.click(await within(form).findByRole('radio', { name: /Sam Second/ }));
    await user.click(within(form).getByRole('button', { name: 'Reassign request' }));
    expect(
      await screen.findByText('Sam Second will find the request from Ola Overdue in their dashboard.'),
    ).toBeVisible();
    expect(assignments).toEqual([{ referrerId: 6, fromReferrerId: 5 }]);
    expect(
      await within(await screen.findByRole('article', { name: 'Ola Overdue' })).findByText(/^With Sam Second/),
    ).toBeVisible();
  });

  it("shows the server's refusal when the referrer answered before the move, and who else there is", async () => {
    const held = awaitingFrom(12, 'Ola Overdue', { id: 5, name: 'Rita Referrer' });
    mockApi(admin, {
      'GET /api/admin/referral-requests/awaiting-answer': () =>
        json(200, [held, { ...held, id: 13, name: 'Una Unique' }], { 'X-Total-Count': '2' }),
      'GET /api/admin/referral-requests/12/suggestions': () => json(200, [suggestion(6, 'Sam Second')]),
      'GET /api/admin/referral-requests/13/suggestions': () => json(200, []),
      'POST /api/admin/referral-requests/12/assignment': () => json(409, { message: adminMessages.requestAnswered }),
    });
    const { user } = renderApp('/admin-dashboard?tab=awaiting-answer');
    await user.click(await screen.findByRole('button', { name: 'Reassign the request from Ola Overdue' }));
    const form = await screen.findByRole('form', { name: 'Reassign the request from Ola Overdue' });
    await user.click(await within(form).findByRole('radio', { name: /Sam Second/ }));
    await user.click(within(form).getByRole('button', { name: 'Reassign request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(adminMessages.requestAnswered);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Reassign the request from Una Unique' }));
    const alone = await screen.findByRole('form', { name: 'Reassign the request from Una Unique' });
    expect(
      await within(alone).findByText('Nobody else works at Globex: the request stays with Rita Referrer.'),
    ).toBeVisible();
    expect(within(alone).getByRole('button', { name: 'Reassign request' })).toBeDisabled();
  });

  it("lists companies, flags those without a website, and sets one with the server's rule", async () => {
    const websites: unknown[] = [];
    let companies = [
      company(3, 'Quillon', null, null),
      company(4, 'Globex', 'https://globex.example', 'globex.example'),
    ];
    mockApi(admin, {
      'GET /api/admin/companies': () => json(200, companies, { 'X-Total-Count': String(companies.length) }),
      'PUT /api/admin/companies/3/website': ({ body }) => {
        websites.push(body);
        companies = [company(3, 'Quillon', 'https://quillon.example', 'quillon.example'), companies[1]!];
        return json(200, companies[0]);
      },
    });
    const { user } = renderApp('/admin-dashboard?tab=companies');
    const quillon = await screen.findByRole('article', { name: 'Quillon' });
    expect(within(quillon).getByText('No website: its referrers cannot verify')).toBeVisible();
    expect(within(quillon).getByText('3 referrers, 0 verified')).toBeVisible();
    const globex = screen.getByRole('article', { name: 'Globex' });
    expect(within(globex).queryByText(/No website/)).not.toBeInTheDocument();
    expect(within(globex).getByText('3 referrers, 1 verified · work e-mails at globex.example')).toBeVisible();

    await user.click(within(quillon).getByRole('button', { name: 'Edit the website of Quillon' }));
    const form = await screen.findByRole('form', { name: 'Website of Quillon' });
    const field = within(form).getByRole('textbox', { name: 'Website' });
    await user.type(field, 'quillon.example');
    await user.click(within(form).getByRole('button', { name: 'Save website' }));
    expect(await within(form).findByText(adminMessages.websiteInvalid)).toBeVisible();
    expect(websites).toEqual([]);

    await user.clear(field);
    await user.type(field, ' https://quillon.example ');
    await user.click(within(form).getByRole('button', { name: 'Save website' }));
    expect(await screen.findByText('Referrers at Quillon can confirm a work e-mail at quillon.example.')).toBeVisible();
    expect(websites).toEqual([{ websiteUrl: 'https://quillon.example' }]);
    const saved = await screen.findByRole('article', { name: 'Quillon' });
    expect(await within(saved).findByText('https://quillon.example')).toBeVisible();
    expect(within(saved).queryByText(/No website/)).not.toBeInTheDocument();
  });
});
