import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoStepRecoveryCodes, twoStepSignIn, users } from '../../src/server/db/schema';
import { accountDeletionMessages } from '../../src/shared/accountDeletion';
import { authMessages } from '../../src/shared/auth';
import type { TwoStepEnrolment, TwoStepRecoveryCodes, TwoStepStatus } from '../../src/shared/schemas/twoStep';
import { TWO_STEP, twoStepMessages } from '../../src/shared/twoStep';
import {
  accountOfKind,
  buildTestApp,
  createTestApp,
  createTestDatabase,
  HIGH_RATE_LIMITS,
  registerAccount,
  sessionCookie,
  TEST_SESSION_SECRET,
} from './helpers';

/**
 * Two-step sign-in on the real database: enrolling, the second step of a sign-in with an authenticator code or a
 * recovery code, every code that must be refused, the per-account limit across two app instances, turning it off,
 * and the admins' rule in production.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Inject = TestApp['app'];
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'password 123';
const now = () => Math.floor(Date.now() / 1000);
/** The authenticator app's code, `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * TWO_STEP.periodSeconds });

async function emailOf(app: Inject, cookie: string) {
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return me.json<{ email: string }>().email;
}

/** Turns two-step sign-in on for the account, as /profile does: password, then the app's first code. */
async function enrol(app: Inject, cookie: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/me/two-step/enrolment',
    headers: { cookie },
    payload: { password: PASSWORD },
  });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<TwoStepEnrolment>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/me/two-step/confirmation',
    headers: { cookie },
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<TwoStepRecoveryCodes>().recoveryCodes };
}

/** The password step: its answer, and the cookie of the pending sign-in it started. */
async function passwordStep(app: Inject, email: string, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return { response, cookie: sessionCookie(response) };
}

async function codeStep(app: Inject, cookie: string | undefined, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login/code',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });
}

async function signedInAs(app: Inject, cookie: string | undefined) {
  if (!cookie) return undefined;
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return me.statusCode === 200 ? me.json<{ id: number }>().id : undefined;
}

/** An account with two-step sign-in on: its id, e-mail, secret and recovery codes. */
async function enrolledAccount(app: Inject, name: string) {
  const account = await registerAccount(app, name);
  const email = await emailOf(app, account.cookie);
  return { ...account, email, ...(await enrol(app, account.cookie)) };
}

