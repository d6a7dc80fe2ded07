import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  jobs,
  referralRequests,
  referrers,
  requestConversations,
  requestMessages,
  requestVersions,
  resumes,
  sessions,
  shareLinks,
  users,
} from '../../src/server/db/schema';
import { issueFollowLink } from '../../src/server/repositories/followedRequests';
import { accountOfKind, createTestApp, routeTable } from './helpers';
import {
  CALLERS,
  COMPANY_OF,
  CONTACT_DETAILS_READ,
  invalidInputsOf,
  PERMISSION_MATRIX,
  refusedCallers,
  type Call,
  type Caller,
  type CellObjects,
  type InvalidInput,
  type MatrixRow,
} from './permissionMatrix';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Account = { id: number; cookie: string };

let ctx: TestApp;
const shared = {} as Record<Exclude<Caller, 'anonymous'>, Account>;
let referrerProfile: number;
let shareToken: string;
let northwind: number;
let cells = 0;

/** A new account of the caller's kind, signed in: onboarded, a referrer at their company, or an admin. */
function newAccount(caller: Exclude<Caller, 'anonymous'>): Promise<Account> {
  const kind = caller === 'otherReferrer' ? 'referrer' : caller === 'otherCandidate' ? 'candidate' : caller;
  return accountOfKind(ctx, `Matrix ${caller}`, kind, COMPANY_OF[caller]);
}

