import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Referrer } from '../../../src/shared/schemas/catalog';
import { json, mockApi, renderApp } from '../../utils';

const referrerNamed = (id: number, name: string, companyName = 'Globex'): Referrer => ({
  id,
  name,
  photo: null,
  title: 'Software Engineer',
  companyId: 3,
  companyName,
  bio: 'Happy to help.',
  rating: 4.5,
  ratingCount: 2,
  responseRate: null,
  typicalReplyHours: null,
  takingRequests: true,
  readsRequests: true,
  successfulReferrals: 3,
  specialties: ['TypeScript'],
  verified: false,
});

const companies = [
  { id: 3, name: 'Globex', description: '', industry: 'Software', logo: null, websiteUrl: null, openJobs: 2 },
  { id: 4, name: 'Initech', description: '', industry: 'Finance', logo: null, websiteUrl: null, openJobs: 0 },
];

/** A server holding `total` referrers that answers each page, and records the queries it was asked. */
function serveReferrers(total: number) {
  const asked: URLSearchParams[] = [];
  const fetchMock = mockApi(null, {
    'GET /api/companies': () => json(200, companies),
    'GET /api/referrers': ({ query }) => {
      asked.push(query);
      const search = query.get('search') ?? '';
      if (search === 'nobody') return json(200, [], { 'X-Total-Count': '0' });
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 12);
      const start = (page - 1) * limit;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, index) =>
        referrerNamed(start + index + 1, `Referrer ${start + index + 1}`),
      );
      return json(200, items, { 'X-Total-Count': String(total) });
    },
  });
  return { asked, fetchMock };
}

describe('/referrers', () => {
  it('lists the first page of referrers, with where it sits in the whole list and a link to the next page', async () => {
    serveReferrers(30);
    const { user, router } = renderApp('/referrers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Referrers' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–12 of 30 referrers')).toBeInTheDocument();
    // The cards are drawn in the background after the count (CardGrid.tsx).
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const pages = within(screen.getByRole('navigation', { name: 'Referrer pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 13–24 of 30 referrers')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('article', { name: 'Referrer 13' })).toBeInTheDocument();
  });

  it('keeps the search and the company in the URL, starting again from the first page', async () => {
    const { asked } = serveReferrers(30);
    const { user, router } = renderApp('/referrers?page=2');
    await screen.findByText('Showing 13–24 of 30 referrers');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'data{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=data'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Initech');
    await waitFor(() => expect(router.state.location.search).toBe('?search=data&company=Initech'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('search=data&company=Initech&page=1&limit=12'));
  });

  it('reads a shared link: the search box and the company show what the list is filtered by', async () => {
    serveReferrers(5);
    renderApp('/referrers?search=python&company=Globex');
    await screen.findByText('Showing 5 referrers');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('python');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Globex');
  });

  it('says so word for word when nothing matches, and offers the request anyway and every referrer', async () => {
    serveReferrers(30);
    const { user } = renderApp('/referrers?search=nobody');
    expect(
      await screen.findByText(
        'No referrers found matching your search. Try different keywords or browse all referrers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all referrers' })).toHaveAttribute('href', '/referrers');
    await user.click(screen.getByRole('button', { name: 'Request a Referral Anyway' }));
    // The form's code loads on this first opening.
    expect(await screen.findByRole('dialog', { name: 'Request a Referral' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows placeholders while loading, and a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi(null, {
      'GET /api/companies': () => json(200, companies),
      'GET /api/referrers': () =>
        fail ? json(500, { message: 'Down' }) : json(200, [referrerNamed(1, 'Ana Silva')], { 'X-Total-Count': '1' }),
    });
    const { user } = renderApp('/referrers');
    expect(screen.getByRole('status', { name: 'Loading referrers' })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load referrers.", undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ana Silva' })).toBeInTheDocument();
  });

  it("opens the request form for a card's referrer, with their company filled in", async () => {
    const { fetchMock } = serveReferrers(1);
    const servedSoFar = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/referrer/1') return json(200, referrerNamed(1, 'Referrer 1'));
      if (path === '/api/company/3') return json(200, companies[0]);
      return servedSoFar(input, init);
    });
    const { user } = renderApp('/referrers');
    const card = await screen.findByRole('article', { name: 'Referrer 1' });
    await user.click(within(card).getByRole('button', { name: 'Request Referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a referral from Referrer 1' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Company/ })).toHaveValue('Globex'));
  });
});
