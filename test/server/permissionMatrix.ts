import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';

/**
 * Who may call what: every `/api` route against every kind of caller, with the status each one gets. The test
 * (permissionMatrix.test.ts) checks every cell on the real database, and fails when the server has a route this
 * table does not list.
 *
 * The callers come two to a role, so that rules about whose object it is are checked too: `candidate` sent the
 * request of the row and `otherCandidate` did not; `referrer` was sent it and posted the job, `otherReferrer` works
 * at another company. Each cell gets objects of its own (a request, a waiting request, a job, an account for an admin
 * to act on), so no cell depends on another.
 *
 * A second pass checks that who may call a route is decided before anything sent is read (src/server/access.ts):
 * each caller a row refuses (refusedCallers) sends the call again with each invalid input of invalidInputsOf, and
 * must get the same answer, status and body, to the byte. A new row gets the second pass without listing anything.
 */

export const CALLERS = ['anonymous', 'candidate', 'otherCandidate', 'referrer', 'otherReferrer', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The objects a cell acts on, made for it; owned by `candidate` and `referrer`. */
export interface CellObjects {
  /** A request from `candidate` to `referrer`, with its resume. */
  request: number;
  /** A message from `referrer` to `candidate` in the conversation on `request`. */
  message: number;
  /** Another message from `referrer` there, which `candidate` reported; its conversation. */
  reportedMessage: number;
  reportedConversation: number;
  /** A request sent without a referrer, naming `referrer`'s company. */
  pendingRequest: number;
  /** The token of the private link of `pendingRequest`, as its confirmation mail carries it. */
  followToken: string;
  /** A job `referrer` posted. */
  job: number;
  /** `referrer`'s public profile and company. */
  referrerProfile: number;
  /** The token of `referrer`'s share link to their profile. */
  shareToken: string;
  company: number;
  /** An account for an admin to act on. */
  targetUser: number;
  /** A session of `targetUser`'s, which nobody else may end. */
  targetSession: number;
  /** An e-mail address nobody uses yet. */
  newEmail: string;
  /** A version of `request` its candidate replaced by sending changes, with its resume. */
  requestVersion: number;
  /** A request from `candidate` to `referrer` whose referrer asked for changes. */
  changesAskedRequest: number;
}

export interface Call {
  url: string;
  payload?: Record<string, unknown> | FormData;
}

/** The company each kind of caller posts jobs for (a referrer only for their own; an admin for any). */
export const COMPANY_OF: Record<Caller, string> = {
  anonymous: 'Northwind',
  candidate: 'Northwind',
  otherCandidate: 'Northwind',
  referrer: 'Northwind',
  otherReferrer: 'Globex',
  admin: 'Northwind',
};

export interface MatrixRow {
  /** The route as Fastify names it: method and URL pattern. */
  route: string;
  call: (objects: CellObjects, caller: Caller) => Call;
  /**
   * The call changes its caller (their password, profile, session or role), so each cell is made by a new account of
   * the caller's kind rather than the shared one, and later cells do not see the change.
   */
  changesCaller?: boolean;
  expected: Record<Caller, number>;
  /**
   * The callers the route itself refuses, whose answer may not depend on what they send (the second pass checks it).
   * Unset: every caller answered 401, 403 or 404. A row names them when such an answer is about the caller's own data
   * (a 404 for nothing to delete), which they may ask for with any input.
   */
  refused?: Caller[];
}

const ACCESS_REFUSALS = new Set([401, 403, 404]);

/** The callers a row refuses (see MatrixRow.refused). */
export function refusedCallers(row: MatrixRow): Caller[] {
  return row.refused ?? CALLERS.filter((caller) => ACCESS_REFUSALS.has(row.expected[caller]));
}

/** Input of the second pass, which no route takes; sent instead of the row's own. */
export interface InvalidInput {
  headers?: Record<string, string>;
  payload?: string | FormData;
  /** Added to the URL's query string. */
  query?: string;
}

/** A query string no list accepts: a page before the first, a limit in words, an unknown party, a NUL in a search. */
const INVALID_QUERY: InvalidInput = { query: 'page=0&limit=many&party=nobody&status=lost&search=%00' };

function formWithAForeignFile() {
  const form = new FormData();
  form.append('name', '');
  form.append('resume', new Blob([new TextEncoder().encode('MZ\x90\x00 not a resume')]), 'cv.pdf');
  return form;
}

/**
 * The bodies of the second pass: each is refused, in its own words, by every route that reads a body (the test checks
 * it on one route for a caller it serves), and must not be read when the caller may not call the route.
 */
const INVALID_BODIES: Record<string, () => InvalidInput> = {
  'malformed JSON': () => ({ headers: { 'content-type': 'application/json' }, payload: '{"name": "Mat' }),
  'JSON of the wrong shape': () => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: ['not', 'one'], stars: 'many', role: { admin: true }, action: null }),
  }),
  'a body in plain text': () => ({ headers: { 'content-type': 'text/plain' }, payload: 'role=admin' }),
  'a body past the size limit': () => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
  }),
  'a multipart form with an executable for a resume': () => ({ payload: formWithAForeignFile() }),
};

