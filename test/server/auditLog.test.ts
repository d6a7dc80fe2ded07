import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  companies,
  jobs,
  referralRequests,
  referrers,
  requestConversations,
  requestMessages,
  users,
} from '../../src/server/db/schema';
import type { AuditLogEntry } from '../../src/shared/schemas/auditLog';
import { accountOfKind, createTestApp, routeTable } from './helpers';
import { PERMISSION_MATRIX } from './permissionMatrix';

/**
 * The admin audit log: every admin write route of the API, read from the app itself, writes an entry with the change,
 * in the same transaction; a write that fails writes none; only admins read the log.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Account = { id: number; cookie: string };

let ctx: TestApp;
let admin: Account;
let outsider: Account;
let referrer: Account;
let referrerProfile: number;
let otherReferrerProfile: number;
let objectsMade = 0;

const ADMIN_NAME = 'Audit Admin';
const JOB = {
  type: 'Full-time',
  company: 'Northwind',
  location: 'Remote',
  experienceLevel: 'Senior',
  description: 'Build the services our marketplace runs on, with a team that cares about doing it well.',
};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The admin write routes the server has: those under /api/admin, and any other the permission matrix (checked against
 * the server's routes) lists as answered to admins only.
 */
function adminWriteRoutes(): string[] {
  const answeredToAdminsOnly = PERMISSION_MATRIX.filter((row) =>
    Object.entries(row.expected).every(([caller, status]) => (caller === 'admin') === status < 400),
  ).map((row) => row.route);
  const served = routeTable(ctx.app);
  return served
    .filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return WRITE_METHODS.has(method) && (path.startsWith('/api/admin/') || answeredToAdminsOnly.includes(route));
    })
    .sort();
}

async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
  objectsMade += 1;
  const [row] = await ctx.db
    .insert(users)
    .values({
      name: `Target Person ${objectsMade}`,
      email: `target-${objectsMade}@example.com`,
      passwordHash: '!',
      ...values,
    })
    .returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

async function newCompany() {
  objectsMade += 1;
  const [row] = await ctx.db
    .insert(companies)
    .values({ name: `Audit Company ${objectsMade}` })
    .returning({ id: companies.id });
  return row!.id;
}

async function newJob() {
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      title: 'Site Reliability Engineer',
      type: 'Full-time',
      companyId: await newCompany(),
      location: 'Remote',
      experienceLevel: 'Senior',
    })
    .returning({ id: jobs.id });
  return row!.id;
}

async function newRequest(referrerId: number | null) {
  const [row] = await ctx.db
    .insert(referralRequests)
    .values({
      name: 'Pat Candidate',
      email: 'pat@example.com',
      phone: '+44 20 7946 0000',
      company: 'Northwind',
      experience: 4,
      message: 'A referral, please.',
      jobTitle: 'Platform Engineer',
      referrerId,
      pendingAssignment: referrerId === null,
      assignedAt: referrerId === null ? null : new Date(),
    })
    .returning({ id: referralRequests.id });
  return row!.id;
}

/** A candidate's report of their referrer's message, on a new request: open, for an admin to resolve. */
async function newReportedMessage() {
  const requestId = await newRequest(referrerProfile);
  const [conversation] = await ctx.db
    .insert(requestConversations)
    .values({ referralRequestId: requestId, referrerId: referrerProfile })
    .returning({ id: requestConversations.id });
  const [message] = await ctx.db
    .insert(requestMessages)
    .values({
      conversationId: conversation!.id,
      authorParty: 'referrer',
      body: 'Pay me first.',
      reportedAt: new Date(),
    })
    .returning({ id: requestMessages.id });
  return message!.id;
}

interface AdminWrite {
  /** Makes the object the call acts on; its id. */
  prepare: () => Promise<number>;
  call: (id: number) => { url: string; payload?: Record<string, unknown> };
  /** The entry the call must write. */
  entry: (id: number) => Pick<AuditLogEntry, 'action' | 'before' | 'after'> & { object: { type: string } };
  /** What the call changes, read from the database: a call that fails must leave it as it was. */
  state: (id: number) => Promise<unknown>;
}

const userState = async (id: number) =>
  (await ctx.db.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, id)))[0] ??
  'deleted';

/**
 * How to call each admin write route, and what it must record. A route the server has and this table lacks fails the
 * first test: a new admin write must come with its audit entry.
 */
