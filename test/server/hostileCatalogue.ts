/**
 * The hostile-input catalogue: input no form sends, on every write route and every query parameter of the lists, each
 * with the one answer it must get. The test (hostileCatalogue.test.ts) sends each case as a caller the route would
 * otherwise serve, so that the refusal is the input's, and checks the answer, that nothing was stored and that the
 * server still answers.
 */
import { twoStepMessages } from '../../src/shared/twoStep';
import { requestBodyMessages } from '../../src/server/plugins/errors';
import { inputGuardMessages, MAX_INPUT_DEPTH } from '../../src/server/plugins/inputGuard';
import { referralRequestServerMessages } from '../../src/server/routes/referralRequests';
import { uploadMessages } from '../../src/server/uploads';
import { adminMessages } from '../../src/shared/admin';
import { FILTER_MAX_LENGTH } from '../../src/shared/catalogQueries';
import { pagingMessages } from '../../src/shared/paging';
import { RESUME_MAX_BYTES, referralRequestMessages } from '../../src/shared/referralRequest';
import { requestListMessages } from '../../src/shared/requestLifecycle';
import { AdminListQuerySchema } from '../../src/shared/schemas/admin';
import { JobListQuerySchema, ReferrerListQuerySchema } from '../../src/shared/schemas/catalog';
import { PagingQuerySchema } from '../../src/shared/schemas/common';
import {
  OpenRequestQuerySchema,
  ReferralRequestCountsQuerySchema,
  ReferralRequestQuerySchema,
} from '../../src/shared/schemas/referralRequests';
import { multipart, pdfUpload, referralRequestFields, type Upload } from './fixtures/forms';
import { htmlPage, linuxExecutable, minimalPdf, pdfOfSize, windowsExecutable, zipBombDocx } from './fixtures/resumes';

export const CALLERS = ['anonymous', 'candidate', 'referrer', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** What the cases act on: `referrer`'s job and profile, a request `candidate` sent them, and more. */
export interface CatalogueObjects {
  job: number;
  /** A request from `candidate` to `referrer`, still new. */
  request: number;
  /** A request waiting for an admin to give it a referrer. */
  pendingRequest: number;
  referrerProfile: number;
  /** An account for the admin to act on. */
  targetUser: number;
  /** A company for the admin to act on, none of the callers' own. */
  company: number;
  candidateEmail: string;
  /** `candidate`'s own session: a body refused before its deletion leaves it alone. */
  candidateSession: number;
}

export interface HostileRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | FormData;
}

