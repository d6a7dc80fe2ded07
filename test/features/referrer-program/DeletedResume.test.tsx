import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferralRequest, ReferralRequestEvent } from '../../../src/shared/schemas/referralRequests';
import { json, mockApi, referrer, renderApp } from '../../utils';

/** A request that ended long ago: hired, its resume deleted at the end of its retention period. */
const hired: ReferralRequest = {
  id: 7,
  referrerId: 3,
  referrerName: 'Rita Referrer',
  name: 'Hana Hired',
  email: 'hana@example.com',
  phone: '+1 415 555 0100',
  company: 'Globex',
  experience: 6,
  message: 'Hello, I am Hana.',
  jobId: null,
  jobTitle: 'Data Engineer',
  pendingAssignment: false,
  waitingReason: null,
  status: 'hired',
  declineReason: null,
  rating: null,
  createdAt: '2026-05-20T10:00:00.000Z',
  resume: null,
  resumeDeletedAt: '2026-11-26T03:17:00.000Z',
  submittedOn: null,
  hireConfirmed: true,
  hireDisputableUntil: null,
};

const history: ReferralRequestEvent[] = [
  {
    id: 40,
    fromStatus: 'referred',
    toStatus: 'hired',
    actorParty: 'referrer',
    actorName: 'Rita Referrer',
    reason: null,
    assignedTo: null,
    kind: 'change',
    submittedOn: null,
    createdAt: '2026-05-29T09:00:00.000Z',
  },
  {
    id: 41,
    fromStatus: 'hired',
    toStatus: 'hired',
    actorParty: 'system',
    actorName: null,
    reason: 'Resume deleted: kept 180 days after the request ended',
    assignedTo: null,
    kind: 'resume-deleted',
    submittedOn: null,
    createdAt: '2026-11-26T03:17:00.000Z',
  },
];

describe('a request whose resume was deleted, on the referrer dashboard', () => {
  it('says the resume was deleted and when, instead of a download link, and the history says so too', async () => {
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [hired], { 'X-Total-Count': '1' }),
      'GET /api/referral-requests/counts': () =>
        json(200, { new: 0, accepted: 0, declined: 0, referred: 0, hired: 1, withdrawn: 0 }),
      'GET /api/referral-requests/7/history': () => json(200, history),
    });
    const { user } = renderApp('/referrer-dashboard');
    const card = await screen.findByRole('article', { name: 'Hana Hired' });
    expect(within(card).queryByRole('link', { name: /Download resume/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Resume deleted on Nov 26, 2026: resumes are kept for a set time after their request ends.',
    );
    expect(within(card).getByText('Nov 26, 2026')).toHaveAttribute('datetime', '2026-11-26T03:17:00.000Z');

    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    expect(await within(card).findByText('Resume deleted: kept 180 days after the request ended')).toBeInTheDocument();
  });
});
