import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../utils';
import { globex, initech, jobAt } from '../catalogFixtures';

describe('/browse-jobs', () => {
  it('lists jobs as cards and keeps each filter in the URL', async () => {
    const asked: string[] = [];
    mockApi(null, {
      'GET /api/companies': () => json(200, [globex, initech]),
      'GET /api/jobs': ({ query }) => {
        asked.push(query.toString());
        return json(200, [jobAt(1, 'Data Engineer'), jobAt(2, 'Designer')], { 'X-Total-Count': '2' });
      },
    });
    const { user, router } = renderApp('/browse-jobs');
    expect(await screen.findByText('Showing 2 jobs')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Data Engineer' })).toBeInTheDocument();
    // The filters past Search are folded behind a button on a phone (the layout jsdom gets).
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Contract');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience' }), 'Senior');
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Berlin{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=Contract&experienceLevel=Senior&location=Berlin'),
    );
    expect(filters).toHaveAccessibleName('Filters (3 active)');
    await waitFor(() =>
      expect(asked.at(-1)).toBe('type=Contract&location=Berlin&experienceLevel=Senior&page=1&limit=12'),
    );
  });

  it("lists a company's jobs from the companies page link, and says so when the company is unknown", async () => {
    mockApi(null, {
      'GET /api/companies': () => json(200, [globex]),
      'GET /api/jobs/company/Globex': () => json(200, [jobAt(1, 'Data Engineer')]),
      'GET /api/jobs/company/Nowhere': () => json(404, { message: 'Company not found' }),
    });
    const first = renderApp('/browse-jobs?company=Globex');
    expect(await screen.findByText('1 open job at Globex')).toBeInTheDocument();
    first.unmount();
    renderApp('/browse-jobs?company=Nowhere');
    expect(await screen.findByText("We couldn't find a company named “Nowhere”")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all companies' })).toHaveAttribute('href', '/companies');
  });

  it('says "Failed to fetch jobs" with a retry when the jobs cannot be loaded', async () => {
    let fail = true;
    mockApi(null, {
      'GET /api/companies': () => json(200, []),
      'GET /api/jobs': () =>
        fail ? json(500, { message: 'Down' }) : json(200, [jobAt(7, 'Analyst')], { 'X-Total-Count': '1' }),
    });
    const { user } = renderApp('/browse-jobs');
    expect(await screen.findByText('Failed to fetch jobs', undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('article', { name: 'Analyst' });
    expect(within(card).getByText('Work on analyst problems.')).toBeInTheDocument();
  });
});
