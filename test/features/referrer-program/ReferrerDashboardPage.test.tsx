import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferralRequest } from '../../../src/shared/schemas/referralRequests';
import { candidate, json, mockApi, referrer, renderApp } from '../../utils';

const requestFrom = (id: number, name: string, status: ReferralRequest['status']): ReferralRequest => ({
  id,
  referrerId: 3,
  referrerName: 'Rita Referrer',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '+1 415 555 0100',
  company: 'Globex',
  experience: 4,
  message: `Hello, I am ${name}.`,
  jobId: null,
  jobTitle: 'Data Engineer',
  pendingAssignment: false,
  waitingReason: null,
  status,
  declineReason: null,
  rating: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resume: { fileName: 'resume.pdf', mimeType: 'application/pdf', size: 2048 },
  resumeDeletedAt: null,
  submittedOn: null,
  hireConfirmed: false,
  hireDisputableUntil: null,
});

const counts = {
  new: 1,
  accepted: 1,
  declined: 0,
  referred: 0,
  hired: 0,
  withdrawn: 0,
  interviewing: 0,
  offer: 0,
  not_selected: 0,
  changes_asked: 0,
};

describe('/referrer-dashboard', () => {
  it('lists the inbox with a count for each status, and answers a request in place', async () => {
    const moves: unknown[] = [];
    const inbox = [requestFrom(1, 'Nora New', 'new'), requestFrom(2, 'Ann Accepted', 'accepted')];
    mockApi(referrer, {
      'GET /api/referral-requests': ({ query }) => {
        expect(query.get('party')).toBe('referrer');
        return json(200, inbox, { 'X-Total-Count': '2' });
      },
      'GET /api/referral-requests/counts': () => json(200, counts),
      'POST /api/referral-requests/1/moves': async ({ body }) => {
        moves.push(body);
        inbox[0] = { ...inbox[0]!, status: 'accepted' };
        return json(200, inbox[0]);
      },
    });
    const { user } = renderApp('/referrer-dashboard');
    const nora = await screen.findByRole('article', { name: 'Nora New' });
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'New (1)' })).toBeInTheDocument();
    expect(within(nora).getByRole('link', { name: /Download resume/ })).toHaveAttribute(
      'href',
      '/api/referral-requests/1/resume',
    );
    // Only the moves the request allows now: a new request is accepted or declined, an accepted one referred.
    expect(
      within(nora)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Ask for changes', 'Decline', 'Show history', 'Messages']);
    const ann = screen.getByRole('article', { name: 'Ann Accepted' });
    expect(within(ann).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Mark referred' })).toBeInTheDocument();

    await user.click(within(nora).getByRole('button', { name: 'Accept' }));
    expect(moves).toEqual([{ action: 'accept' }]);
    expect(await within(nora).findByRole('button', { name: 'Mark referred' })).toBeInTheDocument();
  });

  it('lists the status filters in the order a request lives through them, "Changes asked" right after "New"', async () => {
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/referral-requests/counts': () => json(200, { ...counts, changes_asked: 2 }),
    });
    renderApp('/referrer-dashboard');
    const filters = await screen.findByRole('navigation', { name: 'Requests by status' });
    await within(filters).findByRole('button', { name: 'All (4)' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All (4)',
      'New (1)',
      'Changes asked (2)',
      'Accepted (1)',
      'Declined (0)',
      'Referred (0)',
      'Interviewing (0)',
      'Offer (0)',
      'Hired (0)',
      'Not selected (0)',
      'Withdrawn (0)',
    ]);
  });

  it("shows the candidate's e-mail and phone only once the referrer accepts, and says so before", async () => {
    // As the server answers a referrer: a new request without its contact details, the accept's answer with them.
    const { email, phone, ...withoutContact } = requestFrom(1, 'Nora New', 'new');
    let inbox: ReferralRequest[] = [withoutContact];
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, inbox, { 'X-Total-Count': '1' }),
      'GET /api/referral-requests/counts': () => json(200, { ...counts, accepted: 0 }),
      'POST /api/referral-requests/1/moves': () => {
        inbox = [{ ...withoutContact, status: 'accepted', email, phone }];
        return json(200, inbox[0]);
      },
    });
    const { user } = renderApp('/referrer-dashboard');
    const nora = await screen.findByRole('article', { name: 'Nora New' });
    expect(within(nora).getByText('Their e-mail and phone number appear here once you accept.')).toBeInTheDocument();
    expect(within(nora).queryByRole('link', { name: email! })).not.toBeInTheDocument();
    // What they decide on is all there.
    expect(within(nora).getByText('Hello, I am Nora New.')).toBeInTheDocument();
    expect(within(nora).getByText(/Data Engineer at Globex · 4 years of experience/)).toBeInTheDocument();
    expect(within(nora).getByRole('link', { name: /Download resume/ })).toBeInTheDocument();

    await user.click(within(nora).getByRole('button', { name: 'Accept' }));
    expect(await within(nora).findByRole('link', { name: email! })).toHaveAttribute('href', `mailto:${email}`);
    expect(within(nora).getByRole('link', { name: phone! })).toHaveAttribute('href', 'tel:+14155550100');
    expect(within(nora).queryByText(/appear here once you accept/)).not.toBeInTheDocument();
  });

  it('asks why before declining, with the rule the server applies', async () => {
    const moves: unknown[] = [];
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [requestFrom(1, 'Nora New', 'new')], { 'X-Total-Count': '1' }),
      'GET /api/referral-requests/counts': () => json(200, counts),
      'POST /api/referral-requests/1/moves': async ({ body }) => {
        moves.push(body);
        return json(200, { ...requestFrom(1, 'Nora New', 'declined'), declineReason: 'Filled.' });
      },
    });
    const { user } = renderApp('/referrer-dashboard');
    const nora = await screen.findByRole('article', { name: 'Nora New' });
    await user.click(within(nora).getByRole('button', { name: 'Decline' }));
    const form = await screen.findByRole('form', { name: 'Decline the request from Nora New' });
    await user.click(within(form).getByRole('button', { name: 'Decline request' }));
    expect(await within(form).findByText('Tell the candidate why you are declining: they will read it.')).toBeVisible();
    expect(moves).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  Filled.  ');
    await user.click(within(form).getByRole('button', { name: 'Decline request' }));
    await expect.poll(() => moves).toEqual([{ action: 'decline', reason: 'Filled.' }]);
  });

  it('offers the whole inbox back when a status holds no request', async () => {
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
      'GET /api/referral-requests/counts': () => json(200, counts),
    });
    renderApp('/referrer-dashboard?status=hired');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('No requests match')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Show all requests' })).toHaveAttribute('href', '/referrer-dashboard');
  });

  it("shows the candidate's reported progress, records the submission day, and filters by the new statuses", async () => {
    const submissions: unknown[] = [];
    const inbox = [requestFrom(1, 'Ivy Interviewing', 'interviewing'), requestFrom(2, 'Hal Hired', 'hired')];
    inbox[1] = { ...inbox[1]!, hireDisputableUntil: '2026-12-11T10:00:00.000Z' };
    mockApi(referrer, {
      'GET /api/referral-requests': () => json(200, inbox, { 'X-Total-Count': '2' }),
      'GET /api/referral-requests/counts': () =>
        json(200, { ...counts, new: 0, accepted: 0, interviewing: 1, hired: 1 }),
      'PUT /api/referral-requests/1/submission': ({ body }) => {
        submissions.push(body);
        inbox[0] = { ...inbox[0]!, submittedOn: (body as { submittedOn: string }).submittedOn };
        return json(200, inbox[0]);
      },
    });
    const { user } = renderApp('/referrer-dashboard');
    const ivy = within(await screen.findByRole('article', { name: 'Ivy Interviewing' }));
    expect(screen.getByRole('button', { name: 'Interviewing (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not selected (0)' })).toBeInTheDocument();
    expect(ivy.getByText('Ivy reported: interviewing.')).toBeInTheDocument();
    expect(ivy.getByRole('button', { name: 'Mark hired' })).toBeInTheDocument();
    const hal = within(screen.getByRole('article', { name: 'Hal Hired' }));
    expect(
      hal.getByText(
        /You marked Hal hired\. It counts as a successful referral once they confirm it, or on Dec 11, 2026/,
      ),
    ).toBeInTheDocument();

    await user.click(ivy.getByRole('button', { name: 'Record submission' }));
    const day = ivy.getByLabelText(/Day you submitted them/);
    expect(day).toHaveFocus();
    await user.clear(day);
    await user.type(day, '2026-11-24');
    await user.click(ivy.getByRole('button', { name: 'Save' }));
    expect(await ivy.findByText("You submitted Ivy in Globex's system on Nov 24, 2026.")).toBeInTheDocument();
    expect(submissions).toEqual([{ submittedOn: '2026-11-24' }]);
    expect(ivy.getByRole('button', { name: 'Change submission day' })).toBeInTheDocument();
  });

  it('shows someone who is not a referrer how to become one', async () => {
    mockApi(candidate);
    renderApp('/referrer-dashboard');
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Your referrer dashboard starts with a profile')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Become a Referrer' })).toHaveAttribute('href', '/become-referrer');
  });
});
