import { CONVERSATION } from '../../src/shared/conversation';
import { MessageBodySchema } from '../../src/shared/schemas/conversations';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { ContactBodySchema } from '../../src/shared/schemas/contact';
import { AccountDeletionBodySchema } from '../../src/shared/schemas/accountDeletion';
import { accountDeletionMessages } from '../../src/shared/accountDeletion';
import { CONTACT_TOPICS } from '../../src/shared/contact';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { companies, jobs, referralRequests } from '../../src/server/db/schema';
import { describeInputProblem, findInputProblem, MAX_INPUT_DEPTH } from '../../src/server/plugins/inputGuard';
import { attachmentDisposition } from '../../src/server/uploads';
import { RULE_OPTIONS, validatorCompiler } from '../../src/server/validation';
import { accountMessages, passwordChangeFormRules } from '../../src/shared/account';
import { adminMessages } from '../../src/shared/admin';
import { authMessages } from '../../src/shared/auth';
import { fieldErrorsOf } from '../../src/shared/fieldErrors';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '../../src/shared/jobs';
import { INTEREST_OPTIONS, ONBOARDING_ROLES } from '../../src/shared/onboarding';
import { passwordRecoveryMessages, resetPasswordFormRules } from '../../src/shared/passwordRecovery';
import { ConfirmWorkEmailBodySchema, WorkEmailBodySchema } from '../../src/shared/schemas/workEmail';
import { MarkNotificationsReadBodySchema } from '../../src/shared/schemas/notifications';
import { workEmailMessages } from '../../src/shared/workEmail';
import { referralRequestFieldsRules, referralRequestFormRules } from '../../src/shared/referralRequest';
import { REQUEST_ACTIONS, submissionMessages } from '../../src/shared/requestLifecycle';
import {
  AccountBodySchema,
  CandidateProfileBodySchema,
  PasswordChangeBodySchema,
} from '../../src/shared/schemas/account';
import {
  AdminListQuerySchema,
  AssignmentBodySchema,
  CompanyWebsiteBodySchema,
  JobRemovalBodySchema,
  RoleChangeBodySchema,
} from '../../src/shared/schemas/admin';
import { LoginBodySchema, RegisterBodySchema } from '../../src/shared/schemas/auth';
import { JobListQuerySchema, ReferrerListQuerySchema } from '../../src/shared/schemas/catalog';
import { PagingQuerySchema } from '../../src/shared/schemas/common';
import { JobPostingBodySchema } from '../../src/shared/schemas/jobPostings';
import { OnboardingBodySchema } from '../../src/shared/schemas/onboarding';
import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '../../src/shared/schemas/passwordRecovery';
import {
  ReferralRequestCountsQuerySchema,
  ReferralRequestQuerySchema,
  RatingBodySchema,
  RequestMoveBodySchema,
  SubmissionBodySchema,
  AskChangesBodySchema,
} from '../../src/shared/schemas/referralRequests';
import { CHANGE_KINDS, sendChangesMessages, sendChangesRules } from '../../src/shared/requestChanges';
import { ReferrerProfileBodySchema, WeeklyCapBodySchema } from '../../src/shared/schemas/referrerProfile';
import { ShareLinkBodySchema, ShareVisitBodySchema } from '../../src/shared/schemas/shareLinks';
import { FollowedRequestMoveBodySchema } from '../../src/shared/schemas/followedRequest';
import { followRequestMessages } from '../../src/shared/followRequest';
import { shareLinkMessages } from '../../src/shared/shareLinks';
import { rulesOf } from '../../src/shared/schemas/rules';
import { SurveyBodySchema } from '../../src/shared/schemas/survey';
import { CONTACT_CONSENT_OPTIONS, MEETING_NEEDS_OPTIONS, USER_PURPOSES } from '../../src/shared/survey';
import { TEXT_LIMITS } from '../../src/shared/textLimits';
import { TwoStepCodeBodySchema, TwoStepPasswordBodySchema } from '../../src/shared/schemas/twoStep';
import { twoStepMessages } from '../../src/shared/twoStep';
import { SCRIPT_LIKE_BIO, SCRIPT_LIKE_TEXT } from '../hostileText';
import { multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { accountOfKind, createTestApp, registerAccount, sessionCookie } from './helpers';
import {
  CALLERS,
  filePart,
  handWrittenMultipart,
  HOSTILE_CATALOGUE,
  JSON_WRITE_ROUTES,
  LIST_QUERIES,
  nestedList,
  type Caller,
  type CatalogueObjects,
  type HostileRequest,
  validJob,
} from './hostileCatalogue';
import { PERMISSION_MATRIX } from './permissionMatrix';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type SignedInCaller = Exclude<Caller, 'anonymous'>;

let ctx: TestApp;
const cookies = {} as Record<SignedInCaller, string>;
let objects: CatalogueObjects;
let fingerprintQuery: string;
/** The company of `referrer`, and of their job. */
let northwind: number;
/** The catalogue's candidate, who rates the requests they sent once referred. */
let candidateId: number;

const send = (caller: Caller, request: HostileRequest) =>
  ctx.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(caller === 'anonymous' ? {} : { cookie: cookies[caller] }), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });

