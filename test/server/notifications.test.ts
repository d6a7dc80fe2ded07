import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, referralRequests, referrers, users } from '../../src/server/db/schema';
import { notifyCandidateOfStatusChange } from '../../src/server/mail/notifications';
import {
  WHATSAPP_NOT_CONFIGURED,
  type MessageTransport,
  type WhatsAppMessage,
} from '../../src/server/notifications/whatsapp';
import { minimalPdf } from './fixtures/resumes';
import { createTestApp, registerAccount } from './helpers';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { OPEN_STATUSES } from '../../src/shared/requestLifecycle';

/**
 * The mails a referral request's life sends, queued in the outbox with the change that causes them, each as its
 * recipient's notification preference says.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://referbridge.example';

/** A configured WhatsApp provider that keeps what it is handed. */
function recordingProvider() {
  const sent: WhatsAppMessage[] = [];
  const transport: MessageTransport = { configured: true, send: async (message) => void sent.push(message) };
  return { transport, sent };
}

let requestsSent = 0;

/**
 * Each test starts with no request open: its candidates send again to the same company, and a candidate has one open
 * request per company (the requests of earlier tests end as withdrawn).
 */
beforeEach(async () => {
  await ctx.db
    .update(referralRequests)
    .set({ status: 'withdrawn' })
    .where(inArray(referralRequests.status, [...OPEN_STATUSES]));
});

/** The app's own provider: what the routes hand over. */
const appWhatsapp = recordingProvider();
let ctx: TestApp;

interface Account {
  id: number;
  cookie: string;
  email: string;
}

async function account(name: string, onboarding?: Record<string, unknown>): Promise<Account> {
  const registered = await registerAccount(ctx.app, name);
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, registered.id));
  if (onboarding) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-onboarding',
      headers: { cookie: registered.cookie },
      payload: { name, ...onboarding },
    });
    expect(response.statusCode).toBe(200);
  }
  return { ...registered, email: row!.email };
}

const referrerProfileOf = async (account: Account) =>
  (await ctx.db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, account.id)))[0]!.id;

let referrer: Account;
let referrerId: number;
let quietReferrer: Account;
let quietReferrerId: number;
let candidate: Account;
let quietCandidate: Account;

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL, whatsapp: appWhatsapp.transport });
  referrer = await account('Rita Referrer', { title: 'Staff Engineer', company: 'Northwind', role: 'referrer' });
  referrerId = await referrerProfileOf(referrer);
  quietReferrer = await account('Quinn Quiet', {
    title: 'Engineer',
    company: 'Northwind',
    role: 'referrer',
    notifyEmail: false,
  });
  quietReferrerId = await referrerProfileOf(quietReferrer);
  // No onboarding: no profile row, so the spec's default (e-mail on) holds.
  candidate = await account('Cara Candidate');
  quietCandidate = await account('Nia Nomail', { role: 'candidate', notifyEmail: false });
});
afterAll(() => ctx.close());

