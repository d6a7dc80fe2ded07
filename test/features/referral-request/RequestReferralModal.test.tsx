import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../src/shared/text';
import { referrerAtCapacityMessage } from '../../../src/shared/responseStats';
import { REQUEST_NOTICE_VERSION, requestNoticeMessages } from '../../../src/shared/requestNotice';
import { candidate, fill, json, mockApi, renderApp } from '../../utils';

type User = ReturnType<typeof renderApp>['user'];

/** No query of the api slice is still waiting for its answer. */
const settled = (queries: Record<string, { status: string } | undefined>) =>
  Object.values(queries).every((query) => query?.status !== 'pending');

const pdf = () => new File(['%PDF-1.4 resume'], 'cv.pdf', { type: 'application/pdf' });
const SURVEY_TITLE = 'Help us improve ReferBridge';

/** The open request dialog and its form. */
async function requestForm(name: string | RegExp = /^Request a referral/i) {
  // The dialog's and the flow's code load on the first opening: on a busy machine that passes the default 1 s.
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  return within(within(dialog).getByRole('form', { name: 'Request a referral' }));
}

type Form = Awaited<ReturnType<typeof requestForm>>;

const field = (form: Form, label: RegExp) => form.getByLabelText(label) as HTMLInputElement;
const fields = {
  name: (form: Form) => field(form, /^Full name/),
  email: (form: Form) => field(form, /^Email/),
  phone: (form: Form) => field(form, /^Phone/),
  company: (form: Form) => field(form, /^Company you want to join/),
  experience: (form: Form) => field(form, /^Years of experience/),
  jobTitle: (form: Form) => field(form, /^Job title/),
  template: (form: Form) => form.getByLabelText(/^Message template/) as HTMLSelectElement,
  message: (form: Form) => form.getByLabelText(/^Cover letter/) as HTMLTextAreaElement,
  resume: (form: Form) => field(form, /^Resume/),
};

/** The attached resume as the form shows it, "name (size)", in the list of attached files; empty when none. */
function attachedResume(form: Form) {
  const list = form.queryByRole('list', { name: 'Attached file' });
  if (!list) return [];
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => {
      const part = (name: string) => item.querySelector(`[data-part="${name}"]`)?.textContent;
      return `${part('item-name')} (${part('item-size-text')})`;
    });
}

/** Fills every required field a signed-in user still has to fill (name and e-mail come prefilled). */
async function fillTheRest(user: User, form: Form) {
  await fill(user, fields.phone(form), '+1 555 123 4567');
  await user.type(fields.company(form), 'Acme');
  await user.type(fields.experience(form), '4');
  await fill(user, fields.message(form), 'I would love a referral.');
  await user.upload(fields.resume(form), pdf());
}

/** Waits for the session, so a form opened next is the signed-in user's. */
async function signedIn(store: ReturnType<typeof renderApp>['store']) {
  await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
}

async function openFromHome(user: User) {
  // The hero's button: the home page offers it again in its closing call to action.
  const [heroButton] = await screen.findAllByRole('button', { name: 'Request a Referral' });
  await user.click(heroButton!);
  return requestForm('Request a Referral');
}