/**
 * What the second pass sends a row's route instead of its call: an invalid query string to a read, and to a write each
 * invalid body as well. New rows get them without listing anything.
 */
export function invalidInputsOf(row: MatrixRow): Array<[name: string, input: () => InvalidInput]> {
  const query: [string, () => InvalidInput] = ['an invalid query string', () => INVALID_QUERY];
  if (row.route.startsWith('GET ')) return [query];
  return [...Object.entries(INVALID_BODIES), query];
}

/** One status per caller, in the order of CALLERS. */
function statuses(...codes: [number, number, number, number, number, number]): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((caller, index) => [caller, codes[index]!])) as Record<Caller, number>;
}
const everyone = (status: number) => statuses(status, status, status, status, status, status);
const signedIn = (status: number) => statuses(401, status, status, status, status, status);
/** The admin API answers everyone else as if it did not exist. */
const adminOnly = (status: number) => statuses(404, 404, 404, 404, 404, status);

const job = (caller: Caller) => ({
  title: 'Platform Engineer',
  type: 'Full-time',
  company: COMPANY_OF[caller],
  location: 'Remote',
  experienceLevel: 'Senior',
  description: 'Keep the platform our product teams deploy on fast, safe and boring, with a team that cares.',
});

function resumeForm() {
  const form = new FormData();
  form.append('resume', new Blob([new TextEncoder().encode(MINIMAL_PDF)]), 'cv.pdf');
  return form;
}

function referralRequestForm(objects: CellObjects) {
  const form = new FormData();
  const fields = {
    name: 'Mat Rix',
    email: objects.newEmail,
    phone: '+44 20 7946 0000',
    company: 'Northwind',
    experience: '3',
    message: 'I would love a referral for the platform team.',
    referrerId: String(objects.referrerProfile),
    noticeVersion: REQUEST_NOTICE_VERSION,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new TextEncoder().encode(MINIMAL_PDF)]), 'cv.pdf');
  return form;
}

/** A PDF the upload checks accept (its header, a page and the end marker). */
const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
  'trailer <</Root 1 0 R>>\n%%EOF\n';

