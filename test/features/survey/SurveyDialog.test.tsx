import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidate, fill, json, mockApi, renderApp } from '../../utils';

type User = ReturnType<typeof renderApp>['user'];

const TITLE = 'Help us improve ReferBridge';
const NEEDS = [
  "It's absolutely perfect for what I need!",
  "It's working really well for me.",
  "It's okay, but there's room for improvement.",
  "It's not quite meeting my needs.",
  "It's not helpful at all.",
] as const;

/** Everything a visitor who answers nothing sends: the defaults, empty optionals as null. */
const untouchedAnswer = {
  userPurpose: 'find_referrals',
  otherPurpose: null,
  meetingNeeds: NEEDS[2],
  delightRating: 3,
  loveFeedback: null,
  improvementFeedback: null,
  jobRole: null,
  company: null,
  contactConsent: 'no',
  contactEmail: null,
  contactPhone: null,
  additionalFeedback: null,
};

async function surveyDialog() {
  return screen.findByRole('dialog', { name: TITLE });
}

async function surveyForm() {
  return within(within(await surveyDialog()).getByRole('form', { name: 'Feedback survey' }));
}

type Form = Awaited<ReturnType<typeof surveyForm>>;

const radio = (form: Form, name: string) => form.getByRole('radio', { name });
const star = (form: Form, count: number) => form.getByRole('radio', { name: `${count} stars` });
const contactEmail = (form: Form) => form.queryByLabelText('Contact e-mail');
const contactPhone = (form: Form) => form.queryByLabelText('Contact phone (optional)');

