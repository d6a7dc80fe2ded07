import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateResumes, referrers, sessions, users } from '../../src/server/db/schema';
import { accountMessages } from '../../src/shared/account';
import { authMessages } from '../../src/shared/auth';
import { referralRequestMessages } from '../../src/shared/referralRequest';
import { minimalDocx, minimalPdf, pdfOfSize } from './fixtures/resumes';
import { WHATSAPP_NOT_CONFIGURED, type MessageTransport } from '../../src/server/notifications/whatsapp';
import { buildTestApp, createTestApp, registerAccount, sessionCookie, TEST_SESSION_SECRET } from './helpers';

/** The signed-in user's own account: /profile and /referee-profile. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const send = (cookie: string | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const account = (overrides: object = {}) => ({
  name: 'Renamed Person',
  email: 'renamed@example.com',
  notifyEmail: false,
  notifyWhatsapp: true,
  notifyRealtime: false,
  ...overrides,
});

const signIn = async (email: string, password: string) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response)!;
};

const emailOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('/profile: name, e-mail and notification preferences', () => {
  it("answers the spec's default preferences for an account that never onboarded", async () => {
    const { cookie } = await registerAccount(ctx.app, 'Fresh Account');
    const response = await send(cookie, 'GET', '/api/me/account');
    expect(response.json()).toMatchObject({
      name: 'Fresh Account',
      notifyEmail: true,
      notifyWhatsapp: false,
      notifyRealtime: true,
      whatsappConfigured: false,
    });
  });

  it('saves all of it, lower-cases the e-mail, renames the referrer card, and answers the user for the session', async () => {
    const { id, cookie } = await registerAccount(ctx.app, 'Old Name');
    await send(cookie, 'PUT', '/api/me/referrer-profile', {
      company: 'Globex',
      title: 'Engineer',
      bio: 'I refer engineers who love distributed systems.',
      specialties: [],
      photo: null,
    });
    const response = await send(cookie, 'PUT', '/api/me/account', account({ email: 'Renamed@Example.com' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id, name: 'Renamed Person', email: 'renamed@example.com' });
    expect((await send(cookie, 'GET', '/api/me/account')).json()).toEqual({ ...account(), whatsappConfigured: false });
    const [card] = await ctx.db.select().from(referrers).where(eq(referrers.userId, id));
    expect(card!.name).toBe('Renamed Person');
  });

  it('stores the WhatsApp preference, and says whether this server sends WhatsApp messages at all', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Wanda Whatsapp');
    const saved = await send(cookie, 'PUT', '/api/me/account', account({ email: 'wanda@example.com' }));
    expect(saved.json().account).toMatchObject({ notifyWhatsapp: true, whatsappConfigured: false });
    // No provider is configured here: the choice is kept all the same.
    expect((await send(cookie, 'GET', '/api/me/account')).json()).toMatchObject({
      notifyWhatsapp: true,
      whatsappConfigured: false,
    });
    expect(WHATSAPP_NOT_CONFIGURED.configured).toBe(false);

    const provider: MessageTransport = { configured: true, send: async () => {} };
    const withProvider = await buildTestApp({ db: ctx.db, sessionSecret: TEST_SESSION_SECRET, whatsapp: provider });
    try {
      const answer = await withProvider.inject({ method: 'GET', url: '/api/me/account', headers: { cookie } });
      expect(answer.json()).toMatchObject({ notifyWhatsapp: true, whatsappConfigured: true });
    } finally {
      await withProvider.close();
    }
  });

  it('refuses an e-mail another account uses (409), changing nothing', async () => {
    const taken = await registerAccount(ctx.app, 'Owner');
    const { id, cookie } = await registerAccount(ctx.app, 'Would Be');
    const before = await emailOf(id);
    const response = await send(cookie, 'PUT', '/api/me/account', account({ email: await emailOf(taken.id) }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email).toBe(authMessages.emailTaken);
    expect(await emailOf(id)).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name', authMessages.nameRequired],
    [{ email: 'not an address' }, 'email', authMessages.emailInvalid],
  ])('refuses bad input with a message and changes nothing (%#)', async (change, field, message) => {
    const { id, cookie } = await registerAccount(ctx.app, 'Careful');
    const response = await send(cookie, 'PUT', '/api/me/account', account(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect((await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.name).toBe('Careful');
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await send(undefined, 'GET', '/api/me/account')).statusCode).toBe(401);
    expect((await send(undefined, 'PUT', '/api/me/account', account())).statusCode).toBe(401);
  });

  it('answers 401 to a disabled account, whatever it sends, and ends its session', async () => {
    const { id, cookie } = await registerAccount(ctx.app, 'Soon Disabled');
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/account',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 401,
      body: { message: authMessages.notSignedIn },
    });
    expect(refused.cookies).toContainEqual(expect.objectContaining({ name: 'rb.sid', value: '' }));
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });
});

describe('/profile: changing the password', () => {
  it('asks for the current password, then ends every other session and keeps this browser signed in', async () => {
    const { id } = await registerAccount(ctx.app, 'Two Devices');
    const email = await emailOf(id);
    const laptop = await signIn(email, 'password 123');
    const phone = await signIn(email, 'password 123');

    const response = await send(laptop, 'POST', '/api/me/password', {
      currentPassword: 'password 123',
      newPassword: 'a new password 456',
    });
    expect(response.statusCode).toBe(204);
    const renewed = sessionCookie(response)!;
    expect(renewed).not.toBe(laptop);

    expect((await send(phone, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await send(laptop, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await send(renewed, 'GET', '/api/me')).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'password 123' },
    });
    expect(login.statusCode).toBe(401);
    await signIn(email, 'a new password 456');
  });

  it('refuses a wrong current password, and a new one that breaks the rules, changing nothing', async () => {
    const { id, cookie } = await registerAccount(ctx.app, 'Wrong Guess');
    const hashBefore = (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
    const wrong = await send(cookie, 'POST', '/api/me/password', {
      currentPassword: 'not my password',
      newPassword: 'a new password 456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe(accountMessages.currentPasswordWrong);
    const short = await send(cookie, 'POST', '/api/me/password', {
      currentPassword: 'password 123',
      newPassword: 'short',
    });
    expect(short.json().errors.newPassword).toBe(authMessages.passwordTooShort);
    const same = await send(cookie, 'POST', '/api/me/password', {
      currentPassword: 'password 123',
      newPassword: 'password 123',
    });
    expect(same.json().errors.newPassword).toBe(accountMessages.samePassword);
    expect((await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash).toBe(hashBefore);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
  });

  it('is rate limited', async () => {
    const limited = await createTestApp({ rateLimits: { passwordChangeLimit: 2 } });
    try {
      const { cookie } = await registerAccount(limited.app, 'Guesser');
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/me/password',
          headers: { cookie },
          payload: { currentPassword: 'guess', newPassword: 'a new password 456' },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('/referee-profile: the candidate profile and the default resume', () => {
  const upload = (cookie: string, data: Buffer, name = 'my cv.pdf', field = 'resume') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)]), name);
    return ctx.app.inject({ method: 'PUT', url: '/api/me/resume', headers: { cookie }, payload: form });
  };

  it('saves the title, experience, LinkedIn and interests', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Candidate');
    const profile = {
      title: 'Data Analyst',
      experience: '4',
      linkedin: 'https://www.linkedin.com/in/candidate',
      interests: ['Data Science', 'Data Science', 'Design'],
    };
    const response = await send(cookie, 'PUT', '/api/me/candidate-profile', profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'Data Analyst',
      experience: 4,
      linkedin: 'https://www.linkedin.com/in/candidate',
      interests: ['Data Science', 'Design'],
      resume: null,
    });
  });

  it('refuses an unknown interest and a LinkedIn that is not an address', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Typo');
    const bad = await send(cookie, 'PUT', '/api/me/candidate-profile', {
      title: '',
      experience: null,
      linkedin: 'linkedin me',
      interests: ['Juggling'],
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(cookie, 'GET', '/api/me/candidate-profile')).json().interests).toEqual([]);
  });

  it('stores a checked resume, gives it back byte for byte, replaces it, and deletes it', async () => {
    const { id, cookie } = await registerAccount(ctx.app, 'Resume Owner');
    const pdf = minimalPdf('Resume Owner, analyst');
    const saved = await upload(cookie, pdf, '../../etc/my cv.pdf');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fileName: 'my cv.pdf', mimeType: 'application/pdf', size: pdf.length });

    const download = await send(cookie, 'GET', '/api/me/resume');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const docx = minimalDocx();
    expect((await upload(cookie, docx, 'cv.docx')).json().fileName).toBe('cv.docx');
    expect(await ctx.db.select().from(candidateResumes).where(eq(candidateResumes.userId, id))).toHaveLength(1);

    expect((await send(cookie, 'DELETE', '/api/me/resume')).statusCode).toBe(204);
    expect((await send(cookie, 'GET', '/api/me/resume')).statusCode).toBe(404);
    expect((await send(cookie, 'GET', '/api/me/candidate-profile')).json().resume).toBeNull();
  });

  it('refuses what a referral request would refuse, keeping the resume saved before', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Careful Uploader');
    await upload(cookie, minimalPdf());
    const script = await upload(cookie, Buffer.from('#!/bin/sh\necho pwned\n'), 'resume.pdf');
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.resume).toBe(referralRequestMessages.resumeWrongType);
    const huge = await upload(cookie, pdfOfSize(5 * 1024 * 1024 + 1), 'big.pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(referralRequestMessages.resumeTooLarge);
    const empty = await upload(cookie, Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    expect((await send(cookie, 'GET', '/api/me/candidate-profile')).json().resume.fileName).toBe('my cv.pdf');
  });

  it('stores a resume of exactly the 5 MiB allowed, byte for byte', async () => {
    const { cookie } = await registerAccount(ctx.app, 'Largest Resume');
    const largest = pdfOfSize(5 * 1024 * 1024);
    expect((await upload(cookie, largest, 'largest.pdf')).statusCode).toBe(200);
    expect((await send(cookie, 'GET', '/api/me/resume')).rawPayload.equals(largest)).toBe(true);
  });

  it("keeps one person's resume from everyone else", async () => {
    const owner = await registerAccount(ctx.app, 'Owner Of CV');
    const other = await registerAccount(ctx.app, 'Nosy');
    await upload(owner.cookie, minimalPdf('private'));
    expect((await send(other.cookie, 'GET', '/api/me/resume')).statusCode).toBe(404);
    expect((await send(undefined, 'GET', '/api/me/resume')).statusCode).toBe(401);
  });
});
