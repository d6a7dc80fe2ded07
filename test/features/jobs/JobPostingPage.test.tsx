import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobPostingMessages } from '../../../src/shared/jobPosting';
import type { Job } from '../../../src/shared/schemas/catalog';
import { candidate, fill, json, mockApi, referrer, renderApp } from '../../utils';
import { jobAt, referrerAt } from '../catalogFixtures';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

type User = ReturnType<typeof renderApp>['user'];

/** The referrer's own card: they work at Globex, so they post for Globex. */
const ownProfile = { 'GET /api/me/referrer-profile': () => json(200, referrerAt(21, referrer.name)) };

const DESCRIPTION = 'Own the pipelines that move parcels data from the depots to the warehouse, every night.';

const requestsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

async function jobForm() {
  return within(await screen.findByRole('form', { name: 'Job posting' }));
}

async function fillIn(user: User, form: Awaited<ReturnType<typeof jobForm>>) {
  await fill(user, form.getByRole('textbox', { name: /Job title/ }), '  Data Engineer ');
  await user.selectOptions(form.getByRole('combobox', { name: /Type/ }), 'Contract');
  await user.selectOptions(form.getByRole('combobox', { name: /Experience level/ }), 'Senior');
  await fill(user, form.getByRole('textbox', { name: /Location/ }), 'Berlin, Germany');
  await user.click(form.getByRole('textbox', { name: /Description/ }));
  await user.paste(DESCRIPTION);
}