const ADMIN_WRITES: Record<string, AdminWrite> = {
  'POST /api/admin/users/:id/role': {
    prepare: async () => (await newUser()).id,
    call: (id) => ({ url: `/api/admin/users/${id}/role`, payload: { role: 'admin' } }),
    entry: () => ({
      action: 'user.role_changed',
      object: { type: 'user' },
      before: { role: 'user' },
      after: { role: 'admin' },
    }),
    state: userState,
  },
  'POST /api/admin/users/:id/disable': {
    prepare: async () => (await newUser()).id,
    call: (id) => ({ url: `/api/admin/users/${id}/disable` }),
    entry: () => ({
      action: 'user.disabled',
      object: { type: 'user' },
      before: { disabledAt: null },
      after: { disabledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string },
    }),
    state: userState,
  },
  'POST /api/admin/users/:id/enable': {
    prepare: async () => (await newUser({ disabledAt: new Date('2026-11-01T09:00:00.000Z') })).id,
    call: (id) => ({ url: `/api/admin/users/${id}/enable` }),
    entry: () => ({
      action: 'user.enabled',
      object: { type: 'user' },
      before: { disabledAt: '2026-11-01T09:00:00.000Z' },
      after: { disabledAt: null },
    }),
    state: userState,
  },
  'DELETE /api/admin/users/:id': {
    prepare: async () => (await newUser({ isReferrer: true })).id,
    call: (id) => ({ url: `/api/admin/users/${id}` }),
    entry: () => ({
      action: 'user.deleted',
      object: { type: 'user' },
      before: { role: 'user', isReferrer: true },
      after: null,
    }),
    state: userState,
  },
  'POST /api/admin/referral-requests/:id/assignment': {
    prepare: () => newRequest(null),
    call: (id) => ({ url: `/api/admin/referral-requests/${id}/assignment`, payload: { referrerId: referrerProfile } }),
    entry: () => ({
      action: 'referral_request.assigned',
      object: { type: 'referral_request' },
      before: { referrerId: null },
      after: { referrerId: referrerProfile },
    }),
    state: async (id) =>
      (
        await ctx.db
          .select({ referrerId: referralRequests.referrerId })
          .from(referralRequests)
          .where(eq(referralRequests.id, id))
      )[0],
  },
  'PUT /api/admin/companies/:id/website': {
    prepare: newCompany,
    call: (id) => ({ url: `/api/admin/companies/${id}/website`, payload: { websiteUrl: 'https://audit.example' } }),
    entry: () => ({
      action: 'company.website_changed',
      object: { type: 'company' },
      before: { websiteUrl: null },
      after: { websiteUrl: 'https://audit.example' },
    }),
    state: async (id) =>
      (await ctx.db.select({ websiteUrl: companies.websiteUrl }).from(companies).where(eq(companies.id, id)))[0],
  },
  'POST /api/admin/reported-messages/:id/resolve': {
    prepare: newReportedMessage,
    call: (id) => ({ url: `/api/admin/reported-messages/${id}/resolve` }),
    entry: () => ({
      action: 'message_report.resolved',
      object: { type: 'message' },
      before: { reportResolvedAt: null },
      after: { reportResolvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string },
    }),
    state: async (id) =>
      (
        await ctx.db
          .select({ resolvedAt: requestMessages.reportResolvedAt })
          .from(requestMessages)
          .where(eq(requestMessages.id, id))
      )[0],
  },
  'POST /api/admin/jobs/:id/removal': {
    prepare: newJob,
    call: (id) => ({ url: `/api/admin/jobs/${id}/removal`, payload: { reason: 'A duplicate of another post.' } }),
    entry: () => ({
      action: 'job.removed',
      object: { type: 'job' },
      before: { removedAt: null, removedReason: null },
      after: {
        removedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        removedReason: 'A duplicate of another post.',
      },
    }),
    state: async (id) => (await ctx.db.select({ removedAt: jobs.removedAt }).from(jobs).where(eq(jobs.id, id)))[0],
  },
};

function send(route: string, call: { url: string; payload?: Record<string, unknown> }, account = admin) {
  const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return ctx.app.inject({ method, url: call.url, payload: call.payload, headers: { cookie: account.cookie } });
}

async function readLog(query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return { entries: response.json<AuditLogEntry[]>(), total: Number(response.headers['x-total-count']) };
}

