import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../src/shared/account';
import { authMessages } from '../../../src/shared/auth';
import { ratingMessages } from '../../../src/shared/ratings';
import type { Account } from '../../../src/shared/schemas/account';
import type { ReferralRequest, ReferralRequestEvent } from '../../../src/shared/schemas/referralRequests';
import { candidate, fill, json, mockApi, renderApp } from '../../utils';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

type UserEvents = ReturnType<typeof renderApp>['user'];

/** What the account form edits and sends. */
const preferences = {
  name: candidate.name,
  email: candidate.email,
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
};
const account: Account = { ...preferences, whatsappConfigured: false };

const sentTo = (id: number, company: string, status: ReferralRequest['status']): ReferralRequest => ({
  id,
  referrerId: 3,
  referrerName: 'Rita Referrer',
  name: candidate.name,
  email: candidate.email,
  phone: '+1 415 555 0100',
  company,
  experience: 4,
  message: 'Hello, I would love to join your team.',
  jobId: null,
  jobTitle: 'Data Engineer',
  pendingAssignment: false,
  waitingReason: null,
  status,
  declineReason: null,
  rating: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  resume: { fileName: 'resume.pdf', mimeType: 'application/pdf', size: 2048 },
  resumeDeletedAt: null,
  submittedOn: null,
  hireConfirmed: false,
  hireDisputableUntil: null,
});

/** The account and the candidate's requests (none unless given); `handlers` add or replace answers. */
function serveProfile(handlers: Parameters<typeof mockApi>[1] = {}, requests: ReferralRequest[] = []) {
  return mockApi(candidate, {
    'GET /api/me/account': () => json(200, account),
    'GET /api/referral-requests': ({ query }) => {
      expect(query.get('party')).toBe('candidate');
      return json(200, requests, { 'X-Total-Count': String(requests.length) });
    },
    ...handlers,
  });
}

const bodiesTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(init!.body as string));

async function passwordForm() {
  return within(await screen.findByRole('form', { name: 'Change password' }));
}

async function changePassword(user: UserEvents, current: string, next: string, again: string) {
  const form = await passwordForm();
  if (current) await fill(user, form.getByLabelText(/Current password/), current);
  await fill(user, form.getByLabelText(/^New password\s*\*?$/), next);
  await fill(user, form.getByLabelText(/New password, again/), again);
  await user.click(form.getByRole('button', { name: 'Change password' }));
  return form;
}

/** One change in a request's history, by its referrer unless `change` says otherwise. */
const historyEvent = (id: number, change: Partial<ReferralRequestEvent>): ReferralRequestEvent => ({
  id,
  fromStatus: 'new',
  toStatus: 'new',
  actorParty: 'referrer',
  actorName: 'Rita Referrer',
  reason: null,
  assignedTo: null,
  kind: 'change',
  submittedOn: null,
  createdAt: '2026-11-21T09:30:00.000Z',
  ...change,
});