describe('request-referral modal: opening', () => {
  it('opens from the home hero button with the name and e-mail of the signed-in user', async () => {
    mockApi(candidate);
    const { user, store } = renderApp('/');
    await signedIn(store);
    const form = await openFromHome(user);
    expect(fields.name(form)).toHaveValue(candidate.name);
    expect(fields.email(form)).toHaveValue(candidate.email);
    expect(fields.phone(form)).toHaveValue('');
    expect(fields.company(form)).toHaveValue('');
    expect(fields.message(form)).toHaveValue('');
    expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('opens by itself on /refer, for any referrer at the company', async () => {
    mockApi(null);
    renderApp('/refer');
    const form = await requestForm('Request a Referral');
    expect(fields.name(form)).toHaveValue('');
    expect(fields.email(form)).toHaveValue('');
  });

  it('names the referrer on /refer/12/Ana%20Silva and fills in the company the referrer works at', async () => {
    const fetchMock = mockApi(null, {
      'GET /api/referrer/12': () => json(200, { id: 12, name: 'Ana Silva', companyId: 2, title: 'Staff Engineer' }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
    });
    renderApp('/refer/12/Ana%20Silva');
    const form = await requestForm('Request a referral from Ana Silva');
    await waitFor(() => expect(fields.company(form)).toHaveValue('Globex'));
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/referrer/12');
    expect(urls).toContain('/api/company/2');
  });

  it('says at once when the referrer is not taking requests this week, before anything is typed', async () => {
    mockApi(null, {
      'GET /api/referrer/12': () =>
        json(200, { id: 12, name: 'Ana Silva', companyId: 2, companyName: 'Globex', takingRequests: false }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
    });
    renderApp('/refer/12/Ana%20Silva');
    const form = await requestForm('Request a referral from Ana Silva');
    expect(await form.findByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).toBeInTheDocument();
  });

  it('says at once that a full referrer’s own share link sends the request to someone else, and lets it be sent', async () => {
    const token = 'AnaSilvasOwnShareLink1';
    const fetchMock = mockApi(null, {
      'GET /api/referrer/12': () =>
        json(200, { id: 12, name: 'Ana Silva', companyId: 2, companyName: 'Globex', takingRequests: false }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
      [`GET /api/share-links/${token}`]: () => json(200, { referrerId: 12, jobId: null }),
      'GET /api/share-links/SomeoneElsesShareLink1': () => json(200, { referrerId: 13, jobId: null }),
    });
    const { unmount } = renderApp(`/refer/12/Ana%20Silva?ref=${token}`);
    // Not a request to Ana any more: the title names nobody, the notice above the button a referrer at Globex.
    const form = await requestForm('Request a Referral');
    expect(
      await form.findByText(
        "Ana Silva can't take new requests this week, so we'll match you with someone else at Globex.",
      ),
    ).toBeInTheDocument();
    expect(form.queryByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).not.toBeInTheDocument();
    await waitFor(() => expect(fields.company(form)).toHaveValue('Globex'));
    expect(form.getByTestId('request-notice')).toHaveTextContent(
      /^Your resume, message and details go to a referrer at Globex,/,
    );
    expect(form.getByRole('button', { name: 'Send Request' })).toBeEnabled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/share-links/${token}`);
    unmount();

    // Another referrer's link, or a forged one, lifts nothing: the spec's refusal, as on a plain visit.
    for (const other of ['SomeoneElsesShareLink1', 'ForgedShareLinkToken01']) {
      const { unmount: close } = renderApp(`/refer/12/Ana%20Silva?ref=${other}`);
      const refused = await requestForm('Request a referral from Ana Silva');
      expect(await refused.findByText(referrerAtCapacityMessage('Ana Silva', 'Globex'))).toBeInTheDocument();
      expect(refused.queryByText(/so we'll match you with someone else/)).not.toBeInTheDocument();
      close();
    }
  });

  it('says the request goes straight to a referrer who reads requests, and where it goes for one who does not', async () => {
    const ana = { id: 12, name: 'Ana Silva', companyId: 2, companyName: 'Globex', takingRequests: true };
    mockApi(null, {
      'GET /api/referrer/12': () => json(200, { ...ana, readsRequests: true }),
      'GET /api/referrer/13': () => json(200, { ...ana, id: 13, name: 'Ben Absent', readsRequests: false }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
    });
    const { unmount } = renderApp('/refer/12/Ana%20Silva');
    const form = await requestForm('Request a referral from Ana Silva');
    expect(await form.findByText('Your message and resume go straight to this referrer.')).toBeInTheDocument();
    unmount();

    renderApp('/refer/13/Ben%20Absent');
    const other = await requestForm('Request a referral from Ben Absent');
    expect(
      await other.findByText(
        "Ben Absent isn't on ReferBridge yet, so we'll send your request to a referrer at Globex who is.",
      ),
    ).toBeInTheDocument();
    expect(other.queryByText(/go straight to this referrer/)).not.toBeInTheDocument();
  });

  /** The notice above the send button: who receives the request, and its link to the privacy policy. */
  const notice = (form: Form) => form.getByTestId('request-notice');

  it('says above the send button that the resume goes to the chosen referrer, who may pass it to their hiring team', async () => {
    mockApi(null, {
      'GET /api/referrer/12': () =>
        json(200, { id: 12, name: 'Ana Silva', companyId: 2, companyName: 'Globex', readsRequests: true }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
    });
    renderApp('/refer/12/Ana%20Silva');
    const form = await requestForm('Request a referral from Ana Silva');
    await waitFor(() =>
      expect(notice(form)).toHaveTextContent(
        "Your resume, message and details go to Ana Silva, who may pass them to Globex's hiring team to refer you. " +
          'They see your e-mail and phone number only once they accept your request.',
      ),
    );
    // Just above the button that sends it.
    const send = form.getByRole('button', { name: 'Send Request' });
    expect(notice(form).compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const link = within(notice(form)).getByRole('link', { name: 'How we handle your data (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy');
    // A new tab: what was typed in the modal stays where it is.
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names a referrer at the company when the request will be matched, as the candidate types the company', async () => {
    mockApi(null);
    const { user } = renderApp('/refer');
    const form = await requestForm('Request a Referral');
    expect(notice(form)).toHaveTextContent(
      "go to a referrer at the company you name, who may pass them to their company's hiring team",
    );
    await user.type(fields.company(form), 'Initech');
    expect(notice(form)).toHaveTextContent(
      "go to a referrer at Initech, who may pass them to Initech's hiring team to refer you",
    );
    expect(within(notice(form)).getByRole('link', { name: /How we handle your data/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('names a referrer at the company, not the chosen one, when nobody reads requests for them', async () => {
    mockApi(null, {
      'GET /api/referrer/13': () =>
        json(200, { id: 13, name: 'Ben Absent', companyId: 2, companyName: 'Globex', readsRequests: false }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
    });
    renderApp('/refer/13/Ben%20Absent');
    const form = await requestForm('Request a referral from Ben Absent');
    await waitFor(() => expect(notice(form)).toHaveTextContent('go to a referrer at Globex, who may pass them'));
    expect(notice(form)).not.toHaveTextContent('Ben Absent');
  });

  // A signed-in user who lands on /refer directly sees the modal open before /api/me answers.
  it('prefills the name and e-mail even when the session answers after the modal opened', async () => {
    let answerMe!: (response: Response) => void;
    mockApi(null, { 'GET /api/me': () => new Promise<Response>((resolve) => (answerMe = resolve)) });
    renderApp('/refer');
    const form = await requestForm('Request a Referral');
    answerMe(json(200, candidate));
    await waitFor(() => expect(fields.name(form)).toHaveValue(candidate.name));
    expect(fields.email(form)).toHaveValue(candidate.email);
  });

  it('reads the job from the ?job= query parameter and fills in its title and company', async () => {
    mockApi(candidate, {
      'GET /api/jobs/5': () => json(200, { id: 5, title: 'Data Engineer', companyId: 2, companyName: 'Globex' }),
    });
    const { user, store } = renderApp('/?job=5');
    await signedIn(store);
    const form = await openFromHome(user);
    await waitFor(() => expect(fields.jobTitle(form)).toHaveValue('Data Engineer'));
    expect(fields.company(form)).toHaveValue('Globex');
  });

  it('fills in the company of the job on /refer?job=1', async () => {
    mockApi(null, {
      'GET /api/jobs/1': () =>
        json(200, { id: 1, title: 'Site Reliability Engineer', companyId: 3, companyName: 'Initech' }),
    });
    renderApp('/refer?job=1');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.company(form)).toHaveValue('Initech'));
    expect(fields.jobTitle(form)).toHaveValue('Site Reliability Engineer');
  });

  it("prefers the referrer's company to the job's, even when the job answers first", async () => {
    let answerReferrer!: () => void;
    mockApi(null, {
      'GET /api/referrer/12': () =>
        new Promise<Response>(
          (resolve) =>
            (answerReferrer = () =>
              resolve(json(200, { id: 12, name: 'Ana Silva', companyId: 2, title: 'Staff Engineer' }))),
        ),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
      'GET /api/jobs/1': () => json(200, { id: 1, title: 'Data Engineer', companyId: 3, companyName: 'Initech' }),
    });
    renderApp('/refer/12/Ana%20Silva?job=1');
    const form = await requestForm(/^Request a referral/i);
    await waitFor(() => expect(fields.company(form)).toHaveValue('Initech'));
    answerReferrer();
    await waitFor(() => expect(fields.company(form)).toHaveValue('Globex'));
  });

  it('never replaces a company the candidate typed', async () => {
    let answerJob!: () => void;
    mockApi(null, {
      'GET /api/jobs/1': () =>
        new Promise<Response>(
          (resolve) =>
            (answerJob = () =>
              resolve(json(200, { id: 1, title: 'Data Engineer', companyId: 3, companyName: 'Initech' }))),
        ),
    });
    const { user } = renderApp('/refer?job=1');
    const form = await requestForm('Request a Referral');
    await user.type(fields.company(form), 'Hooli');
    answerJob();
    await waitFor(() => expect(fields.jobTitle(form)).toHaveValue('Data Engineer'));
    expect(fields.company(form)).toHaveValue('Hooli');
  });

  // What the product already knows of a signed-in candidate: their profile's experience, their latest request's phone.
  const candidateProfile = { title: 'Frontend Developer', experience: 6, linkedin: null, interests: [], resume: null };
  const latestRequest = { id: 31, phone: '+1 415 555 0142', experience: 2, name: candidate.name };

  it("prefills the signed-in candidate's years of experience and the phone of their latest request", async () => {
    const fetchMock = mockApi(candidate, {
      'GET /api/me/candidate-profile': () => json(200, candidateProfile),
      'GET /api/referral-requests': ({ query }) =>
        query.get('party') === 'candidate' && query.get('limit') === '1'
          ? json(200, [latestRequest])
          : json(400, { message: 'Only their own latest request is asked for' }),
    });
    const { user, store } = renderApp('/');
    await signedIn(store);
    let form = await openFromHome(user);
    await waitFor(() => expect(fields.experience(form)).toHaveValue(6));
    await waitFor(() => expect(fields.phone(form)).toHaveValue('+1 415 555 0142'));
    expect(fields.name(form)).toHaveValue(candidate.name);
    expect(fields.company(form)).toHaveValue('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/referral-requests?'))).toBe(true);

    // Opened again, the form still starts afresh: what was typed goes, what is known comes back.
    await user.clear(fields.phone(form));
    await fill(user, fields.phone(form), '+1 212 555 0100');
    await user.type(fields.company(form), 'Acme');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    form = await openFromHome(user);
    await waitFor(() => expect(fields.phone(form)).toHaveValue('+1 415 555 0142'));
    expect(fields.experience(form)).toHaveValue(6);
    expect(fields.company(form)).toHaveValue('');
  });

  it('never replaces a phone or an experience typed before they were known', async () => {
    let answerProfile!: () => void;
    let answerRequests!: () => void;
    mockApi(candidate, {
      'GET /api/me/candidate-profile': () =>
        new Promise<Response>((resolve) => (answerProfile = () => resolve(json(200, candidateProfile)))),
      'GET /api/referral-requests': () =>
        new Promise<Response>((resolve) => (answerRequests = () => resolve(json(200, [latestRequest])))),
    });
    const { user, store } = renderApp('/');
    await signedIn(store);
    const form = await openFromHome(user);
    await fill(user, fields.phone(form), '+1 212 555 0100');
    await user.type(fields.experience(form), '9');
    await waitFor(() => expect(answerProfile).toBeDefined());
    await waitFor(() => expect(answerRequests).toBeDefined());
    answerProfile();
    answerRequests();
    await waitFor(() => expect(store.getState().api.queries).toSatisfy(settled));
    expect(fields.phone(form)).toHaveValue('+1 212 555 0100');
    expect(fields.experience(form)).toHaveValue(9);
  });

  it('prefills nothing for a visitor who is not signed in, and asks nothing about anyone', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    expect(fields.phone(form)).toHaveValue('');
    expect(fields.experience(form)).toHaveValue(null);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      urls.filter((url) => url.startsWith('/api/me/candidate-profile') || url.startsWith('/api/referral-requests')),
    ).toEqual([]);
  });

  it('starts again from an empty form every time it is opened', async () => {
    mockApi(null);
    const { user } = renderApp('/');
    let form = await openFromHome(user);
    await user.type(fields.name(form), 'Sam');
    await user.type(fields.company(form), 'Acme');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    form = await openFromHome(user);
    expect(fields.name(form)).toHaveValue('');
    expect(fields.company(form)).toHaveValue('');
  });
});

describe('request-referral modal: validation', () => {
  it('shows every required-field message of the spec when an empty form is submitted', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    for (const message of [
      'Name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Please enter a company name',
      'Please enter your years of experience',
      'Cover letter/message is required',
      'Resume is required',
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/direct-referral-request')).toBe(false);
  });

  it('refuses a bad e-mail, a short phone and a negative experience with the spec messages', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    await fill(user, fields.name(form), 'Sam Doe');
    await fill(user, fields.email(form), 'not-an-email');
    await user.type(fields.phone(form), '12345');
    await user.type(fields.company(form), 'Acme');
    await user.type(fields.experience(form), '-1');
    await user.type(fields.message(form), 'Hello');
    await user.upload(fields.resume(form), pdf());
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(form.getByText('Please enter your years of experience')).toBeInTheDocument();
    expect(form.queryByText('Name is required')).not.toBeInTheDocument();
    expect(form.queryByText('Please enter a company name')).not.toBeInTheDocument();
    expect(form.queryByText('Resume is required')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/direct-referral-request')).toBe(false);
  });

  it('rejects a resume over 5 MB the moment it is picked', async () => {
    mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(fields.resume(form), big);
    expect(await form.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(fields.resume(form)).toHaveValue('');
    expect(attachedResume(form)).toEqual([]);
    // The rejected file is not kept: submitting still asks for a resume.
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    expect(await form.findByText('File size must be less than 5MB')).toBeInTheDocument();
  });

  it('rejects a file that is not a pdf, doc or docx the moment it is picked', async () => {
    mockApi(null);
    renderApp('/');
    // The file picker's "All files" choice lets the user pick past the accept filter.
    const user = userEvent.setup({ applyAccept: false });
    const form = await openFromHome(user);
    await user.upload(fields.resume(form), new File(['plain text'], 'cv.txt', { type: 'text/plain' }));
    expect(await form.findByText('Only .pdf, .doc, and .docx files are accepted')).toBeInTheDocument();
    expect(fields.resume(form)).toHaveValue('');
    expect(attachedResume(form)).toEqual([]);
  });

  it('shows a good resume as attached, with no error, as soon as it is picked', async () => {
    mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    await user.upload(fields.resume(form), pdf());
    await waitFor(() => expect(attachedResume(form)).toEqual(['cv.pdf (15 bytes)']));
    expect(form.getByRole('button', { name: 'Replace resume' })).toBeInTheDocument();
    expect(form.queryByText('Resume is required')).not.toBeInTheDocument();
  });

  // Tab order itself is checked in Chromium (test/e2e/accessibility.test.ts): jsdom's focus trap sees no layout.
  it('offers the picker as a button in the tab order, and lets the attached file be removed', async () => {
    mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    const upload = form.getByRole('button', { name: 'Upload resume' });
    expect(upload).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 5 MB.');
    expect(upload.tabIndex).toBe(0);

    await user.upload(fields.resume(form), pdf());
    await waitFor(() => expect(attachedResume(form)).toEqual(['cv.pdf (15 bytes)']));
    await user.click(form.getByRole('button', { name: 'Remove cv.pdf' }));
    await waitFor(() => expect(attachedResume(form)).toEqual([]));
    expect(await form.findByText('Resume is required')).toBeInTheDocument();
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Upload resume' })).toHaveAccessibleDescription('Resume is required'),
    );
  });

  it('takes a good resume after a bad one, and sends it', async () => {
    let sent: FormData | undefined;
    mockApi(null, {
      'POST /api/direct-referral-request': ({ body }) => {
        sent = body as FormData;
        return json(201, { id: 40, pendingAssignment: true });
      },
    });
    renderApp('/');
    const user = userEvent.setup({ applyAccept: false });
    const form = await openFromHome(user);
    await fill(user, fields.name(form), 'Sam Doe');
    await fill(user, fields.email(form), 'sam@example.com');
    await user.upload(fields.resume(form), new File(['x'], 'cv.txt', { type: 'text/plain' }));
    expect(await form.findByText('Only .pdf, .doc, and .docx files are accepted')).toBeInTheDocument();
    await user.upload(
      fields.resume(form),
      new File(['x'], 'CV.DOCX', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(form.queryByText('Only .pdf, .doc, and .docx files are accepted')).not.toBeInTheDocument();
    await fill(user, fields.phone(form), '5551234567');
    await user.type(fields.company(form), 'Acme');
    await user.type(fields.experience(form), '0');
    await user.type(fields.message(form), 'Hello');
    expect(attachedResume(form)).toEqual(['CV.DOCX (1 byte)']);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Referral Request Sent');
    expect((sent!.get('resume') as File).name).toBe('CV.DOCX');
    expect(sent!.get('experience')).toBe('0');
    expect(sent!.has('referrerId')).toBe(false);
  });
});

describe('request-referral modal: message templates', () => {
  it('fills the message from the name, job title, company and experience', async () => {
    mockApi(candidate, {
      'GET /api/jobs/5': () => json(200, { id: 5, title: 'Data Engineer', companyId: 2 }),
    });
    const { user, store } = renderApp('/?job=5');
    await signedIn(store);
    const form = await openFromHome(user);
    await waitFor(() => expect(fields.jobTitle(form)).toHaveValue('Data Engineer'));
    await user.type(fields.company(form), 'Acme');
    await user.type(fields.experience(form), '4');

    const options = Array.from(fields.template(form).options).map((option) => option.textContent);
    expect(options).toEqual(['Custom', 'Brief Introduction', 'Detailed Request', 'Connection Request']);
    expect(fields.template(form)).toHaveValue('Custom');

    for (const template of ['Brief Introduction', 'Detailed Request', 'Connection Request']) {
      await user.selectOptions(fields.template(form), template);
      const message = fields.message(form).value;
      expect(message).toContain(candidate.name);
      expect(message).toContain('Data Engineer');
      expect(message).toContain('Acme');
      expect(message).toContain('4 years of experience');
    }
    await user.selectOptions(fields.template(form), 'Brief Introduction');
    expect(fields.message(form)).toHaveValue(
      `Hi! I'm ${candidate.name}, with 4 years of experience. I'm applying for the Data Engineer role at Acme and would be grateful for a referral. My resume is attached. Thank you!`,
    );
  });

  it('keeps what the candidate wrote when Custom is chosen again', async () => {
    mockApi(null);
    const { user } = renderApp('/');
    const form = await openFromHome(user);
    await user.selectOptions(fields.template(form), 'Connection Request');
    // Nothing is filled in yet: the template reads naturally without the fields.
    const written =
      "Hi, I'm a fellow professional. I'd love to connect and hear what it's like to work at your company. I have relevant experience and I'm exploring an open role there. If you think I'd be a good fit after a quick chat, a referral would mean a lot.";
    expect(fields.message(form)).toHaveValue(written);
    await user.selectOptions(fields.template(form), 'Custom');
    expect(fields.message(form)).toHaveValue(written);
  });
});

/** The toast that shows `text`. */
async function findToast(text: string) {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('[data-testid="toast"]');
  expect(toast).not.toBeNull();
  return toast!;
}

describe('request-referral modal: sending', () => {
  async function sendWith(answer: () => Response, path = '/refer/12/Ana%20Silva') {
    let release!: () => void;
    let sent: FormData | undefined;
    const fetchMock = mockApi(candidate, {
      'GET /api/referrer/12': () => json(200, { id: 12, name: 'Ana Silva', companyId: 2, title: 'Staff Engineer' }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
      'POST /api/direct-referral-request': ({ body }) => {
        sent = body as FormData;
        return new Promise<Response>((resolve) => (release = () => resolve(answer())));
      },
    });
    // Signed in first, then to the page, as when the user follows a link in the app.
    const rendered = renderApp('/');
    await signedIn(rendered.store);
    await act(() => rendered.router.navigate(path));
    /** Lets the server answer, once the request has reached it. */
    const answerNow = async () => {
      await waitFor(() => expect(sent).toBeInstanceOf(FormData));
      await release();
    };
    return { ...rendered, fetchMock, release: answerNow, sent: () => sent };
  }

  it('reads Sending... while pending, posts the multipart form, then closes, thanks and opens the survey 1 s later', async () => {
    const { user, release, sent } = await sendWith(() => json(201, { id: 41, pendingAssignment: false }));
    const form = await requestForm('Request a referral from Ana Silva');
    await waitFor(() => expect(fields.name(form)).toHaveValue(candidate.name));
    await waitFor(() => expect(fields.company(form)).toHaveValue('Globex'));
    await fill(user, fields.phone(form), '+1 555 123 4567');
    await user.type(fields.experience(form), '4');
    await fill(user, fields.jobTitle(form), 'Data Engineer');
    await fill(user, fields.message(form), 'I would love a referral.');
    await user.upload(fields.resume(form), pdf());
    await user.click(form.getByRole('button', { name: 'Send Request' }));

    expect(await form.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(sent()).toBeInstanceOf(FormData));
    const body = sent()!;
    expect(body.get('name')).toBe(candidate.name);
    expect(body.get('email')).toBe(candidate.email);
    expect(body.get('phone')).toBe('+1 555 123 4567');
    expect(body.get('company')).toBe('Globex');
    expect(body.get('experience')).toBe('4');
    expect(body.get('message')).toBe('I would love a referral.');
    expect(body.get('jobTitle')).toBe('Data Engineer');
    expect(body.get('referrerId')).toBe('12');
    expect(body.has('jobId')).toBe(false);
    // The version of the notice the form showed above its button.
    expect(body.get('noticeVersion')).toBe(REQUEST_NOTICE_VERSION);
    const resume = body.get('resume') as File;
    expect(resume).toBeInstanceOf(File);
    expect(resume.name).toBe('cv.pdf');
    expect(resume.type).toBe('application/pdf');

    await release();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Referral Request Sent')).toBeInTheDocument();
    expect(
      within(toast).getByText('Your request has been sent to a referrer at your target company!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a referral' })).not.toBeInTheDocument();
    // The survey waits a second, so the toast is read first.
    expect(screen.queryByRole('dialog', { name: SURVEY_TITLE })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: SURVEY_TITLE }, { timeout: 2500 })).toBeInTheDocument();
    // Typing a whole form in jsdom and the survey's real one-second wait take about 4 s alone, past 6 s on a busy
    // 2-core machine: more than the default 5 s.
  }, 15_000);

  it('says the request waits for a match when the server answers pendingAssignment: true', async () => {
    const { user, release } = await sendWith(() => json(201, { id: 42, pendingAssignment: true }), '/refer');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await release();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Referral Request Sent')).toBeInTheDocument();
    expect(
      within(toast).getByText("Your request has been received. We'll match you with a referrer soon."),
    ).toBeInTheDocument();
  });

  it('falls back to the generic text when the answer cannot be read', async () => {
    const { user, release } = await sendWith(() => new Response('', { status: 201 }), '/refer');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await release();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Referral Request Sent')).toBeInTheDocument();
    expect(within(toast).getByText('Your referral request has been submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request a referral' })).not.toBeInTheDocument());
  });

  // The page names the job in its query; the request must carry it, not only its title.
  it('sends the job id read from the ?job= query parameter', async () => {
    let sent: FormData | undefined;
    mockApi(candidate, {
      'GET /api/jobs/5': () => json(200, { id: 5, title: 'Data Engineer', companyId: 2 }),
      'POST /api/direct-referral-request': ({ body }) => {
        sent = body as FormData;
        return json(201, { id: 43, pendingAssignment: true });
      },
    });
    const { user, store, router } = renderApp('/');
    await signedIn(store);
    await act(() => router.navigate('/refer?job=5'));
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await waitFor(() => expect(fields.jobTitle(form)).toHaveValue('Data Engineer'));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Referral Request Sent');
    expect(sent!.get('jobTitle')).toBe('Data Engineer');
    expect(sent!.get('jobId')).toBe('5');
  });

  it('says so when sending fails, and keeps the modal open with what was entered', async () => {
    const { user, release, fetchMock } = await sendWith(() => json(500, { message: 'down' }), '/refer');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await release();
    const toast = await findToast('Failed to send referral request. Please try again.');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();

    expect(await form.findByRole('button', { name: 'Send Request' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Request a referral' })).toBeInTheDocument();
    expect(fields.name(form)).toHaveValue(candidate.name);
    expect(fields.phone(form)).toHaveValue('+1 555 123 4567');
    expect(fields.company(form)).toHaveValue('Acme');
    expect(fields.experience(form)).toHaveValue(4);
    expect(fields.message(form)).toHaveValue('I would love a referral.');
    expect(attachedResume(form)).toEqual(['cv.pdf (15 bytes)']);
    // Mutations are not retried, and no survey follows a failure.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/direct-referral-request')).toHaveLength(1);
  });

  // The open modal hides the rest of the page from assistive technology; the toasts must stay announced.
  it('announces the failure to assistive technology while the modal stays open', async () => {
    const { user, release } = await sendWith(() => json(500, { message: 'down' }), '/refer');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    await release();
    await findToast('Failed to send referral request. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send referral request. Please try again.');
  });
});

describe('request-referral modal: what the server refuses', () => {
  it('shows a refused referrer above the form, keeping everything typed', async () => {
    const message = 'We could not find that referrer. Choose another, or send your request without one.';
    mockApi(candidate, {
      'GET /api/referrer/999': () => json(404, { message: 'Referrer not found' }),
      'POST /api/direct-referral-request': () => json(400, { message, errors: { referrerId: message } }),
    });
    const { user } = renderApp('/refer/999/Gone%20Person');
    const form = within(await screen.findByRole('form', { name: 'Request a referral' }));
    await waitFor(() => expect(form.getByLabelText(/Email/)).toHaveValue(candidate.email));
    await fill(user, form.getByLabelText(/Phone/), '5551234567');
    await fill(user, form.getByLabelText(/Company you want to join/), 'Quillstone');
    await user.type(form.getByLabelText(/Years of experience/), '3');
    await fill(user, form.getByLabelText(/Cover letter/), 'Hello there');
    await user.upload(form.getByLabelText(/Resume/), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(form.getByRole('button', { name: 'Send Request' }));

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText(/Company you want to join/)).toHaveValue('Quillstone');
  });

  it('says what to do when the server no longer knows the notice the page showed', async () => {
    const message = requestNoticeMessages.outOfDate;
    mockApi(candidate, {
      'POST /api/direct-referral-request': () => json(400, { message, errors: { noticeVersion: message } }),
    });
    const { user } = renderApp('/refer');
    const form = await requestForm('Request a Referral');
    await waitFor(() => expect(fields.email(form)).toHaveValue(candidate.email));
    await fillTheRest(user, form);
    await user.click(form.getByRole('button', { name: 'Send Request' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(fields.company(form)).toHaveValue('Acme');
  });
});

describe('request-referral modal: one open request per company', () => {
  const openRequest = {
    company: 'Globex',
    message: 'You already have an open request at Globex (to Ana Silva, sent 3 Nov 2026). See it in My requests.',
    path: '/profile',
  };

  it('says as it opens, before anything is typed, that the candidate already has an open request there', async () => {
    const fetchMock = mockApi(candidate, {
      'GET /api/referrer/12': () =>
        json(200, { id: 12, name: 'Ana Silva', companyId: 2, companyName: 'Globex', takingRequests: true }),
      'GET /api/company/2': () => json(200, { id: 2, name: 'Globex' }),
      'GET /api/open-referral-request': ({ query }) =>
        json(200, { openRequest: query.get('company') === 'Globex' ? openRequest : null }),
    });
    const { store } = renderApp('/refer/12/Ana%20Silva');
    await signedIn(store);
    const form = await requestForm('Request a referral from Ana Silva');
    const notice = await form.findByTestId('open-request', {}, { timeout: 3000 });
    expect(notice).toHaveTextContent(openRequest.message);
    expect(within(notice).getByRole('link', { name: 'Open My requests' })).toHaveAttribute('href', '/profile');
    expect(fields.message(form)).toHaveValue('');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('open-referral'));
    expect(asked.every((url) => url.includes('company=Globex'))).toBe(true);
  });

  it('shows the refusal of a signed-out send in the form, keeping everything typed', async () => {
    const refusal = {
      company: 'Acme',
      message:
        'A request at Acme sent from this e-mail address is still open. Follow it from the link in its ' +
        'confirmation e-mail, or sign in to see it in My requests.',
      path: '/profile',
    };
    const fetchMock = mockApi(null, {
      'POST /api/direct-referral-request': () => json(409, { message: refusal.message, openRequest: refusal }),
    });
    const { user } = renderApp('/refer');
    const form = await requestForm('Request a Referral');
    await fill(user, fields.name(form), 'Vera Visitor');
    await fill(user, fields.email(form), 'vera@example.com');
    await fillTheRest(user, form);
    expect(form.queryByTestId('open-request')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send Request' }));

    const notice = await form.findByTestId('open-request');
    expect(notice).toHaveTextContent(refusal.message);
    expect(within(notice).getByRole('link', { name: 'Open My requests' })).toHaveAttribute('href', '/profile');
    expect(fields.email(form)).toHaveValue('vera@example.com');
    expect(fields.company(form)).toHaveValue('Acme');
    expect(fields.message(form)).toHaveValue('I would love a referral.');
    // Signed out, nobody is asked by e-mail: only the send learns it.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('open-referral'))).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('says sizes in the units of the 5 MB limit', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(586)).toBe('586 bytes');
    expect(formatFileSize(48_230)).toBe('47.1 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1_400_000)).toBe('1.3 MB');
  });
});