const entryCount = async () =>
  (await ctx.db.select({ total: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.total;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await accountOfKind(ctx, ADMIN_NAME, 'admin');
  outsider = await accountOfKind(ctx, 'Audit Outsider', 'candidate');
  for (const name of ['Audit Referrer', 'Audit Colleague']) {
    const account = await accountOfKind(ctx, name, 'referrer', 'Northwind');
    if (name === 'Audit Referrer') referrer = account;
    const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
    if (name === 'Audit Referrer') referrerProfile = profile!.id;
    else otherReferrerProfile = profile!.id;
  }
});
afterAll(() => ctx.close());

describe('the admin audit log', () => {
  it('knows how to call every admin write route the server has', () => {
    const routes = adminWriteRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((route) => !(route in ADMIN_WRITES))).toEqual([]);
    expect(Object.keys(ADMIN_WRITES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('has an entry for each admin write, with the admin, the action, the object and the values before and after', async () => {
    const [adminRow] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    for (const route of adminWriteRoutes()) {
      const write = ADMIN_WRITES[route]!;
      const id = await write.prepare();
      const before = (await readLog()).total;
      const response = await send(route, write.call(id));
      expect(response.statusCode, route).toBeLessThan(300);
      const { entries, total } = await readLog('?limit=1');
      expect(total, route).toBe(before + 1);
      const { object, ...expected } = write.entry(id);
      expect(entries[0], route).toMatchObject({
        ...expected,
        at: expect.any(String),
        admin: { id: admin.id, name: ADMIN_NAME, email: adminRow!.email },
        object: { type: object.type, id },
      });
    }
  });

  it('writes no entry, and changes nothing, when the entry cannot be written: both are one transaction', async () => {
    // From here every insert into the log fails, as a write to a full disk or a lost connection would.
    await ctx.db.execute(sql`alter table admin_audit_log add constraint refuse_entries check (false) not valid`);
    try {
      for (const route of adminWriteRoutes()) {
        const write = ADMIN_WRITES[route]!;
        const id = await write.prepare();
        const state = await write.state(id);
        const response = await send(route, write.call(id));
        expect(response.statusCode, route).toBe(500);
        expect(await write.state(id), route).toEqual(state);
      }
    } finally {
      await ctx.db.execute(sql`alter table admin_audit_log drop constraint refuse_entries`);
    }
  });

  it('writes no entry for an admin write that is refused', async () => {
    const before = await entryCount();
    const user = await newUser();
    const job = await newJob();
    await send('POST /api/admin/jobs/:id/removal', ADMIN_WRITES['POST /api/admin/jobs/:id/removal']!.call(job));
    const afterRemoval = await entryCount();
    const refused: Array<[string, { url: string; payload?: Record<string, unknown> }, number]> = [
      ['POST /api/admin/users/:id/role', { url: `/api/admin/users/${admin.id}/role`, payload: { role: 'user' } }, 409],
      ['POST /api/admin/users/:id/role', { url: '/api/admin/users/999999/role', payload: { role: 'admin' } }, 404],
      ['POST /api/admin/users/:id/role', { url: `/api/admin/users/${user.id}/role`, payload: { role: 'owner' } }, 400],
      ['POST /api/admin/users/:id/disable', { url: `/api/admin/users/${admin.id}/disable` }, 409],
      ['POST /api/admin/users/:id/enable', { url: '/api/admin/users/999999/enable' }, 404],
      ['DELETE /api/admin/users/:id', { url: `/api/admin/users/${admin.id}` }, 409],
      ['DELETE /api/admin/users/:id', { url: '/api/admin/users/999999' }, 404],
      [
        'PUT /api/admin/companies/:id/website',
        { url: `/api/admin/companies/${await newCompany()}/website`, payload: { websiteUrl: 'not a website' } },
        400,
      ],
      [
        'POST /api/admin/jobs/:id/removal',
        { url: `/api/admin/jobs/${job}/removal`, payload: { reason: 'Again.' } },
        409,
      ],
      [
        'POST /api/admin/referral-requests/:id/assignment',
        {
          url: `/api/admin/referral-requests/${await newRequest(referrerProfile)}/assignment`,
          payload: { referrerId: otherReferrerProfile },
        },
        409,
      ],
    ];
    for (const [route, call, status] of refused) {
      expect((await send(route, call)).statusCode, call.url).toBe(status);
    }
    expect(afterRemoval).toBe(before + 1);
    expect(await entryCount()).toBe(afterRemoval);
  });

  it("records an admin's edit and close of a job someone else posted, and not a poster's own", async () => {
    const postedBy = async (account: Account) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: { cookie: account.cookie },
        payload: { ...JOB, title: 'Backend Engineer' },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const edit = (account: Account, id: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${id}`,
        headers: { cookie: account.cookie },
        payload: { ...JOB, title: 'Senior Backend Engineer', location: 'Berlin' },
      });
    const close = (account: Account, id: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/close`, headers: { cookie: account.cookie } });

    const before = await entryCount();
    const own = await postedBy(referrer);
    expect((await edit(referrer, own)).statusCode).toBe(200);
    expect((await close(referrer, own)).statusCode).toBe(200);
    const adminsOwn = await postedBy(admin);
    expect((await edit(admin, adminsOwn)).statusCode).toBe(200);
    expect((await close(admin, adminsOwn)).statusCode).toBe(200);
    expect(await entryCount()).toBe(before);

    const theirs = await postedBy(referrer);
    expect((await edit(admin, theirs)).statusCode).toBe(200);
    expect((await close(admin, theirs)).statusCode).toBe(200);
    const [closed, edited] = (await readLog('?limit=2')).entries;
    expect(edited).toMatchObject({
      admin: { id: admin.id, name: ADMIN_NAME },
      action: 'job.edited',
      object: { type: 'job', id: theirs, label: 'Senior Backend Engineer at Northwind' },
      before: { title: 'Backend Engineer', location: 'Remote' },
      after: { title: 'Senior Backend Engineer', location: 'Berlin' },
    });
    expect(Object.keys(edited!.after!).sort()).toEqual(['location', 'title']);
    expect(closed).toMatchObject({
      action: 'job.closed',
      object: { type: 'job', id: theirs },
      before: { closedAt: null },
      after: { closedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect(await entryCount()).toBe(before + 2);
  });

  it('records a reassignment with the referrer it was taken from, and shows both by name', async () => {
    const id = await newRequest(referrerProfile);
    const response = await send('POST /api/admin/referral-requests/:id/assignment', {
      url: `/api/admin/referral-requests/${id}/assignment`,
      payload: { referrerId: otherReferrerProfile, fromReferrerId: referrerProfile },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = (await readLog('?limit=1')).entries;
    expect(entry).toMatchObject({
      action: 'referral_request.reassigned',
      object: { type: 'referral_request', id, label: 'Platform Engineer at Northwind' },
      before: { referrerId: referrerProfile },
      after: { referrerId: otherReferrerProfile },
      referrerNames: { [referrerProfile]: 'Audit Referrer', [otherReferrerProfile]: 'Audit Colleague' },
    });
  });

  it("keeps nothing of a deleted account's person: the entries about it keep its id, not its name or e-mail", async () => {
    const target = await newUser();
    expect(
      (await send('POST /api/admin/users/:id/disable', { url: `/api/admin/users/${target.id}/disable` })).statusCode,
    ).toBe(200);
    const [disabled] = (await readLog('?limit=1')).entries;
    expect(disabled!.object).toEqual({ type: 'user', id: target.id, label: target.name });
    expect((await send('DELETE /api/admin/users/:id', { url: `/api/admin/users/${target.id}` })).statusCode).toBe(204);

    const stored = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.objectId, target.id));
    expect(stored.map((row) => row.action).sort()).toEqual(['user.deleted', 'user.disabled']);
    const listed = (await readLog('?limit=2')).entries;
    expect(listed.map((entry) => entry.object)).toEqual([
      { type: 'user', id: target.id, label: null },
      { type: 'user', id: target.id, label: null },
    ]);
    const everything = JSON.stringify([stored, listed]);
    expect(everything).not.toContain(target.email);
    expect(everything).not.toContain(target.name);
  });

  it('lists the entries newest first, a page at a time, with the total', async () => {
    const first = await readLog('?page=1&limit=2');
    const second = await readLog('?page=2&limit=2');
    expect(first.total).toBe(await entryCount());
    expect(second.total).toBe(first.total);
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    const badPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?page=0',
      headers: { cookie: admin.cookie },
    });
    expect(badPage.statusCode).toBe(400);
  });

  it('is read by admins only: to anyone else the address does not exist', async () => {
    for (const headers of [{}, { cookie: outsider.cookie }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
      expect(response.statusCode).toBe(404);
    }
  });
});