export const PERMISSION_MATRIX: MatrixRow[] = [
  // The public catalogue.
  { route: 'GET /api/referrers', call: () => ({ url: '/api/referrers' }), expected: everyone(200) },
  {
    route: 'GET /api/referrer/:id',
    call: (o) => ({ url: `/api/referrer/${o.referrerProfile}` }),
    expected: everyone(200),
  },
  { route: 'GET /api/companies', call: () => ({ url: '/api/companies' }), expected: everyone(200) },
  { route: 'GET /api/companies/:id', call: (o) => ({ url: `/api/companies/${o.company}` }), expected: everyone(200) },
  { route: 'GET /api/company/:id', call: (o) => ({ url: `/api/company/${o.company}` }), expected: everyone(200) },
  { route: 'GET /api/health', call: () => ({ url: '/api/health' }), expected: everyone(200) },
  { route: 'GET /api/health/live', call: () => ({ url: '/api/health/live' }), expected: everyone(200) },
  { route: 'GET /api/health/ready', call: () => ({ url: '/api/health/ready' }), expected: everyone(200) },
  { route: 'GET /api/jobs', call: () => ({ url: '/api/jobs' }), expected: everyone(200) },
  { route: 'GET /api/jobs/:id', call: (o) => ({ url: `/api/jobs/${o.job}` }), expected: everyone(200) },
  {
    route: 'GET /api/jobs/company/:companyName',
    call: () => ({ url: '/api/jobs/company/Northwind' }),
    expected: everyone(200),
  },

  // Accounts and sessions.
  { route: 'GET /api/me', call: () => ({ url: '/api/me' }), expected: signedIn(200) },
  {
    route: 'POST /api/register',
    call: (o) => ({
      url: '/api/register',
      payload: { name: 'New Person', email: o.newEmail, password: 'password 123' },
    }),
    changesCaller: true,
    expected: everyone(201),
  },
  {
    route: 'POST /api/login',
    call: () => ({ url: '/api/login', payload: { email: 'matrix-login@example.com', password: 'password 123' } }),
    changesCaller: true,
    expected: everyone(200),
  },
  { route: 'POST /api/logout', call: () => ({ url: '/api/logout' }), changesCaller: true, expected: everyone(204) },
  {
    // Only a browser whose password step just asked for a code may send one; nobody here has one pending.
    route: 'POST /api/login/code',
    call: () => ({ url: '/api/login/code', payload: { code: '123456' } }),
    expected: everyone(401),
  },
  {
    route: 'POST /api/forgot-password',
    call: () => ({ url: '/api/forgot-password', payload: { email: 'matrix-login@example.com' } }),
    expected: everyone(202),
  },
  {
    // No token works here: the route is open to all, and a made-up token is refused for everyone alike.
    route: 'POST /api/reset-password',
    call: () => ({ url: '/api/reset-password', payload: { token: 'a'.repeat(43), password: 'password 456' } }),
    expected: everyone(400),
  },
  {
    // Asked for as anything but an event stream (as the matrix asks), the stream says what it is; signed out, 401.
    route: 'GET /api/live',
    call: () => ({ url: '/api/live' }),
    expected: signedIn(406),
  },
  {
    route: 'GET /api/me/notifications',
    call: () => ({ url: '/api/me/notifications' }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/me/notifications/read',
    call: () => ({ url: '/api/me/notifications/read', payload: { throughId: 1 } }),
    expected: signedIn(200),
  },
  {
    // Referrers may ask; the matrix's companies have no website on file, so theirs is refused for want of a domain.
    route: 'POST /api/me/work-email',
    call: () => ({ url: '/api/me/work-email', payload: { email: 'matrix@northwind.example' } }),
    expected: statuses(401, 403, 403, 409, 409, 403),
  },
  {
    // A referrer's own; an account without a referrer profile is told it has none.
    route: 'PUT /api/me/weekly-cap',
    call: () => ({ url: '/api/me/weekly-cap', payload: { weeklyCap: 5 } }),
    changesCaller: true,
    expected: statuses(401, 404, 404, 200, 200, 404),
  },
  {
    // As the reset link: open to all, and a made-up token is refused for everyone alike.
    route: 'POST /api/work-email/confirm',
    call: () => ({ url: '/api/work-email/confirm', payload: { token: 'a'.repeat(43) } }),
    expected: everyone(400),
  },
  {
    route: 'POST /api/update-onboarding',
    call: () => ({ url: '/api/update-onboarding', payload: { name: 'On Boarded', role: 'candidate' } }),
    changesCaller: true,
    expected: signedIn(200),
  },
  { route: 'GET /api/me/account', call: () => ({ url: '/api/me/account' }), expected: signedIn(200) },
  {
    route: 'PUT /api/me/account',
    call: (o) => ({ url: '/api/me/account', payload: { name: 'Re Named', email: o.newEmail } }),
    changesCaller: true,
    expected: signedIn(200),
  },
  {
    route: 'POST /api/me/password',
    call: () => ({
      url: '/api/me/password',
      payload: { currentPassword: 'password 123', newPassword: 'a new password 456' },
    }),
    changesCaller: true,
    expected: signedIn(204),
  },
  { route: 'GET /api/me/two-step', call: () => ({ url: '/api/me/two-step' }), expected: signedIn(200) },
  {
    route: 'POST /api/me/two-step/enrolment',
    call: () => ({ url: '/api/me/two-step/enrolment', payload: { password: 'password 123' } }),
    changesCaller: true,
    expected: signedIn(200),
  },
  {
    // No enrolment was begun: signed in, the caller is told so.
    route: 'POST /api/me/two-step/confirmation',
    call: () => ({ url: '/api/me/two-step/confirmation', payload: { code: '123456' } }),
    expected: signedIn(409),
  },
  {
    // Two-step sign-in is off for every caller (turning it off after enrolling is in twoStep.test.ts).
    route: 'DELETE /api/me/two-step',
    call: () => ({ url: '/api/me/two-step', payload: { password: 'password 123' } }),
    expected: signedIn(409),
  },
  {
    route: 'GET /api/me/candidate-profile',
    call: () => ({ url: '/api/me/candidate-profile' }),
    expected: signedIn(200),
  },
  {
    route: 'PUT /api/me/candidate-profile',
    call: () => ({ url: '/api/me/candidate-profile', payload: { title: 'Analyst', interests: ['Design'] } }),
    changesCaller: true,
    expected: signedIn(200),
  },
  // Nobody has saved a resume yet.
  {
    route: 'GET /api/me/resume',
    call: () => ({ url: '/api/me/resume' }),
    expected: statuses(401, 404, 404, 404, 404, 404),
    refused: ['anonymous'],
  },
  {
    route: 'PUT /api/me/resume',
    call: () => ({ url: '/api/me/resume', payload: resumeForm() }),
    changesCaller: true,
    expected: signedIn(200),
  },
  {
    // The caller has no saved resume to delete (deleting one's own is in account.test.ts): signed in, they are told so.
    route: 'DELETE /api/me/resume',
    call: () => ({ url: '/api/me/resume' }),
    changesCaller: true,
    expected: signedIn(404),
    refused: ['anonymous'],
  },
  // Where one is signed in, and a copy of one's data.
  { route: 'GET /api/me/sessions', call: () => ({ url: '/api/me/sessions' }), expected: signedIn(200) },
  {
    // Someone else's session answers as one that does not exist, an admin's call too.
    route: 'DELETE /api/me/sessions/:id',
    call: (o) => ({ url: `/api/me/sessions/${o.targetSession}` }),
    expected: signedIn(404),
  },
  {
    route: 'POST /api/me/sessions/end-others',
    call: () => ({ url: '/api/me/sessions/end-others' }),
    changesCaller: true,
    expected: signedIn(200),
  },
  { route: 'GET /api/me/export', call: () => ({ url: '/api/me/export' }), expected: signedIn(200) },

  {
    route: 'DELETE /api/me',
    call: () => ({ url: '/api/me', payload: { password: 'password 123' } }),
    changesCaller: true,
    expected: signedIn(204),
  },

  // Becoming and being a referrer. Only referrers have a referrer profile.
  {
    route: 'GET /api/me/referrer-profile',
    call: () => ({ url: '/api/me/referrer-profile' }),
    expected: statuses(401, 404, 404, 200, 200, 404),
    refused: ['anonymous'],
  },
  {
    route: 'PUT /api/me/referrer-profile',
    call: (_o, caller) => ({
      url: '/api/me/referrer-profile',
      payload: {
        company: COMPANY_OF[caller],
        title: 'Engineer',
        bio: 'I refer people I would like to work with again, in any team.',
        specialties: [],
        photo: null,
      },
    }),
    changesCaller: true,
    expected: signedIn(200),
  },

  // The survey, and requests.
  {
    route: 'POST /api/survey',
    call: () => ({
      url: '/api/survey',
      payload: {
        userPurpose: 'find_referrals',
        otherPurpose: null,
        meetingNeeds: "It's working really well for me.",
        delightRating: 5,
        loveFeedback: null,
        improvementFeedback: null,
        jobRole: null,
        company: null,
        contactConsent: 'no',
        contactEmail: null,
        contactPhone: null,
        additionalFeedback: null,
      },
    }),
    expected: everyone(201),
  },
  {
    // One open request per company: `candidate` already has one at Northwind (the cell's request), so 409 says so.
    route: 'POST /api/direct-referral-request',
    call: (o) => ({ url: '/api/direct-referral-request', payload: referralRequestForm(o) }),
    expected: statuses(201, 409, 201, 201, 201, 201),
  },
  {
    // A referrer's share links: to everyone else signed in, as to a non-referrer on their own settings, 404.
    route: 'GET /api/me/share-links',
    call: () => ({ url: '/api/me/share-links' }),
    expected: statuses(401, 404, 404, 200, 200, 404),
  },
  {
    route: 'POST /api/me/share-links',
    call: () => ({ url: '/api/me/share-links', payload: { jobId: null } }),
    expected: statuses(401, 404, 404, 200, 200, 404),
  },
  {
    // A visit through a link, counted for anyone; an unknown token counts nothing and says nothing.
    route: 'POST /api/share-links/visits',
    call: () => ({ url: '/api/share-links/visits', payload: { token: 'a'.repeat(22) } }),
    expected: everyone(204),
  },
  {
    // Whose a share link is, for the page it opens: public, as the link itself is.
    route: 'GET /api/share-links/:token',
    call: (o) => ({ url: `/api/share-links/${o.shareToken}` }),
    expected: everyone(200),
  },
  {
    // The modal's question as it opens: the caller's own open request at a company, so signed in only.
    route: 'GET /api/open-referral-request',
    call: () => ({ url: '/api/open-referral-request?company=Northwind' }),
    expected: signedIn(200),
  },
  {
    // The link is the proof: whoever holds it reads its one request, signed in or not.
    route: 'GET /api/followed-request',
    call: (o) => ({ url: `/api/followed-request?${new URLSearchParams({ token: o.followToken }).toString()}` }),
    expected: everyone(200),
  },
  {
    // Its candidate's moves, by whoever holds the link (a move the status allows: the request is new).
    route: 'POST /api/followed-request/moves',
    call: (o) => ({ url: '/api/followed-request/moves', payload: { token: o.followToken, action: 'withdraw' } }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/referral-requests',
    call: () => ({ url: '/api/referral-requests' }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/referral-requests/counts',
    call: () => ({ url: '/api/referral-requests/counts?party=referrer' }),
    expected: signedIn(200),
  },
  {
    route: 'GET /api/referral-requests/:id/history',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/history` }),
    expected: statuses(401, 200, 404, 200, 404, 200),
  },
  {
    // Anyone who may not read the resume, a visitor included, is answered as if it did not exist: ids reveal nothing.
    route: 'GET /api/referral-requests/:id/resume',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/resume` }),
    expected: statuses(404, 200, 404, 200, 404, 200),
  },
  {
    // Only the referrer it was sent to accepts it; its candidate and an admin see it but may not: 409 says why.
    route: 'POST /api/referral-requests/:id/moves',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/moves`, payload: { action: 'accept' } }),
    expected: statuses(401, 409, 404, 200, 404, 409),
  },
  {
    // The day its referrer submitted the candidate: its referrer only, once referred (this one is new: 409 says so);
    // its candidate and an admin see the request but may not record it (409); to everyone else it does not exist.
    route: 'PUT /api/referral-requests/:id/submission',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/submission`, payload: { submittedOn: '2026-11-20' } }),
    expected: statuses(401, 409, 404, 409, 404, 409),
  },
  {
    // Why it went to its referrer: its candidate only (this one was sent to the referrer by name); admins too get 404.
    route: 'GET /api/referral-requests/:id/match-reason',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/match-reason` }),
    expected: statuses(401, 200, 404, 404, 404, 404),
  },
  {
    // Only its candidate asks, and only for a request the matching gave (409 says so); to everyone else it does not exist.
    route: 'POST /api/referral-requests/:id/someone-else',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/someone-else` }),
    expected: statuses(401, 409, 404, 404, 404, 404),
  },
  {
    // The conversation on a request: its candidate and its referrer read it; to everyone else, admins too, it does not exist.
    route: 'GET /api/referral-requests/:id/conversation',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/conversation` }),
    expected: statuses(401, 200, 404, 200, 404, 404),
  },
  {
    route: 'POST /api/referral-requests/:id/messages',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/messages`, payload: { body: 'Any news?' } }),
    expected: statuses(401, 201, 404, 201, 404, 404),
  },
  {
    route: 'POST /api/referral-requests/:id/conversation/close',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/conversation/close` }),
    expected: statuses(401, 200, 404, 200, 404, 404),
  },
  {
    // Its parties report a message, each only the other's (409 for one's own); to everyone else it does not exist.
    route: 'POST /api/messages/:id/report',
    call: (o) => ({ url: `/api/messages/${o.message}/report` }),
    expected: statuses(401, 204, 404, 409, 404, 404),
  },
  {
    // Only the referrer it was sent to asks for changes; its candidate and an admin see it but may not: 409 says why.
    route: 'POST /api/referral-requests/:id/changes-asked',
    call: (o) => ({
      url: `/api/referral-requests/${o.request}/changes-asked`,
      payload: { kind: 'resume', note: 'Put your platform work first, please.' },
    }),
    expected: statuses(401, 409, 404, 200, 404, 409),
  },
  {
    // Only its candidate sends the changes asked for; its referrer and an admin see it but may not: 409 says why.
    route: 'POST /api/referral-requests/:id/changes',
    call: (o) => {
      const form = new FormData();
      form.append('message', 'A clearer message, as asked.');
      return { url: `/api/referral-requests/${o.changesAskedRequest}/changes`, payload: form };
    },
    expected: statuses(401, 200, 404, 409, 404, 409),
  },
  {
    route: 'GET /api/referral-requests/:id/versions',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/versions` }),
    expected: statuses(401, 200, 404, 200, 404, 200),
  },
  {
    // As the current resume: anyone who may not read it, a visitor included, is answered as if it did not exist.
    route: 'GET /api/referral-requests/:id/versions/:versionId/resume',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/versions/${o.requestVersion}/resume` }),
    expected: statuses(404, 200, 404, 200, 404, 200),
  },
  {
    // Only its candidate rates it, once it is referred (409 says so); to everyone else it does not exist.
    route: 'POST /api/referral-requests/:id/rating',
    call: (o) => ({ url: `/api/referral-requests/${o.request}/rating`, payload: { stars: 5 } }),
    expected: statuses(401, 409, 404, 404, 404, 404),
  },

  // Jobs: referrers post for their own company, admins for any; only the poster or an admin changes one.
  { route: 'GET /api/me/jobs', call: () => ({ url: '/api/me/jobs' }), expected: signedIn(200) },
  {
    route: 'POST /api/jobs',
    call: (_o, caller) => ({ url: '/api/jobs', payload: job(caller) }),
    expected: statuses(401, 403, 403, 201, 201, 201),
  },
  {
    route: 'PUT /api/jobs/:id',
    call: (o, caller) => ({ url: `/api/jobs/${o.job}`, payload: job(caller) }),
    expected: statuses(401, 403, 403, 200, 403, 200),
  },
  {
    route: 'POST /api/jobs/:id/close',
    call: (o) => ({ url: `/api/jobs/${o.job}/close` }),
    expected: statuses(401, 403, 403, 200, 403, 200),
  },

  // The admin dashboard.
  { route: 'GET /api/admin/overview', call: () => ({ url: '/api/admin/overview' }), expected: adminOnly(200) },
  { route: 'GET /api/admin/users', call: () => ({ url: '/api/admin/users' }), expected: adminOnly(200) },
  {
    route: 'POST /api/admin/users/:id/role',
    call: (o) => ({ url: `/api/admin/users/${o.targetUser}/role`, payload: { role: 'admin' } }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/disable',
    call: (o) => ({ url: `/api/admin/users/${o.targetUser}/disable` }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    call: (o) => ({ url: `/api/admin/users/${o.targetUser}` }),
    expected: adminOnly(204),
  },
  {
    route: 'POST /api/admin/users/:id/enable',
    call: (o) => ({ url: `/api/admin/users/${o.targetUser}/enable` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/referral-requests/pending',
    call: () => ({ url: '/api/admin/referral-requests/pending' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/referral-requests/awaiting-answer',
    call: () => ({ url: '/api/admin/referral-requests/awaiting-answer' }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/referral-requests/:id/suggestions',
    call: (o) => ({ url: `/api/admin/referral-requests/${o.pendingRequest}/suggestions` }),
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/admin/reported-messages',
    call: () => ({ url: '/api/admin/reported-messages' }),
    expected: adminOnly(200),
  },
  {
    // Admins read a conversation only while one of its messages is reported.
    route: 'GET /api/admin/conversations/:id',
    call: (o) => ({ url: `/api/admin/conversations/${o.reportedConversation}` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/reported-messages/:id/resolve',
    call: (o) => ({ url: `/api/admin/reported-messages/${o.reportedMessage}/resolve` }),
    expected: adminOnly(204),
  },
  {
    route: 'GET /api/admin/referral-requests/:id/match-scores',
    call: (o) => ({ url: `/api/admin/referral-requests/${o.pendingRequest}/match-scores` }),
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/referral-requests/:id/assignment',
    call: (o) => ({
      url: `/api/admin/referral-requests/${o.pendingRequest}/assignment`,
      payload: { referrerId: o.referrerProfile },
    }),
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/companies', call: () => ({ url: '/api/admin/companies' }), expected: adminOnly(200) },
  {
    // Cleared, as it is: the matrix's companies keep no website, which the work e-mail row above counts on.
    route: 'PUT /api/admin/companies/:id/website',
    call: (o) => ({ url: `/api/admin/companies/${o.company}/website`, payload: { websiteUrl: '' } }),
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/surveys', call: () => ({ url: '/api/admin/surveys' }), expected: adminOnly(200) },
  {
    route: 'GET /api/admin/surveys/summary',
    call: () => ({ url: '/api/admin/surveys/summary' }),
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/jobs', call: () => ({ url: '/api/admin/jobs' }), expected: adminOnly(200) },
  {
    route: 'POST /api/admin/jobs/:id/removal',
    call: (o) => ({ url: `/api/admin/jobs/${o.job}/removal`, payload: { reason: 'A duplicate of another post.' } }),
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/mail', call: () => ({ url: '/api/admin/mail' }), expected: adminOnly(200) },
  { route: 'GET /api/admin/audit-log', call: () => ({ url: '/api/admin/audit-log' }), expected: adminOnly(200) },
  {
    route: 'GET /api/admin/failed-jobs',
    call: () => ({ url: '/api/admin/failed-jobs' }),
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/mail-queue', call: () => ({ url: '/api/admin/mail-queue' }), expected: adminOnly(200) },
  {
    route: 'GET /api/admin/contact-messages',
    call: () => ({ url: '/api/admin/contact-messages' }),
    expected: adminOnly(200),
  },
  // The contact form, for everyone (rate limited per address).
  {
    route: 'POST /api/contact',
    call: () => ({
      url: '/api/contact',
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'General question', message: 'Hello there.' },
    }),
    expected: everyone(201),
  },

  // The API's own description, for everyone; its reference page (Swagger UI) is there outside production only.
  { route: 'GET /api/openapi.json', call: () => ({ url: '/api/openapi.json' }), expected: everyone(200) },
  { route: 'GET /api/docs', call: () => ({ url: '/api/docs' }), expected: everyone(200) },
  { route: 'GET /api/docs/json', call: () => ({ url: '/api/docs/json' }), expected: everyone(200) },
  { route: 'GET /api/docs/yaml', call: () => ({ url: '/api/docs/yaml' }), expected: everyone(200) },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/docs/static/*',
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expected: everyone(200),
  },
  {
    // Swagger UI's own address of its page, sent on to the page.
    route: 'GET /api/docs/static/index.html',
    call: () => ({ url: '/api/docs/static/index.html' }),
    expected: everyone(302),
  },
];

/**
 * Whether each caller's list of requests (GET /api/referral-requests) carries the candidate's e-mail and phone for the
 * cell's `request`, before `referrer` accepts it and after: its referrer only once they accepted; its candidate and
 * admins always. null: the request is not in the caller's answer at all (anonymous callers get 401).
 */
export const CONTACT_DETAILS_READ: Record<Caller, { beforeAccept: boolean | null; afterAccept: boolean | null }> = {
  anonymous: { beforeAccept: null, afterAccept: null },
  candidate: { beforeAccept: true, afterAccept: true },
  otherCandidate: { beforeAccept: null, afterAccept: null },
  referrer: { beforeAccept: false, afterAccept: true },
  otherReferrer: { beforeAccept: null, afterAccept: null },
  admin: { beforeAccept: true, afterAccept: true },
};