describe('/profile', FORM_TIMEOUT, () => {
  it('saves the account, and the navbar shows the new name at once', async () => {
    const fetchMock = serveProfile({
      'PUT /api/me/account': ({ body }) => {
        const saved = body as typeof preferences;
        return json(200, {
          user: { ...candidate, name: saved.name, email: saved.email },
          account: { ...saved, whatsappConfigured: false },
        });
      },
    });
    const { user } = renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Account details' }));
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue(candidate.name);
    expect(form.getByRole('checkbox', { name: 'WhatsApp messages' })).not.toBeChecked();
    // Nothing to save until something changes.
    expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    const name = form.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await fill(user, name, ' Jordan Blake ');
    await user.click(form.getByRole('checkbox', { name: 'WhatsApp messages' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await within(await screen.findByTestId('toast')).findByText(accountMessages.saved.title)).toBeVisible();
    expect(bodiesTo(fetchMock, 'PUT', '/api/me/account')).toEqual([
      { ...preferences, name: 'Jordan Blake', notifyWhatsapp: true },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^(Open|Close) menu$/ }));
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await nav.findByRole('button', { name: 'Jordan Blake (account menu)' })).toBeInTheDocument();
  });

  it('says beside the WhatsApp preference when this server sends no WhatsApp messages', async () => {
    serveProfile();
    const { unmount } = renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Account details' }));
    const whatsapp = form.getByRole('checkbox', { name: 'WhatsApp messages' });
    expect(form.getByText(accountMessages.whatsappNotConfigured)).toBeVisible();
    expect(whatsapp).toHaveAccessibleDescription(accountMessages.whatsappNotConfigured);
    unmount();

    serveProfile({ 'GET /api/me/account': () => json(200, { ...account, whatsappConfigured: true }) });
    renderApp('/profile');
    const configured = within(await screen.findByRole('form', { name: 'Account details' }));
    expect(configured.getByRole('checkbox', { name: 'WhatsApp messages' })).not.toHaveAccessibleDescription();
    expect(configured.queryByText(accountMessages.whatsappNotConfigured)).not.toBeInTheDocument();
  });

  it('shows a taken e-mail under its field', async () => {
    serveProfile({
      'PUT /api/me/account': () =>
        json(409, { message: authMessages.emailTaken, errors: { email: authMessages.emailTaken } }),
    });
    const { user } = renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Account details' }));
    const email = form.getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await fill(user, email, 'taken@example.com');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(authMessages.emailTaken)).toBeInTheDocument();
    // Chakra's field links its error message once it has rendered it.
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(authMessages.emailTaken));
  });

  it('asks for the current password and the same new password twice before sending anything', async () => {
    const fetchMock = serveProfile();
    const { user } = renderApp('/profile');
    const form = await changePassword(user, '', 'a new password', 'another password');
    expect(await form.findByText(accountMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(form.getByText(authMessages.confirmationDiffers)).toBeInTheDocument();

    await fill(user, form.getByLabelText(/Current password/), 'a new password');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(accountMessages.samePassword)).toBeInTheDocument();
    expect(bodiesTo(fetchMock, 'POST', '/api/me/password')).toEqual([]);
  });

  it('changes the password, sending it once, and empties the form', async () => {
    const fetchMock = serveProfile({ 'POST /api/me/password': () => new Response(null, { status: 204 }) });
    const { user } = renderApp('/profile');
    const form = await changePassword(user, 'the old password', 'a new password', 'a new password');
    expect(
      await within(await screen.findByTestId('toast')).findByText(accountMessages.passwordChanged.title),
    ).toBeVisible();
    expect(bodiesTo(fetchMock, 'POST', '/api/me/password')).toEqual([
      { currentPassword: 'the old password', newPassword: 'a new password' },
    ]);
    expect(form.getByLabelText(/Current password/)).toHaveValue('');
    expect(form.getByLabelText(/New password, again/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    serveProfile({
      'POST /api/me/password': () =>
        json(400, {
          message: accountMessages.currentPasswordWrong,
          errors: { currentPassword: accountMessages.currentPasswordWrong },
        }),
    });
    const { user } = renderApp('/profile');
    const form = await changePassword(user, 'not my password', 'a new password', 'a new password');
    expect(await form.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
    // Chakra's field links its error message once it has rendered it.
    await waitFor(() =>
      expect(form.getByLabelText(/Current password/)).toHaveAccessibleErrorMessage(
        accountMessages.currentPasswordWrong,
      ),
    );
  });

  it("shows the server's message when it refuses the change for another reason", async () => {
    serveProfile({ 'POST /api/me/password': () => json(401, { message: authMessages.notSignedIn }) });
    const { user } = renderApp('/profile');
    const form = await changePassword(user, 'the old password', 'a new password', 'a new password');
    expect(await form.findByRole('alert')).toHaveTextContent(authMessages.notSignedIn);
  });

  it('lists the requests sent, where each stands, and why one was declined', async () => {
    serveProfile({}, [
      sentTo(1, 'Globex', 'new'),
      { ...sentTo(2, 'Initech', 'declined'), jobTitle: null, declineReason: 'The team is not hiring now.' },
    ]);
    renderApp('/profile');
    const requests = within(await screen.findByRole('region', { name: 'My requests' }));
    expect(await requests.findByText('Showing 2 requests')).toBeInTheDocument();
    const globex = requests.getByRole('article', { name: 'Data Engineer at Globex' });
    expect(within(globex).getByText('New')).toBeInTheDocument();
    expect(within(globex).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(globex).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(globex).queryByText("The referrer's reason")).not.toBeInTheDocument();
    const initech = requests.getByRole('article', { name: 'Initech' });
    expect(within(initech).getByText('Declined')).toBeInTheDocument();
    expect(within(initech).getByText("The referrer's reason")).toBeInTheDocument();
    expect(within(initech).getByText('“The team is not hiring now.”')).toBeInTheDocument();
    expect(within(initech).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it("shows a request's history: who gave it to a referrer, each move with the reason, and who closed the conversation", async () => {
    const byAdmin = { actorParty: 'admin', actorName: 'Morgan Lee' } as const;
    serveProfile(
      {
        'GET /api/referral-requests/1/history': () =>
          json(200, [
            historyEvent(1, { ...byAdmin, assignedTo: 'Sam Second' }),
            historyEvent(2, { ...byAdmin, assignedTo: 'Rita Referrer', reason: 'Reassigned by our team' }),
            historyEvent(3, { toStatus: 'declined', reason: 'We are not hiring data engineers this quarter.' }),
            historyEvent(4, {
              kind: 'conversation-closed',
              fromStatus: 'declined',
              toStatus: 'declined',
              actorParty: 'candidate',
              actorName: candidate.name,
            }),
          ]),
      },
      [{ ...sentTo(1, 'Globex', 'declined'), pendingAssignment: false }],
    );
    const { user } = renderApp('/profile');
    const request = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    await user.click(request.getByRole('button', { name: 'Show history' }));
    const changes = await request.findAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      expect.stringMatching(/^Assigned to Sam Second by Morgan Lee, Nov 21, 2026/),
      // Our team's reason is ReferBridge's words, not a person's: it is not quoted.
      expect.stringMatching(/^Assigned to Rita Referrer by Morgan Lee, Nov 21, 2026.*[^”]Reassigned by our team$/),
      expect.stringMatching(
        /^Declined by Rita Referrer, Nov 21, 2026.*“We are not hiring data engineers this quarter\.”$/,
      ),
      // Closing the conversation changes no status: the line says what was done, by whom.
      expect.stringMatching(/^Conversation closed by Jordan Avery, Nov 21, 2026, \d+:\d\d [AP]M$/),
    ]);
  });

  it('says why a request without a referrer waits, and keeps an earlier decline in view once it moved on', async () => {
    serveProfile({}, [
      {
        ...sentTo(1, 'Globex', 'new'),
        referrerId: null,
        pendingAssignment: true,
        waitingReason: 'no-verified-referrer',
      },
      {
        ...sentTo(2, 'Initech', 'new'),
        jobTitle: null,
        referrerId: null,
        pendingAssignment: true,
        waitingReason: 'admin-queue',
        declineReason: 'The team is not hiring now.',
      },
    ]);
    renderApp('/profile');
    const globex = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    expect(globex.getByText('Waiting to be matched')).toBeInTheDocument();
    expect(
      globex.getByText(
        'The referrers at Globex have not verified their work e-mail yet. We match your request as soon as one does.',
      ),
    ).toBeInTheDocument();
    const initech = within(screen.getByRole('article', { name: 'Initech' }));
    expect(initech.getByText('Our team is choosing a referrer at Initech for you by hand.')).toBeInTheDocument();
    expect(initech.getByText('Why an earlier referrer declined')).toBeInTheDocument();
    expect(initech.getByText('“The team is not hiring now.”')).toBeInTheDocument();
  });

  it('says who has each request now, or that it waits to be matched and why', async () => {
    serveProfile({}, [
      { ...sentTo(1, 'Tallyfern', 'new'), jobTitle: 'Frontend Engineer', referrerName: 'Priya Raman' },
      {
        ...sentTo(2, 'Tallyfern', 'new'),
        jobTitle: 'Senior Frontend Engineer',
        referrerId: null,
        referrerName: null,
        pendingAssignment: true,
        waitingReason: 'no-referrer-at-company',
      },
    ]);
    renderApp('/profile');
    const withPriya = within(await screen.findByRole('article', { name: 'Frontend Engineer at Tallyfern' }));
    expect(withPriya.getByText('With Priya Raman')).toBeInTheDocument();
    expect(withPriya.queryByText(/Waiting to be matched/)).not.toBeInTheDocument();
    const waiting = within(screen.getByRole('article', { name: 'Senior Frontend Engineer at Tallyfern' }));
    expect(waiting.getByText('Waiting to be matched')).toBeInTheDocument();
    expect(
      waiting.getByText(
        'No referrer at Tallyfern has joined yet. Your request waits here, and we match it as soon as one does.',
      ),
    ).toBeInTheDocument();
    expect(waiting.queryByText(/^With /)).not.toBeInTheDocument();
  });

  it('shows whom the candidate sent a request to, and why it did not go to them', async () => {
    serveProfile(
      {
        'GET /api/referral-requests/1/history': () =>
          json(200, [
            historyEvent(1, { actorParty: 'candidate', actorName: candidate.name, assignedTo: 'Priya Raman' }),
          ]),
        'GET /api/referral-requests/2/history': () =>
          json(200, [
            historyEvent(2, {
              actorParty: 'system',
              actorName: null,
              reason: 'Not sent to Priya Raghunathan (not on ReferBridge yet)',
            }),
            historyEvent(3, {
              actorParty: 'system',
              actorName: null,
              assignedTo: 'Priya Raman',
              reason: 'Matched automatically',
            }),
          ]),
      },
      [
        { ...sentTo(1, 'Tallyfern', 'new'), jobTitle: 'Frontend Engineer' },
        { ...sentTo(2, 'Tallyfern', 'new'), jobTitle: 'Senior Frontend Engineer' },
      ],
    );
    const { user } = renderApp('/profile');
    const sent = within(await screen.findByRole('article', { name: 'Frontend Engineer at Tallyfern' }));
    await user.click(sent.getByRole('button', { name: 'Show history' }));
    expect((await sent.findAllByRole('listitem')).map((change) => change.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^Sent to Priya Raman by ${candidate.name}, Nov 21, 2026`)),
    ]);
    const matched = within(screen.getByRole('article', { name: 'Senior Frontend Engineer at Tallyfern' }));
    await user.click(matched.getByRole('button', { name: 'Show history' }));
    expect((await matched.findAllByRole('listitem')).map((change) => change.textContent)).toEqual([
      expect.stringMatching(
        /^Not sent to Priya Raghunathan \(not on ReferBridge yet\) by ReferBridge, Nov 21, 2026[^(]*$/,
      ),
      expect.stringMatching(/^Given to Priya Raman by ReferBridge, Nov 21, 2026.*Matched automatically$/),
    ]);
  });

  it("shows assignment's moves in the history, as ReferBridge's, with what it did", async () => {
    const event = (id: number, change: Partial<ReferralRequestEvent>) =>
      historyEvent(id, { actorParty: 'system', actorName: null, ...change });
    serveProfile(
      {
        'GET /api/referral-requests/1/history': () =>
          json(200, [
            event(1, { assignedTo: 'Rita Referrer', reason: 'Matched automatically' }),
            event(2, { actorParty: 'referrer', actorName: 'Rita Referrer', toStatus: 'declined', reason: 'Not now.' }),
            event(3, {
              fromStatus: 'declined',
              assignedTo: 'Sam Second',
              reason: 'Moved on to another referrer after a decline',
            }),
            event(4, { assignedTo: null, reason: 'Sent to our team after 3 referrers' }),
          ]),
      },
      [sentTo(1, 'Globex', 'new')],
    );
    const { user } = renderApp('/profile');
    const request = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    await user.click(request.getByRole('button', { name: 'Show history' }));
    const changes = await request.findAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      expect.stringMatching(/^Given to Rita Referrer by ReferBridge, Nov 21, 2026.*Matched automatically$/),
      expect.stringMatching(/^Declined by Rita Referrer, .*“Not now\.”$/),
      expect.stringMatching(/^Given to Sam Second by ReferBridge, .*Moved on to another referrer after a decline$/),
      // Its reason says what it did: it is the line's headline, said once.
      expect.stringMatching(/^Sent to our team after 3 referrers by ReferBridge, Nov 21, 2026[^S]*$/),
    ]);
  });

  it('asks before withdrawing a request, then withdraws it', async () => {
    const requests = [sentTo(1, 'Globex', 'new')];
    const moves: unknown[] = [];
    serveProfile(
      {
        'POST /api/referral-requests/1/moves': ({ body }) => {
          moves.push(body);
          requests[0] = { ...requests[0]!, status: 'withdrawn' };
          return json(200, requests[0]);
        },
      },
      requests,
    );
    const { user } = renderApp('/profile');
    const request = await screen.findByRole('article', { name: 'Data Engineer at Globex' });
    await user.click(within(request).getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw your request to Globex?' }));
    expect(moves).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Withdraw request' }));

    await waitFor(() => expect(moves).toEqual([{ action: 'withdraw' }]));
    const withdrawn = await screen.findByRole('article', { name: 'Data Engineer at Globex' });
    expect(await within(withdrawn).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
  it('offers a rating once referred: stars are required, the comment is optional, and it is sent once', async () => {
    const requests = [sentTo(1, 'Globex', 'referred'), sentTo(2, 'Initech', 'accepted')];
    const ratings: unknown[] = [];
    serveProfile(
      {
        'POST /api/referral-requests/1/rating': ({ body }) => {
          ratings.push(body);
          requests[0] = { ...requests[0]!, rating: { stars: 4, comment: 'Kind and quick.' } };
          return json(201, { stars: 4, comment: 'Kind and quick.', referrerRating: 4.6, referrerRatingCount: 12 });
        },
      },
      requests,
    );
    const { user } = renderApp('/profile');
    const accepted = await screen.findByRole('article', { name: 'Data Engineer at Initech' });
    expect(within(accepted).queryByRole('form', { name: 'Rate your referrer' })).not.toBeInTheDocument();

    const referred = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    const form = within(referred.getByRole('form', { name: 'Rate your referrer' }));
    await user.click(form.getByRole('button', { name: 'Send rating' }));
    expect(await form.findByText(ratingMessages.starsRequired)).toBeInTheDocument();
    expect(ratings).toEqual([]);

    await user.click(form.getByRole('radio', { name: '4 stars' }));
    await fill(user, form.getByRole('textbox', { name: /A word for your referrer/ }), 'Kind and quick.');
    await user.click(form.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(ratings).toEqual([{ stars: 4, comment: 'Kind and quick.' }]));
    // The list comes back with the rating on the request: shown as given, with no second form.
    expect(await referred.findByText('Your rating')).toBeInTheDocument();
    expect(referred.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(referred.getByText('“Kind and quick.”')).toBeInTheDocument();
    expect(referred.queryByRole('form', { name: 'Rate your referrer' })).not.toBeInTheDocument();
  });

  it('lets the candidate report progress after "referred", asking before a report that ends the request', async () => {
    const requests: ReferralRequest[] = [{ ...sentTo(1, 'Globex', 'referred'), submittedOn: '2026-11-20' }];
    const moves: unknown[] = [];
    serveProfile(
      {
        'POST /api/referral-requests/1/moves': ({ body }) => {
          moves.push(body);
          const { action } = body as { action: string };
          const status = action === 'report-interviewing' ? 'interviewing' : 'hired';
          requests[0] = { ...requests[0]!, status, hireConfirmed: status === 'hired' };
          return json(200, requests[0]);
        },
      },
      requests,
    );
    const { user } = renderApp('/profile');
    const card = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    expect(card.getByText("Rita Referrer submitted you in Globex's system on Nov 20, 2026.")).toBeInTheDocument();
    const progress = within(card.getByRole('group', { name: 'How is it going?' }));
    expect(progress.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Interviewing',
      'Got an offer',
      'Hired',
      'Not selected',
    ]);
    await user.click(progress.getByRole('button', { name: 'Interviewing' }));
    await waitFor(() => expect(moves).toEqual([{ action: 'report-interviewing' }]));
    expect(await card.findByText('Interviewing', { selector: 'span' })).toBeInTheDocument();

    await user.click(
      within(card.getByRole('group', { name: 'How is it going?' })).getByRole('button', { name: 'Hired' }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'You were hired?' }));
    expect(moves).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Hired' }));
    await waitFor(() => expect(moves).toEqual([{ action: 'report-interviewing' }, { action: 'report-hired' }]));
    await waitFor(() => expect(card.queryByRole('group', { name: 'How is it going?' })).not.toBeInTheDocument());
  });

  it('asks the candidate to confirm or dispute a referrer\'s "hired" before it counts', async () => {
    const requests: ReferralRequest[] = [
      { ...sentTo(1, 'Globex', 'hired'), hireDisputableUntil: '2026-12-11T10:00:00.000Z' },
    ];
    const moves: unknown[] = [];
    serveProfile(
      {
        'POST /api/referral-requests/1/moves': ({ body }) => {
          moves.push(body);
          requests[0] = { ...requests[0]!, status: 'referred', hireDisputableUntil: null };
          return json(200, requests[0]);
        },
      },
      requests,
    );
    const { user } = renderApp('/profile');
    const card = within(await screen.findByRole('article', { name: 'Data Engineer at Globex' }));
    const answer = within(card.getByRole('group', { name: 'Rita Referrer marked you as hired' }));
    expect(card.getByText(/If you do not answer by Dec 11, 2026, it counts as a hire\./)).toBeInTheDocument();
    expect(answer.getByRole('button', { name: 'Yes, I was hired' })).toBeInTheDocument();
    await user.click(answer.getByRole('button', { name: 'I was not hired' }));
    await waitFor(() => expect(moves).toEqual([{ action: 'dispute-hire' }]));
    // Back to referred: the candidate reports their progress again.
    expect(await card.findByRole('group', { name: 'How is it going?' })).toBeInTheDocument();
  });
});