/** The objects of one cell, owned by the shared `candidate` and `referrer`. */
async function cellObjects(): Promise<CellObjects> {
  cells += 1;
  const requestValues = {
    name: 'Cell Candidate',
    email: `cell-${cells}@example.com`,
    phone: '+44 20 7946 0000',
    company: 'Northwind',
    experience: 3,
    message: 'A referral, please.',
  };
  const [request] = await ctx.db
    .insert(referralRequests)
    .values({ ...requestValues, referrerId: referrerProfile, candidateUserId: shared.candidate.id })
    .returning({ id: referralRequests.id });
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  await ctx.db.insert(resumes).values({
    referralRequestId: request!.id,
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    size: pdf.length,
    data: pdf,
  });
  const [requestVersion] = await ctx.db
    .insert(requestVersions)
    .values({
      referralRequestId: request!.id,
      message: 'An earlier message.',
      resumeFileName: 'cv-v1.pdf',
      resumeMimeType: 'application/pdf',
      resumeSize: pdf.length,
      resumeData: pdf,
      sentAt: new Date(),
    })
    .returning({ id: requestVersions.id });
  const [changesAskedRequest] = await ctx.db
    .insert(referralRequests)
    .values({
      ...requestValues,
      referrerId: referrerProfile,
      candidateUserId: shared.candidate.id,
      status: 'changes_asked',
      changesAskedAt: new Date(),
    })
    .returning({ id: referralRequests.id });
  await ctx.db.insert(resumes).values({
    referralRequestId: changesAskedRequest!.id,
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    size: pdf.length,
    data: pdf,
  });
  const [pendingRequest] = await ctx.db
    .insert(referralRequests)
    .values({ ...requestValues, referrerId: null, pendingAssignment: true })
    .returning({ id: referralRequests.id });
  const [job] = await ctx.db
    .insert(jobs)
    .values({
      title: 'Data Engineer',
      type: 'Full-time',
      companyId: northwind,
      location: 'Remote',
      experienceLevel: 'Senior',
      description: 'Pipelines.',
      postedByUserId: shared.referrer.id,
    })
    .returning({ id: jobs.id });
  const [targetUser] = await ctx.db
    .insert(users)
    .values({ name: 'Target Person', email: `target-${cells}@example.com`, passwordHash: '!not a hash' })
    .returning({ id: users.id });
  const [targetSession] = await ctx.db
    .insert(sessions)
    .values({ sid: `matrix-${cells}`, data: {}, userId: targetUser!.id, expiresAt: new Date(Date.now() + 60_000) })
    .returning({ id: sessions.id });
  // The request's conversation: a message from the referrer, and another the candidate reported.
  const [conversation] = await ctx.db
    .insert(requestConversations)
    .values({ referralRequestId: request!.id, referrerId: referrerProfile })
    .returning({ id: requestConversations.id });
  const fromReferrer = {
    conversationId: conversation!.id,
    authorUserId: shared.referrer.id,
    authorParty: 'referrer' as const,
  };
  const [message, reportedMessage] = await ctx.db
    .insert(requestMessages)
    .values([
      { ...fromReferrer, body: 'Happy to help.' },
      { ...fromReferrer, body: 'Pay me first.', reportedAt: new Date(), reportedByUserId: shared.candidate.id },
    ])
    .returning({ id: requestMessages.id });
  return {
    request: request!.id,
    message: message!.id,
    reportedMessage: reportedMessage!.id,
    reportedConversation: conversation!.id,
    pendingRequest: pendingRequest!.id,
    followToken: await issueFollowLink(ctx.db, pendingRequest!.id),
    job: job!.id,
    referrerProfile,
    shareToken,
    company: northwind,
    targetUser: targetUser!.id,
    targetSession: targetSession!.id,
    newEmail: `matrix-new-${cells}@example.com`,
    requestVersion: requestVersion!.id,
    changesAskedRequest: changesAskedRequest!.id,
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const caller of CALLERS) if (caller !== 'anonymous') shared[caller] = await newAccount(caller);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, shared.referrer.id));
  referrerProfile = profile!.id;
  northwind = profile!.companyId;
  shareToken = 'MatrixShareLinkToken01';
  await ctx.db.insert(shareLinks).values({ token: shareToken, referrerId: referrerProfile, jobId: null });
  expect((await ctx.db.select().from(companies).where(eq(companies.id, northwind)))[0]!.name).toBe('Northwind');
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Matrix Login', email: 'matrix-login@example.com', password: 'password 123' },
  });
  expect(login.statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('the permission matrix', () => {
  it('lists every /api route the server has, and only those', () => {
    const listed = PERMISSION_MATRIX.map((row) => row.route).sort();
    const served = routeTable(ctx.app)
      .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
      .sort();
    expect(listed).toEqual(served);
    expect(new Set(listed).size).toBe(listed.length);
  });

  const matrixCells = PERMISSION_MATRIX.flatMap((row) =>
    CALLERS.map((caller) => ({ row, caller, route: row.route, status: row.expected[caller] })),
  );

  it.each(matrixCells)('$route as $caller answers $status', async ({ row, caller, status }) => {
    const objects = await cellObjects();
    const account = await accountFor(row, caller);
    const response = await send(row, row.call(objects, caller), account);
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json() : undefined }).toEqual({
      status,
      body: status >= 400 ? { message: expect.any(String), ...optionalErrors(response.json()) } : undefined,
    });
  });
});

describe("the candidate's contact details in each caller's list", () => {
  const contactCells = CALLERS.flatMap((caller) =>
    (['beforeAccept', 'afterAccept'] as const).map((moment) => ({
      caller,
      moment,
      reads: CONTACT_DETAILS_READ[caller][moment],
    })),
  );

  it.each(contactCells)('$caller, $moment: e-mail and phone read $reads', async ({ caller, moment, reads }) => {
    const objects = await cellObjects();
    if (moment === 'afterAccept') {
      const accepted = await ctx.app.inject({
        method: 'POST',
        url: `/api/referral-requests/${objects.request}/moves`,
        headers: { cookie: shared.referrer.cookie },
        payload: { action: 'accept' },
      });
      expect(accepted.statusCode).toBe(200);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?limit=100',
      headers: caller === 'anonymous' ? {} : { cookie: shared[caller].cookie },
    });
    const items = response.statusCode === 200 ? response.json<Array<Record<string, unknown>>>() : [];
    const item = items.find((listed) => listed.id === objects.request);
    expect(item === undefined ? null : { email: 'email' in item, phone: 'phone' in item }).toEqual(
      reads === null ? null : { email: reads, phone: reads },
    );
  });
});