/** The answer a case must get: its status, and its body exactly. */
export interface Refusal {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export interface HostileCase extends Refusal {
  name: string;
  /** The route as Fastify names it (method and URL pattern), so the test can tell that every route has cases. */
  route: string;
  /** The query parameter a list's case is about. */
  parameter?: string;
  caller: Caller;
  request: (objects: CatalogueObjects) => HostileRequest;
}

const refusal = (status: number, message: string, field?: string): Refusal =>
  field ? { status, message, errors: { [field]: message } } : { status, message };
/** The validator's own wording, for input of the wrong shape (src/server/plugins/errors.ts). */
const invalid = (problem: string) => refusal(400, `Invalid request: ${problem}`);
const nul = (field?: string) => refusal(400, inputGuardMessages.nulCharacter, field);
const broken = (field?: string) => refusal(400, inputGuardMessages.brokenCharacter, field);
const override = (codePoint: string, field?: string) =>
  refusal(400, inputGuardMessages.directionOverride(codePoint), field);
const forbiddenField = (name: string) => refusal(400, inputGuardMessages.forbiddenField(name));
/** The router's refusals (src/server/app.ts), which run before any hook. */
const ADDRESS_TOO_LONG = refusal(414, 'This address is too long.');
const ADDRESS_NOT_VALID = refusal(400, 'This address is not valid.');

const JSON_TYPE = { 'content-type': 'application/json' };
/** The server's bodyLimit: a JSON body past it is refused before it is read. */
const BODY_LIMIT = 1024 * 1024;
/** One past the longest filter text a list takes. */
const LONG_FILTER = 'x'.repeat(FILTER_MAX_LENGTH + 1);
/** One past the longest URL parameter the router takes (its maxParamLength). */
const LONG_PARAMETER = '9'.repeat(101);
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';

const method = (route: string) => route.split(' ', 1)[0] as HostileRequest['method'];

// ---------------------------------------------------------------------------------------------------------------
// JSON bodies: every family of hostile body against every route that reads one.

/** A route that reads a JSON body, with a body it would accept from its caller. */
interface JsonWriteRoute {
  route: string;
  caller: Caller;
  url: (objects: CatalogueObjects) => string;
  body: (objects: CatalogueObjects) => Record<string, unknown>;
  /** A field of the body that takes text, to carry characters no text may hold. */
  textField: string;
}

const validSurvey = {
  userPurpose: 'find_referrals',
  meetingNeeds: "It's okay, but there's room for improvement.",
  delightRating: 4,
  loveFeedback: 'The request form',
  contactConsent: 'no',
};
const validOnboarding = {
  name: 'Cat Alogue',
  title: 'Engineer',
  company: 'Northwind',
  bio: 'I build.',
  role: 'candidate',
};
/** A job as the posting form sends it. */
export const validJob = {
  title: 'Platform Engineer',
  type: 'Full-time',
  company: 'Northwind',
  location: 'Remote',
  experienceLevel: 'Senior',
  description: 'Keep the platform our product teams deploy on fast, safe and boring, with a team that cares.',
};

export const JSON_WRITE_ROUTES: JsonWriteRoute[] = [
  {
    route: 'POST /api/me/share-links',
    caller: 'referrer',
    url: () => '/api/me/share-links',
    body: () => ({ jobId: null }),
    textField: 'jobId',
  },
  {
    route: 'POST /api/share-links/visits',
    caller: 'anonymous',
    url: () => '/api/share-links/visits',
    body: () => ({ token: 'a'.repeat(22) }),
    textField: 'token',
  },
  {
    route: 'POST /api/followed-request/moves',
    caller: 'anonymous',
    url: () => '/api/followed-request/moves',
    body: () => ({ token: 'a'.repeat(43), action: 'report-interviewing' }),
    textField: 'token',
  },
  {
    route: 'POST /api/register',
    caller: 'anonymous',
    url: () => '/api/register',
    body: () => ({ name: 'New Person', email: 'catalogue-new@example.com', password: 'password 123' }),
    textField: 'name',
  },
  {
    route: 'POST /api/login',
    caller: 'anonymous',
    url: () => '/api/login',
    body: (o) => ({ email: o.candidateEmail, password: 'password 123' }),
    textField: 'email',
  },
  {
    route: 'POST /api/forgot-password',
    caller: 'anonymous',
    url: () => '/api/forgot-password',
    body: (o) => ({ email: o.candidateEmail }),
    textField: 'email',
  },
  {
    route: 'POST /api/contact',
    caller: 'anonymous',
    url: () => '/api/contact',
    body: () => ({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'Privacy',
      message: 'Please delete my data.',
    }),
    textField: 'message',
  },
  {
    route: 'POST /api/reset-password',
    caller: 'anonymous',
    url: () => '/api/reset-password',
    body: () => ({ token: 'a'.repeat(43), password: 'password 456' }),
    textField: 'password',
  },
  {
    route: 'POST /api/me/notifications/read',
    caller: 'candidate',
    url: () => '/api/me/notifications/read',
    body: () => ({ throughId: 1 }),
    textField: 'throughId',
  },
  {
    route: 'POST /api/me/work-email',
    caller: 'referrer',
    url: () => '/api/me/work-email',
    body: () => ({ email: 'catalogue@northwind.example' }),
    textField: 'email',
  },
  {
    route: 'PUT /api/me/weekly-cap',
    caller: 'referrer',
    url: () => '/api/me/weekly-cap',
    body: () => ({ weeklyCap: '12' }),
    textField: 'weeklyCap',
  },
  {
    route: 'POST /api/work-email/confirm',
    caller: 'anonymous',
    url: () => '/api/work-email/confirm',
    body: () => ({ token: 'a'.repeat(43) }),
    textField: 'token',
  },
  {
    route: 'POST /api/update-onboarding',
    caller: 'candidate',
    url: () => '/api/update-onboarding',
    body: () => validOnboarding,
    textField: 'bio',
  },
  {
    route: 'DELETE /api/me',
    caller: 'candidate',
    url: () => '/api/me',
    // A wrong password: a case that slipped through would be refused, never delete the shared candidate.
    body: () => ({ password: 'not the password' }),
    textField: 'password',
  },
  {
    route: 'PUT /api/me/account',
    caller: 'candidate',
    url: () => '/api/me/account',
    body: (o) => ({ name: 'Cat Alogue', email: o.candidateEmail }),
    textField: 'name',
  },
  {
    route: 'POST /api/me/password',
    caller: 'candidate',
    url: () => '/api/me/password',
    body: () => ({ currentPassword: 'password 123', newPassword: 'a new password 456' }),
    textField: 'newPassword',
  },
  {
    route: 'POST /api/me/two-step/enrolment',
    caller: 'candidate',
    url: () => '/api/me/two-step/enrolment',
    body: () => ({ password: 'password 123' }),
    textField: 'password',
  },
  {
    route: 'POST /api/me/two-step/confirmation',
    caller: 'candidate',
    url: () => '/api/me/two-step/confirmation',
    body: () => ({ code: '123456' }),
    textField: 'code',
  },
  {
    route: 'DELETE /api/me/two-step',
    caller: 'candidate',
    url: () => '/api/me/two-step',
    body: () => ({ password: 'password 123' }),
    textField: 'password',
  },
  {
    route: 'PUT /api/me/candidate-profile',
    caller: 'candidate',
    url: () => '/api/me/candidate-profile',
    body: () => ({ title: 'Analyst', interests: ['Design'] }),
    textField: 'title',
  },
  {
    route: 'PUT /api/me/referrer-profile',
    caller: 'referrer',
    url: () => '/api/me/referrer-profile',
    body: () => ({
      company: 'Northwind',
      title: 'Staff Engineer',
      bio: 'I refer engineers who like to own what they build, end to end.',
      specialties: ['TypeScript'],
      photo: null,
    }),
    textField: 'bio',
  },
  {
    route: 'POST /api/survey',
    caller: 'anonymous',
    url: () => '/api/survey',
    body: () => validSurvey,
    textField: 'loveFeedback',
  },
  {
    route: 'POST /api/referral-requests/:id/moves',
    caller: 'referrer',
    url: (o) => `/api/referral-requests/${o.request}/moves`,
    body: () => ({ action: 'decline', reason: 'We are not hiring for this team this year.' }),
    textField: 'reason',
  },
  {
    route: 'PUT /api/referral-requests/:id/submission',
    caller: 'referrer',
    url: (o) => `/api/referral-requests/${o.request}/submission`,
    body: () => ({ submittedOn: new Date().toISOString().slice(0, 10) }),
    textField: 'submittedOn',
  },
  {
    route: 'POST /api/referral-requests/:id/changes-asked',
    caller: 'referrer',
    url: (o) => `/api/referral-requests/${o.request}/changes-asked`,
    body: () => ({ kind: 'message', note: 'Say which team you want to join, please.' }),
    textField: 'note',
  },
  {
    route: 'POST /api/referral-requests/:id/rating',
    caller: 'candidate',
    url: (o) => `/api/referral-requests/${o.request}/rating`,
    body: () => ({ stars: 5, comment: 'Clear and quick.' }),
    textField: 'comment',
  },
  {
    route: 'POST /api/referral-requests/:id/messages',
    caller: 'candidate',
    url: (o) => `/api/referral-requests/${o.request}/messages`,
    body: () => ({ body: 'Is the team still hiring?' }),
    textField: 'body',
  },
  { route: 'POST /api/jobs', caller: 'referrer', url: () => '/api/jobs', body: () => validJob, textField: 'title' },
  {
    route: 'PUT /api/jobs/:id',
    caller: 'referrer',
    url: (o) => `/api/jobs/${o.job}`,
    body: () => validJob,
    textField: 'description',
  },
  {
    route: 'POST /api/admin/users/:id/role',
    caller: 'admin',
    url: (o) => `/api/admin/users/${o.targetUser}/role`,
    body: () => ({ role: 'admin' }),
    textField: 'role',
  },
  {
    route: 'POST /api/admin/referral-requests/:id/assignment',
    caller: 'admin',
    url: (o) => `/api/admin/referral-requests/${o.pendingRequest}/assignment`,
    body: (o) => ({ referrerId: String(o.referrerProfile) }),
    textField: 'referrerId',
  },
  {
    route: 'POST /api/admin/jobs/:id/removal',
    caller: 'admin',
    url: (o) => `/api/admin/jobs/${o.job}/removal`,
    body: () => ({ reason: 'A duplicate of another post.' }),
    textField: 'reason',
  },
  {
    route: 'PUT /api/admin/companies/:id/website',
    caller: 'admin',
    url: (o) => `/api/admin/companies/${o.company}/website`,
    body: () => ({ websiteUrl: 'https://catalogue.example' }),
    textField: 'websiteUrl',
  },
];

/** The text of a JSON object with `key` first, as a client that writes JSON by hand can send it. */
const withLeadingKey = (key: string, value: unknown, body: Record<string, unknown>) =>
  `{${JSON.stringify(key)}:${JSON.stringify(value)},${JSON.stringify(body).slice(1)}`;

const textWith = (body: Record<string, unknown>, field: string, suffix: string) =>
  JSON.stringify({ ...body, [field]: `${String(body[field] ?? '')}${suffix}` });

const BODY_FAMILIES: Array<{
  label: string;
  send: (route: JsonWriteRoute, body: Record<string, unknown>) => Pick<HostileRequest, 'headers' | 'payload'>;
  answer: (route: JsonWriteRoute) => Refusal;
}> = [
  {
    label: 'malformed JSON (cut short)',
    send: (_route, body) => ({ headers: JSON_TYPE, payload: JSON.stringify(body).slice(0, -1) }),
    answer: () => refusal(400, requestBodyMessages.malformedJson),
  },
  {
    label: 'JSON sent as text/plain, as a cross-site form can',
    send: (_route, body) => ({ headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) }),
    answer: () => refusal(415, requestBodyMessages.unsupportedType),
  },
  {
    label: 'a body past the 1 MiB limit',
    send: (route, body) => ({ headers: JSON_TYPE, payload: textWith(body, route.textField, 'x'.repeat(BODY_LIMIT)) }),
    answer: () => refusal(413, requestBodyMessages.tooLarge),
  },
  {
    label: 'a "__proto__" key',
    send: (_route, body) => ({ headers: JSON_TYPE, payload: withLeadingKey('__proto__', { role: 'admin' }, body) }),
    answer: () => forbiddenField('__proto__'),
  },
  {
    label: 'a "constructor.prototype" key',
    send: (_route, body) => ({
      headers: JSON_TYPE,
      payload: withLeadingKey('constructor', { prototype: { role: 'admin' } }, body),
    }),
    answer: () => forbiddenField('constructor'),
  },
  {
    label: 'a lone surrogate in the text',
    send: (route, body) => ({ headers: JSON_TYPE, payload: textWith(body, route.textField, '\ud800') }),
    answer: (route) => broken(route.textField),
  },
  {
    label: 'a right-to-left override in the text',
    send: (route, body) => ({
      headers: JSON_TYPE,
      payload: textWith(body, route.textField, `${RIGHT_TO_LEFT_OVERRIDE}fdp.exe`),
    }),
    answer: (route) => override('U+202E', route.textField),
  },
  {
    label: 'a list instead of an object',
    send: (_route, body) => ({ headers: JSON_TYPE, payload: JSON.stringify([body]) }),
    answer: () => invalid('body must be object'),
  },
];