describe('enrolling', () => {
  it('takes the password, then a first code from the app, and shows 10 recovery codes once', async () => {
    const { id, cookie } = await registerAccount(ctx.app, 'Enid Enrol');
    const headers = { cookie };
    const status = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/me/two-step', headers })).json<TwoStepStatus>();
    expect(await status()).toMatchObject({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/enrolment',
      headers,
      payload: { password: 'not my password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      message: twoStepMessages.passwordWrong,
      errors: { password: twoStepMessages.passwordWrong },
    });

    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/enrolment',
      headers,
      payload: { password: PASSWORD },
    });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json<TwoStepEnrolment>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/ReferBridge:${encodeURIComponent(await emailOf(ctx.app, cookie))}?secret=${secret}&issuer=ReferBridge`,
    );
    // Not on until the app has shown it can make codes.
    expect(await status()).toMatchObject({ enabled: false });

    const wrongCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/confirmation',
      headers,
      payload: { code: await codeAt(secret, -4) },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ errors: { code: twoStepMessages.enrolmentCodeWrong } });

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/confirmation',
      headers,
      payload: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<TwoStepRecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
    expect(await status()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // The database holds neither the secret nor any recovery code as typed.
    const [row] = await ctx.db.select().from(twoStepSignIn).where(eq(twoStepSignIn.userId, id));
    expect(row?.secretSealed).not.toContain(secret);
    const stored = await ctx.db.select().from(twoStepRecoveryCodes);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/enrolment',
      headers,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: twoStepMessages.alreadyOn });
  });

  it('refuses a confirmation with no enrolment begun', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Nora Nostart');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/two-step/confirmation',
      headers: { cookie },
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: twoStepMessages.enrolmentMissing });
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers the right password with a request for the code, and no signed-in session', async () => {
    const account = await enrolledAccount(ctx.app, 'Paula Pending');
    const { response, cookie } = await passwordStep(ctx.app, account.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: twoStepMessages.codeNeeded, secondStep: true });
    expect(cookie).toBeDefined();
    expect(await signedInAs(ctx.app, cookie)).toBeUndefined();
    // No device is trusted before the code.
    expect(response.cookies.find((c) => c.name === 'rb.device')).toBeUndefined();
  });

  it('signs in with a current code from the app', async () => {
    const account = await enrolledAccount(ctx.app, 'Carl Code');
    const { cookie } = await passwordStep(ctx.app, account.email);
    const response = await codeStep(ctx.app, cookie, await codeAt(account.secret, 1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.id, email: account.email });
    // A new session id for the signed-in session: the pending one's cookie signs nobody in.
    const signedIn = sessionCookie(response);
    expect(signedIn).not.toBe(cookie);
    expect(await signedInAs(ctx.app, signedIn)).toBe(account.id);
    expect(await signedInAs(ctx.app, cookie)).toBeUndefined();
  });

  it('refuses wrong, expired, reused and other accounts’ codes alike, and signs nobody in', async () => {
    const account = await enrolledAccount(ctx.app, 'Rita Refused');
    const other = await enrolledAccount(ctx.app, 'Otto Other');
    const refusal = { message: twoStepMessages.codeWrong, errors: { code: twoStepMessages.codeWrong } };

    const { cookie } = await passwordStep(ctx.app, account.email);
    const attempts = {
      wrong: '000000',
      expired: await codeAt(account.secret, -3),
      // The code that turned it on, a moment ago: used once already.
      reused: await codeAt(account.secret, 0),
      otherAccountsCode: await codeAt(other.secret, 1),
      otherAccountsRecoveryCode: other.recoveryCodes[0]!,
    };
    for (const [what, code] of Object.entries(attempts)) {
      const response = await codeStep(ctx.app, cookie, code);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 401,
        body: refusal,
      });
      expect(await signedInAs(ctx.app, cookie)).toBeUndefined();
    }
    // The other account's recovery code was not spent by the attempt on this one.
    const otherSignIn = await passwordStep(ctx.app, other.email);
    expect((await codeStep(ctx.app, otherSignIn.cookie, other.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('accepts a code from the app once: a second sign-in with it is refused', async () => {
    const account = await enrolledAccount(ctx.app, 'Una Once');
    const code = await codeAt(account.secret, 1);
    const first = await passwordStep(ctx.app, account.email);
    expect((await codeStep(ctx.app, first.cookie, code)).statusCode).toBe(200);
    const second = await passwordStep(ctx.app, account.email);
    const reused = await codeStep(ctx.app, second.cookie, code);
    expect(reused.statusCode).toBe(401);
    expect(await signedInAs(ctx.app, second.cookie)).toBeUndefined();
  });

  it('signs in with a recovery code, as typed or in capitals without hyphens, once each', async () => {
    const account = await enrolledAccount(ctx.app, 'Remy Recovery');
    const [firstCode, secondCode] = account.recoveryCodes as [string, string];
    const first = await passwordStep(ctx.app, account.email);
    const typed = ` ${firstCode.match(/.{4}/g)!.join('-')} `;
    const signedIn = await codeStep(ctx.app, first.cookie, typed);
    expect(signedIn.statusCode).toBe(200);
    const signedInCookie = sessionCookie(signedIn)!;
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/two-step',
      headers: { cookie: signedInCookie },
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    const again = await passwordStep(ctx.app, account.email);
    const reused = await codeStep(ctx.app, again.cookie, firstCode);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: twoStepMessages.codeWrong });
    expect(await signedInAs(ctx.app, again.cookie)).toBeUndefined();
    expect((await codeStep(ctx.app, again.cookie, secondCode.toUpperCase())).statusCode).toBe(200);
  });

  it('asks no code of a browser without a pending sign-in, nor after 5 minutes', async () => {
    const account = await enrolledAccount(ctx.app, 'Tim Timeout');
    const none = await codeStep(ctx.app, undefined, await codeAt(account.secret, 1));
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: twoStepMessages.signInExpired });
    // Refused before the body is read: a malformed body gets the same answer.
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/login/code', payload: { code: ['x'] } });
    expect(malformed.statusCode).toBe(401);

    const { cookie } = await passwordStep(ctx.app, account.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (TWO_STEP.pendingSignInMinutes * 60 + 1) * 1000 });
    const late = await codeStep(ctx.app, cookie, await codeAt(account.secret, 0));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: twoStepMessages.signInExpired });
    vi.useRealTimers();
    expect(await signedInAs(ctx.app, cookie)).toBeUndefined();
  });

  it('answers a wrong password as for any account: no word of a code', async () => {
    const account = await enrolledAccount(ctx.app, 'Wanda Wrong');
    const { response, cookie } = await passwordStep(ctx.app, account.email, 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: authMessages.invalidCredentials });
    expect(await codeStep(ctx.app, cookie, await codeAt(account.secret, 1))).toMatchObject({ statusCode: 401 });
  });

  it('lets app.twoStep.verifySecondFactor confirm a grave action with a code or a recovery code, once', async () => {
    const account = await enrolledAccount(ctx.app, 'Vera Verify');
    const plain = await registerAccount(ctx.app, 'Pat Plain');
    expect(await ctx.app.twoStep.isEnabled(account.id)).toBe(true);
    expect(await ctx.app.twoStep.isEnabled(plain.id)).toBe(false);
    expect(await ctx.app.twoStep.verifySecondFactor(account.id, '000000')).toBe(false);
    expect(await ctx.app.twoStep.verifySecondFactor(account.id, await codeAt(account.secret, 1))).toBe(true);
    expect(await ctx.app.twoStep.verifySecondFactor(account.id, await codeAt(account.secret, 1))).toBe(false);
    expect(await ctx.app.twoStep.verifySecondFactor(account.id, account.recoveryCodes[3]!)).toBe(true);
    expect(await ctx.app.twoStep.verifySecondFactor(account.id, account.recoveryCodes[3]!)).toBe(false);
    expect(await ctx.app.twoStep.verifySecondFactor(plain.id, '123456')).toBe(false);
  });
});

describe('the limit of codes per account', () => {
  it('holds across two app instances on one database, and a wrong password still says nothing of it', async () => {
    const database = await createTestDatabase();
    const build = () =>
      buildTestApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET, rateLimits: HIGH_RATE_LIMITS });
    const [first, second] = await Promise.all([build(), build()]);
    try {
      const account = await enrolledAccount(first, 'Bruno Brute');
      const onFirst = await passwordStep(first, account.email);
      const onSecond = await passwordStep(second, account.email);
      // The limit's worth of wrong codes, shared between the two instances.
      for (let attempt = 0; attempt < TWO_STEP.attemptsPerWindow; attempt++) {
        const [app, cookie] = attempt % 2 ? [second, onSecond.cookie] : [first, onFirst.cookie];
        expect((await codeStep(app, cookie, String(100000 + attempt))).statusCode).toBe(401);
      }
      // Past it, even the right code is refused on either instance, without being checked.
      for (const [app, cookie] of [
        [first, onFirst.cookie],
        [second, onSecond.cookie],
      ] as const) {
        const refused = await codeStep(app, cookie, await codeAt(account.secret, 1));
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: twoStepMessages.tooManyAttempts(TWO_STEP.attemptWindowMinutes) });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(await signedInAs(app, cookie)).toBeUndefined();
      }
      // A new sign-in from elsewhere gets no fresh attempts...
      const elsewhere = await passwordStep(second, account.email);
      expect((await codeStep(second, elsewhere.cookie, account.recoveryCodes[0]!)).statusCode).toBe(429);
      // ...and someone without the password learns nothing of the lock.
      const guess = await passwordStep(first, account.email, 'a guessed password');
      expect(guess.response.statusCode).toBe(401);
      expect(guess.response.json()).toEqual({ message: authMessages.invalidCredentials });
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  });
});

describe('turning it off', () => {
  it('needs the password, then signing in asks for the password only', async () => {
    const account = await enrolledAccount(ctx.app, 'Otis Off');
    const headers = { cookie: account.cookie };
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/two-step',
      headers,
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { password: twoStepMessages.passwordWrong } });
    expect(await ctx.app.twoStep.isEnabled(account.id)).toBe(true);

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/two-step',
      headers,
      payload: { password: PASSWORD },
    });
    expect(off.statusCode).toBe(204);
    expect(await ctx.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, account.id))).toEqual(
      [],
    );
    const { response } = await passwordStep(ctx.app, account.email);
    expect(response.statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/two-step',
      headers,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('admins in production', () => {
  it('are sent to enrol by every admin API until two-step sign-in is on', async () => {
    // Production cookies are Secure: the requests come through a proxy that says they were HTTPS.
    const production = await createTestApp({ production: true, trustProxy: '127.0.0.1' });
    const https = { 'x-forwarded-proto': 'https' };
    try {
      const registered = await production.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: https,
        payload: { name: 'Ada Admin', email: 'ada-admin@example.com', password: PASSWORD },
      });
      const admin = { id: registered.json<{ id: number }>().id, cookie: sessionCookie(registered)! };
      await production.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
      const headers = { ...https, cookie: admin.cookie };
      const overview = () => production.app.inject({ method: 'GET', url: '/api/admin/overview', headers });
      const refused = await overview();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: twoStepMessages.adminMustEnrol });
      // Before the body is read, like every admin refusal.
      const write = await production.app.inject({
        method: 'POST',
        url: '/api/admin/users/1/role',
        headers,
        payload: { role: 42 },
      });
      expect(write.statusCode).toBe(403);
      const status = await production.app.inject({ method: 'GET', url: '/api/me/two-step', headers });
      expect(status.json()).toMatchObject({ enabled: false, required: true });

      await enrol(production.app, admin.cookie);
      expect((await overview()).statusCode).toBe(200);
      // Someone who is not an admin still finds nothing there.
      const candidate = await production.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: https,
        payload: { name: 'Cora Candidate', email: 'cora@example.com', password: PASSWORD },
      });
      const candidateHeaders = { ...https, cookie: sessionCookie(candidate)! };
      const hidden = await production.app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: candidateHeaders,
      });
      expect(hidden.statusCode).toBe(404);
      const candidateStatus = await production.app.inject({
        method: 'GET',
        url: '/api/me/two-step',
        headers: candidateHeaders,
      });
      expect(candidateStatus.json()).toMatchObject({ required: false });
    } finally {
      await production.close();
    }
  });

  it('outside production, may use the dashboard without it (the dashboard shows a banner)', async () => {
    const admin = await accountOfKind(ctx, 'Dev Admin', 'admin');
    const headers = { cookie: admin.cookie };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers })).statusCode).toBe(200);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/me/two-step', headers });
    expect(status.json()).toMatchObject({ enabled: false, required: false });
    const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
  });
});

describe('the sealed secret', () => {
  it('does not open under another SESSION_SECRET: codes fail, recovery codes still sign in', async () => {
    const account = await enrolledAccount(ctx.app, 'Sid Secret');
    const rotated = await buildTestApp({
      db: ctx.db,
      sessionSecret: 'another-session-secret-that-is-long-enough-987654',
      rateLimits: HIGH_RATE_LIMITS,
    });
    try {
      const first = await passwordStep(rotated, account.email);
      expect((await codeStep(rotated, first.cookie, await codeAt(account.secret, 1))).statusCode).toBe(401);
      expect((await codeStep(rotated, first.cookie, account.recoveryCodes[0]!)).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });
});

describe('deleting an account with two-step sign-in on', () => {
  const deleteWith = (cookie: string, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie }, payload });

  it('asks for a code besides the password, refuses a wrong one, and deletes with a right one', async () => {
    const account = await enrolledAccount(ctx.app, 'Dee Lete');
    const withoutCode = await deleteWith(account.cookie, { password: PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({
      message: accountDeletionMessages.codeRequired,
      errors: { code: accountDeletionMessages.codeRequired },
    });
    const wrongCode = await deleteWith(account.cookie, { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ message: accountDeletionMessages.codeWrong });
    // Nothing was deleted by either refusal.
    expect(await signedInAs(ctx.app, account.cookie)).toBe(account.id);

    const deleted = await deleteWith(account.cookie, { password: PASSWORD, code: account.recoveryCodes[0]! });
    expect(deleted.statusCode).toBe(204);
    expect(await signedInAs(ctx.app, account.cookie)).toBeUndefined();
    expect(await ctx.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
  });
});