describe('the permission matrix, sent input no route accepts', () => {
  it.each([
    ['POST /api/jobs', 'referrer'],
    ['GET /api/referral-requests', 'candidate'],
    ['PUT /api/me/resume', 'candidate'],
  ] as const)('%s refuses each invalid input from a caller it serves (%s)', async (route, caller) => {
    const row = PERMISSION_MATRIX.find((matrixRow) => matrixRow.route === route)!;
    const account = await accountFor(row, caller);
    const answers = [];
    // A write's own call, with an invalid query string added, is still valid: only its bodies are tried here.
    const inputs = invalidInputsOf(row).filter(([, input]) => route.startsWith('GET ') || !input().query);
    for (const [, input] of inputs) {
      const response = await send(row, withInput(row.call(await cellObjects(), caller), input()), account);
      answers.push({ status: response.statusCode, message: (response.json() as { message: string }).message });
    }
    expect(answers).toEqual(
      answers.map(() => ({ status: expect.toSatisfy(isClientError), message: expect.any(String) })),
    );
  });

  // Every caller a route refuses gets the same answer, to the word, whatever they send.
  const refusedCells = PERMISSION_MATRIX.flatMap((row) =>
    refusedCallers(row).flatMap((caller) =>
      invalidInputsOf(row).map(([input, make]) => ({ row, caller, route: row.route, input, make })),
    ),
  );

  /**
   * A refused call changes nothing, so the cells of one route and caller share their objects, the shared account of
   * the caller's kind, and the answer to the call as the first pass sends it.
   */
  const firstAnswers = new Map<string, Promise<{ call: Call; status: number; body: unknown }>>();
  function firstAnswer(row: MatrixRow, caller: Caller) {
    const key = `${row.route} as ${caller}`;
    if (!firstAnswers.has(key)) {
      const answer = cellObjects().then(async (objects) => {
        const call = row.call(objects, caller);
        const response = await send(row, call, accountOf(caller));
        return { call, status: response.statusCode, body: withoutRequestId(response.body) };
      });
      firstAnswers.set(key, answer);
    }
    return firstAnswers.get(key)!;
  }

  it.each(refusedCells)('$route refuses $caller alike with $input', async ({ row, caller, make }) => {
    const { call, ...first } = await firstAnswer(row, caller);
    expect(first.status).toBe(row.expected[caller]);
    const withInvalidInput = await send(row, withInput(call, make()), accountOf(caller));
    expect({ status: withInvalidInput.statusCode, body: withoutRequestId(withInvalidInput.body) }).toEqual(first);
  });
});

const accountOf = (caller: Caller) => (caller === 'anonymous' ? null : shared[caller]);

/** An answer's body to the word, but for the request id every answer carries its own of. */
function withoutRequestId(body: string): unknown {
  try {
    const { requestId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
    return rest;
  } catch {
    return body;
  }
}

const isClientError = (status: number) => status >= 400 && status < 500;

/** The account a cell calls with: none, the shared one of its kind, or a new one for a call that changes it. */
async function accountFor(row: MatrixRow, caller: Caller) {
  if (caller === 'anonymous') return null;
  return row.changesCaller ? newAccount(caller) : shared[caller];
}

function send(row: MatrixRow, call: Call & { headers?: Record<string, string> }, account: Account | null) {
  const [method] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
  return ctx.app.inject({
    method,
    url: call.url,
    headers: { ...call.headers, ...(account ? { cookie: account.cookie } : {}) },
    ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
  });
}

/** The call with the invalid input in place of its body, or added to its query string. */
function withInput(call: Call, input: InvalidInput): Call & { headers?: Record<string, string> } {
  if (input.query) return { ...call, url: `${call.url}${call.url.includes('?') ? '&' : '?'}${input.query}` };
  return { url: call.url, payload: input.payload as Call['payload'], headers: input.headers };
}

/** A refusal may name the fields it is about; the matrix checks only that it says why. */
/** The parts of a refusal besides its message: `errors` per field, and the open request a second one names. */
const optionalErrors = (body: { errors?: unknown; openRequest?: unknown }) => ({
  ...(body.errors === undefined ? {} : { errors: body.errors }),
  ...(body.openRequest === undefined ? {} : { openRequest: body.openRequest }),
});
