import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { createTestApp, registerAccount } from './helpers';

/** `GET /api/admin/mail`: the outbox, for admins, outside production. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let admin: { id: number; cookie: string };
let member: { id: number; cookie: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerAccount(ctx.app, 'Ada Admin');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  member = await registerAccount(ctx.app, 'Mo Member');
  for (let index = 1; index <= 3; index++) {
    await enqueueMail(ctx.db, { to: `person-${index}@example.com`, subject: `Mail ${index}`, text: `Text ${index}` });
  }
});
afterAll(() => ctx.close());

const list = (app: TestApp['app'], query: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers: cookie ? { cookie } : {} });

describe('the outbox for admins', () => {
  it('lists the mail newest first, a page at a time, with the total', async () => {
    const response = await list(ctx.app, '?page=1&limit=2', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mails = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Mail 3', 'Mail 2']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      recipient: 'person-3@example.com',
      subject: 'Mail 3',
      text: 'Text 3',
      createdAt: expect.any(String),
      attempts: 0,
      nextAttemptAt: expect.any(String),
      deliveredAt: null,
      lastError: null,
      textDeletedAt: null,
    });
    const second = await list(ctx.app, '?page=2&limit=2', admin.cookie);
    expect(second.json().map((mail: { subject: string }) => mail.subject)).toEqual(['Mail 1']);
  });

  it('answers 404 to everyone but admins, as if it did not exist', async () => {
    for (const cookie of [undefined, member.cookie]) {
      const response = await list(ctx.app, '', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/admin/mail' });
    }
  });

  it('refuses bad paging with 400 and a message', async () => {
    const response = await list(ctx.app, '?limit=1000', admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit must be a whole number from 1 to 100');
  });

  it('does not exist in production, even for admins', async () => {
    const production = await createTestApp({ production: true });
    try {
      const productionAdmin = await registerAccount(production.app, 'Prod Admin');
      await production.db.update(users).set({ role: 'admin' }).where(eq(users.id, productionAdmin.id));
      const response = await list(production.app, '', productionAdmin.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/admin/mail' });
    } finally {
      await production.close();
    }
  });
});
