import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../utils';
import { globex, initech } from '../catalogFixtures';

describe('/companies', () => {
  it('shows six placeholders while loading, then every company with its open jobs linked to the jobs list', async () => {
    // The answer waits for the test, whenever the page asks.
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    mockApi(null, { 'GET /api/companies': () => answered });
    renderApp('/companies');
    expect(await screen.findByRole('status', { name: 'Loading companies' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    answer(json(200, [globex, initech]));
    const card = within(await screen.findByRole('article', { name: 'Globex' }));
    expect(card.getByRole('link', { name: '2 open jobs' })).toHaveAttribute('href', '/browse-jobs?company=Globex');
    expect(within(screen.getByRole('article', { name: 'Initech' })).getByText('No open jobs')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi(null, { 'GET /api/companies': () => (fail ? json(500, { message: 'Down' }) : json(200, [globex])) });
    const { user } = renderApp('/companies');
    expect(await screen.findByText("We couldn't load companies.", undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Globex' })).toBeInTheDocument();
  });
});