const sendJson = (caller: Caller, method: HostileRequest['method'], url: string, body: unknown) =>
  send(caller, { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/**
 * Tables that count requests rather than hold what the requests carried: a refused request is still counted against
 * its rate limit, and a signed-in request may push its session's idle deadline back (only the session's id is
 * compared, so a session made or ended still shows).
 */
const BOOKKEEPING_TABLES: Record<string, string | null> = { rate_limit_counters: null, sessions: 't.sid' };

/**
 * Every row of every table, as one digest per table: a request that stores, changes or deletes anything changes it.
 * The query is built once, from the tables the migrations made.
 */
async function buildFingerprintQuery() {
  const { rows } = await ctx.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((row) => row.table_name).filter((table) => BOOKKEEPING_TABLES[table] !== null);
  expect(tables).toEqual(expect.arrayContaining(['users', 'referral_requests', 'resumes', 'survey_responses', 'jobs']));
  return tables
    .map((table) => {
      const row = BOOKKEEPING_TABLES[table] ?? 't';
      return `select '${table}' as name, count(*)::int as rows,
                     md5(coalesce(string_agg(md5(${row}::text), '' order by md5(${row}::text)), '')) as digest
                from "${table}" t`;
    })
    .join(' union all ');
}

async function fingerprint() {
  const { rows } = await ctx.pool.query<{ name: string; rows: number; digest: string }>(fingerprintQuery);
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, ${row.digest}`]));
}

/** Words a person can read: not a stack, not Fastify's or a library's message for developers. */
const DEVELOPER_TEXT = /\bFST_|Error\b|\n\s+at |content-type is set|Content-Length|\[object |undefined|reach .* limit/;

function expectPlainRefusal(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => !['message', 'errors', 'requestId'].includes(key))).toEqual([]);
  expect(body.requestId).toBe(response.headers['x-request-id']);
  expect(body.message).toEqual(expect.stringMatching(/\S/));
  expect(body.message).not.toMatch(DEVELOPER_TEXT);
  if (body.errors !== undefined) {
    for (const message of Object.values(body.errors as Record<string, unknown>)) {
      expect(message).toEqual(expect.stringMatching(/\S/));
    }
  }
}

async function expectServerStillAnswers() {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.candidate } });
  expect(me.statusCode).toBe(200);
}

const idOf = (response: { json: () => unknown }) => (response.json() as { id: number }).id;

let otherCompanies = 0;
/** A company the candidate has no request at yet: they have one open request per company. */
const anotherCompany = () => `Hostile Labs ${++otherCompanies}`;

function signedIn(name: string, role: 'candidate' | 'referrer' | 'admin') {
  return accountOfKind(ctx, name, role);
}

async function sendReferralRequest(fields: Record<string, string>, caller: Caller = 'candidate') {
  const response = await send(caller, {
    method: 'POST',
    url: '/api/direct-referral-request',
    payload: multipart(referralRequestFields(fields), [pdfUpload()]),
  });
  expect(response.statusCode).toBe(201);
  return idOf(response);
}

async function ownSessionId(cookie: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie } });
  const listed = response.json<Array<{ id: number; current: boolean }>>();
  return listed.find((session) => session.current)!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fingerprintQuery = await buildFingerprintQuery();
  const candidate = await signedIn('Cat Candidate', 'candidate');
  cookies.candidate = candidate.cookie;
  cookies.referrer = (await signedIn('Rex Referrer', 'referrer')).cookie;
  cookies.admin = (await signedIn('Ada Admin', 'admin')).cookie;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.candidate } });
  const referrerProfile = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/referrer-profile',
    headers: { cookie: cookies.referrer },
  });
  const job = await sendJson('referrer', 'POST', '/api/jobs', validJob);
  expect(job.statusCode).toBe(201);
  northwind = (job.json() as { companyId: number }).companyId;
  objects = {
    job: idOf(job),
    referrerProfile: idOf(referrerProfile),
    request: await sendReferralRequest({ referrerId: String(idOf(referrerProfile)) }),
    // Sent signed out: the candidate already has their one open request at the company.
    pendingRequest: await sendReferralRequest({}, 'anonymous'),
    targetUser: (await registerAccount(ctx.app, 'Tara Target')).id,
    company: await freshCompany(),
    candidateEmail: (me.json() as { email: string }).email,
    candidateSession: await ownSessionId(cookies.candidate),
  };
  candidateId = idOf(me);
}, 60_000);
afterAll(() => ctx.close());

describe('the hostile-input catalogue', () => {
  const writeRoutes = PERMISSION_MATRIX.map((row) => row.route).filter((route) => !route.startsWith('GET '));
  const idRoutes = PERMISSION_MATRIX.map((row) => row.route).filter((route) => route.includes(':id'));

  it('holds at least 150 cases, named apart, on every write route, id and list parameter', () => {
    expect(HOSTILE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HOSTILE_CATALOGUE.map((hostile) => hostile.name)).size).toBe(HOSTILE_CATALOGUE.length);
    const routes = new Set(HOSTILE_CATALOGUE.map((hostile) => hostile.route));
    expect(writeRoutes.filter((route) => !routes.has(route))).toEqual([]);
    expect(idRoutes.filter((route) => !routes.has(route))).toEqual([]);
    // Every route named is one the server has: a typo would otherwise pass for coverage.
    const known = new Set(PERMISSION_MATRIX.map((row) => row.route));
    expect([...routes].filter((route) => !known.has(route))).toEqual([]);
    for (const [route, { schema }] of Object.entries(LIST_QUERIES)) {
      const covered = new Set(
        HOSTILE_CATALOGUE.filter((hostile) => hostile.route === route).map((hostile) => hostile.parameter),
      );
      expect({ route, missing: Object.keys(schema.properties).filter((name) => !covered.has(name)) }).toEqual({
        route,
        missing: [],
      });
    }
    expect(new Set(HOSTILE_CATALOGUE.map((hostile) => hostile.caller))).toEqual(new Set(CALLERS));
  });

  it.each(HOSTILE_CATALOGUE)('$name: $status', async (hostile) => {
    const before = await fingerprint();
    const response = await send(hostile.caller, hostile.request(objects));
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: hostile.status,
      body: hostile.errors ? { message: hostile.message, errors: hostile.errors } : { message: hostile.message },
    });
    expectPlainRefusal(response);
    expect(await fingerprint()).toEqual(before);
    await expectServerStillAnswers();
  });
});

describe('what is not hostile', () => {
  it('lets the fingerprint see a stored row (the check every refusal above passes can fail)', async () => {
    const before = await fingerprint();
    const response = await sendJson('anonymous', 'POST', '/api/survey', { contactConsent: 'no', delightRating: 5 });
    expect(response.statusCode).toBe(201);
    const after = await fingerprint();
    expect(after.survey_responses).not.toBe(before.survey_responses);
    expect({ ...after, survey_responses: before.survey_responses }).toEqual(before);
  });

  it(`accepts an unknown field nested ${MAX_INPUT_DEPTH - 1} levels deep, past what any form sends`, async () => {
    const response = await sendJson('anonymous', 'POST', '/api/survey', {
      contactConsent: 'no',
      extra: JSON.parse(nestedList(MAX_INPUT_DEPTH - 1)),
    });
    expect(response.statusCode).toBe(201);
  });

  it('reads a number sent as text, as the shared schemas allow', async () => {
    const response = await sendJson('anonymous', 'POST', '/api/survey', { contactConsent: 'no', delightRating: '5' });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.pool.query('select delight_rating from survey_responses where id = $1', [
      idOf(response),
    ]);
    expect(rows[0].delight_rating).toBe(5);
  });

  it('accepts the marks of right-to-left text, which only order it as written (U+200F)', async () => {
    const text = 'שלום\u200F Shalom';
    const response = await sendJson('anonymous', 'POST', '/api/survey', { contactConsent: 'no', loveFeedback: text });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.pool.query('select love_feedback from survey_responses where id = $1', [idOf(response)]);
    expect(rows[0].love_feedback).toBe(text);
  });
});

describe('SQL and script written as text', () => {
  it('stores a name that reads as SQL verbatim, and answers it verbatim', async () => {
    const response = await sendJson('anonymous', 'POST', '/api/register', {
      name: SCRIPT_LIKE_TEXT.sqlName,
      email: 'bobby-tables@example.com',
      password: 'password 123',
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { name: string }).name).toBe(SCRIPT_LIKE_TEXT.sqlName);
    const { rows } = await ctx.pool.query('select name from users where email = $1', ['bobby-tables@example.com']);
    expect(rows).toEqual([{ name: SCRIPT_LIKE_TEXT.sqlName }]);
  });

  it("stores a referrer's markup verbatim and answers it as JSON text on their public card", async () => {
    const referrer = await signedIn('Mark Up', 'referrer');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/referrer-profile',
      headers: { cookie: referrer.cookie },
      payload: {
        company: 'Northwind',
        title: SCRIPT_LIKE_TEXT.scriptTag,
        bio: SCRIPT_LIKE_BIO,
        specialties: [SCRIPT_LIKE_TEXT.boldTag, SCRIPT_LIKE_TEXT.sqlQuote],
        photo: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    const card = await ctx.app.inject({
      method: 'GET',
      url: `/api/referrer/${(saved.json() as { referrer: { id: number } }).referrer.id}`,
    });
    expect(card.headers['content-type']).toMatch(/^application\/json/);
    expect(card.json()).toMatchObject({
      title: SCRIPT_LIKE_TEXT.scriptTag,
      bio: SCRIPT_LIKE_BIO,
      specialties: [SCRIPT_LIKE_TEXT.boldTag, SCRIPT_LIKE_TEXT.sqlQuote],
    });
  });

  it('stores a job and a survey answer written as markup and SQL verbatim', async () => {
    const job = await sendJson('referrer', 'POST', '/api/jobs', {
      title: SCRIPT_LIKE_TEXT.svgTag,
      type: 'Full-time',
      company: 'Northwind',
      location: SCRIPT_LIKE_TEXT.sqlComment,
      experienceLevel: 'Senior',
      description: `${SCRIPT_LIKE_TEXT.imageTag} ${'Build the platform with us. '.repeat(3)}`,
    });
    expect(job.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${idOf(job)}` })).json()).toMatchObject({
      title: SCRIPT_LIKE_TEXT.svgTag,
      location: SCRIPT_LIKE_TEXT.sqlComment,
      description: `${SCRIPT_LIKE_TEXT.imageTag} ${'Build the platform with us. '.repeat(3)}`.trim(),
    });

    const survey = await sendJson('anonymous', 'POST', '/api/survey', {
      contactConsent: 'no',
      loveFeedback: SCRIPT_LIKE_TEXT.scriptTag,
      improvementFeedback: SCRIPT_LIKE_TEXT.sqlComment,
    });
    expect(survey.statusCode).toBe(201);
    const answers = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/surveys',
      headers: { cookie: cookies.admin },
    });
    expect(answers.json()).toContainEqual(
      expect.objectContaining({
        id: idOf(survey),
        loveFeedback: SCRIPT_LIKE_TEXT.scriptTag,
        improvementFeedback: SCRIPT_LIKE_TEXT.sqlComment,
      }),
    );
  });

  it("stores a referral request's fields written as SQL and markup verbatim", async () => {
    const id = await sendReferralRequest({
      name: SCRIPT_LIKE_TEXT.boldTag,
      message: SCRIPT_LIKE_TEXT.sqlName,
      company: anotherCompany(),
    });
    const sent = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?party=candidate',
      headers: { cookie: cookies.candidate },
    });
    expect(sent.json()).toContainEqual(
      expect.objectContaining({ id, name: SCRIPT_LIKE_TEXT.boldTag, message: SCRIPT_LIKE_TEXT.sqlName }),
    );
  });

  it.each([
    ['/api/jobs', 'search'],
    ['/api/referrers', 'company'],
    ['/api/admin/users', 'search'],
  ])('searches %s?%s= for SQL as for any words, finding nothing', async (path, parameter) => {
    for (const text of [SCRIPT_LIKE_TEXT.sqlQuote, "%' OR 1=1 --", SCRIPT_LIKE_TEXT.scriptTag.slice(0, 40)]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams({ [parameter]: text })}`,
        headers: { cookie: cookies.admin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('file names, which are made safe rather than refused', () => {
  // The name is the person's, as their computer has it: the stored name keeps what can be kept, never a folder, a
  // line break or a control character, and downloads send it in one header line.
  it.each([
    { label: 'folders above', sent: '../../../etc/passwd.pdf', stored: 'passwd.pdf' },
    { label: 'Windows folders above', sent: '..\\..\\Windows\\win.ini.pdf', stored: 'win.ini.pdf' },
    { label: 'only a folder', sent: '../', stored: 'resume.pdf' },
    {
      label: 'a CR/LF the browser escaped',
      sent: 'cv\r\nSet-Cookie: admin=1.pdf',
      stored: 'cvSet-Cookie_ admin=1.pdf',
    },
  ])('stores a name with $label as "$stored"', async ({ sent, stored }) => {
    const response = await send('candidate', {
      method: 'POST',
      url: '/api/direct-referral-request',
      payload: multipart(referralRequestFields({ company: anotherCompany() }), [pdfUpload({ name: sent })]),
    });
    await expectStoredFileName(response, stored);
  });

  it('stores a name with folders, NUL and controls, which only a hand-written form can send, without them', async () => {
    const fields = Object.entries(referralRequestFields({ company: anotherCompany() })).map(
      ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
    );
    const response = await send('candidate', {
      method: 'POST',
      url: '/api/direct-referral-request',
      ...handWrittenMultipart([...fields, filePart('..%2F..%2Fcv%00%07%1B.pdf')]),
    });
    await expectStoredFileName(response, 'cv.pdf');
  });

  it('stores a saved resume named with folders above under its own name', async () => {
    const saved = await send('candidate', {
      method: 'PUT',
      url: '/api/me/resume',
      payload: multipart({}, [pdfUpload({ name: '../../uploads/../cv.pdf' })]),
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { fileName: string }).fileName).toBe('cv.pdf');
    const download = await send('candidate', { method: 'GET', url: '/api/me/resume' });
    expect(download.headers['content-disposition']).toBe(attachmentDisposition('cv.pdf'));
  });

  async function expectStoredFileName(response: { statusCode: number; json: () => unknown }, stored: string) {
    expect(response.statusCode).toBe(201);
    const download = await send('candidate', { method: 'GET', url: `/api/referral-requests/${idOf(response)}/resume` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(attachmentDisposition(stored));
    expect(download.headers['content-disposition']).not.toMatch(/[\r\n/\\]/);
    const { rows } = await ctx.pool.query('select file_name from resumes where referral_request_id = $1', [
      idOf(response),
    ]);
    expect(rows).toEqual([{ file_name: stored }]);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Property-based: random input against the shared schemas and the routes.

/** Text as people type it, as attackers write it, and as no keyboard can. */
const anyText = (typical: readonly string[], maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...typical) },
    { weight: 2, arbitrary: fc.constantFrom(...Object.values(SCRIPT_LIKE_TEXT)) },
    // Any code point, NUL and controls included.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '   ', 'half \ud800 pair', 'a\u202Eb', 'x\u2066y', 'tab\tand\nline') },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: maxLength - 1, maxLength: maxLength + 1 }),
    },
  );
const anyNumberInput = (typical: readonly (number | string)[]) =>
  fc.oneof(
    fc.constantFrom(...typical),
    fc.integer({ min: -5, max: 100 }),
    fc.double({ noNaN: false }),
    fc.constantFrom('', '0x10', '1e3', ' 7 ', 'seven', null),
  );
const anyUpTo = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), anyText(values, 30));

/**
 * Runs a value through a route's validator exactly as the server does (AJV's shape, then the shared rules): it must
 * answer with the value or with errors, never throw.
 */
function routeValidator(schema: object, httpPart: 'body' | 'querystring') {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/hostile', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };
  return (value: unknown) => {
    const result = validate(structuredClone(value));
    if (!('value' in result) && !('error' in result)) throw new Error('The validator answered neither value nor error');
  };
}

/** A shared set of Yup rules a form or a multipart route runs on its own: it may refuse only with a ValidationError. */
function rulesValidator(schema: AnyObjectSchema) {
  return (value: unknown) => {
    try {
      schema.validateSync(value, RULE_OPTIONS);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
  };
}

/** Every validator the routes and forms run, by name: fc.anything() must only ever fail their checks. */
const SHARED_VALIDATORS: Array<[string, (value: unknown) => void]> = [
  ...Object.entries({
    RegisterBodySchema,
    LoginBodySchema,
    ForgotPasswordBodySchema,
    ResetPasswordBodySchema,
    WorkEmailBodySchema,
    ConfirmWorkEmailBodySchema,
    MarkNotificationsReadBodySchema,
    OnboardingBodySchema,
    AccountBodySchema,
    PasswordChangeBodySchema,
    CandidateProfileBodySchema,
    ReferrerProfileBodySchema,
    SurveyBodySchema,
    JobPostingBodySchema,
    RequestMoveBodySchema,
    SubmissionBodySchema,
    AskChangesBodySchema,
    RoleChangeBodySchema,
    AssignmentBodySchema,
    JobRemovalBodySchema,
    CompanyWebsiteBodySchema,
  }).map(([name, schema]): [string, (value: unknown) => void] => [name, routeValidator(schema, 'body')]),
  ...Object.entries({
    PagingQuerySchema,
    ReferrerListQuerySchema,
    JobListQuerySchema,
    ReferralRequestQuerySchema,
    ReferralRequestCountsQuerySchema,
    AdminListQuerySchema,
  }).map(([name, schema]): [string, (value: unknown) => void] => [name, routeValidator(schema, 'querystring')]),
  ['referralRequestFieldsRules', rulesValidator(referralRequestFieldsRules)],
  ['referralRequestFormRules', rulesValidator(referralRequestFormRules)],
  ['sendChangesRules', rulesValidator(sendChangesRules)],
  ['passwordChangeFormRules', rulesValidator(passwordChangeFormRules)],
  ['resetPasswordFormRules', rulesValidator(resetPasswordFormRules)],
];

describe('the shared schemas, against anything', () => {
  it.each(SHARED_VALIDATORS)('%s fails only with its errors on input the guard lets through', (_name, validate) => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (value) => {
        // The input guard runs first on every route: what it refuses never reaches a validator.
        fc.pre(findInputProblem(value) === undefined);
        validate(value);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A form's route, with what its form sends: whatever the shared schema accepts, the server accepts too, or refuses
 * for a reason that is not the input's shape (an e-mail in use, a link that no longer works); whatever the schema
 * refuses, the server refuses with the schema's own messages.
 */
interface FormRoute {
  route: string;
  schema: AnyObjectSchema;
  values: fc.Arbitrary<Record<string, unknown>>;
  send: (values: Record<string, unknown>) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
  /** The refusals of accepted input, and why each is not about its shape. */
  documented?: RegExp;
  /** Fills in what only the test knows (the current password, an id) before the values are checked and sent. */
  substitute?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Sent as a multipart form, whose text has no lone surrogates and ends its lines with CR/LF, as browsers send it. */
  multipart?: boolean;
  numRuns?: number;
}

/** A dedicated account for the routes that change their caller, so the catalogue's callers stay as they are. */
const changing = { cookie: '', password: 'password 123' };
const record = <Model extends Record<string, fc.Arbitrary<unknown>>>(model: Model) =>
  fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
const post = (caller: Caller | (() => string), method: HostileRequest['method'], url: () => string) => {
  return (values: Record<string, unknown>) =>
    typeof caller === 'function'
      ? ctx.app.inject({ method, url: url(), headers: { cookie: caller() }, payload: values })
      : sendJson(caller, method, url(), values);
};

async function freshJob() {
  const [job] = await ctx.db
    .insert(jobs)
    .values({ title: 'Temp', type: 'Full-time', companyId: northwind, location: 'Remote', experienceLevel: 'Senior' })
    .returning({ id: jobs.id });
  return job!.id;
}
let companiesMade = 0;
async function freshCompany() {
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: `Catalogue Company ${++companiesMade}` })
    .returning({ id: companies.id });
  return company!.id;
}
/** A request of the catalogue's candidate that its referrer referred: open to one rating. */
async function freshReferredRequest() {
  const [request] = await ctx.db
    .insert(referralRequests)
    .values({
      name: 'Rae Ted',
      email: 'rae@example.com',
      phone: '0123456789',
      company: 'Northwind',
      experience: 2,
      message: 'Hi',
      referrerId: objects.referrerProfile,
      candidateUserId: candidateId,
      status: 'referred',
    })
    .returning({ id: referralRequests.id });
  return request!.id;
}
async function freshRequest(pending: boolean) {
  const [request] = await ctx.db
    .insert(referralRequests)
    .values({
      name: 'Pro Perty',
      email: 'pro@example.com',
      phone: '0123456789',
      company: 'Northwind',
      experience: 2,
      message: 'Hi',
      ...(pending ? { pendingAssignment: true } : { referrerId: objects.referrerProfile }),
    })
    .returning({ id: referralRequests.id });
  return request!.id;
}

/** A request the catalogue's candidate sent its referrer, at `status`: one a referrer may ask changes of, or answers. */
async function freshCandidateRequest(status: 'new' | 'changes_asked') {
  const [request] = await ctx.db
    .insert(referralRequests)
    .values({
      name: 'Cha Nges',
      email: 'changes@example.com',
      phone: '0123456789',
      company: 'Northwind',
      experience: 2,
      message: 'Hi',
      referrerId: objects.referrerProfile,
      candidateUserId: candidateId,
      status,
      changesAskedAt: status === 'changes_asked' ? new Date() : null,
    })
    .returning({ id: referralRequests.id });
  return request!.id;
}

/** What JSON carries: NaN and Infinity become null, and -0 becomes 0. */
const asJson = (values: Record<string, unknown>) => JSON.parse(JSON.stringify(values)) as Record<string, unknown>;

/** Lone surrogates become U+FFFD and line breaks CR/LF on their way into a multipart form. */
const asMultipartText = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      String(value)
        .replace(/\p{Cs}/gu, '\uFFFD')
        .replace(/\r\n|\r|\n/g, '\r\n'),
    ]),
  );

const jobPostingValues = record({
  title: anyText(['Platform Engineer'], TEXT_LIMITS.title),
  type: anyUpTo(JOB_TYPES),
  company: anyText(['Northwind', 'Brand New Co'], TEXT_LIMITS.company),
  location: anyText(['Remote', 'Berlin'], TEXT_LIMITS.shortText),
  experienceLevel: anyUpTo(EXPERIENCE_LEVELS),
  description: anyText(
    ['Keep the platform our teams deploy on fast, safe and boring, with us.', 'Short.'],
    TEXT_LIMITS.description,
  ),
});

const FORM_ROUTES: FormRoute[] = [
  {
    route: 'POST /api/register',
    schema: rulesOf(RegisterBodySchema)!,
    values: record({
      name: anyText(['Ada Obi', '  Grace Hopper  '], TEXT_LIMITS.name),
      email: anyText(['ada@example.com', 'ADA@Example.com', 'no-at-sign', 'a@b'], 254),
      password: anyText(['password 123', 'short', 'x'.repeat(128)], 128),
      isReferrer: fc.boolean(),
    }),
    send: post('anonymous', 'POST', () => '/api/register'),
    documented: new RegExp(`^${authMessages.emailTaken}$`),
    numRuns: 30,
  },
  {
    route: 'POST /api/login',
    schema: rulesOf(LoginBodySchema)!,
    values: record({
      email: anyText(['ada@example.com', 'nobody@example.com', 'no-at-sign'], 254),
      password: anyText(['password 123', 'wrong password'], 128),
    }),
    send: post('anonymous', 'POST', () => '/api/login'),
    // A wrong password, and the lock of an account after many.
    documented: new RegExp(`^(${authMessages.invalidCredentials}|Too many failed sign-ins.*)$`),
    numRuns: 30,
  },
  {
    route: 'POST /api/forgot-password',
    schema: rulesOf(ForgotPasswordBodySchema)!,
    // Addresses of no account: a link for one would be issued after the answer, while the next runs go on.
    values: record({ email: anyText(['someone@nobody.example', 'SOMEONE@nobody.example', 'nobody'], 254) }),
    send: post('anonymous', 'POST', () => '/api/forgot-password'),
  },
  {
    route: 'POST /api/contact',
    schema: rulesOf(ContactBodySchema)!,
    values: record({
      name: anyText(['Ada Lovelace', ' '], 100),
      email: anyText(['ada@example.com', 'ADA@example.com', 'ada@'], 254),
      topic: anyUpTo(CONTACT_TOPICS),
      message: anyText(['Hello there.', ' '], 5000),
    }),
    send: post('anonymous', 'POST', () => '/api/contact'),
  },
  {
    route: 'POST /api/reset-password',
    schema: rulesOf(ResetPasswordBodySchema)!,
    values: record({
      token: anyText(['a'.repeat(43), 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE', 'short'], 43),
      password: anyText(['password 456', 'short'], 128),
    }),
    send: post('anonymous', 'POST', () => '/api/reset-password'),
    // No link was ever sent: a well-formed token is still one nobody holds.
    documented: new RegExp(`^${passwordRecoveryMessages.linkUnusable}$`),
  },
  {
    route: 'POST /api/me/notifications/read',
    schema: rulesOf(MarkNotificationsReadBodySchema)!,
    values: record({
      throughId: fc.oneof(
        fc.integer({ min: -5, max: 2 ** 40 }),
        anyText(['1', '12', 'x', '1.5'], 20),
        fc.constant(null),
      ),
    }),
    send: post('candidate', 'POST', () => '/api/me/notifications/read'),
  },
  {
    route: 'POST /api/me/work-email',
    schema: rulesOf(WorkEmailBodySchema)!,
    values: record({ email: anyText(['val@northwind.example', 'VAL@gmail.example', 'nobody'], 254) }),
    send: post('referrer', 'POST', () => '/api/me/work-email'),
    // The catalogue's referrer works at a company with no website on file: no domain to check an address against.
    documented: new RegExp(`^${workEmailMessages.noCompanyDomain('Northwind')}$`),
  },
  {
    route: 'POST /api/work-email/confirm',
    schema: rulesOf(ConfirmWorkEmailBodySchema)!,
    values: record({ token: anyText(['a'.repeat(43), 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE', 'short'], 43) }),
    send: post('anonymous', 'POST', () => '/api/work-email/confirm'),
    // No link was ever sent: a well-formed token is still one nobody holds.
    documented: new RegExp(`^${workEmailMessages.linkUnusable}$`),
  },
  {
    route: 'POST /api/update-onboarding',
    schema: rulesOf(OnboardingBodySchema)!,
    values: record({
      name: anyText(['Ada Obi'], TEXT_LIMITS.name),
      title: anyText(['Engineer'], TEXT_LIMITS.title),
      company: fc.oneof(anyText(['Northwind', 'Globex'], TEXT_LIMITS.company), fc.constant(null)),
      experience: anyNumberInput([3, '12', 70, 71, -1]),
      linkedin: fc.oneof(anyText(['https://www.linkedin.com/in/ada', 'not a url'], TEXT_LIMITS.url), fc.constant(null)),
      bio: anyText(['I build things.'], TEXT_LIMITS.bio),
      notifyEmail: fc.boolean(),
      interests: fc.array(anyUpTo(INTEREST_OPTIONS), { maxLength: 4 }),
      role: anyUpTo(ONBOARDING_ROLES),
    }),
    send: post(
      () => changing.cookie,
      'POST',
      () => '/api/update-onboarding',
    ),
  },
  {
    route: 'PUT /api/me/account',
    schema: rulesOf(AccountBodySchema)!,
    values: record({
      name: anyText(['Ada Obi'], TEXT_LIMITS.name),
      email: anyText(['changing@example.com', 'CHANGING@example.com', 'not an email'], 254),
      notifyEmail: fc.boolean(),
      notifyWhatsapp: fc.boolean(),
      notifyRealtime: fc.boolean(),
    }),
    send: post(
      () => changing.cookie,
      'PUT',
      () => '/api/me/account',
    ),
    documented: new RegExp(`^${authMessages.emailTaken}$`),
  },
  {
    route: 'POST /api/me/password',
    schema: rulesOf(PasswordChangeBodySchema)!,
    values: record({
      currentPassword: fc.oneof(fc.constant('current'), anyText(['wrong password'], 128)),
      newPassword: anyText(['a new password 456', 'short'], 128),
    }),
    substitute: (values) =>
      values.currentPassword === 'current' ? { ...values, currentPassword: changing.password } : values,
    send: async (values) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: { cookie: changing.cookie },
        payload: values,
      });
      // A change signs this browser in afresh, under a new session.
      if (response.statusCode === 204) {
        changing.password = String(values.newPassword);
        changing.cookie = sessionCookie(response)!;
      }
      return response;
    },
    documented: new RegExp(`^${accountMessages.currentPasswordWrong}$`),
    numRuns: 25,
  },
  {
    route: 'DELETE /api/me',
    schema: rulesOf(AccountDeletionBodySchema)!,
    values: record({
      password: fc.oneof(fc.constant('right'), anyText(['wrong password'], 128)),
      code: anyText(['123456'], 32),
    }),
    substitute: (values) => (values.password === 'right' ? { ...values, password: 'password 123' } : values),
    // Each run deletes an account of its own, when its password is right.
    send: async (values) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { cookie: (await registerAccount(ctx.app, 'Del Ete')).cookie },
        payload: values,
      }),
    documented: new RegExp(`^${accountDeletionMessages.passwordWrong}$`),
    numRuns: 20,
  },
  {
    route: 'POST /api/me/two-step/enrolment',
    schema: rulesOf(TwoStepPasswordBodySchema)!,
    values: record({ password: anyText(['wrong password'], 128) }),
    send: post('candidate', 'POST', () => '/api/me/two-step/enrolment'),
    documented: new RegExp(`^${twoStepMessages.passwordWrong}$`),
    numRuns: 15,
  },
  {
    // No enrolment was begun, so a code that passes the rules is refused for that.
    route: 'POST /api/me/two-step/confirmation',
    schema: rulesOf(TwoStepCodeBodySchema)!,
    values: record({ code: anyText(['123456', '123 456'], 64) }),
    send: post('candidate', 'POST', () => '/api/me/two-step/confirmation'),
    documented: new RegExp(`^${twoStepMessages.enrolmentMissing}$`),
    numRuns: 15,
  },
  {
    route: 'DELETE /api/me/two-step',
    schema: rulesOf(TwoStepPasswordBodySchema)!,
    values: record({ password: anyText(['wrong password'], 128) }),
    send: post('candidate', 'DELETE', () => '/api/me/two-step'),
    documented: new RegExp(`^(${twoStepMessages.passwordWrong}|${twoStepMessages.notOn})$`),
    numRuns: 15,
  },
  {
    route: 'PUT /api/me/candidate-profile',
    schema: rulesOf(CandidateProfileBodySchema)!,
    values: record({
      title: anyText(['Analyst'], TEXT_LIMITS.title),
      experience: anyNumberInput([0, '5']),
      linkedin: fc.oneof(anyText(['https://example.com/me'], TEXT_LIMITS.url), fc.constant(null)),
      interests: fc.array(anyUpTo(INTEREST_OPTIONS), { maxLength: 4 }),
    }),
    send: post(
      () => changing.cookie,
      'PUT',
      () => '/api/me/candidate-profile',
    ),
  },
  {
    route: 'PUT /api/me/referrer-profile',
    schema: rulesOf(ReferrerProfileBodySchema)!,
    values: record({
      company: anyText(['Northwind', 'northwind', 'New Co'], TEXT_LIMITS.company),
      title: anyText(['Staff Engineer'], TEXT_LIMITS.title),
      bio: anyText(['I refer engineers who like to own what they build.', 'Too short'], TEXT_LIMITS.bio),
      specialties: fc.array(anyText(['Python', 'python', 'Go'], TEXT_LIMITS.specialty), { maxLength: 9 }),
      photo: fc.oneof(
        anyText(['https://example.com/me.png', 'http://example.com/me.png', 'javascript:alert(1)'], TEXT_LIMITS.url),
        fc.constant(null),
      ),
    }),
    send: post(
      () => changing.cookie,
      'PUT',
      () => '/api/me/referrer-profile',
    ),
  },
  {
    route: 'POST /api/survey',
    schema: rulesOf(SurveyBodySchema)!,
    values: record({
      userPurpose: fc.oneof(anyUpTo(USER_PURPOSES), fc.constant(null)),
      otherPurpose: fc.oneof(anyText(['Hiring'], TEXT_LIMITS.shortText), fc.constant(null)),
      meetingNeeds: fc.oneof(anyUpTo(MEETING_NEEDS_OPTIONS), fc.constant(null)),
      delightRating: anyNumberInput([1, 5, '3', 6]),
      loveFeedback: fc.oneof(anyText(['The form'], TEXT_LIMITS.message), fc.constant(null)),
      contactConsent: fc.oneof(anyUpTo(CONTACT_CONSENT_OPTIONS), fc.constant(null)),
      contactEmail: fc.oneof(anyText(['me@example.com', 'me@'], 254), fc.constant(null)),
      contactPhone: fc.oneof(anyText(['+44 20 7946 0000'], TEXT_LIMITS.phone), fc.constant(null)),
    }),
    send: post('anonymous', 'POST', () => '/api/survey'),
  },
  {
    route: 'POST /api/jobs',
    schema: rulesOf(JobPostingBodySchema)!,
    values: jobPostingValues,
    // An admin posts for any company: the answer then depends on the input alone.
    send: post('admin', 'POST', () => '/api/jobs'),
  },
  {
    route: 'PUT /api/jobs/:id',
    schema: rulesOf(JobPostingBodySchema)!,
    values: jobPostingValues,
    send: post('admin', 'PUT', () => `/api/jobs/${objects.job}`),
  },
  {
    route: 'POST /api/referral-requests/:id/moves',
    schema: rulesOf(RequestMoveBodySchema)!,
    values: record({
      action: anyUpTo(REQUEST_ACTIONS),
      reason: fc.oneof(anyText(['Not hiring for this team.'], 1000), fc.constant(null)),
    }),
    send: async (values) =>
      sendJson('referrer', 'POST', `/api/referral-requests/${await freshRequest(false)}/moves`, values),
    // A move its status or party does not allow (a referrer withdrawing, referring a new request) is a 409 that says so.
    documented:
      /^(Only the candidate who sent this request can (withdraw it|report how it went)\.|This request is new: .*)$/,
  },
  {
    route: 'PUT /api/referral-requests/:id/submission',
    schema: rulesOf(SubmissionBodySchema)!,
    values: record({
      submittedOn: anyText([new Date().toISOString().slice(0, 10), '2026-02-30', '1999-01-01', '2999-12-31'], 20),
    }),
    send: async (values) =>
      sendJson('referrer', 'PUT', `/api/referral-requests/${await freshReferredRequest()}/submission`, values),
    // A well-formed day out of range: in the future, or before the request was sent.
    documented: new RegExp(`^(${submissionMessages.inFuture}|${submissionMessages.beforeRequest})$`),
  },
  {
    route: 'POST /api/referral-requests/:id/changes-asked',
    schema: rulesOf(AskChangesBodySchema)!,
    values: record({
      kind: anyUpTo(CHANGE_KINDS),
      note: anyText(['Put your platform work first, please.'], 1000),
    }),
    send: async (values) =>
      sendJson(
        'referrer',
        'POST',
        `/api/referral-requests/${await freshCandidateRequest('new')}/changes-asked`,
        values,
      ),
  },
  {
    route: 'POST /api/referral-requests/:id/changes',
    schema: sendChangesRules,
    values: record({
      message: anyText(['A clearer message, as asked.'], TEXT_LIMITS.message),
      jobTitle: anyText(['Platform Engineer'], TEXT_LIMITS.title),
    }),
    multipart: true,
    send: async (values) =>
      send('candidate', {
        method: 'POST',
        url: `/api/referral-requests/${await freshCandidateRequest('changes_asked')}/changes`,
        payload: multipart(values as Record<string, string>, []),
      }),
    // Nothing new (no field, blanks, the message it already has) changes nothing: the answer says what to send.
    documented: new RegExp(`^${sendChangesMessages.nothingChanged}$`),
  },
  {
    route: 'POST /api/referral-requests/:id/rating',
    schema: rulesOf(RatingBodySchema)!,
    values: record({
      stars: anyNumberInput([1, 5, '4', 0, 6, 4.5]),
      comment: fc.oneof(anyText(['Clear and quick.', ''], 1000), fc.constant(null)),
    }),
    send: async (values) =>
      sendJson('candidate', 'POST', `/api/referral-requests/${await freshReferredRequest()}/rating`, values),
  },
  {
    route: 'POST /api/referral-requests/:id/messages',
    schema: rulesOf(MessageBodySchema)!,
    values: record({ body: anyText(['Is the team still hiring?', '   '], CONVERSATION.messageMaxLength) }),
    send: post('candidate', 'POST', () => `/api/referral-requests/${objects.request}/messages`),
  },
  {
    route: 'POST /api/me/share-links',
    schema: rulesOf(ShareLinkBodySchema)!,
    // No job of theirs has these ids but null: the profile's link, or 404 for a job that is not theirs.
    values: record({ jobId: fc.oneof(anyNumberInput([999_999, '12', 0, -1, '', 2.5]), fc.constant(null)) }),
    send: post('referrer', 'POST', () => '/api/me/share-links'),
    documented: new RegExp(`^${shareLinkMessages.unknownJob.replace(/[.]/g, '\\.')}$`),
  },
  {
    route: 'POST /api/share-links/visits',
    schema: rulesOf(ShareVisitBodySchema)!,
    values: record({ token: anyText(['a'.repeat(22), 'forged', ''], 64) }),
    send: post('anonymous', 'POST', () => '/api/share-links/visits'),
  },
  {
    route: 'POST /api/followed-request/moves',
    schema: rulesOf(FollowedRequestMoveBodySchema)!,
    values: record({
      token: anyText(['a'.repeat(43), 'forged', ''], 64),
      action: anyUpTo(REQUEST_ACTIONS),
    }),
    send: post('anonymous', 'POST', () => '/api/followed-request/moves'),
    // A token no link has opens nothing.
    documented: new RegExp(`^${followRequestMessages.linkUnusable}$`),
  },
  {
    route: 'PUT /api/me/weekly-cap',
    schema: rulesOf(WeeklyCapBodySchema)!,
    values: record({ weeklyCap: fc.oneof(anyNumberInput([5, '12', 0, 101, '', 2.5]), fc.constant(null)) }),
    send: post('referrer', 'PUT', () => '/api/me/weekly-cap'),
  },
  {
    route: 'POST /api/admin/users/:id/role',
    schema: rulesOf(RoleChangeBodySchema)!,
    values: record({ role: anyUpTo(['user', 'admin']) }),
    send: post('admin', 'POST', () => `/api/admin/users/${objects.targetUser}/role`),
  },
  {
    route: 'POST /api/admin/referral-requests/:id/assignment',
    schema: rulesOf(AssignmentBodySchema)!,
    values: record({
      referrerId: fc.oneof(fc.constant('own'), anyNumberInput([999_999, '3', 0])),
      fromReferrerId: anyNumberInput([1, '2']),
    }),
    substitute: (values) => (values.referrerId === 'own' ? { ...values, referrerId: objects.referrerProfile } : values),
    send: async (values) =>
      sendJson('admin', 'POST', `/api/admin/referral-requests/${await freshRequest(true)}/assignment`, values),
    // The request waits for a referrer: moving it from one, as `fromReferrerId` asks, finds it is not with them.
    documented: new RegExp(`^(${adminMessages.unknownReferrer}|${adminMessages.requestMoved})$`),
  },
  {
    route: 'PUT /api/admin/companies/:id/website',
    schema: rulesOf(CompanyWebsiteBodySchema)!,
    values: record({
      websiteUrl: fc.oneof(
        anyText(['https://www.acme.example', 'http://acme.example/jobs', 'acme.example', 'ftp://acme.example'], 300),
        fc.constant(null),
      ),
    }),
    send: async (values) => sendJson('admin', 'PUT', `/api/admin/companies/${await freshCompany()}/website`, values),
  },
  {
    route: 'POST /api/admin/jobs/:id/removal',
    schema: rulesOf(JobRemovalBodySchema)!,
    values: record({ reason: fc.oneof(anyText(['A duplicate.'], 500), fc.constant(null)) }),
    send: async (values) => sendJson('admin', 'POST', `/api/admin/jobs/${await freshJob()}/removal`, values),
  },
  {
    route: 'POST /api/direct-referral-request',
    schema: referralRequestFieldsRules,
    values: record({
      name: anyText(['Cara Candidate'], TEXT_LIMITS.name),
      email: anyText(['cara@example.com', 'cara@'], 254),
      phone: anyText(['+44 20 7946 0000', '12345'], TEXT_LIMITS.phone),
      company: anyText(['Northwind'], TEXT_LIMITS.company),
      experience: fc.oneof(fc.constantFrom('4', '0', '70', '71', '-1', '2.5', 'lots', ''), fc.string({ maxLength: 4 })),
      message: anyText(['I would love a referral.'], TEXT_LIMITS.message),
      jobTitle: anyText(['Platform Engineer'], TEXT_LIMITS.title),
    }),
    // One open request per company (openRequestMessage, src/shared/openRequest.ts): the property sends many valid
    // requests to "Northwind", and the file's other tests send this candidate's there too, so a valid request may find
    // one open already, by the account or by the e-mail address typed.
    documented:
      /^(You already have an open request at .+ \(.+\)\. See it in My requests\.|A request at .+ sent from this e-mail address is still open\. .+)$/s,
    multipart: true,
    send: (values) =>
      send('candidate', {
        method: 'POST',
        url: '/api/direct-referral-request',
        // The version of the notice the modal showed goes with every form, outside the fields the schema checks.
        payload: multipart({ ...(values as Record<string, string>), noticeVersion: REQUEST_NOTICE_VERSION }, [
          pdfUpload(),
        ]),
      }),
  },
];

describe('the routes, against what their forms can send', () => {
  beforeAll(async () => {
    changing.cookie = (await signedIn('Chang Ing', 'candidate')).cookie;
  });

  it('covers every form route but the resume uploads, whose input is a file', () => {
    const bodyRoutes = [
      ...JSON_WRITE_ROUTES.map((route) => route.route),
      'POST /api/direct-referral-request',
      'POST /api/referral-requests/:id/changes',
    ];
    expect(FORM_ROUTES.map((form) => form.route).sort()).toEqual(bodyRoutes.sort());
  });

  it.each(FORM_ROUTES)('$route agrees with its shared schema', async (form) => {
    await fc.assert(
      fc.asyncProperty(form.values, async (generated) => {
        const values = form.multipart ? asMultipartText(generated) : asJson(form.substitute?.(generated) ?? generated);
        const response = await form.send(values);
        const answer = {
          status: response.statusCode,
          body: (response.body ? response.json() : undefined) as { message?: string; errors?: object } | undefined,
        };
        const problem = findInputProblem(values);
        if (problem) {
          expect({ status: answer.status, message: answer.body?.message }).toEqual({
            status: 400,
            message: describeInputProblem(problem),
          });
          return;
        }
        try {
          form.schema.validateSync(values, RULE_OPTIONS);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          expect(answer).toEqual({ status: 400, body: { message: error.errors[0], errors: fieldErrorsOf(error) } });
          return;
        }
        if (answer.status >= 300) expect(answer.body?.message).toMatch(form.documented ?? /^$/);
      }),
      { numRuns: form.numRuns ?? 40 },
    );
  });
});

describe('the JSON routes, against random JSON', () => {
  it.each(JSON_WRITE_ROUTES)('$route answers below 500, and stores nothing when it refuses', async (route) => {
    const fields = Object.keys(route.body(objects));
    const keys = fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })),
        async (body) => {
          const before = await fingerprint();
          const response = await sendJson(route.caller, route.route.split(' ')[0] as 'POST', route.url(objects), body);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expectPlainRefusal(response);
            expect(await fingerprint()).toEqual(before);
          }
        },
      ),
      { numRuns: 40 },
    );
    await expectServerStillAnswers();
  });
});
