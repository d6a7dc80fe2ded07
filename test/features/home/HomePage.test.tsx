import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidate, json, mockApi, renderApp } from '../../utils';
import { globex, initech, jobAt, referrerAt } from '../catalogFixtures';

const jobs = [jobAt(1, 'Data Engineer'), jobAt(2, 'Designer'), jobAt(3, 'Analyst'), jobAt(4, 'Recruiter')];

function serveCatalog(options: { jobs?: typeof jobs; companies?: 'slow' | 'ok' } = {}) {
  // A slow answer waits for the test, whenever the page asks.
  let answerCompanies: (response: Response) => void = () => {};
  const companiesAnswered = new Promise<Response>((resolve) => (answerCompanies = resolve));
  const fetchMock = mockApi(null, {
    'GET /api/companies': () => (options.companies === 'slow' ? companiesAnswered : json(200, [globex, initech])),
    'GET /api/jobs': ({ query }) => {
      const all = options.jobs ?? jobs;
      return json(200, all.slice(0, Number(query.get('limit'))), { 'X-Total-Count': String(all.length) });
    },
    'GET /api/referrers': ({ query }) =>
      query.get('search') === 'globex'
        ? json(200, [referrerAt(12, 'Ana Silva'), referrerAt(13, 'Ben Okafor')], { 'X-Total-Count': '2' })
        : json(200, [], { 'X-Total-Count': '0' }),
  });
  return { fetchMock, answerCompanies: (response: Response) => answerCompanies(response) };
}

describe('home page', () => {
  it('searches referrers from the hero, keeping the search in the URL', async () => {
    serveCatalog();
    const { user, router } = renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Search referrers' });
    await user.type(box, 'globex{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=globex'));
    const results = within(await screen.findByRole('region', { name: 'Referrers for “globex”' }));
    expect(await results.findByRole('article', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(results.getByText('2 referrers found')).toBeInTheDocument();
    expect(results.getByRole('link', { name: 'Browse all referrers' })).toHaveAttribute('href', '/referrers');
  });

  it('says so word for word when a search finds nobody, with Request a Referral Anyway', async () => {
    serveCatalog();
    renderApp('/?search=zzz');
    expect(
      await screen.findByText(
        'No referrers found matching your search. Try different keywords or browse all referrers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Referral Anyway' })).toBeInTheDocument();
  });

  it('shows six company placeholders while loading, then the companies, and the first three jobs', async () => {
    const { answerCompanies } = serveCatalog({ companies: 'slow' });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading companies' })).toBeInTheDocument();
    expect(screen.getAllByTestId('company-placeholder')).toHaveLength(6);
    answerCompanies(json(200, [globex, initech]));
    const companies = within(screen.getByRole('region', { name: 'Referrers work at' }));
    expect(await companies.findByRole('link', { name: /Globex/ })).toHaveAttribute(
      'href',
      '/browse-jobs?company=Globex',
    );
    const featured = within(screen.getByRole('region', { name: 'Featured jobs' }));
    await waitFor(() => expect(featured.getAllByRole('article')).toHaveLength(3));
    expect(featured.queryByRole('article', { name: 'Recruiter' })).not.toBeInTheDocument();
  });

  it('says when there are no jobs, word for word', async () => {
    serveCatalog({ jobs: [] });
    renderApp('/');
    expect(await screen.findByText('No jobs available at the moment. Check back soon!')).toBeInTheDocument();
  });

  it('shows the pricing plans with Pro and Enterprise disabled, and Post a Job to signed-in users only', async () => {
    serveCatalog();
    renderApp('/');
    const pricing = within(await screen.findByRole('region', { name: 'Pricing' }));
    expect(pricing.getByText('Most Popular')).toBeInTheDocument();
    expect(pricing.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=register');
    expect(pricing.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    expect(pricing.getByRole('button', { name: 'Contact Us' })).toBeDisabled();
    // Each disabled button says why, in a line beside it.
    expect(pricing.getByRole('button', { name: 'Join Waitlist' })).toHaveAccessibleDescription(
      'Pro is coming soon, so this button is not active yet.',
    );
    expect(pricing.getByRole('button', { name: 'Contact Us' })).toHaveAccessibleDescription(
      'Enterprise is coming soon, so this button is not active yet.',
    );
    expect(pricing.getByText('Pro is coming soon, so this button is not active yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
    const cta = within(screen.getByRole('region', { name: 'Work somewhere great? Become a referrer' }));
    expect(cta.getByRole('link', { name: 'Become a Referrer' })).toHaveAttribute('href', '/referee-profile');
  });

  it('teases three articles of the blog, each linking to it', async () => {
    serveCatalog();
    renderApp('/');
    const blog = within(await screen.findByRole('region', { name: 'From the blog' }));
    const teasers = blog.getAllByRole('article');
    expect(teasers).toHaveLength(3);
    for (const teaser of teasers) {
      expect(within(teaser).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/blog\/[a-z-]+$/));
    }
    expect(blog.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  });

  it('offers Post a Job to a signed-in user', async () => {
    mockApi(candidate, {
      'GET /api/companies': () => json(200, []),
      'GET /api/jobs': () => json(200, [], { 'X-Total-Count': '0' }),
    });
    renderApp('/');
    const cta = within(await screen.findByRole('region', { name: 'Work somewhere great? Become a referrer' }));
    expect(await cta.findByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/job-posting');
  });
});