function sendRequest(fields: Record<string, string>, cookie?: string) {
  const form = new FormData();
  const values = {
    name: 'Cara Candidate',
    email: `cara.request.${++requestsSent}@example.com`,
    phone: '+44 20 7946 0000',
    company: 'Northwind',
    experience: '4',
    message: 'I would love a referral for the platform team.',
    noticeVersion: REQUEST_NOTICE_VERSION,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'resume.pdf');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/direct-referral-request',
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

async function requestTo(referrerProfileId: number, fields: Record<string, string> = {}, cookie?: string) {
  const response = await sendRequest({ referrerId: String(referrerProfileId), ...fields }, cookie);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const move = (by: Account, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/referral-requests/${id}/moves`,
    headers: { cookie: by.cookie },
    payload,
  });

const mailsTo = (recipient: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));

const mailCount = async () => (await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

describe('a new request', () => {
  it("queues the referrer's mail, with a link to their dashboard", async () => {
    const before = (await mailsTo(referrer.email)).length;
    await requestTo(referrerId, {
      jobTitle: 'Platform Engineer',
      message: 'Please consider me for the platform team.',
    });
    const mails = await mailsTo(referrer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('New referral request from Cara Candidate');
    expect(mails[0]!.text).toContain('Cara Candidate asks you for a referral for Platform Engineer at Northwind');
    expect(mails[0]!.text).toContain('Please consider me for the platform team.');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/referrer-dashboard`);
  });

  it('queues nothing for a referrer who turned e-mail off', async () => {
    const before = await mailCount();
    await requestTo(quietReferrerId, {}, candidate.cookie);
    expect(await mailsTo(quietReferrer.email)).toHaveLength(0);
    expect(await mailCount()).toBe(before);
  });

  it('queues nothing for a referrer while the request waits for one', async () => {
    const before = await mailCount();
    const response = await sendRequest({}, candidate.cookie);
    expect(response.json()).toMatchObject({ pendingAssignment: true });
    expect(await mailCount()).toBe(before);
  });

  it("sent signed out, queues the candidate's confirmation at the request's address, and nothing else", async () => {
    const before = await mailCount();
    const response = await sendRequest({ email: 'sol.signedout@example.com', company: 'Globex' });
    expect(response.json()).toMatchObject({ pendingAssignment: true });
    expect(await mailCount()).toBe(before + 1);
    const [mail] = await mailsTo('sol.signedout@example.com');
    expect(mail!.subject).toBe('We received your referral request at Globex');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/follow-request\\?token=[A-Za-z0-9_-]{43}\n`));
  });

  it('is not stored when its mail cannot be queued', async () => {
    // The outbox refuses this one mail, as a failing write would: the request must go with it.
    await ctx.db.execute(sql`
      create function refuse_referrer_mail() returns trigger language plpgsql as $$
      begin raise exception 'the outbox is unavailable'; end $$`);
    await ctx.db.execute(
      sql.raw(`
      create trigger refuse_referrer_mail before insert on mail_outbox for each row
      when (new.recipient = '${referrer.email}') execute function refuse_referrer_mail()`),
    );
    try {
      const requestsBefore = (await ctx.db.select({ id: referralRequests.id }).from(referralRequests)).length;
      const response = await sendRequest({ referrerId: String(referrerId) });
      expect(response.statusCode).toBe(500);
      expect((await ctx.db.select({ id: referralRequests.id }).from(referralRequests)).length).toBe(requestsBefore);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_referrer_mail on mail_outbox`);
      await ctx.db.execute(sql`drop function refuse_referrer_mail`);
    }
  });
});

