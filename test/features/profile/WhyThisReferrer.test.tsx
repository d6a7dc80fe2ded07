import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { someoneElseMessages } from '../../../src/shared/matchReasons';
import type { MatchReason, MatchScore } from '../../../src/shared/schemas/matchReasons';
import type { ReferralRequest } from '../../../src/shared/schemas/referralRequests';
import { candidate, json, mockApi, renderApp } from '../../utils';

const request = (referrerName: string): ReferralRequest => ({
  id: 7,
  referrerId: 3,
  referrerName,
  name: candidate.name,
  email: candidate.email,
  phone: '+1 415 555 0100',
  company: 'Globex',
  experience: 4,
  message: 'Five years of React.',
  jobId: null,
  jobTitle: 'Frontend Engineer',
  pendingAssignment: false,
  waitingReason: null,
  status: 'new',
  declineReason: null,
  rating: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  resume: { fileName: 'resume.pdf', mimeType: 'application/pdf', size: 2048 },
  resumeDeletedAt: null,
  submittedOn: null,
  hireConfirmed: false,
  hireDisputableUntil: null,
});

const score: MatchScore = {
  fittingSpecialties: ['Frontend', 'React'],
  specialtyFit: { value: 1, weight: 3, points: 3 },
  responseRate: 0.87,
  responseRecord: { value: 0.87, weight: 2, points: 1.74 },
  assignedThisWeek: 2,
  weeklyCap: 5,
  lightLoad: { value: 0.6, weight: 1, points: 0.6 },
  total: 5.34,
};

const matched = (referrerName: string, change: Partial<MatchReason> = {}): MatchReason => ({
  origin: 'matching',
  referrerName,
  score,
  askedForSomeoneElse: false,
  canAskForSomeoneElse: true,
  ...change,
});

/** The candidate's profile with one request, its reason, and what asking for someone else answers. */
function serve(state: { request: ReferralRequest; reason: MatchReason }, ask?: () => Response) {
  const asks: string[] = [];
  mockApi(candidate, {
    'GET /api/me/account': () =>
      json(200, {
        name: candidate.name,
        email: candidate.email,
        notifyEmail: true,
        notifyWhatsapp: false,
        notifyRealtime: true,
        whatsappConfigured: false,
      }),
    'GET /api/referral-requests': () => json(200, [state.request], { 'X-Total-Count': '1' }),
    'GET /api/referral-requests/7/match-reason': () => json(200, state.reason),
    'POST /api/referral-requests/7/someone-else': ({ url }) => {
      asks.push(url);
      return ask!();
    },
  });
  return asks;
}

const card = () => screen.findByRole('article', { name: 'Frontend Engineer at Globex' });

describe('Why this referrer, on My requests', () => {
  it('says in plain words why the matching chose the referrer', async () => {
    serve({ request: request('Fay Frontend'), reason: matched('Fay Frontend') });
    renderApp('/profile');
    const why = within(await within(await card()).findByRole('region', { name: 'Why Fay Frontend' }));
    expect(
      why.getByText(
        'Matched because: specialties that fit — Frontend, React; answers 87% of requests; room for 3 more this week',
      ),
    ).toBeInTheDocument();
    expect(why.getByRole('button', { name: 'Ask for someone else' })).toBeInTheDocument();
  });

  it('says when our team chose the referrer, and says nothing of a referrer the candidate chose', async () => {
    const state = {
      request: request('Oli Team'),
      reason: matched('Oli Team', { origin: 'our-team', score: null, canAskForSomeoneElse: false }),
    };
    serve(state);
    const { unmount } = renderApp('/profile');
    const why = within(await within(await card()).findByRole('region', { name: 'Why Oli Team' }));
    expect(why.getByText('Our team chose this referrer for your request by hand.')).toBeInTheDocument();
    expect(why.queryByRole('button', { name: 'Ask for someone else' })).not.toBeInTheDocument();
    unmount();

    serve({
      request: request('Cy Chosen'),
      reason: matched('Cy Chosen', { origin: 'you-chose', score: null, canAskForSomeoneElse: false }),
    });
    renderApp('/profile');
    const chosen = within(await card());
    expect(await chosen.findByText('With Cy Chosen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Why / })).not.toBeInTheDocument());
    expect(chosen.queryByRole('button', { name: 'Ask for someone else' })).not.toBeInTheDocument();
  });

  it('asks before sending the request to someone else, then shows who has it and why, without the button', async () => {
    const state = { request: request('Fay Frontend'), reason: matched('Fay Frontend') };
    const asks = serve(state, () => {
      state.request = request('Nel Next');
      state.reason = matched('Nel Next', {
        score: { ...score, fittingSpecialties: ['React'], responseRate: null, weeklyCap: null, assignedThisWeek: 0 },
        askedForSomeoneElse: true,
        canAskForSomeoneElse: false,
      });
      return json(200, { referrerName: 'Nel Next', score: state.reason.score });
    });
    const { user } = renderApp('/profile');
    await user.click(await within(await card()).findByRole('button', { name: 'Ask for someone else' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: someoneElseMessages.confirmTitle }));
    expect(dialog.getByText(someoneElseMessages.confirmDescription('Fay Frontend', 'Globex'))).toBeInTheDocument();
    expect(asks).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Ask for someone else' }));

    await waitFor(() => expect(asks).toHaveLength(1));
    expect(await screen.findByText(someoneElseMessages.done)).toBeInTheDocument();
    const why = within(await within(await card()).findByRole('region', { name: 'Why Nel Next' }));
    expect(
      why.getByText(
        'Matched because: specialties that fit — React; new to ReferBridge, so counted as average for answering; no other request this week',
      ),
    ).toBeInTheDocument();
    expect(why.getByText(/You asked for someone else for this request/)).toBeInTheDocument();
    expect(why.queryByRole('button', { name: 'Ask for someone else' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('tells the candidate, in the dialog, when nobody else can take it; the request stays as it was', async () => {
    const state = { request: request('Oli Only'), reason: matched('Oli Only') };
    const nobody = someoneElseMessages.nobodyElse('Globex', 'Oli Only');
    const asks = serve(state, () => json(409, { message: nobody }));
    const { user } = renderApp('/profile');
    await user.click(await within(await card()).findByRole('button', { name: 'Ask for someone else' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: someoneElseMessages.confirmTitle }));
    await user.click(dialog.getByRole('button', { name: 'Ask for someone else' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(nobody);
    expect(asks).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await card()).getByText('With Oli Only')).toBeInTheDocument();
  });
});