const bodyFamilyCases: HostileCase[] = JSON_WRITE_ROUTES.flatMap((route) =>
  BODY_FAMILIES.map((family) => ({
    name: `${route.route}: ${family.label}`,
    route: route.route,
    caller: route.caller,
    request: (objects: CatalogueObjects) => ({
      method: method(route.route),
      url: route.url(objects),
      ...family.send(route, route.body(objects)),
    }),
    ...family.answer(route),
  })),
);

/** A case on one JSON route, with a body of its own. */
function jsonCase(
  name: string,
  routeName: string,
  payload: string | ((objects: CatalogueObjects) => string),
  answer: Refusal,
  headers: Record<string, string> = JSON_TYPE,
): HostileCase {
  const route = JSON_WRITE_ROUTES.find((candidate) => candidate.route === routeName)!;
  return {
    name: `${routeName}: ${name}`,
    route: routeName,
    caller: route.caller,
    request: (objects) => ({
      method: method(routeName),
      url: route.url(objects),
      headers,
      payload: typeof payload === 'string' ? payload : payload(objects),
    }),
    ...answer,
  };
}

const body = (routeName: string, changes: Record<string, unknown>) => (objects: CatalogueObjects) => {
  const route = JSON_WRITE_ROUTES.find((candidate) => candidate.route === routeName)!;
  return JSON.stringify({ ...route.body(objects), ...changes });
};

/** A JSON text nested `depth` lists deep around 3; built as text, since building it as a value overflows stringify. */
export const nestedList = (depth: number) => `${'['.repeat(depth)}3${']'.repeat(depth)}`;

const singleJsonCases: HostileCase[] = [
  {
    // Only a browser whose password step asked for a code may send one: the others are told before the body is read.
    name: 'POST /api/login/code: a malformed body, with no sign-in waiting for a code',
    route: 'POST /api/login/code',
    caller: 'anonymous',
    request: () => ({ method: 'POST', url: '/api/login/code', headers: JSON_TYPE, payload: '{"code":' }),
    ...refusal(401, twoStepMessages.signInExpired),
  },
  // NUL, which PostgreSQL text cannot hold: in each kind of field, and in a key.
  jsonCase(
    'a NUL in the name',
    'POST /api/register',
    body('POST /api/register', { name: 'New\u0000Person' }),
    nul('name'),
  ),
  jsonCase(
    'a NUL in the password',
    'POST /api/register',
    body('POST /api/register', { password: 'password\u0000123' }),
    nul('password'),
  ),
  jsonCase(
    'a NUL in the e-mail',
    'POST /api/login',
    body('POST /api/login', { email: 'cat\u0000@example.com' }),
    nul('email'),
  ),
  jsonCase(
    'a NUL in an answer',
    'POST /api/survey',
    body('POST /api/survey', { loveFeedback: 'All\u0000' }),
    nul('loveFeedback'),
  ),
  jsonCase('a NUL in a key', 'POST /api/survey', `{"contact\\u0000Consent":"no"}`, nul()),
  jsonCase(
    'a NUL in the bio',
    'POST /api/update-onboarding',
    body('POST /api/update-onboarding', { bio: 'Hi\u0000' }),
    nul('bio'),
  ),
  jsonCase(
    'a NUL in the company',
    'POST /api/update-onboarding',
    body('POST /api/update-onboarding', { company: 'North\u0000wind' }),
    nul('company'),
  ),
  jsonCase(
    'a NUL in an interest, reported on the list',
    'POST /api/update-onboarding',
    body('POST /api/update-onboarding', { interests: ['Design\u0000'] }),
    nul('interests'),
  ),
  jsonCase(
    'a NUL in a specialty',
    'PUT /api/me/referrer-profile',
    body('PUT /api/me/referrer-profile', { specialties: ['Type\u0000Script'] }),
    nul('specialties'),
  ),
  // Other characters that would be stored as something else, or shown as something else.
  jsonCase(
    'a lone low surrogate in the name',
    'PUT /api/me/account',
    body('PUT /api/me/account', { name: '\udc00Cat' }),
    broken('name'),
  ),
  jsonCase(
    'a surrogate pair cut in half in a specialty',
    'PUT /api/me/referrer-profile',
    body('PUT /api/me/referrer-profile', { specialties: ['Emoji \ud83d'] }),
    broken('specialties'),
  ),
  jsonCase(
    'a left-to-right override in the company',
    'POST /api/jobs',
    body('POST /api/jobs', { company: 'North\u202Dwind' }),
    override('U+202D', 'company'),
  ),
  jsonCase(
    'a right-to-left isolate in the reason',
    'POST /api/admin/jobs/:id/removal',
    body('POST /api/admin/jobs/:id/removal', { reason: 'Spam \u2067' }),
    override('U+2067', 'reason'),
  ),
  jsonCase(
    'a right-to-left override in a key',
    'POST /api/survey',
    body('POST /api/survey', { '\u202Eyek': 'x' }),
    override('U+202E'),
  ),
  // Keys every object has, which the shared schemas would read as fields of their own.
  jsonCase(
    'a "constructor" key holding text',
    'POST /api/register',
    body('POST /api/register', { constructor: 'x' }),
    forbiddenField('constructor'),
  ),
  jsonCase(
    'a "toString" key',
    'POST /api/survey',
    body('POST /api/survey', { toString: 'x' }),
    forbiddenField('toString'),
  ),
  jsonCase(
    'a "__proto__" key inside a list',
    'PUT /api/me/candidate-profile',
    '{"interests":[{"__proto__":{"polluted":true}}]}',
    refusal(400, inputGuardMessages.forbiddenField('__proto__'), 'interests'),
  ),
  jsonCase(
    'a "hasOwnProperty" key',
    'POST /api/me/password',
    body('POST /api/me/password', { hasOwnProperty: 1 }),
    forbiddenField('hasOwnProperty'),
  ),
  // Nesting: refused before any validator casts it (they recurse, and overflow the stack).
  jsonCase(
    '100,000 lists deep in the rating',
    'POST /api/survey',
    `{"delightRating":${nestedList(100_000)}}`,
    refusal(400, inputGuardMessages.tooDeep),
  ),
  jsonCase(
    '100,000 lists deep in the experience',
    'POST /api/update-onboarding',
    `{"name":"A","role":"candidate","experience":${nestedList(100_000)}}`,
    refusal(400, inputGuardMessages.tooDeep),
  ),
  jsonCase(
    '100,000 lists deep in the password',
    'POST /api/register',
    `{"name":"A","email":"deep@example.com","password":${nestedList(100_000)}}`,
    refusal(400, inputGuardMessages.tooDeep),
  ),
  jsonCase(
    `an unknown field ${MAX_INPUT_DEPTH} levels deep, one past the limit`,
    'POST /api/survey',
    body('POST /api/survey', { extra: JSON.parse(nestedList(MAX_INPUT_DEPTH)) }),
    refusal(400, inputGuardMessages.tooDeep),
  ),
  // Values of the wrong shape, refused in the validator's words before the rules cast them.
  jsonCase(
    'a list where the rating belongs',
    'POST /api/survey',
    body('POST /api/survey', { delightRating: [[4]] }),
    invalid('body/delightRating must be number,string,null'),
  ),
  jsonCase(
    'an object where the rating belongs',
    'POST /api/survey',
    body('POST /api/survey', { delightRating: { value: 4 } }),
    invalid('body/delightRating must be number,string,null'),
  ),
  jsonCase(
    'a list where the experience belongs',
    'POST /api/update-onboarding',
    body('POST /api/update-onboarding', { experience: [[3]] }),
    invalid('body/experience must be number,string,null'),
  ),
  jsonCase(
    'an object where the experience belongs',
    'POST /api/update-onboarding',
    body('POST /api/update-onboarding', { experience: { years: 3 } }),
    invalid('body/experience must be number,string,null'),
  ),
  jsonCase(
    'a query operator where the title belongs',
    'POST /api/jobs',
    body('POST /api/jobs', { title: { $gt: '' } }),
    invalid('body/title must be string'),
  ),
  jsonCase(
    'a list where the password belongs',
    'POST /api/login',
    body('POST /api/login', { password: ['password 123'] }),
    invalid('body/password must be string'),
  ),
  jsonCase(
    'a word where a yes or no belongs',
    'PUT /api/me/account',
    body('PUT /api/me/account', { notifyEmail: 'sometimes' }),
    invalid('body/notifyEmail must be boolean'),
  ),
  jsonCase(
    'a list where the website belongs',
    'PUT /api/admin/companies/:id/website',
    body('PUT /api/admin/companies/:id/website', { websiteUrl: ['https://catalogue.example'] }),
    invalid('body/websiteUrl must be string,null'),
  ),
  jsonCase(
    'a script address as the website',
    'PUT /api/admin/companies/:id/website',
    body('PUT /api/admin/companies/:id/website', { websiteUrl: 'javascript:alert(document.cookie)' }),
    refusal(400, adminMessages.websiteInvalid, 'websiteUrl'),
  ),
  jsonCase(
    'a website with credentials in it',
    'PUT /api/admin/companies/:id/website',
    body('PUT /api/admin/companies/:id/website', { websiteUrl: 'https://admin:hunter2@catalogue.example' }),
    refusal(400, adminMessages.websiteInvalid, 'websiteUrl'),
  ),
  jsonCase(
    'no website at all',
    'PUT /api/admin/companies/:id/website',
    '{}',
    refusal(400, adminMessages.websiteMissing, 'websiteUrl'),
  ),
  jsonCase(
    'a list where the referrer a request is moved from belongs',
    'POST /api/admin/referral-requests/:id/assignment',
    body('POST /api/admin/referral-requests/:id/assignment', { fromReferrerId: [1] }),
    invalid('body/fromReferrerId must be number,string,null'),
  ),
  jsonCase(
    'a word as the referrer a request is moved from',
    'POST /api/admin/referral-requests/:id/assignment',
    body('POST /api/admin/referral-requests/:id/assignment', { fromReferrerId: 'the old one' }),
    refusal(400, adminMessages.fromReferrerInvalid, 'fromReferrerId'),
  ),
  jsonCase(
    '51 specialties, past the list limit',
    'PUT /api/me/referrer-profile',
    body('PUT /api/me/referrer-profile', { specialties: Array.from({ length: 51 }, (_, index) => `Skill ${index}`) }),
    invalid('body/specialties must NOT have more than 50 items'),
  ),
  // Bodies that are not JSON at all, or not what they say.
  jsonCase('an empty body declared as JSON', 'POST /api/login', '', refusal(400, requestBodyMessages.emptyJson)),
  jsonCase(
    'a body longer than its Content-Length',
    'POST /api/login',
    body('POST /api/login', {}),
    refusal(400, requestBodyMessages.lengthMismatch),
    { ...JSON_TYPE, 'content-length': '5' },
  ),
  jsonCase(
    'a gzip body, which is never inflated',
    'POST /api/survey',
    '\u001f\u008b\u0008\u0000\u0000\u0000\u0000\u0000\u0000\u0003',
    refusal(400, requestBodyMessages.malformedJson),
    { ...JSON_TYPE, 'content-encoding': 'gzip' },
  ),
  jsonCase(
    'an urlencoded form',
    'POST /api/survey',
    'userPurpose=find_referrals&contactConsent=no',
    refusal(415, requestBodyMessages.unsupportedType),
    { 'content-type': 'application/x-www-form-urlencoded' },
  ),
  jsonCase(
    'a JSON:API body',
    'POST /api/jobs',
    body('POST /api/jobs', {}),
    refusal(415, requestBodyMessages.unsupportedType),
    {
      'content-type': 'application/vnd.api+json',
    },
  ),
  jsonCase(
    'a body with no content type',
    'POST /api/me/password',
    body('POST /api/me/password', {}),
    refusal(415, requestBodyMessages.unsupportedType),
    {},
  ),
];

