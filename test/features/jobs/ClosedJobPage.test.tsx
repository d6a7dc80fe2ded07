import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../utils';
import { globex, jobAt } from '../catalogFixtures';

describe('/jobs/{id} of a closed job', () => {
  it('keeps the page readable, says when it closed, offers the open jobs and no way to apply', async () => {
    mockApi(null, {
      // Midday, so the date reads the same in every time zone the tests may run in.
      'GET /api/jobs/5': () => json(200, { ...jobAt(5, 'Data Engineer'), closedAt: '2026-11-20T12:00:00.000Z' }),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/referrers': () => json(200, [], { 'X-Total-Count': '0' }),
    });
    renderApp('/jobs/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Work on data engineer problems.')).toBeInTheDocument();

    // The page's other statuses (the referrers still loading) may be on screen too: this is the one that says so.
    const closed = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.startsWith('This job closed on'))!;
    expect(closed).toHaveTextContent(
      'This job closed on Nov 20, 2026. Its poster no longer takes referral requests for it.',
    );
    expect(within(closed).getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
    expect(within(closed).getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/browse-jobs');
    expect(screen.queryByRole('button', { name: 'Apply with Referral' })).not.toBeInTheDocument();
  });
});
