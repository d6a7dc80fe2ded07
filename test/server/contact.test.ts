import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, users } from '../../src/server/db/schema';
import { authMessages } from '../../src/shared/auth';
import { contactMessages as contactTexts } from '../../src/shared/contact';
import { accountOfKind, createTestApp } from './helpers';

/** The /contact form's route on the real database: what it keeps, what it mails the admins, and who may read it. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let admin: { id: number; cookie: string };
let candidate: { id: number; cookie: string };

const message = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  topic: 'Partnerships',
  message: 'We run a referral program at Analytical Engines and would like to bring it to ReferBridge.',
};
const send = (app: TestApp['app'], payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as Record<string, unknown> });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await accountOfKind(ctx, 'Morgan Admin', 'admin');
  candidate = await accountOfKind(ctx, 'Casey Candidate', 'candidate');
});
afterAll(() => ctx.close());

describe('POST /api/contact', () => {
  it('keeps the message and mails it to every admin through the outbox', async () => {
    const response = await send(ctx.app, message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactTexts.sent });

    const [kept] = await ctx.db.select().from(contactMessages);
    expect(kept).toMatchObject({ ...message, email: 'ada@example.com' });
    const [adminEmail] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, admin.id));
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, adminEmail!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ReferBridge contact form: Partnerships, from Ada Lovelace');
    expect(mails[0]!.text).toContain('Ada Lovelace <ada@example.com> wrote, about "Partnerships":');
    expect(mails[0]!.text).toContain(message.message);
    // Nobody else is mailed.
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('refuses a bad message with the form’s words, and keeps and mails nothing', async () => {
    const before = (await ctx.db.select().from(contactMessages)).length;
    const response = await send(ctx.app, { name: '', email: 'not an address', topic: 'Lottery', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: authMessages.nameRequired,
      email: authMessages.emailInvalid,
      topic: contactTexts.topicRequired,
      message: contactTexts.messageRequired,
    });
    const tooLong = await send(ctx.app, { ...message, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ message: contactTexts.messageTooLong });
    expect((await ctx.db.select().from(contactMessages)).length).toBe(before);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('answers 429 past its limit per address', async () => {
    const limited = await createTestApp({ rateLimits: { contactLimit: 2 } });
    try {
      expect((await send(limited.app, message)).statusCode).toBe(201);
      expect((await send(limited.app, message)).statusCode).toBe(201);
      const blocked = await send(limited.app, message);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts/);
      expect(await limited.db.select().from(contactMessages)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists the messages, newest first, to admins', async () => {
    await send(ctx.app, { ...message, name: 'Grace Hopper', topic: 'Press and media' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?limit=10',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json().map((row: { name: string; topic: string }) => [row.name, row.topic])).toEqual([
      ['Grace Hopper', 'Press and media'],
      ['Ada Lovelace', 'Partnerships'],
    ]);
  });

  it('does not exist for anyone else, even asked with bad input', async () => {
    for (const headers of [{ cookie: candidate.cookie }, {}]) {
      for (const url of ['/api/admin/contact-messages', '/api/admin/contact-messages?page=zero']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('No such endpoint: GET /api/admin/contact-messages');
      }
    }
  });
});
