import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, referralRequests, referrers, resumes, sessions, users } from '../../src/server/db/schema';
import { issueFollowLink } from '../../src/server/repositories/followedRequests';
import { accountOfKind, createTestApp, routeTable } from './helpers';
import { CALLERS, COMPANY_OF, PERMISSION_MATRIX, type Caller, type CellObjects } from './permissionMatrix';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Account = { id: number; cookie: string };

let ctx: TestApp;
const shared = {} as Record<Exclude<Caller, 'anonymous'>, Account>;
let referrerProfile: number;
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
  return {
    request: request!.id,
    pendingRequest: pendingRequest!.id,
    followToken: await issueFollowLink(ctx.db, pendingRequest!.id),
    job: job!.id,
    referrerProfile,
    company: northwind,
    targetUser: targetUser!.id,
    targetSession: targetSession!.id,
    newEmail: `matrix-new-${cells}@example.com`,
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const caller of CALLERS) if (caller !== 'anonymous') shared[caller] = await newAccount(caller);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, shared.referrer.id));
  referrerProfile = profile!.id;
  northwind = profile!.companyId;
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
    const account = caller === 'anonymous' ? null : row.changesCaller ? await newAccount(caller) : shared[caller];
    const { url, payload } = row.call(objects, caller);
    const [method] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
    const response = await ctx.app.inject({
      method,
      url,
      headers: account ? { cookie: account.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json() : undefined }).toEqual({
      status,
      body: status >= 400 ? { message: expect.any(String), ...optionalErrors(response.json()) } : undefined,
    });
  });
});

/** A refusal may name the fields it is about; the matrix checks only that it says why. */
const optionalErrors = (body: { errors?: unknown }) => (body.errors === undefined ? {} : { errors: body.errors });