describe('a move', () => {
  it("queues the candidate's mail at their account's address", async () => {
    const id = await requestTo(referrerId, {}, candidate.cookie);
    expect((await move(referrer, id, { action: 'accept' })).statusCode).toBe(200);
    const [mail] = await mailsTo(candidate.email);
    expect(mail!.subject).toBe('Your referral request was accepted');
    expect(mail!.text).toContain('Hello Cara Candidate');
    expect(mail!.text).toContain('Rita Referrer accepted your referral request at Northwind');
    expect(mail!.text).toContain(`${PUBLIC_URL}/profile`);
    // The request's own address is told nothing of it (requests sent signed out had their confirmation there).
    expect((await mailsTo('cara.request@example.com')).map((sent) => sent.subject)).not.toContain(mail!.subject);
  });

  it('tells a declined candidate why', async () => {
    const id = await requestTo(referrerId, {}, candidate.cookie);
    expect((await move(referrer, id, { action: 'decline', reason: 'The team filled the role.' })).statusCode).toBe(200);
    const [mail] = await mailsTo(candidate.email);
    expect(mail!.subject).toBe('Your referral request was declined');
    expect(mail!.text).toContain('Their reason: The team filled the role.');
  });

  it('writes to the address of a request sent without an account', async () => {
    const id = await requestTo(referrerId, { name: 'Ari Anonymous', email: 'ari@example.com' });
    expect((await move(referrer, id, { action: 'accept' })).statusCode).toBe(200);
    const [mail] = await mailsTo('ari@example.com');
    expect(mail!.text).toContain('Hello Ari Anonymous');
    // No account to follow it in (registering would not claim it): a private link of its own, which opens it.
    expect(mail!.text).not.toContain('/auth');
    const token = new RegExp(`${PUBLIC_URL}/follow-request\\?token=([A-Za-z0-9_-]{43})`).exec(mail!.text)![1]!;
    const followed = await ctx.app.inject({ method: 'GET', url: `/api/followed-request?token=${token}` });
    expect(followed.json()).toMatchObject({ status: 'accepted', referrerName: 'Rita Referrer' });
    expect(mail!.withholdAfterDelivery).toBe(true);
  });

  it('queues nothing for a candidate who turned e-mail off', async () => {
    const id = await requestTo(referrerId, { email: 'nia.request@example.com' }, quietCandidate.cookie);
    const before = await mailCount();
    expect((await move(referrer, id, { action: 'accept' })).statusCode).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it("queues nothing for the candidate's own withdrawal", async () => {
    const id = await requestTo(referrerId, {}, candidate.cookie);
    const before = await mailCount();
    expect((await move(candidate, id, { action: 'withdraw' })).statusCode).toBe(200);
    expect(await mailCount()).toBe(before);
  });

  it('that fails queues nothing', async () => {
    const id = await requestTo(referrerId, {}, candidate.cookie);
    await ctx.db.update(referralRequests).set({ status: 'referred' }).where(eq(referralRequests.id, id));
    // A move records the in-app notification after the mail is queued; that last write fails here.
    await ctx.db.execute(sql`
      create function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'the notification cannot be recorded'; end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_notification before insert on user_notifications
      for each row execute function refuse_notification()`);
    try {
      const before = await mailCount();
      expect((await move(referrer, id, { action: 'hire' })).statusCode).toBe(500);
      expect(await mailCount()).toBe(before);
      const [request] = await ctx.db
        .select({ status: referralRequests.status })
        .from(referralRequests)
        .where(eq(referralRequests.id, id));
      expect(request!.status).toBe('referred');
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_notification on user_notifications`);
      await ctx.db.execute(sql`drop function refuse_notification`);
    }
    // Without the fault, the same move sends the mail.
    expect((await move(referrer, id, { action: 'hire' })).statusCode).toBe(200);
    expect((await mailsTo(candidate.email))[0]!.subject).toBe('Congratulations on your new job');
  });
});

describe('a move, by WhatsApp', () => {
  let whatsappCandidate: Account;
  beforeAll(async () => {
    whatsappCandidate = await account('Wes Whatsapp', { role: 'candidate', notifyWhatsapp: true });
  });

  /** The candidate hears that the referrer accepted the request, as a move's transaction tells them. */
  const tellOfAcceptance = (id: number, whatsapp: MessageTransport) =>
    ctx.db.transaction((tx) =>
      notifyCandidateOfStatusChange(tx, id, { to: 'accepted', reason: null }, PUBLIC_URL, whatsapp),
    );

  it('hands the message to the provider, at the phone number of the request, when the candidate chose WhatsApp', async () => {
    const id = await requestTo(referrerId, { phone: '+44 20 7946 0101' }, whatsappCandidate.cookie);
    const { transport, sent } = recordingProvider();
    await tellOfAcceptance(id, transport);
    expect(sent).toEqual([
      {
        to: '+44 20 7946 0101',
        text: `Good news: Rita Referrer accepted your referral request at Northwind.\n\nFollow your requests in your profile: ${PUBLIC_URL}/profile`,
      },
    ]);
    // E-mail is a channel of its own: still on for this account, it gets its mail too.
    expect((await mailsTo(whatsappCandidate.email))[0]!.subject).toBe('Your referral request was accepted');
  });

  it('is handed the message when the referrer answers through the API', async () => {
    const id = await requestTo(referrerId, { phone: '+44 20 7946 0102' }, whatsappCandidate.cookie);
    expect((await move(referrer, id, { action: 'accept' })).statusCode).toBe(200);
    expect(appWhatsapp.sent).toContainEqual({
      to: '+44 20 7946 0102',
      text: expect.stringContaining('Rita Referrer accepted your referral request at Northwind.'),
    });
  });

  it('sends nothing by WhatsApp to a candidate who did not choose it, or who has no account', async () => {
    const { transport, sent } = recordingProvider();
    await tellOfAcceptance(await requestTo(referrerId, {}, candidate.cookie), transport);
    await tellOfAcceptance(await requestTo(referrerId, { email: 'anon@example.com' }), transport);
    expect(sent).toEqual([]);
  });

  it('sends nothing, and fails nothing, while no provider is configured', async () => {
    const id = await requestTo(referrerId, {}, whatsappCandidate.cookie);
    // The unconfigured transport refuses to send: the move goes through because it is never asked.
    await expect(tellOfAcceptance(id, WHATSAPP_NOT_CONFIGURED)).resolves.toBeUndefined();
  });
});
