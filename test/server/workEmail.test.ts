import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, referrers, workEmailVerifications } from '../../src/server/db/schema';
import type { Referrer } from '../../src/shared/schemas/catalog';
import { workEmailMessages } from '../../src/shared/workEmail';
import { accountOfKind, createTestApp } from './helpers';

/**
 * Verified referrers: a referrer confirms a work e-mail at their company's domain through a one-time link, and their
 * card says so. The link follows the password reset's rules: random, kept as a hash, good once, for 30 minutes.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let companiesMade = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A referrer at a new company whose website is `websiteUrl` (none when null). */
async function referrerWithWebsite(websiteUrl: string | null) {
  const company = `Verity${++companiesMade}`;
  const account = await accountOfKind(ctx, `Val ${company}`, 'referrer', company);
  await ctx.db.update(companies).set({ websiteUrl }).where(eq(companies.name, company));
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
  return { ...account, referrerId: profile!.id, company };
}

const askForLink = (cookie: string, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/me/work-email', headers: { cookie }, payload: { email } });

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/work-email/confirm', payload: { token } });

/** The token of the newest confirmation mail sent to `email`, read from the outbox as the recipient would. */
async function tokenMailedTo(email: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail?.subject).toBe('Confirm your work e-mail for ReferBridge');
  expect(mail?.withholdAfterDelivery).toBe(true);
  return /\/confirm-work-email\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
}

const publicCard = async (referrerId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/referrer/${referrerId}` })).json<Referrer>();

describe('confirming a work e-mail', () => {
  it('mails a link to an address at the company domain; opening it verifies the referrer, once', async () => {
    const referrer = await referrerWithWebsite('https://www.verity-labs.example/careers');
    expect((await publicCard(referrer.referrerId)).verified).toBe(false);

    const asked = await askForLink(referrer.cookie, 'Val@Verity-Labs.example');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: workEmailMessages.linkSent('val@verity-labs.example') });
    const token = await tokenMailedTo('val@verity-labs.example');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: workEmailMessages.confirmed });
    expect((await publicCard(referrer.referrerId)).verified).toBe(true);
    const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.id, referrer.referrerId));
    expect(profile).toMatchObject({ verifiedEmail: 'val@verity-labs.example', verifiedAt: expect.any(Date) });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: workEmailMessages.linkUnusable });
  });

  it('accepts an address at a subdomain of the company domain', async () => {
    const referrer = await referrerWithWebsite('https://verity-eu.example');
    expect((await askForLink(referrer.cookie, 'val@mail.verity-eu.example')).statusCode).toBe(202);
  });

  it('refuses an address at another domain, under its field, and sends nothing', async () => {
    const referrer = await referrerWithWebsite('https://verity-two.example');
    const before = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox);
    for (const email of ['val@gmail.example', 'val@verity-two.example.attacker.example', 'val@notverity-two.example']) {
      const response = await askForLink(referrer.cookie, email);
      expect(response.statusCode).toBe(400);
      const message = workEmailMessages.wrongDomain('verity-two.example');
      expect(response.json()).toEqual({ message, errors: { email: message } });
    }
    const after = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.total).toBe(before[0]!.total);
  });

  it('says so when the company has no website to take a domain from', async () => {
    const referrer = await referrerWithWebsite(null);
    const response = await askForLink(referrer.cookie, 'val@anything.example');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: workEmailMessages.noCompanyDomain(referrer.company) });
  });

  it('is for referrers: a candidate is told to create a referrer profile first', async () => {
    const candidate = await accountOfKind(ctx, 'Cass Candidate', 'candidate');
    const response = await askForLink(candidate.cookie, 'cass@verity.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: workEmailMessages.notAReferrer });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/work-email',
      payload: { email: 'a@b.example' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an expired link, and a token that cannot be one, without asking the database', async () => {
    const referrer = await referrerWithWebsite('https://verity-late.example');
    await askForLink(referrer.cookie, 'val@verity-late.example');
    const token = await tokenMailedTo('val@verity-late.example');
    await ctx.db
      .update(workEmailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(workEmailVerifications.referrerId, referrer.referrerId));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await publicCard(referrer.referrerId)).verified).toBe(false);
    const malformed = await confirm('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: workEmailMessages.linkUnusable });
  });

  it('keeps at most three links open at once, so nobody fills an inbox', async () => {
    const referrer = await referrerWithWebsite('https://verity-many.example');
    for (let index = 0; index < 5; index++) {
      expect((await askForLink(referrer.cookie, 'val@verity-many.example')).statusCode).toBe(202);
    }
    const links = await ctx.db
      .select()
      .from(workEmailVerifications)
      .where(eq(workEmailVerifications.referrerId, referrer.referrerId));
    expect(links).toHaveLength(3);
    // Only a hash is kept: no stored value is a token that would confirm.
    const token = await tokenMailedTo('val@verity-many.example');
    expect(links.map((link) => link.tokenHash)).not.toContain(token);
  });
});