/** A multipart form where JSON belongs: only the two upload routes read multipart. */
const multipartToJsonCases: HostileCase[] = ['POST /api/register', 'PUT /api/me/account'].map((routeName) => {
  const route = JSON_WRITE_ROUTES.find((candidate) => candidate.route === routeName)!;
  return {
    name: `${routeName}: a multipart form`,
    route: routeName,
    caller: route.caller,
    request: (objects) => {
      const fields = Object.fromEntries(
        Object.entries(route.body(objects)).map(([key, value]) => [key, String(value)]),
      );
      return { method: method(routeName), url: route.url(objects), payload: multipart(fields, []) };
    },
    ...refusal(415, requestBodyMessages.unsupportedType),
  };
});

// Routes that read no body: whatever body comes is still read, and refused when it is hostile.
const BODILESS_WRITES: Array<{ route: string; caller: Caller; url: (objects: CatalogueObjects) => string }> = [
  { route: 'POST /api/logout', caller: 'candidate', url: () => '/api/logout' },
  { route: 'DELETE /api/me/resume', caller: 'candidate', url: () => '/api/me/resume' },
  { route: 'DELETE /api/me/sessions/:id', caller: 'candidate', url: (o) => `/api/me/sessions/${o.candidateSession}` },
  { route: 'POST /api/me/sessions/end-others', caller: 'candidate', url: () => '/api/me/sessions/end-others' },
  { route: 'POST /api/jobs/:id/close', caller: 'referrer', url: (o) => `/api/jobs/${o.job}/close` },
  {
    route: 'POST /api/referral-requests/:id/someone-else',
    caller: 'candidate',
    url: (o) => `/api/referral-requests/${o.request}/someone-else`,
  },
  {
    route: 'POST /api/admin/users/:id/disable',
    caller: 'admin',
    url: (o) => `/api/admin/users/${o.targetUser}/disable`,
  },
  { route: 'POST /api/admin/users/:id/enable', caller: 'admin', url: (o) => `/api/admin/users/${o.targetUser}/enable` },
  { route: 'DELETE /api/admin/users/:id', caller: 'admin', url: (o) => `/api/admin/users/${o.targetUser}` },
  {
    route: 'POST /api/referral-requests/:id/conversation/close',
    caller: 'referrer',
    url: (o) => `/api/referral-requests/${o.request}/conversation/close`,
  },
  {
    route: 'POST /api/admin/reported-messages/:id/resolve',
    caller: 'admin',
    url: (o) => `/api/admin/reported-messages/${o.request}/resolve`,
  },
];

const BODILESS_BODIES: Record<string, { headers: Record<string, string>; payload: () => string; answer: Refusal }> = {
  'an empty body declared as JSON': {
    headers: JSON_TYPE,
    payload: () => '',
    answer: refusal(400, requestBodyMessages.emptyJson),
  },
  'a JSON body past the 1 MiB limit': {
    headers: JSON_TYPE,
    payload: () => JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) }),
    answer: refusal(413, requestBodyMessages.tooLarge),
  },
  'malformed JSON': {
    headers: JSON_TYPE,
    payload: () => '{"confirm":',
    answer: refusal(400, requestBodyMessages.malformedJson),
  },
  'a "__proto__" key': {
    headers: JSON_TYPE,
    payload: () => '{"__proto__":{"role":"admin"}}',
    answer: forbiddenField('__proto__'),
  },
  'a text/plain body, as a cross-site form can': {
    headers: { 'content-type': 'text/plain' },
    payload: () => 'confirm=yes',
    answer: refusal(415, requestBodyMessages.unsupportedType),
  },
};