describe('/job-posting', FORM_TIMEOUT, () => {
  it('shows a candidate how to become a referrer, and no form', async () => {
    mockApi(candidate);
    renderApp('/job-posting');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { name: 'Referrers post jobs for their company' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Become a Referrer' })).toHaveAttribute(
      'href',
      '/referrer-register?redirect=%2Fjob-posting',
    );
    expect(screen.queryByRole('form', { name: 'Job posting' })).not.toBeInTheDocument();
  });

  it('checks an empty form with the shared rules and posts nothing', async () => {
    const fetchMock = mockApi(referrer, { ...ownProfile, 'GET /api/me/jobs': () => json(200, []) });
    const { user } = renderApp('/job-posting');
    const form = await jobForm();
    // A referrer posts for the company of their profile, shown but not editable.
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveAttribute('readonly');
    await user.click(form.getByRole('button', { name: 'Post job' }));
    for (const message of [
      jobPostingMessages.titleRequired,
      jobPostingMessages.typeRequired,
      jobPostingMessages.levelRequired,
      jobPostingMessages.locationRequired,
      jobPostingMessages.descriptionRequired,
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(requestsTo(fetchMock, 'POST', '/api/jobs')).toEqual([]);

    await fill(user, form.getByRole('textbox', { name: /Description/ }), 'Too short.');
    await user.click(form.getByRole('button', { name: 'Post job' }));
    expect(await form.findByText(jobPostingMessages.descriptionTooShort)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/jobs')).toEqual([]);
  });

  it('posts the job, trimmed, and shows it on its success page', async () => {
    const posted: Job = { ...jobAt(41, 'Data Engineer'), type: 'Contract', location: 'Berlin, Germany' };
    const fetchMock = mockApi(referrer, {
      ...ownProfile,
      'GET /api/me/jobs': () => json(200, []),
      'POST /api/jobs': () => json(201, posted),
      'GET /api/jobs/41': () => json(200, posted),
    });
    const { user, router } = renderApp('/job-posting');
    const form = await jobForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Post job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/job-success/41'));
    expect(requestsTo(fetchMock, 'POST', '/api/jobs')).toEqual([
      {
        title: 'Data Engineer',
        type: 'Contract',
        company: 'Globex',
        location: 'Berlin, Germany',
        experienceLevel: 'Senior',
        description: DESCRIPTION,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job is live' })).toBeInTheDocument();
    expect(await within(await screen.findByTestId('toast')).findByText(jobPostingMessages.posted.title)).toBeVisible();
  });

  it("shows the server's refusal of a field under that field, and stays on the form", async () => {
    mockApi(referrer, {
      ...ownProfile,
      'GET /api/me/jobs': () => json(200, []),
      'POST /api/jobs': () =>
        json(400, {
          message: 'Location: use a city, a country, or Remote',
          errors: { location: 'Use a city, a country, or Remote' },
        }),
    });
    const { user, router } = renderApp('/job-posting');
    const form = await jobForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Post job' }));

    const location = form.getByRole('textbox', { name: /Location/ });
    expect(await form.findByText('Use a city, a country, or Remote')).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    // Chakra's field links its error message once it has rendered it.
    await waitFor(() => expect(location).toHaveAccessibleErrorMessage('Use a city, a country, or Remote'));
    expect(form.getByRole('textbox', { name: /Job title/ })).not.toHaveAttribute('aria-invalid');
    expect(router.state.location.pathname).toBe('/job-posting');
  });

  it("lists the poster's jobs, open and closed; Close asks first, then closes the job in the list", async () => {
    const jobs: Job[] = [
      jobAt(5, 'Data Engineer'),
      { ...jobAt(6, 'Product Designer'), closedAt: '2026-11-10T09:00:00.000Z' },
    ];
    const fetchMock = mockApi(referrer, {
      ...ownProfile,
      'GET /api/me/jobs': () => json(200, jobs),
      'POST /api/jobs/5/close': () => {
        jobs[0] = { ...jobs[0]!, closedAt: '2026-11-21T09:00:00.000Z' };
        return json(200, jobs[0]);
      },
    });
    const { user } = renderApp('/job-posting');
    const yourJobs = within(await screen.findByRole('region', { name: 'Your jobs' }));
    const open = await yourJobs.findByRole('article', { name: 'Data Engineer' });
    const closed = yourJobs.getByRole('article', { name: 'Product Designer' });
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/job-posting?edit=5');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/job-posting?edit=6');
    expect(within(closed).queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close "Data Engineer"?' });
    expect(requestsTo(fetchMock, 'POST', '/api/jobs/5/close')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/jobs/5/close')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const nowClosed = await yourJobs.findByRole('article', { name: 'Data Engineer' });
    await waitFor(() => expect(within(nowClosed).getByText('Closed')).toBeInTheDocument());
    expect(within(nowClosed).queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    expect(await within(await screen.findByTestId('toast')).findByText(jobPostingMessages.closed.title)).toBeVisible();
  });

  it('cancelling the question closes nothing', async () => {
    const fetchMock = mockApi(referrer, {
      ...ownProfile,
      'GET /api/me/jobs': () => json(200, [jobAt(5, 'Data Engineer')]),
    });
    const { user } = renderApp('/job-posting');
    const open = await screen.findByRole('article', { name: 'Data Engineer' });
    await user.click(within(open).getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close "Data Engineer"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', '/api/jobs/5/close')).toEqual([]);
    expect(within(open).getByText('Open')).toBeInTheDocument();
  });

  it("refuses to edit a job that is not the referrer's own, and shows no form", async () => {
    mockApi(referrer, {
      ...ownProfile,
      'GET /api/jobs/9': () => json(200, jobAt(9, 'Someone Else’s Job')),
      'GET /api/me/jobs': () => json(200, [jobAt(5, 'Data Engineer')]),
    });
    renderApp('/job-posting?edit=9');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('You can only edit the jobs you posted')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Your jobs' })).toHaveAttribute('href', '/job-posting#your-jobs');
    expect(screen.queryByRole('form', { name: 'Job posting' })).not.toBeInTheDocument();
  });

  it('fills the form with their own job and saves the changes with a PUT', async () => {
    const job = jobAt(5, 'Data Engineer');
    const fetchMock = mockApi(referrer, {
      ...ownProfile,
      'GET /api/jobs/5': () => json(200, job),
      'GET /api/me/jobs': () => json(200, [job]),
      'PUT /api/jobs/5': ({ body }) => json(200, { ...job, ...(body as object) }),
      'GET /api/company/3': () => json(200, {}),
      'GET /api/referrers': () => json(200, [], { 'X-Total-Count': '0' }),
    });
    const { user, router } = renderApp('/job-posting?edit=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    const form = await jobForm();
    expect(form.getByRole('textbox', { name: /Job title/ })).toHaveValue('Data Engineer');
    expect(form.getByRole('combobox', { name: /Type/ })).toHaveValue('Full-time');
    expect(form.getByRole('combobox', { name: /Experience level/ })).toHaveValue('Mid Level');
    expect(form.getByRole('textbox', { name: /Location/ })).toHaveValue('Remote');
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
    // Editing a job does not list the poster's jobs under the form.
    expect(screen.queryByRole('region', { name: 'Your jobs' })).not.toBeInTheDocument();

    const description = form.getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await user.paste(DESCRIPTION);
    const title = form.getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await fill(user, title, 'Senior Data Engineer');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/5'));
    expect(requestsTo(fetchMock, 'PUT', '/api/jobs/5')).toEqual([
      {
        title: 'Senior Data Engineer',
        type: 'Full-time',
        company: 'Globex',
        location: 'Remote',
        experienceLevel: 'Mid Level',
        description: DESCRIPTION,
      },
    ]);
    expect(requestsTo(fetchMock, 'POST', '/api/jobs')).toEqual([]);
  });
});
