import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions, users } from '../../src/server/db/schema';
import { OUTSTANDING_RESET_LINKS_MAX } from '../../src/server/repositories/passwordResets';
import { authMessages } from '../../src/shared/auth';
import { passwordRecoveryMessages } from '../../src/shared/passwordRecovery';
import { loadConfig } from '../../src/server/config';
import { mailNotice } from '../../src/server/main';
import { createTestApp, registerAccount, sessionCookie } from './helpers';

/** Password recovery on the real database: the link's mail, its token, and what a reset does to the account. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://referbridge.example';
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => ctx.close());

const post = (app: TestApp['app'], url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const emailOf = async (db: TestApp['db'], id: number) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

const mailsTo = (db: TestApp['db'], recipient: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));

/** The answer leaves before the link is issued (its timing must not depend on the address): wait for the mail. */
async function askForLink(app: TestApp['app'], db: TestApp['db'], email: string, headers: Record<string, string> = {}) {
  const before = (await mailsTo(db, email)).length;
  const response = await post(app, '/api/forgot-password', { email }, headers);
  expect(response.statusCode).toBe(202);
  const mail = await vi.waitFor(
    async () => {
      const mails = await mailsTo(db, email);
      expect(mails.length).toBe(before + 1);
      return mails[0]!;
    },
    { timeout: 5000, interval: 20 },
  );
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No token in the mail: ${mail.text}`);
  return { mail, token };
}

const signIn = (app: TestApp['app'], email: string, password: string) => post(app, '/api/login', { email, password });

const countRows = async (db: TestApp['db']) => ({
  mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
  tokens: (await db.select({ n: count() }).from(passwordResetTokens))[0]!.n,
});

describe('asking for a reset link', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const account = await registerAccount(ctx.app, 'Kim Known');
    const email = await emailOf(ctx.db, account.id);
    const known = await post(ctx.app, '/api/forgot-password', { email });
    const unknown = await post(ctx.app, '/api/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: true });

    await vi.waitFor(async () => expect(await mailsTo(ctx.db, email)).toHaveLength(1), { timeout: 5000 });
    expect(await mailsTo(ctx.db, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('keeps only a hash of the token', async () => {
    const account = await registerAccount(ctx.app, 'Hana Hashed');
    const { token } = await askForLink(ctx.app, ctx.db, await emailOf(ctx.db, account.id));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes: 256 bits
    const rows = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const minutesLeft = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('builds the link from PUBLIC_URL whatever Host the request names', async () => {
    const account = await registerAccount(ctx.app, 'Hugo Host');
    const { mail, token } = await askForLink(ctx.app, ctx.db, await emailOf(ctx.db, account.id), {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
    });
    expect(mail.subject).toBe('Reset your ReferBridge password');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.text).not.toContain('attacker.example');
    // The link is a key to the account: the outbox forgets it once the mail is delivered.
    expect(mail.withholdAfterDelivery).toBe(true);
  });

  it(`sends at most ${OUTSTANDING_RESET_LINKS_MAX} working links to one account at once`, async () => {
    const account = await registerAccount(ctx.app, 'Ines Inbox');
    const email = await emailOf(ctx.db, account.id);
    for (let link = 0; link < OUTSTANDING_RESET_LINKS_MAX; link++) await askForLink(ctx.app, ctx.db, email);
    const response = await post(ctx.app, '/api/forgot-password', { email });
    expect(response.json()).toEqual({ message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: true });
    // The answer does not wait for the issuing; a later request for another address is queued behind it.
    await askForLink(ctx.app, ctx.db, await emailOf(ctx.db, (await registerAccount(ctx.app, 'Other')).id));
    expect(await mailsTo(ctx.db, email)).toHaveLength(OUTSTANDING_RESET_LINKS_MAX);
  });
});

describe('where the mail of a local try-out is read', () => {
  it('tells the page that mail stays in the outbox only on a server that sends none and shows its outbox', async () => {
    const ask = async (app: TestApp['app']) =>
      (await post(app, '/api/forgot-password', { email: 'anyone@example.com' })).json<{ mailStaysInOutbox: boolean }>();
    expect((await ask(ctx.app)).mailStaysInOutbox).toBe(true);
    for (const options of [{ mailDelivered: true }, { production: true }]) {
      const other = await createTestApp({ publicUrl: PUBLIC_URL, ...options });
      try {
        expect((await ask(other.app)).mailStaysInOutbox).toBe(false);
      } finally {
        await other.close();
      }
    }
  });

  it('says in the start log where to read it, with the demo admin to sign in as', () => {
    const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env });
    expect(mailNotice(config({ PORT: '4321' }))).toBe(
      'Mail is not sent (no SMTP_URL): it stays in the outbox. Read it in Admin → Mail at ' +
        'http://localhost:4321/admin-dashboard?tab=mail, signed in as an admin ' +
        '(the demo admin: admin@referbridge.example / admin-demo-1).',
    );
    expect(mailNotice(config({ PORT: '4321', HOST: '0.0.0.0' }))).toBe(
      'Mail is not sent (no SMTP_URL): it stays in the outbox. Read it in Admin → Mail at ' +
        'http://localhost:4321/admin-dashboard?tab=mail, signed in as an admin.',
    );
    expect(
      mailNotice(config({ SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://referbridge.example' })),
    ).toBeUndefined();
    expect(mailNotice(config({ NODE_ENV: 'production', SESSION_SECRET: 'y'.repeat(40) }))).toMatch(
      /^WARNING: no SMTP_URL: mail .* reaches nobody\.$/,
    );
  });
});

describe('resetting the password', () => {
  it('sets the new password with a token that then works no more', async () => {
    const account = await registerAccount(ctx.app, 'Olga Once');
    const email = await emailOf(ctx.db, account.id);
    const { token } = await askForLink(ctx.app, ctx.db, email);

    const reset = await post(ctx.app, '/api/reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: passwordRecoveryMessages.passwordChanged });
    expect((await signIn(ctx.app, email, 'a brand new password')).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'password 123')).statusCode).toBe(401);

    const again = await post(ctx.app, '/api/reset-password', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: passwordRecoveryMessages.linkUnusable,
      errors: { token: passwordRecoveryMessages.linkUnusable },
    });
    expect((await signIn(ctx.app, email, 'a brand new password')).statusCode).toBe(200);
  });

  it('spends the other links of the account with it', async () => {
    const account = await registerAccount(ctx.app, 'Tom Twice');
    const email = await emailOf(ctx.db, account.id);
    const first = await askForLink(ctx.app, ctx.db, email);
    const second = await askForLink(ctx.app, ctx.db, email);
    expect(
      (await post(ctx.app, '/api/reset-password', { token: second.token, password: 'second password' })).statusCode,
    ).toBe(200);
    const older = await post(ctx.app, '/api/reset-password', { token: first.token, password: 'first password' });
    expect(older.statusCode).toBe(400);
    expect((await signIn(ctx.app, email, 'second password')).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const account = await registerAccount(ctx.app, 'Eve Expired');
    const email = await emailOf(ctx.db, account.id);
    const { token } = await askForLink(ctx.app, ctx.db, email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, account.id));

    const response = await post(ctx.app, '/api/reset-password', { token, password: 'too late password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(passwordRecoveryMessages.linkUnusable);
    expect((await signIn(ctx.app, email, 'password 123')).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'too late password')).statusCode).toBe(401);
  });

  it('gives a disabled account no link, and no use of one sent before it was disabled', async () => {
    const account = await registerAccount(ctx.app, 'Dora Disabled');
    const email = await emailOf(ctx.db, account.id);
    const { token } = await askForLink(ctx.app, ctx.db, email);
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, account.id));

    const asked = await post(ctx.app, '/api/forgot-password', { email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: passwordRecoveryMessages.linkSent, mailStaysInOutbox: true });
    const used = await post(ctx.app, '/api/reset-password', { token, password: 'a way back in' });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(passwordRecoveryMessages.linkUnusable);
    // The answer leaves before the link would be issued: give it the time it takes, then count the mails.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(ctx.db, email)).toHaveLength(1);
    // The password is as it was: the link's one is wrong (a disabled account's right one would be refused with 403).
    expect((await signIn(ctx.app, email, 'a way back in')).statusCode).toBe(401);
  });

  it('ends every session of the account', async () => {
    const account = await registerAccount(ctx.app, 'Sam Sessions');
    const email = await emailOf(ctx.db, account.id);
    const otherBrowser = sessionCookie(await signIn(ctx.app, email, 'password 123'))!;
    const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await me(otherBrowser)).statusCode).toBe(200);

    const { token } = await askForLink(ctx.app, ctx.db, email);
    const reset = await post(
      ctx.app,
      '/api/reset-password',
      { token, password: 'fresh password' },
      {
        cookie: account.cookie,
      },
    );
    expect(reset.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
  });

  it('lifts a sign-in lock, so the owner can sign in with the new password at once', async () => {
    const account = await registerAccount(ctx.app, 'Lou Locked');
    const email = await emailOf(ctx.db, account.id);
    let locked = 0;
    for (let attempt = 0; attempt < 10 && locked === 0; attempt++) {
      if ((await signIn(ctx.app, email, 'a wrong guess')).statusCode === 429) locked++;
    }
    expect((await signIn(ctx.app, email, 'password 123')).json().message).toMatch(/Too many failed sign-ins/);

    const { token } = await askForLink(ctx.app, ctx.db, email);
    expect((await post(ctx.app, '/api/reset-password', { token, password: 'unlocked password' })).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, 'unlocked password')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['no e-mail', {}, authMessages.emailRequired],
    ['an e-mail that is not one', { email: 'not-an-address' }, authMessages.emailInvalid],
    ['an object for the e-mail', { email: { $ne: '' } }, 'Invalid request'],
  ])('asking for a link with %s answers 400 and queues nothing', async (_case, payload, message) => {
    const before = await countRows(ctx.db);
    const response = await post(ctx.app, '/api/forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countRows(ctx.db)).toEqual(before);
  });

  const longEnough = 'long enough password';
  it.each([
    ['no token', () => ({ password: longEnough }), passwordRecoveryMessages.linkUnusable],
    [
      'a token of the wrong shape',
      () => ({ token: 'abc', password: longEnough }),
      passwordRecoveryMessages.linkUnusable,
    ],
    ['no password', (token: string) => ({ token }), authMessages.passwordRequired],
    ['a short password', (token: string) => ({ token, password: 'short' }), authMessages.passwordTooShort],
    [
      'a password past the limit',
      (token: string) => ({ token, password: 'x'.repeat(129) }),
      authMessages.passwordTooLong,
    ],
    ['an object for the password', (token: string) => ({ token, password: { length: 20 } }), 'Invalid request'],
  ])('resetting with %s answers 400 with a message and changes nothing', async (_case, payloadFor, message) => {
    const account = await registerAccount(ctx.app, 'Bad Input');
    const email = await emailOf(ctx.db, account.id);
    // A working token for the account: the bad field alone must stop the reset.
    const { token } = await askForLink(ctx.app, ctx.db, email);
    const before = await countRows(ctx.db);
    const response = await post(ctx.app, '/api/reset-password', payloadFor(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countRows(ctx.db)).toEqual(before);
    expect((await signIn(ctx.app, email, 'password 123')).statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, account.id))).not.toHaveLength(0);
  });
});

describe('the rate limit', () => {
  it('answers 429 past the limit, on both routes', async () => {
    const limited = await createTestApp({ publicUrl: PUBLIC_URL, rateLimits: { passwordResetLimit: 2 } });
    try {
      const ask = () => post(limited.app, '/api/forgot-password', { email: 'someone@example.com' });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);

      const reset = () =>
        post(limited.app, '/api/reset-password', { token: 'x'.repeat(43), password: 'long password' });
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the logs', () => {
  it('never carry the token, from the request for a link to its use', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ publicUrl: PUBLIC_URL, logStream: stream });
    try {
      const account = await registerAccount(logged.app, 'Lena Logs');
      const email = await emailOf(logged.db, account.id);
      const { token } = await askForLink(logged.app, logged.db, email);
      // The page the link opens, then the reset, then the spent link once more.
      await logged.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      expect((await post(logged.app, '/api/reset-password', { token, password: 'logged password' })).statusCode).toBe(
        200,
      );
      expect((await post(logged.app, '/api/reset-password', { token, password: 'logged password' })).statusCode).toBe(
        400,
      );

      const text = lines.join('');
      expect(text).toContain('/reset-password');
      expect(text).toContain('/api/forgot-password');
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    } finally {
      await logged.close();
    }
  });
});