const bodilessCases: HostileCase[] = BODILESS_WRITES.flatMap((route, index) =>
  // Two kinds of body per route, in turn, so that every kind meets more than one route.
  [0, 1].map((offset) => {
    const label = Object.keys(BODILESS_BODIES)[(index * 2 + offset) % Object.keys(BODILESS_BODIES).length]!;
    const { headers, payload, answer } = BODILESS_BODIES[label]!;
    return {
      name: `${route.route}: ${label}`,
      route: route.route,
      caller: route.caller,
      request: (objects: CatalogueObjects) => ({
        method: method(route.route),
        url: route.url(objects),
        headers,
        payload: payload(),
      }),
      ...answer,
    };
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Ids in URLs: only a whole number from 1 to 2,147,483,647, written in digits, names a row.

const HOSTILE_IDS = {
  'one past the 32-bit range': { path: '2147483648', answer: invalid('params/id must be <= 2147483647') },
  'eleven digits': { path: '99999999999', answer: invalid('params/id must be <= 2147483647') },
  'a negative number': { path: '-1', answer: invalid('params/id must be >= 1') },
  zero: { path: '0', answer: invalid('params/id must be >= 1') },
  'an exponent (1e3)': { path: '1e3', answer: invalid('params/id must be integer') },
  'hexadecimal (0x10)': { path: '0x10', answer: invalid('params/id must be integer') },
  'a fraction': { path: '1.5', answer: invalid('params/id must be integer') },
  'a plus sign': { path: '+7', answer: invalid('params/id must be integer') },
  'a leading space': { path: '%207', answer: invalid('params/id must be integer') },
  'a word': { path: 'abc', answer: invalid('params/id must be integer') },
  'an encoded slash': { path: '1%2F2', answer: invalid('params/id must be integer') },
  'an encoded NUL': { path: '%00', answer: nul('id') },
  'a right-to-left override': { path: '%E2%80%AE7', answer: override('U+202E', 'id') },
  'a broken percent-encoding': { path: '%E0%A4%A', answer: ADDRESS_NOT_VALID },
  '101 digits': { path: LONG_PARAMETER, answer: ADDRESS_TOO_LONG },
} satisfies Record<string, { path: string; answer: Refusal }>;
type HostileId = keyof typeof HOSTILE_IDS;

const ID_ROUTES: Array<{
  route: string;
  caller: Caller;
  ids: HostileId[];
  body?: Record<string, unknown>;
}> = [
  {
    route: 'POST /api/referral-requests/:id/moves',
    caller: 'referrer',
    ids: ['one past the 32-bit range', 'hexadecimal (0x10)', 'an encoded NUL', '101 digits'],
    body: { action: 'accept' },
  },
  {
    route: 'PUT /api/referral-requests/:id/submission',
    caller: 'referrer',
    ids: ['zero', 'a negative number', 'an encoded slash', 'a right-to-left override'],
    body: { submittedOn: '2026-11-20' },
  },
  {
    route: 'GET /api/referral-requests/:id/versions',
    caller: 'candidate',
    ids: ['eleven digits', 'a plus sign', 'an encoded NUL', 'a broken percent-encoding'],
  },
  {
    route: 'GET /api/referral-requests/:id/versions/:versionId/resume',
    caller: 'referrer',
    ids: ['one past the 32-bit range', 'an exponent (1e3)', 'a leading space', '101 digits'],
  },
  {
    route: 'POST /api/referral-requests/:id/changes-asked',
    caller: 'referrer',
    ids: ['zero', 'a word', 'an encoded slash', 'a right-to-left override'],
    body: { kind: 'resume', note: 'A resume with dates, please.' },
  },
  {
    route: 'PUT /api/jobs/:id',
    caller: 'referrer',
    ids: ['eleven digits', 'an exponent (1e3)', 'a negative number', 'a right-to-left override'],
    body: validJob,
  },
  {
    route: 'POST /api/jobs/:id/close',
    caller: 'referrer',
    ids: ['zero', 'a fraction', 'a leading space', 'a broken percent-encoding'],
  },
  {
    route: 'DELETE /api/me/sessions/:id',
    caller: 'candidate',
    ids: ['one past the 32-bit range', 'a word', 'an encoded NUL', '101 digits'],
  },
  {
    route: 'POST /api/admin/users/:id/role',
    caller: 'admin',
    ids: ['eleven digits', 'a word', 'a plus sign'],
    body: { role: 'admin' },
  },
  {
    route: 'POST /api/admin/users/:id/disable',
    caller: 'admin',
    ids: ['a negative number', 'hexadecimal (0x10)', 'an encoded slash'],
  },
  {
    route: 'POST /api/admin/users/:id/enable',
    caller: 'admin',
    ids: ['one past the 32-bit range', 'an exponent (1e3)', 'an encoded NUL'],
  },
  {
    route: 'DELETE /api/admin/users/:id',
    caller: 'admin',
    ids: ['zero', 'a word', 'a right-to-left override'],
  },
  {
    route: 'POST /api/admin/referral-requests/:id/assignment',
    caller: 'admin',
    ids: ['eleven digits', 'a fraction', '101 digits'],
    body: { referrerId: 1 },
  },
  {
    route: 'POST /api/admin/jobs/:id/removal',
    caller: 'admin',
    ids: ['zero', 'hexadecimal (0x10)', 'a right-to-left override'],
    body: { reason: 'Spam' },
  },
  {
    route: 'PUT /api/admin/companies/:id/website',
    caller: 'admin',
    ids: ['one past the 32-bit range', 'a plus sign', 'an encoded NUL', '101 digits'],
    body: { websiteUrl: 'https://catalogue.example' },
  },
  {
    route: 'GET /api/referrer/:id',
    caller: 'anonymous',
    ids: ['eleven digits', 'an exponent (1e3)', 'a negative number'],
  },
  { route: 'GET /api/company/:id', caller: 'anonymous', ids: ['hexadecimal (0x10)', 'an encoded NUL', 'zero'] },
  {
    route: 'GET /api/companies/:id',
    caller: 'anonymous',
    ids: ['one past the 32-bit range', 'a fraction', 'a plus sign'],
  },
  {
    route: 'GET /api/jobs/:id',
    caller: 'anonymous',
    ids: [
      'eleven digits',
      'a negative number',
      'an exponent (1e3)',
      'hexadecimal (0x10)',
      'a fraction',
      'an encoded NUL',
      '101 digits',
    ],
  },
  {
    route: 'GET /api/referral-requests/:id/history',
    caller: 'candidate',
    ids: ['eleven digits', 'a word', 'a leading space'],
  },
  {
    route: 'GET /api/referral-requests/:id/resume',
    caller: 'candidate',
    ids: ['an exponent (1e3)', 'hexadecimal (0x10)', 'a right-to-left override'],
  },
  {
    route: 'GET /api/admin/referral-requests/:id/suggestions',
    caller: 'admin',
    ids: ['one past the 32-bit range', 'a negative number', 'an encoded slash'],
  },
  {
    route: 'GET /api/referral-requests/:id/match-reason',
    caller: 'candidate',
    ids: ['a word', 'a fraction', 'an encoded NUL'],
  },
  {
    route: 'POST /api/referral-requests/:id/someone-else',
    caller: 'candidate',
    ids: ['a negative number', 'hexadecimal (0x10)', '101 digits'],
  },
  {
    route: 'GET /api/admin/referral-requests/:id/match-scores',
    caller: 'admin',
    ids: ['eleven digits', 'a leading space', 'a right-to-left override'],
  },
  {
    route: 'GET /api/referral-requests/:id/conversation',
    caller: 'candidate',
    ids: ['zero', 'an exponent (1e3)', 'an encoded NUL'],
  },
  {
    route: 'POST /api/referral-requests/:id/messages',
    caller: 'referrer',
    ids: ['one past the 32-bit range', 'a plus sign', 'a right-to-left override'],
    body: { body: 'Hello' },
  },
  {
    route: 'POST /api/referral-requests/:id/conversation/close',
    caller: 'candidate',
    ids: ['a negative number', 'an encoded slash', '101 digits'],
  },
  {
    route: 'POST /api/messages/:id/report',
    caller: 'candidate',
    ids: ['eleven digits', 'a word', 'a broken percent-encoding'],
  },
  {
    route: 'GET /api/admin/conversations/:id',
    caller: 'admin',
    ids: ['hexadecimal (0x10)', 'a fraction', 'an encoded NUL'],
  },
  {
    route: 'POST /api/admin/reported-messages/:id/resolve',
    caller: 'admin',
    ids: ['zero', 'a leading space', '101 digits'],
  },
];

const idCases: HostileCase[] = ID_ROUTES.flatMap(({ route, caller, ids, body: sent }) =>
  ids.map((id) => {
    const { path, answer } = HOSTILE_IDS[id];
    const [routeMethod, pattern] = route.split(' ') as [HostileRequest['method'], string];
    return {
      name: `${route}: ${id} as the id`,
      route,
      caller,
      request: () => ({
        method: routeMethod,
        // A second id in the address (a version's) is a good one: the case is about the first.
        url: pattern.replace(':id', path).replace(':versionId', '1'),
        ...(sent ? { headers: JSON_TYPE, payload: JSON.stringify(sent) } : {}),
      }),
      ...answer,
    };
  }),
);

const companyNameCases: HostileCase[] = [
  ['an encoded NUL', '%00', nul('companyName')],
  ['a right-to-left override', '%E2%80%AEdniwhtroN', override('U+202E', 'companyName')],
  ['101 characters', 'N'.repeat(101), ADDRESS_TOO_LONG],
].map(([label, path, answer]) => ({
  name: `GET /api/jobs/company/:companyName: ${label as string} as the name`,
  route: 'GET /api/jobs/company/:companyName',
  caller: 'anonymous',
  request: () => ({ method: 'GET', url: `/api/jobs/company/${path as string}` }),
  ...(answer as Refusal),
}));

const shareTokenCases: HostileCase[] = [
  ['an encoded NUL', '%00', nul('token')],
  ['a right-to-left override', '%E2%80%AEAAAAAAAAAAAAAAAAAAAAA', override('U+202E', 'token')],
  ['101 characters', 'A'.repeat(101), ADDRESS_TOO_LONG],
].map(([label, path, answer]) => ({
  name: `GET /api/share-links/:token: ${label as string} as the token`,
  route: 'GET /api/share-links/:token',
  caller: 'anonymous',
  request: () => ({ method: 'GET', url: `/api/share-links/${path as string}` }),
  ...(answer as Refusal),
}));

// ---------------------------------------------------------------------------------------------------------------
// Query strings of the lists: every parameter of each.

/** The lists and the schema of their query string; the test checks that every parameter of each has cases. */
export const LIST_QUERIES: Record<string, { caller: Caller; schema: { properties: Record<string, unknown> } }> = {
  'GET /api/referrers': { caller: 'anonymous', schema: ReferrerListQuerySchema as never },
  'GET /api/jobs': { caller: 'anonymous', schema: JobListQuerySchema as never },
  'GET /api/referral-requests': { caller: 'candidate', schema: ReferralRequestQuerySchema as never },
  'GET /api/referral-requests/counts': { caller: 'candidate', schema: ReferralRequestCountsQuerySchema as never },
  'GET /api/open-referral-request': { caller: 'candidate', schema: OpenRequestQuerySchema as never },
  'GET /api/admin/users': { caller: 'admin', schema: AdminListQuerySchema as never },
  'GET /api/admin/jobs': { caller: 'admin', schema: AdminListQuerySchema as never },
  'GET /api/admin/referral-requests/pending': { caller: 'admin', schema: PagingQuerySchema as never },
  'GET /api/admin/referral-requests/awaiting-answer': { caller: 'admin', schema: PagingQuerySchema as never },
  'GET /api/admin/companies': { caller: 'admin', schema: AdminListQuerySchema as never },
  'GET /api/admin/surveys': { caller: 'admin', schema: PagingQuerySchema as never },
  'GET /api/admin/mail': { caller: 'admin', schema: PagingQuerySchema as never },
  'GET /api/admin/failed-jobs': { caller: 'admin', schema: PagingQuerySchema as never },
  'GET /api/admin/mail-queue': { caller: 'admin', schema: PagingQuerySchema as never },
};

const tooLongFilter = (parameter: string) =>
  refusal(400, `${parameter} must be at most ${FILTER_MAX_LENGTH} characters`, parameter);
const badPage = refusal(400, pagingMessages.page, 'page');
const badLimit = refusal(400, pagingMessages.limit, 'limit');
const repeated = (parameter: string) => invalid(`querystring/${parameter} must be string`);

/** [route, parameter, what it holds, query string, answer] */
const QUERY_CASES: Array<[string, string, string, string, Refusal]> = [
  [
    'GET /api/referrers',
    'search',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `search=${LONG_FILTER}`,
    tooLongFilter('search'),
  ],
  ['GET /api/referrers', 'search', 'two values', 'search=ada&search=alan', repeated('search')],
  ['GET /api/referrers', 'company', '5,000 characters', `company=${'N'.repeat(5000)}`, tooLongFilter('company')],
  ['GET /api/referrers', 'specialty', 'an encoded NUL', 'specialty=Py%00thon', nul('specialty')],
  [
    'GET /api/referrers',
    'specialty',
    'a right-to-left override',
    'specialty=%E2%80%AEnohtyP',
    override('U+202E', 'specialty'),
  ],
  ['GET /api/referrers', 'page', 'an exponent', 'page=1e3', badPage],
  ['GET /api/referrers', 'limit', 'hexadecimal', 'limit=0x10', badLimit],
  ['GET /api/referrers', '__proto__', 'a value', '__proto__=1', forbiddenField('__proto__')],
  ['GET /api/referrers', 'constructor', 'a value', 'constructor=1', forbiddenField('constructor')],
  ['GET /api/jobs', 'search', 'a left-to-right override', 'search=engineer%E2%80%AD', override('U+202D', 'search')],
  ['GET /api/jobs', 'type', `${FILTER_MAX_LENGTH + 1} characters`, `type=${LONG_FILTER}`, tooLongFilter('type')],
  ['GET /api/jobs', 'location', 'an encoded NUL', 'location=%00', nul('location')],
  [
    'GET /api/jobs',
    'experienceLevel',
    'two values',
    'experienceLevel=Senior&experienceLevel=Lead',
    repeated('experienceLevel'),
  ],
  [
    'GET /api/jobs',
    'company',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `company=${LONG_FILTER}`,
    tooLongFilter('company'),
  ],
  ['GET /api/jobs', 'page', 'Infinity', 'page=Infinity', badPage],
  ['GET /api/jobs', 'limit', 'a fraction', 'limit=1.5', badLimit],
  ['GET /api/jobs', 'toString', 'a value', 'toString=1', forbiddenField('toString')],
  ['GET /api/jobs', 'hasOwnProperty', 'a value', 'hasOwnProperty=1', forbiddenField('hasOwnProperty')],
  ['GET /api/referral-requests', 'party', 'a role', 'party=admin', refusal(400, requestListMessages.party, 'party')],
  ['GET /api/referral-requests', 'party', 'two values', 'party=referrer&party=candidate', repeated('party')],
  [
    'GET /api/referral-requests',
    'status',
    'an unknown status',
    'status=open',
    refusal(400, requestListMessages.status, 'status'),
  ],
  ['GET /api/referral-requests', 'status', 'an encoded NUL', 'status=new%00', nul('status')],
  [
    'GET /api/referral-requests',
    'search',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `search=${LONG_FILTER}`,
    tooLongFilter('search'),
  ],
  ['GET /api/referral-requests', 'page', 'an encoded NUL', 'page=%00', nul('page')],
  ['GET /api/referral-requests', 'page', 'a space', 'page=%20', badPage],
  ['GET /api/referral-requests', 'limit', 'a plus sign', 'limit=%2B5', badLimit],
  ['GET /api/referral-requests', 'valueOf', 'a value', 'valueOf=1', forbiddenField('valueOf')],
  [
    'GET /api/referral-requests/counts',
    'party',
    'everyone',
    'party=everyone',
    refusal(400, requestListMessages.party, 'party'),
  ],
  [
    'GET /api/referral-requests/counts',
    'search',
    'a left-to-right isolate',
    'search=x%E2%81%A6',
    override('U+2066', 'search'),
  ],
  [
    'GET /api/referral-requests/counts',
    'search',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `search=${LONG_FILTER}`,
    tooLongFilter('search'),
  ],
  ['GET /api/referral-requests/counts', '__proto__', 'a value', '__proto__=x', forbiddenField('__proto__')],
  ['GET /api/open-referral-request', 'company', 'an encoded NUL', 'company=Acme%00', nul('company')],
  [
    'GET /api/open-referral-request',
    'company',
    'a right-to-left override',
    'company=%E2%80%AEemcA',
    override('U+202E', 'company'),
  ],
  [
    'GET /api/open-referral-request',
    'company',
    '201 characters',
    `company=${'N'.repeat(201)}`,
    refusal(400, referralRequestMessages.tooLong.company, 'company'),
  ],
  [
    'GET /api/open-referral-request',
    'company',
    'spaces only',
    'company=%20%20',
    refusal(400, referralRequestMessages.companyRequired, 'company'),
  ],
  ['GET /api/open-referral-request', 'company', 'two values', 'company=Acme&company=Globex', repeated('company')],
  ['GET /api/admin/users', 'page', 'hexadecimal', 'page=0x10', badPage],
  ['GET /api/admin/users', 'limit', 'a negative number', 'limit=-1', badLimit],
  [
    'GET /api/admin/users',
    'search',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `search=${LONG_FILTER}`,
    tooLongFilter('search'),
  ],
  ['GET /api/admin/users', 'search', 'an encoded NUL', 'search=ada%00', nul('search')],
  ['GET /api/admin/users', 'constructor', 'a value', 'constructor=x', forbiddenField('constructor')],
  ['GET /api/admin/jobs', 'page', 'a decimal point', 'page=1.0', badPage],
  ['GET /api/admin/jobs', 'limit', 'an exponent', 'limit=1e2', badLimit],
  ['GET /api/admin/jobs', 'search', 'a right-to-left embedding', 'search=%E2%80%ABspam', override('U+202B', 'search')],
  ['GET /api/admin/referral-requests/pending', 'page', 'a leading space', 'page=%201', badPage],
  ['GET /api/admin/referral-requests/pending', 'limit', 'eleven digits', 'limit=99999999999', badLimit],
  ['GET /api/admin/referral-requests/pending', 'page', 'two values', 'page=1&page=1', repeated('page')],
  ['GET /api/admin/referral-requests/awaiting-answer', 'page', 'zero', 'page=0', badPage],
  ['GET /api/admin/referral-requests/awaiting-answer', 'limit', 'a list of two', 'limit=5&limit=6', repeated('limit')],
  ['GET /api/admin/referral-requests/awaiting-answer', 'limit', 'an encoded NUL', 'limit=1%00', nul('limit')],
  ['GET /api/admin/companies', 'search', 'an encoded NUL', 'search=acme%00', nul('search')],
  [
    'GET /api/admin/companies',
    'search',
    `${FILTER_MAX_LENGTH + 1} characters`,
    `search=${LONG_FILTER}`,
    tooLongFilter('search'),
  ],
  ['GET /api/admin/companies', 'page', 'an exponent', 'page=1e1', badPage],
  ['GET /api/admin/companies', 'limit', 'one past the largest page', 'limit=101', badLimit],
  ['GET /api/admin/companies', '__proto__', 'a value', '__proto__=x', forbiddenField('__proto__')],
  ['GET /api/admin/surveys', 'page', 'one past the last page', 'page=10001', badPage],
  ['GET /api/admin/surveys', 'limit', 'one past the largest page', 'limit=101', badLimit],
  ['GET /api/admin/surveys', 'limit', 'an encoded NUL', 'limit=%00', nul('limit')],
  ['GET /api/admin/mail', 'page', 'minus zero', 'page=-0', badPage],
  ['GET /api/admin/mail', 'limit', 'a word', 'limit=ten', badLimit],
  ['GET /api/admin/mail', 'page', 'a right-to-left override', 'page=%E2%80%AE1', override('U+202E', 'page')],
  ['GET /api/admin/failed-jobs', 'page', 'zero', 'page=0', badPage],
  ['GET /api/admin/failed-jobs', 'limit', 'a list of two', 'limit=5&limit=6', repeated('limit')],
  ['GET /api/admin/mail-queue', 'page', 'an exponent', 'page=1e1', badPage],
  ['GET /api/admin/mail-queue', 'limit', 'an encoded NUL', 'limit=%00', nul('limit')],
];

const queryCases: HostileCase[] = QUERY_CASES.map(([route, parameter, label, query, answer]) => ({
  name: `${route}: ${parameter} as ${label}`,
  route,
  parameter,
  caller: LIST_QUERIES[route]!.caller,
  request: () => ({ method: 'GET', url: `${route.split(' ')[1]}?${query}` }),
  ...answer,
}));

// ---------------------------------------------------------------------------------------------------------------
// Uploads: the referral request's form and the saved resume.

const wrongType = refusal(400, referralRequestMessages.resumeWrongType, 'resume');
const BOUNDARY = 'catalogue-boundary';

/** A multipart body written by hand, for what FormData cannot send: a bad part, or none at all. */
export function handWrittenMultipart(
  parts: string[],
  boundary = BOUNDARY,
): Pick<HostileRequest, 'headers' | 'payload'> {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
  };
}

/** A referral request whose fields or files are hostile; the rest is what the form sends. */
function referralCase(
  label: string,
  form: { fields?: Record<string, string | undefined>; uploads?: () => Upload[] },
  answer: Refusal,
): HostileCase {
  return {
    name: `POST /api/direct-referral-request: ${label}`,
    route: 'POST /api/direct-referral-request',
    caller: 'candidate',
    request: () => ({
      method: 'POST',
      url: '/api/direct-referral-request',
      payload: multipart(referralRequestFields(form.fields), form.uploads ? form.uploads() : [pdfUpload()]),
    }),
    ...answer,
  };
}

function rawReferralCase(
  label: string,
  send: Pick<HostileRequest, 'headers' | 'payload'>,
  answer: Refusal,
): HostileCase {
  return {
    name: `POST /api/direct-referral-request: ${label}`,
    route: 'POST /api/direct-referral-request',
    caller: 'candidate',
    request: () => ({ method: 'POST', url: '/api/direct-referral-request', ...send }),
    ...answer,
  };
}

const unknownReferrer = referralRequestServerMessages.unknownReferrer;
const unknownJob = referralRequestServerMessages.unknownJob;
const textPart = (name: string, value: string, headers = '') =>
  `Content-Disposition: form-data; name="${name}"\r\n${headers}\r\n${value}`;
/** A resume part named in RFC 5987's encoding (`filename*`), which can carry any byte: what FormData never sends. */
export const filePart = (encodedName: string, field = 'resume') =>
  `Content-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodedName}\r\n` +
  `Content-Type: application/pdf\r\n\r\n${minimalPdf().toString('latin1')}`;

const referralUploadCases: HostileCase[] = [
  referralCase('an HTML page renamed .pdf', { uploads: () => [pdfUpload({ data: htmlPage })] }, wrongType),
  referralCase(
    'a Linux executable renamed .docx',
    { uploads: () => [{ data: linuxExecutable(), name: 'cv.docx', type: 'application/octet-stream' }] },
    wrongType,
  ),
  referralCase(
    'a Windows executable renamed .docx',
    { uploads: () => [{ data: windowsExecutable(), name: 'cv.docx', type: 'application/msword' }] },
    wrongType,
  ),
  referralCase(
    'a zip-bomb .docx (261 KB whose word/document.xml inflates to 256 MiB)',
    { uploads: () => [{ data: zipBombDocx(256 * 1024 * 1024), name: 'cv.docx' }] },
    wrongType,
  ),
  referralCase(
    'a .docx compressed past a ratio of 100 (10 MiB in 10 KB)',
    { uploads: () => [{ data: zipBombDocx(10 * 1024 * 1024), name: 'cv.docx' }] },
    wrongType,
  ),
  referralCase(
    'a resume of 5 MiB + 1 byte',
    { uploads: () => [pdfUpload({ data: pdfOfSize(RESUME_MAX_BYTES + 1) })] },
    refusal(413, referralRequestMessages.resumeTooLarge, 'resume'),
  ),
  referralCase(
    'two files',
    { uploads: () => [pdfUpload(), pdfUpload({ name: 'second.pdf' })] },
    refusal(400, uploadMessages.oneFileOnly, 'resume'),
  ),
  referralCase(
    'the resume under another field name',
    { uploads: () => [pdfUpload({ field: 'cv' })] },
    refusal(400, uploadMessages.unexpectedFile, 'resume'),
  ),
  referralCase(
    'an empty resume',
    { uploads: () => [pdfUpload({ data: Buffer.alloc(0) })] },
    refusal(400, referralRequestMessages.resumeRequired, 'resume'),
  ),
  referralCase(
    'a field named "__proto__"',
    { fields: { ['__proto__']: 'x' } },
    refusal(400, uploadMessages.forbiddenField),
  ),
  referralCase(
    'a field named "constructor"',
    { fields: { constructor: 'x' } },
    refusal(400, uploadMessages.forbiddenField),
  ),
  referralCase(
    'the resume under the field name "__proto__"',
    { uploads: () => [pdfUpload({ field: '__proto__' })] },
    refusal(400, uploadMessages.forbiddenField),
  ),
  ...(['name', 'phone', 'message'] as const).map((field) =>
    referralCase(
      `a NUL in the ${field}`,
      { fields: { [field]: `${referralRequestFields()[field]}\u0000` } },
      nul(field),
    ),
  ),
  referralCase(
    'a right-to-left override in the name',
    { fields: { name: `Cara${RIGHT_TO_LEFT_OVERRIDE}etadidnaC` } },
    override('U+202E', 'name'),
  ),
  referralCase(
    'more fields than the form has',
    { fields: Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`extra${index}`, 'x'])) },
    refusal(413, uploadMessages.tooManyFields),
  ),
  referralCase(
    'a message past the multipart field limit',
    { fields: { message: 'x'.repeat(70_000) } },
    refusal(400, referralRequestMessages.tooLong.message, 'message'),
  ),
  referralCase(
    'a name past the multipart field limit',
    { fields: { name: 'x'.repeat(70_000) } },
    refusal(400, referralRequestMessages.tooLong.name, 'name'),
  ),
  referralCase(
    'a referrer id past the 32-bit range',
    { fields: { referrerId: '99999999999' } },
    refusal(400, unknownReferrer, 'referrerId'),
  ),
  referralCase(
    'a job id past the 32-bit range',
    { fields: { jobId: '2147483648' } },
    refusal(400, unknownJob, 'jobId'),
  ),
  rawReferralCase(
    'a JSON body',
    { headers: JSON_TYPE, payload: JSON.stringify(referralRequestFields()) },
    refusal(415, referralRequestServerMessages.notMultipart),
  ),
  rawReferralCase(
    'a multipart type without a boundary',
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'name=Cara' },
    refusal(400, uploadMessages.unreadableForm),
  ),
  rawReferralCase(
    'a multipart body cut short',
    {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\n${textPart('name', 'Cara')}`,
    },
    refusal(400, uploadMessages.unreadableForm),
  ),
  rawReferralCase(
    'a raw CR/LF in the file name, which the parser drops with its file',
    handWrittenMultipart([
      ...Object.entries(referralRequestFields()).map(([name, value]) => textPart(name, value)),
      filePart('cv%0D%0ASet-Cookie%3A%20admin%3D1.pdf'),
    ]),
    refusal(400, referralRequestMessages.resumeRequired, 'resume'),
  ),
  rawReferralCase(
    'a field declared as JSON that is not JSON',
    handWrittenMultipart([textPart('name', '{"first": Cara', 'Content-Type: application/json\r\n')]),
    refusal(400, uploadMessages.unreadableForm),
  ),
];

function resumeCase(
  label: string,
  send: () => Pick<HostileRequest, 'headers' | 'payload'>,
  answer: Refusal,
): HostileCase {
  return {
    name: `PUT /api/me/resume: ${label}`,
    route: 'PUT /api/me/resume',
    caller: 'candidate',
    request: () => ({ method: 'PUT', url: '/api/me/resume', ...send() }),
    ...answer,
  };
}
const resumeForm = (uploads: Upload[], fields: Record<string, string> = {}) => ({
  payload: multipart(fields, uploads),
});

const savedResumeCases: HostileCase[] = [
  resumeCase(
    'a Windows executable renamed .pdf',
    () => resumeForm([pdfUpload({ data: windowsExecutable() })]),
    wrongType,
  ),
  resumeCase('an HTML page renamed .pdf', () => resumeForm([pdfUpload({ data: htmlPage })]), wrongType),
  resumeCase(
    'a zip-bomb .docx',
    () => resumeForm([{ data: zipBombDocx(64 * 1024 * 1024), name: 'cv.docx' }]),
    wrongType,
  ),
  resumeCase(
    'two files',
    () => resumeForm([pdfUpload(), pdfUpload({ name: 'second.pdf' })]),
    refusal(400, uploadMessages.oneFileOnly, 'resume'),
  ),
  resumeCase(
    'the resume under another field name',
    () => resumeForm([pdfUpload({ field: 'file' })]),
    refusal(400, uploadMessages.unexpectedFile, 'resume'),
  ),
  resumeCase(
    'an empty file',
    () => resumeForm([pdfUpload({ data: Buffer.alloc(0) })]),
    refusal(400, referralRequestMessages.resumeRequired, 'resume'),
  ),
  resumeCase(
    'a text field before the file',
    () => resumeForm([pdfUpload()], { note: 'hello' }),
    refusal(413, uploadMessages.tooManyFields),
  ),
  resumeCase(
    'the file under the field name "constructor"',
    () => resumeForm([pdfUpload({ field: 'constructor' })]),
    refusal(400, uploadMessages.forbiddenField),
  ),
  resumeCase(
    'a raw CR/LF in the file name, which the parser drops with its file',
    () => handWrittenMultipart([filePart('cv%0Ainjected.pdf')]),
    refusal(400, referralRequestMessages.resumeRequired, 'resume'),
  ),
  resumeCase(
    'a JSON body',
    () => ({ headers: JSON_TYPE, payload: '{"resume":"JVBERi0xLjQK"}' }),
    refusal(415, 'Send the resume as a multipart form.'),
  ),
  resumeCase(
    'a multipart type without a boundary',
    () => ({ headers: { 'content-type': 'multipart/form-data' }, payload: '%PDF-1.4' }),
    refusal(400, uploadMessages.unreadableForm),
  ),
];

/** The candidate's answer to an ask for changes (a multipart form like the request's), with hostile parts. */
function changesCase(
  label: string,
  send: () => Pick<HostileRequest, 'headers' | 'payload'>,
  answer: Refusal,
): HostileCase {
  return {
    name: `POST /api/referral-requests/:id/changes: ${label}`,
    route: 'POST /api/referral-requests/:id/changes',
    caller: 'candidate',
    request: (o) => ({ method: 'POST', url: `/api/referral-requests/${o.request}/changes`, ...send() }),
    ...answer,
  };
}

const changesCases: HostileCase[] = [
  changesCase(
    'a NUL in the new message',
    () => ({ payload: multipart({ message: 'Kubernetes\u0000 first' }, []) }),
    nul('message'),
  ),
  changesCase(
    'a right-to-left override in the job title',
    () => ({ payload: multipart({ jobTitle: 'Platform \u202Eengineer' }, []) }),
    override('U+202E', 'jobTitle'),
  ),
  changesCase(
    'an HTML page renamed .pdf',
    () => ({ payload: multipart({}, [pdfUpload({ data: htmlPage })]) }),
    wrongType,
  ),
  changesCase(
    'a JSON body',
    () => ({ headers: JSON_TYPE, payload: '{"message":"A clearer message"}' }),
    refusal(415, referralRequestServerMessages.notMultipart),
  ),
];

export const HOSTILE_CATALOGUE: HostileCase[] = [
  ...bodyFamilyCases,
  ...singleJsonCases,
  ...multipartToJsonCases,
  ...bodilessCases,
  ...idCases,
  ...companyNameCases,
  ...shareTokenCases,
  ...queryCases,
  ...referralUploadCases,
  ...savedResumeCases,
  ...changesCases,
];
