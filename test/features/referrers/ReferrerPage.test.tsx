import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notOnReferBridgeRequestText, referrerAtCapacityMessage } from '../../../src/shared/responseStats';
import { json, mockApi, renderApp } from '../../utils';
import { globex, jobAt, referrerAt } from '../catalogFixtures';

describe('/referrer/{id}', () => {
  it('shows the profile, the company and its open jobs, and a contact section whose button opens the form', async () => {
    mockApi(null, {
      'GET /api/referrer/12': () => json(200, { ...referrerAt(12, 'Ana Silva'), specialties: ['Python', 'Spark'] }),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/jobs/company/Globex': () => json(200, [jobAt(5, 'Data Engineer')]),
    });
    const { user } = renderApp('/referrer/12#contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Specialties')).getByText('Spark')).toBeInTheDocument();
    expect(await screen.findByText('Logistics software for the last mile.')).toBeInTheDocument();
    const jobs = within(screen.getByRole('region', { name: 'Open jobs at Globex' }));
    expect(await jobs.findByRole('article', { name: 'Data Engineer' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Ask Ana Silva for a referral' });
    expect(contact).toHaveAttribute('id', 'contact');
    await user.click(within(contact).getByRole('button', { name: 'Request Referral' }));
    expect(
      await screen.findByRole('dialog', { name: 'Request a referral from Ana Silva' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows how the referrer answers, and when their week is full points to others at the company', async () => {
    mockApi(null, {
      'GET /api/referrer/12': () =>
        json(200, { ...referrerAt(12, 'Ana Silva'), responseRate: 0.8, typicalReplyHours: 30, takingRequests: false }),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/jobs/company/Globex': () => json(200, []),
    });
    renderApp('/referrer/12');
    expect(await screen.findByText('Answers 80% of requests')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within 2 days')).toBeInTheDocument();
    expect(screen.getByLabelText('from 2 ratings')).toHaveTextContent('(2)');
    const contact = within(screen.getByRole('region', { name: 'Ask Ana Silva for a referral' }));
    expect(contact.getByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).toBeInTheDocument();
    expect(contact.queryByRole('button', { name: 'Request Referral' })).not.toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'See referrers at Globex' })).toHaveAttribute(
      'href',
      '/referrers?company=Globex',
    );
  });

  it('offers the request to a visitor of a full referrer’s own share link, saying it goes to someone else there', async () => {
    const fetchMock = mockApi(null, {
      'GET /api/referrer/12': () => json(200, { ...referrerAt(12, 'Ana Silva'), takingRequests: false }),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/jobs/company/Globex': () => json(200, []),
      'GET /api/share-links/AnaSilvasOwnShareLink1': () => json(200, { referrerId: 12, jobId: null }),
      'GET /api/share-links/SomeoneElsesShareLink1': () => json(200, { referrerId: 13, jobId: null }),
    });
    const { user, unmount } = renderApp('/referrer/12?ref=AnaSilvasOwnShareLink1');
    const contact = within(await screen.findByRole('region', { name: 'Ask Ana Silva for a referral' }));
    expect(
      await contact.findByText(
        "Ana Silva can't take new requests this week, so we'll match you with someone else at Globex.",
      ),
    ).toBeInTheDocument();
    expect(contact.queryByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).not.toBeInTheDocument();
    await user.click(contact.getByRole('button', { name: 'Request Referral' }));
    expect(await screen.findByRole('dialog', { name: 'Request a Referral' }, { timeout: 5000 })).toBeInTheDocument();
    unmount();

    // Another referrer's link, or one of nobody's: the page refuses, as on a plain visit.
    for (const token of ['SomeoneElsesShareLink1', 'ForgedShareLinkToken01']) {
      const { unmount: close } = renderApp(`/referrer/12?ref=${token}`);
      const refused = within(await screen.findByRole('region', { name: 'Ask Ana Silva for a referral' }));
      expect(await refused.findByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).toBeInTheDocument();
      // Asked, and answered: still the refusal.
      await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/share-links/${token}`));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(refused.getByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).toBeInTheDocument();
      expect(refused.queryByRole('button', { name: 'Request Referral' })).not.toBeInTheDocument();
      close();
    }
  });

  it('promises nothing of a referrer who is not on ReferBridge: no figures, and says where a request goes', async () => {
    mockApi(null, {
      'GET /api/referrer/12': () =>
        json(200, { ...referrerAt(12, 'Ana Silva'), responseRate: 1, typicalReplyHours: 6, readsRequests: false }),
      'GET /api/company/3': () => json(200, globex),
      'GET /api/jobs/company/Globex': () => json(200, []),
    });
    renderApp('/referrer/12');
    expect(await screen.findByText('Not on ReferBridge yet')).toBeInTheDocument();
    expect(screen.queryByText(/^Answers/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Usually replies/)).not.toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Ask Ana Silva for a referral' }));
    expect(contact.getByText(notOnReferBridgeRequestText('Ana Silva', 'Globex'))).toBeInTheDocument();
    expect(contact.queryByText(/reads it/)).not.toBeInTheDocument();
    expect(contact.getByRole('button', { name: 'Request Referral' })).toBeInTheDocument();
  });

  it('says the referrer cannot be found for an unknown id', async () => {
    mockApi(null, { 'GET /api/referrer/404': () => json(404, { message: 'Referrer not found' }) });
    renderApp('/referrer/404');
    expect(await screen.findByText("We couldn't find this referrer")).toBeInTheDocument();
  });
});
