import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../utils';
import { globex, jobAt, referrerAt } from '../catalogFixtures';

describe('/jobs/{id}', () => {
  it('shows the job, its company and the referrers there; Apply with Referral opens the form for this job', async () => {
    mockApi(null, {
      'GET /api/jobs/5': () => json(200, jobAt(5, 'Data Engineer')),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/referrers': ({ query }) =>
        query.get('company') === 'Globex'
          ? json(200, [referrerAt(12, 'Ana Silva')], { 'X-Total-Count': '1' })
          : json(200, [], { 'X-Total-Count': '0' }),
    });
    const { user } = renderApp('/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Work on data engineer problems.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About Globex' })).toBeInTheDocument();
    const referrers = within(screen.getByRole('region', { name: 'Referrers at Globex' }));
    expect(await referrers.findByRole('article', { name: 'Ana Silva' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply with Referral' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(await within(dialog).findByRole('textbox', { name: /Job title/ })).toHaveValue('Data Engineer');
  });

  it("shows the page's shape while the job loads, and keeps the company's place while the company loads", async () => {
    let sendCompany: () => void = () => {};
    mockApi(null, {
      'GET /api/jobs/5': () => json(200, jobAt(5, 'Data Engineer')),
      'GET /api/company/3': () => new Promise<Response>((resolve) => (sendCompany = () => resolve(json(200, globex)))),
      'GET /api/referrers': () => json(200, [], { 'X-Total-Count': '0' }),
    });
    renderApp('/jobs/5');
    // Read out once, by its name; the bars inside are hidden from screen readers.
    const loading = screen.getByRole('status', { name: 'Loading the job' });
    expect(within(loading).getByText('Job Details')).toBeInTheDocument();
    expect(within(loading).queryAllByRole('status')).toHaveLength(0);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the job' })).not.toBeInTheDocument();
    // The company section is held by its placeholder, between the role and the referrers, until Globex arrives.
    const role = screen.getByRole('heading', { name: 'About the role' });
    const referrers = screen.getByRole('heading', { name: 'Referrers at Globex' });
    const placeholder = role.closest('section')!.nextElementSibling!;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.nextElementSibling).toContainElement(referrers);
    sendCompany();
    expect(await screen.findByRole('heading', { name: 'About Globex' })).toBeInTheDocument();
  });

  it('says the job is no longer listed for an unknown id', async () => {
    mockApi(null, { 'GET /api/jobs/99': () => json(404, { message: 'Job not found' }) });
    renderApp('/jobs/99');
    expect(await screen.findByText('This job is no longer listed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse-jobs');
  });
});