/** jsdom renders the phone layout: the navbar's buttons sit behind the menu button. */
async function mainNav() {
  const toggle = await screen.findByRole('button', { name: /^(Open|Close) menu$/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

async function signedIn(store: ReturnType<typeof renderApp>['store']) {
  await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
}

async function openFromFooter(user: User) {
  const footer = within(await screen.findByRole('contentinfo'));
  await user.click(footer.getByRole('button', { name: 'Share Your Feedback' }));
  return surveyForm();
}

/** The toast that shows `text`, found by its text: an open dialog makes the rest of the page aria-hidden. */
async function findToast(text: string) {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('[data-testid="toast"]');
  expect(toast).not.toBeNull();
  return toast!;
}

function surveyPosts(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/survey');
}

describe('survey dialog: opening', () => {
  it('opens from the navbar Feedback button and says it takes under 2 minutes', async () => {
    mockApi(null);
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const nav = await mainNav();
    await user.click(nav.getByRole('button', { name: 'Feedback' }));
    const dialog = await surveyDialog();
    expect(dialog).toHaveAccessibleDescription(/takes under 2 minutes/);
    expect(within(dialog).getByRole('form', { name: 'Feedback survey' })).toBeInTheDocument();
  });

  it('opens from the footer Share Your Feedback button', async () => {
    mockApi(null);
    const { user } = renderApp('/about');
    const form = await openFromFooter(user);
    expect(form.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it('opens by itself on /feedback', async () => {
    mockApi(null);
    renderApp('/feedback');
    expect(await surveyDialog()).toBeInTheDocument();
  });

  it('clears stored survey drafts on open, and nothing else', async () => {
    localStorage.setItem('survey-form-draft', '{"userPurpose":"other"}');
    localStorage.setItem('app:react-hook-form:feedback', '{}');
    localStorage.setItem('userId', '7');
    localStorage.setItem('sessionStartTime', '1700000000000');
    mockApi(null);
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    // Drafts written after the app started are cleared too, at the moment the survey opens.
    localStorage.setItem('old-survey-form', 'x');
    await openFromFooter(user);
    expect(localStorage.getItem('survey-form-draft')).toBeNull();
    expect(localStorage.getItem('app:react-hook-form:feedback')).toBeNull();
    expect(localStorage.getItem('old-survey-form')).toBeNull();
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('sessionStartTime')).not.toBeNull();
  });
});

describe('survey dialog: the form', () => {
  it('starts from the spec defaults, with the contact e-mail of the signed-in user once consent is yes', async () => {
    mockApi(candidate);
    const { user, store } = renderApp('/about');
    await signedIn(store);
    const form = await openFromFooter(user);

    expect(radio(form, 'Finding referrals for myself')).toBeChecked();
    for (const label of ['Referring candidates to my company', 'Both', 'Something else']) {
      expect(radio(form, label)).not.toBeChecked();
    }
    const needs = within(form.getByRole('radiogroup', { name: 'How well is ReferBridge meeting your needs?' }));
    expect(needs.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual(NEEDS);
    expect(needs.getByRole('radio', { name: NEEDS[2] })).toBeChecked();

    const rating = within(
      form.getByRole('radiogroup', { name: 'How delighted are you with ReferBridge? (1 to 5 stars)' }),
    );
    expect(rating.getAllByRole('radio')).toHaveLength(5);
    expect(star(form, 3)).toHaveAttribute('aria-checked', 'true');

    expect(radio(form, 'No')).toBeChecked();
    expect(radio(form, 'Yes')).not.toBeChecked();
    expect(contactEmail(form)).not.toBeInTheDocument();
    expect(contactPhone(form)).not.toBeInTheDocument();
    expect(form.getByLabelText('What do you love most?')).toHaveValue('');
    expect(form.getByLabelText('Your role (optional)')).toHaveValue('');

    await user.click(radio(form, 'Yes'));
    expect(contactEmail(form)).toHaveValue(candidate.email);
    expect(contactPhone(form)).toHaveValue('');
    await user.click(radio(form, 'No'));
    expect(contactEmail(form)).not.toBeInTheDocument();
    expect(contactPhone(form)).not.toBeInTheDocument();
  });

  it('asks for the other purpose only when the purpose is Something else', async () => {
    mockApi(null);
    const { user } = renderApp('/about');
    const form = await openFromFooter(user);
    const other = () => form.queryByLabelText('Tell us what brings you here');
    expect(other()).not.toBeInTheDocument();
    await user.click(radio(form, 'Something else'));
    expect(other()).toBeInTheDocument();
    await user.click(radio(form, 'Both'));
    expect(other()).not.toBeInTheDocument();
  });

  it('sends the untouched form with empty optionals as null, reads Submitting... meanwhile, then thanks and closes', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockApi(null, {
      'POST /api/survey': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/about');
    const form = await openFromFooter(user);
    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));

    expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Skip' })).toBeDisabled();
    await waitFor(() => expect(surveyPosts(fetchMock)).toHaveLength(1));
    const [, init] = surveyPosts(fetchMock)[0]!;
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual(untouchedAnswer);

    act(() => answer(json(201, { id: 3 })));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(within(toast).getByText('Your survey has been submitted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
  });

  it('sends every answer the user gave', async () => {
    const fetchMock = mockApi(candidate, { 'POST /api/survey': () => json(201, { id: 4 }) });
    const { user, store } = renderApp('/about');
    await signedIn(store);
    const form = await openFromFooter(user);

    await user.click(radio(form, 'Something else'));
    await fill(user, form.getByLabelText('Tell us what brings you here'), 'Research');
    await user.click(radio(form, NEEDS[0]));
    await user.click(star(form, 5));
    expect(star(form, 5)).toHaveAttribute('aria-checked', 'true');
    await fill(user, form.getByLabelText('What do you love most?'), 'Speed');
    await fill(user, form.getByLabelText('What should we improve?'), '  More  ');
    await fill(user, form.getByLabelText('Your role (optional)'), 'SRE');
    await fill(user, form.getByLabelText('Your company (optional)'), 'Acme');
    await user.click(radio(form, 'Yes'));
    await fill(user, contactPhone(form)!, '5551234567');
    await fill(user, form.getByLabelText('Anything else you would like to tell us?'), 'Hi');
    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));

    await screen.findByText('Thank you for your feedback!');
    const [, init] = surveyPosts(fetchMock)[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      userPurpose: 'other',
      otherPurpose: 'Research',
      meetingNeeds: NEEDS[0],
      delightRating: 5,
      loveFeedback: 'Speed',
      improvementFeedback: 'More',
      jobRole: 'SRE',
      company: 'Acme',
      contactConsent: 'yes',
      contactEmail: candidate.email,
      contactPhone: '5551234567',
      additionalFeedback: 'Hi',
    });
  });

  it('says so when submitting fails, and stays open with the answers', async () => {
    mockApi(null, { 'POST /api/survey': () => json(500, { message: 'down' }) });
    const { user } = renderApp('/about');
    const form = await openFromFooter(user);
    await user.click(radio(form, 'Both'));
    await user.type(form.getByLabelText('What do you love most?'), 'Speed');
    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));

    const toast = await findToast("We couldn't submit your feedback. Please try again.");
    expect(toast).toHaveAttribute('role', 'alert');
    expect(within(toast).getByText('Submission Error')).toBeInTheDocument();
    expect(await form.findByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(radio(form, 'Both')).toBeChecked();
    expect(form.getByLabelText('What do you love most?')).toHaveValue('Speed');
  });

  it('closes on Skip, says feedback can be given later, and lets it be given later', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/about');
    let form = await openFromFooter(user);
    await user.click(radio(form, 'Both'));
    await user.click(form.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Survey skipped')).toBeInTheDocument();
    expect(within(toast).getByText('You can provide feedback later from the navbar or footer.')).toBeInTheDocument();
    expect(surveyPosts(fetchMock)).toHaveLength(0);

    // As the toast says: the footer opens the survey again, from its defaults.
    form = await openFromFooter(user);
    expect(radio(form, 'Finding referrals for myself')).toBeChecked();
    expect(form.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it('validates on submit, then again on every change', async () => {
    const fetchMock = mockApi(candidate, { 'POST /api/survey': () => json(201, { id: 5 }) });
    const { user, store } = renderApp('/about');
    await signedIn(store);
    const form = await openFromFooter(user);
    await user.click(radio(form, 'Yes'));
    const email = contactEmail(form)!;
    await user.clear(email);
    await user.type(email, 'jordan@');
    await user.tab();
    // Nothing is said before the first submit, not even on blur.
    expect(form.queryByText('Invalid email address')).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(surveyPosts(fetchMock)).toHaveLength(0);

    // From now on every keystroke re-validates: the message goes as soon as the address is valid...
    await user.type(email, 'example.com');
    await waitFor(() => expect(form.queryByText('Invalid email address')).not.toBeInTheDocument());
    // ...and comes back as soon as it is not.
    await user.type(email, '@');
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(email, '{Backspace}');
    await waitFor(() => expect(form.queryByText('Invalid email address')).not.toBeInTheDocument());
    expect(surveyPosts(fetchMock)).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByText('Thank you for your feedback!');
    expect(JSON.parse(surveyPosts(fetchMock)[0]![1]!.body as string)).toMatchObject({
      contactConsent: 'yes',
      contactEmail: 'jordan@example.com',
    });
  });

  // A hidden field must not block the submit: an address mistyped before switching back to "no" is dropped.
  it('does not let a hidden contact e-mail block the submit once consent is back to no', async () => {
    const fetchMock = mockApi(null, { 'POST /api/survey': () => json(201, { id: 6 }) });
    const { user } = renderApp('/about');
    const form = await openFromFooter(user);
    await user.click(radio(form, 'Yes'));
    await user.type(contactEmail(form)!, 'not-an-address');
    await user.click(radio(form, 'No'));
    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(surveyPosts(fetchMock)).toHaveLength(1));
  });

  it('starts again from the defaults, without errors, when closed and reopened', async () => {
    mockApi(candidate);
    const { user, store } = renderApp('/about');
    await signedIn(store);
    let form = await openFromFooter(user);
    await user.click(radio(form, 'Something else'));
    await user.click(radio(form, NEEDS[4]));
    await user.click(star(form, 1));
    await user.type(form.getByLabelText('What should we improve?'), 'Everything');
    await user.click(radio(form, 'Yes'));
    await user.clear(contactEmail(form)!);
    await user.type(contactEmail(form)!, 'bad');
    await user.click(form.getByRole('button', { name: 'Submit Feedback' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();

    await user.click(within(await surveyDialog()).getByRole('button', { name: 'Close survey' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    // Closing is not skipping: no toast says the survey was skipped (Skip's toast shows as the dialog goes).
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    form = await openFromFooter(user);
    expect(radio(form, 'Finding referrals for myself')).toBeChecked();
    expect(form.queryByLabelText('Tell us what brings you here')).not.toBeInTheDocument();
    expect(radio(form, NEEDS[2])).toBeChecked();
    expect(star(form, 3)).toHaveAttribute('aria-checked', 'true');
    expect(form.getByLabelText('What should we improve?')).toHaveValue('');
    expect(radio(form, 'No')).toBeChecked();
    expect(form.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.click(radio(form, 'Yes'));
    expect(contactEmail(form)).toHaveValue(candidate.email);
    expect(form.queryByText('Invalid email address')).not.toBeInTheDocument();
  });
});
