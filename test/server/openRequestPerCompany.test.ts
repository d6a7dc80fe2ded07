import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRequests, referrers } from '../../src/server/db/schema';
import { OPEN_STATUSES } from '../../src/shared/requestLifecycle';
import type { OpenRequestAnswer } from '../../src/shared/schemas/referralRequests';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, buildTestApp, createTestApp, HIGH_RATE_LIMITS, TEST_SESSION_SECRET } from './helpers';

/**
 * One open request per candidate and company (src/shared/requestLifecycle.ts: OPEN_STATUSES): a second is refused with
 * 409 naming the first, by account and by e-mail, until the first ends; two sent at once cannot both be stored.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let companies = 0;
const newCompany = () => `Onevale${++companies}`;
let emails = 0;
const newEmail = () => `one-open-${++emails}@example.com`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function referrerAt(company: string, name: string) {
  const account = await accountOfKind(ctx, name, 'referrer', company);
  const [profile] = await ctx.db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, account.id));
  return { ...account, referrerId: profile!.id };
}

const openRequestsOf = (email: string) =>
  ctx.db
    .select({ id: referralRequests.id })
    .from(referralRequests)
    .where(and(eq(referralRequests.email, email), sql`${referralRequests.status} in ${OPEN_STATUSES}`));

describe('one open request per company', () => {
  it('refuses a signed-in candidate a second request at the company, naming the first and linking to it', async () => {
    const company = newCompany();
    const referrer = await referrerAt(company, 'Rhea Ref');
    const candidate = await accountOfKind(ctx, 'Cleo Candidate', 'candidate');
    const first = await sendReferralRequest(
      ctx.app,
      { company, email: newEmail(), referrerId: String(referrer.referrerId) },
      candidate.cookie,
    );
    expect(first.statusCode).toBe(201);

    // Another address, the company typed in another case: the account still has its request there.
    const second = await sendReferralRequest(
      ctx.app,
      { company: ` ${company.toUpperCase()} `, email: newEmail() },
      candidate.cookie,
    );
    expect(second.statusCode).toBe(409);
    const today = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const message = `You already have an open request at ${company} (to Rhea Ref, sent ${today}). See it in My requests.`;
    expect(second.json()).toEqual({
      message,
      openRequest: { company, message, path: '/profile' },
      requestId: expect.any(String),
    });

    // The modal asks the same as it opens.
    const asked = await ctx.app.inject({
      url: `/api/open-referral-request?company=${encodeURIComponent(company.toLowerCase())}`,
      headers: { cookie: candidate.cookie },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<OpenRequestAnswer>()).toEqual({ openRequest: { company, message, path: '/profile' } });
  });

  it('refuses a second request from the same e-mail address signed out, without naming its referrer', async () => {
    const company = newCompany();
    await referrerAt(company, 'Remy Ref');
    const email = newEmail();
    expect((await sendReferralRequest(ctx.app, { company, email })).statusCode).toBe(201);

    const second = await sendReferralRequest(ctx.app, { company, email: email.toUpperCase() });
    expect(second.statusCode).toBe(409);
    const body = second.json<{ message: string; openRequest: { path: string } }>();
    expect(body.message).toBe(
      `A request at ${company} sent from this e-mail address is still open. Follow it from the link in its ` +
        'confirmation e-mail, or sign in to see it in My requests.',
    );
    expect(body.message).not.toContain('Remy');
    expect(body.openRequest.path).toBe('/profile');
    expect(await openRequestsOf(email)).toHaveLength(1);
  });

  it('takes a request at another company, and at the same company once the first has ended', async () => {
    const company = newCompany();
    const referrer = await referrerAt(company, 'Rory Ref');
    const candidate = await accountOfKind(ctx, 'Cass Candidate', 'candidate');
    const email = newEmail();
    const first = await sendReferralRequest(
      ctx.app,
      { company, email, referrerId: String(referrer.referrerId) },
      candidate.cookie,
    );
    expect(first.statusCode).toBe(201);
    expect((await sendReferralRequest(ctx.app, { company: newCompany(), email }, candidate.cookie)).statusCode).toBe(
      201,
    );
    const none = await ctx.app.inject({
      url: `/api/open-referral-request?company=${newCompany()}`,
      headers: { cookie: candidate.cookie },
    });
    expect(none.json()).toEqual({ openRequest: null });

    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${first.json<{ id: number }>().id}/moves`,
      headers: { cookie: referrer.cookie },
      payload: { action: 'decline', reason: 'We are not hiring for this team.' },
    });
    expect(declined.statusCode).toBe(200);
    expect((await sendReferralRequest(ctx.app, { company, email }, candidate.cookie)).statusCode).toBe(201);
  });

  it('stores one of two requests sent at the same moment through two app processes', async () => {
    const company = newCompany();
    await referrerAt(company, 'Rene Ref');
    const email = newEmail();
    const second = await buildTestApp({ db: ctx.db, sessionSecret: TEST_SESSION_SECRET, rateLimits: HIGH_RATE_LIMITS });
    try {
      const answers = await Promise.all(
        [ctx.app, second, ctx.app, second, ctx.app, second].map((app) => sendReferralRequest(app, { company, email })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await openRequestsOf(email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers the modal only for a signed-in caller, and checks the company like the form', async () => {
    expect((await ctx.app.inject({ url: '/api/open-referral-request?company=Northwind' })).statusCode).toBe(401);
    const candidate = await accountOfKind(ctx, 'Cato Candidate', 'candidate');
    const tooLong = await ctx.app.inject({
      url: `/api/open-referral-request?company=${'x'.repeat(201)}`,
      headers: { cookie: candidate.cookie },
    });
    expect(tooLong.statusCode).toBe(400);
    const empty = await ctx.app.inject({
      url: '/api/open-referral-request?company=%20',
      headers: { cookie: candidate.cookie },
    });
    expect(empty.json()).toMatchObject({ message: 'Please enter a company name' });
  });
});
