import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailOutbox,
  onboardingProfiles,
  referrers,
  requestConversations,
  requestMessages,
  users,
} from '../../src/server/db/schema';
import { LiveHub } from '../../src/server/live/liveHub';
import { exportedConversations, mailAwayParties } from '../../src/server/repositories/conversations';
import { CONVERSATION, conversationMessages } from '../../src/shared/conversation';
import type {
  Conversation,
  ConversationMessage,
  ReportedConversation,
  ReportedMessage,
} from '../../src/shared/schemas/conversations';
import type { UserNotification } from '../../src/shared/schemas/notifications';
import type { ReferralRequest, ReferralRequestEvent } from '../../src/shared/schemas/referralRequests';
import { openEventStream } from './fixtures/eventStream';
import { sendReferralRequest } from './fixtures/forms';
import { accountOfKind, buildTestApp, createTestDatabase, HIGH_RATE_LIMITS, TEST_SESSION_SECRET } from './helpers';

/**
 * The conversation on a request, on two app processes sharing one database (each with its own live hub, as two
 * `node dist/server/serve.js` would): its two parties write to each other and nobody else reads any of it, a message
 * reaches the other side's stream once, whichever process it was posted to, posting is limited per account across
 * both, a closed conversation takes no more, a report puts it in the admins' queue, and the away party gets a mail.
 */
const MESSAGE_LIMIT = 6;

type App = Awaited<ReturnType<typeof buildTestApp>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: Array<{ app: App; hub: LiveHub; baseUrl: string }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 2; index++) {
    const hub = new LiveHub({ connectionConfig: { connectionString: database.connectionString }, db: database.db });
    const app = await buildTestApp({
      db: database.db,
      sessionSecret: TEST_SESSION_SECRET,
      rateLimits: { ...HIGH_RATE_LIMITS, messageLimit: MESSAGE_LIMIT },
      liveHub: hub,
    });
    await hub.start(app.log);
    processes.push({ app, hub, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterAll(async () => {
  for (const { app, hub } of processes) {
    await app.close();
    await hub.stop();
  }
  await database?.drop();
});

const first = () => processes[0]!.app;
const second = () => processes[1]!.app;
const ctx = () => ({ app: first(), db: database.db });

let companies = 0;

/** A request from a new candidate to a new referrer at a new company, and two outsiders and an admin. */
async function conversationParties() {
  const company = `Talkvale${++companies}`;
  const referrer = await accountOfKind(ctx(), `Rita Referrer ${companies}`, 'referrer', company);
  const [profile] = await database.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  const candidate = await accountOfKind(ctx(), `Cato Candidate ${companies}`, 'candidate');
  const response = await sendReferralRequest(
    first(),
    { company, referrerId: String(profile!.id), name: `Cato Candidate ${companies}` },
    candidate.cookie,
  );
  expect(response.statusCode).toBe(201);
  const requestId = response.json<{ id: number }>().id;
  const outsider = await accountOfKind(ctx(), `Otto Outsider ${companies}`, 'candidate');
  const otherReferrer = await accountOfKind(ctx(), `Oona Other ${companies}`, 'referrer', `Elsewhere${companies}`);
  const admin = await accountOfKind(ctx(), `Ada Admin ${companies}`, 'admin');
  return { company, referrer, referrerId: profile!.id, candidate, requestId, outsider, otherReferrer, admin };
}

const inject = (
  app: App,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  payload?: Record<string, unknown> | string,
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });

const post = (app: App, requestId: number, cookie: string, body: unknown) =>
  inject(app, 'POST', `/api/referral-requests/${requestId}/messages`, cookie, { body });
const read = (app: App, requestId: number, cookie: string | undefined) =>
  inject(app, 'GET', `/api/referral-requests/${requestId}/conversation`, cookie);

describe('a conversation on a request', () => {
  it('lets the candidate and the referrer write to each other, live across two processes, once each', async () => {
    const { referrer, candidate, requestId, company } = await conversationParties();
    // The referrer's browser streams from the second process; the candidate writes to the first.
    const referrerStream = await openEventStream(`${processes[1]!.baseUrl}/api/live`, { cookie: referrer.cookie });
    try {
      await vi.waitFor(() => expect(processes[1]!.hub.openStreams).toBe(1));
      const empty = await read(first(), requestId, candidate.cookie);
      expect(empty.statusCode).toBe(200);
      expect(empty.json<Conversation>()).toMatchObject({
        party: 'candidate',
        otherName: `Rita Referrer ${companies}`,
        closedAt: null,
        cannotWriteBecause: null,
        messages: [],
      });

      // Plain text, as typed: markup is kept as characters, never read as HTML.
      const text = '  Hello! Is the <b>platform</b> team still hiring?\nThanks  ';
      const sent = await post(first(), requestId, candidate.cookie, text);
      expect(sent.statusCode).toBe(201);
      const message = sent.json<ConversationMessage>();
      expect(message).toMatchObject({
        authorParty: 'candidate',
        mine: true,
        body: 'Hello! Is the <b>platform</b> team still hiring?\nThanks',
        reported: false,
      });

      const event = await referrerStream.waitFor((streamed) => streamed.event === 'notification');
      expect(JSON.parse(event.data) as UserNotification).toMatchObject({
        kind: 'message-to-referrer',
        referralRequestId: requestId,
        text: `Cato Candidate ${companies} wrote to you about their request at ${company}`,
      });

      const asReferrer = await read(second(), requestId, referrer.cookie);
      expect(asReferrer.json<Conversation>()).toMatchObject({
        party: 'referrer',
        otherName: `Cato Candidate ${companies}`,
        messages: [{ id: message.id, authorParty: 'candidate', mine: false, body: message.body }],
      });
      const reply = await post(second(), requestId, referrer.cookie, 'Yes: send me your portfolio.');
      expect(reply.statusCode).toBe(201);
      const bothSides = (await read(first(), requestId, candidate.cookie)).json<Conversation>();
      expect(bothSides.messages.map((each) => [each.authorParty, each.mine, each.body])).toEqual([
        ['candidate', true, message.body],
        ['referrer', false, 'Yes: send me your portfolio.'],
      ]);

      // No message arrives twice on the stream, though both processes listen.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = referrerStream.events.map((streamed) => streamed.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(referrerStream.events.filter((streamed) => streamed.data.includes('message-to-referrer'))).toHaveLength(1);
    } finally {
      await referrerStream.close();
    }
  });

  it('announces a message only once it is stored, and stores none whose announcement failed', async () => {
    const { referrer, candidate, requestId } = await conversationParties();
    const referrerStream = await openEventStream(`${processes[1]!.baseUrl}/api/live`, { cookie: referrer.cookie });
    // The announcement, written in the message's transaction, fails in the database.
    await database.db.execute(sql`
      create function refuse_message_notice() returns trigger language plpgsql as $$
      begin raise exception 'the notification cannot be written now'; end $$`);
    await database.db.execute(
      sql.raw(`create trigger refuse_message_notice before insert on user_notifications for each row
        when (new.user_id = ${referrer.id}) execute function refuse_message_notice()`),
    );
    try {
      await vi.waitFor(() => expect(processes[1]!.hub.openStreams).toBeGreaterThanOrEqual(1));
      const failed = await post(first(), requestId, candidate.cookie, 'Lost in the fault?');
      expect(failed.statusCode).toBe(500);
      const [conversation] = await database.db
        .select()
        .from(requestConversations)
        .where(eq(requestConversations.referralRequestId, requestId));
      // Nothing of it stayed, not even the conversation it would have opened.
      expect(conversation).toBeUndefined();
    } finally {
      await database.db.execute(sql`drop trigger refuse_message_notice on user_notifications`);
      await database.db.execute(sql`drop function refuse_message_notice`);
    }
    try {
      const sent = await post(first(), requestId, candidate.cookie, 'Second try');
      expect(sent.statusCode).toBe(201);
      await referrerStream.waitFor((event) => event.event === 'notification');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One announcement, of the message that was stored; none of the one that was not.
      expect(referrerStream.events).toHaveLength(1);
      const [only] = (await read(second(), requestId, referrer.cookie)).json<Conversation>().messages;
      expect(only).toMatchObject({ body: 'Second try' });
    } finally {
      await referrerStream.close();
    }
  });

  it('answers everyone but its two parties as if the request did not exist, before reading what they send', async () => {
    const { requestId, outsider, otherReferrer, admin, candidate } = await conversationParties();
    await post(first(), requestId, candidate.cookie, 'Only for my referrer.');
    for (const stranger of [outsider, otherReferrer, admin]) {
      const looked = await read(first(), requestId, stranger.cookie);
      expect(looked.statusCode).toBe(404);
      expect(looked.json<{ message: string }>().message).toBe('Referral request not found');
      expect(looked.body).not.toContain('Only for my referrer');
      // Malformed JSON and a valid body are answered the same: the body was never read.
      const malformed = await inject(
        first(),
        'POST',
        `/api/referral-requests/${requestId}/messages`,
        stranger.cookie,
        '{',
      );
      const valid = await post(first(), requestId, stranger.cookie, 'Let me in');
      expect([malformed.statusCode, valid.statusCode]).toEqual([404, 404]);
      const closed = await inject(
        first(),
        'POST',
        `/api/referral-requests/${requestId}/conversation/close`,
        stranger.cookie,
      );
      expect(closed.statusCode).toBe(404);
    }
    expect((await read(first(), requestId, undefined)).statusCode).toBe(401);
    const [message] = await database.db.select().from(requestMessages);
    expect((await inject(first(), 'POST', `/api/messages/${message!.id}/report`, outsider.cookie)).statusCode).toBe(
      404,
    );
  });

  it('takes 1 to 2,000 characters of plain text, with the rules of every text field', async () => {
    const { requestId, candidate } = await conversationParties();
    const refused = async (body: unknown) => {
      const response = await post(first(), requestId, candidate.cookie, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string; errors?: Record<string, string> }>();
    };
    expect((await refused('   ')).errors).toEqual({ body: conversationMessages.bodyRequired });
    expect((await refused('x'.repeat(CONVERSATION.messageMaxLength + 1))).errors).toEqual({
      body: conversationMessages.bodyTooLong,
    });
    await refused('Hello \u202Eevil');
    await refused('Hello \u0000');
    await refused(['a list']);
    const longest = await post(first(), requestId, candidate.cookie, 'y'.repeat(CONVERSATION.messageMaxLength));
    expect(longest.statusCode).toBe(201);
  });

  it('refuses new messages once either side closed it, with a clear 409', async () => {
    const { requestId, candidate, referrer } = await conversationParties();
    await post(first(), requestId, candidate.cookie, 'Thanks for your help.');
    const closed = await inject(
      second(),
      'POST',
      `/api/referral-requests/${requestId}/conversation/close`,
      referrer.cookie,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Conversation>()).toMatchObject({ closedByParty: 'referrer', cannotWriteBecause: 'closed' });
    for (const [app, party] of [
      [first(), candidate],
      [second(), referrer],
    ] as const) {
      const refused = await post(app, requestId, party.cookie, 'One more thing');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(conversationMessages.conversationClosed);
    }
    const again = await inject(
      first(),
      'POST',
      `/api/referral-requests/${requestId}/conversation/close`,
      candidate.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(conversationMessages.alreadyClosed);
    // What was said stays readable.
    expect((await read(first(), requestId, candidate.cookie)).json<Conversation>().messages).toHaveLength(1);
  });

  it("records the closing in the request's history, read by both sides, its status unchanged", async () => {
    const { requestId, candidate, referrer } = await conversationParties();
    const accepted = await inject(first(), 'POST', `/api/referral-requests/${requestId}/moves`, referrer.cookie, {
      action: 'accept',
      reason: 'Happy to help.',
    });
    expect(accepted.statusCode).toBe(200);
    const closed = await inject(
      second(),
      'POST',
      `/api/referral-requests/${requestId}/conversation/close`,
      candidate.cookie,
    );
    expect(closed.statusCode).toBe(200);
    // Closing again is refused, and writes no second line.
    const again = await inject(
      first(),
      'POST',
      `/api/referral-requests/${requestId}/conversation/close`,
      referrer.cookie,
    );
    expect(again.statusCode).toBe(409);

    for (const party of [candidate, referrer]) {
      const history = await inject(first(), 'GET', `/api/referral-requests/${requestId}/history`, party.cookie);
      expect(history.statusCode).toBe(200);
      const events = history.json<ReferralRequestEvent[]>();
      expect(events.filter((event) => event.kind === 'conversation-closed')).toEqual([
        expect.objectContaining({
          fromStatus: 'accepted',
          toStatus: 'accepted',
          actorParty: 'candidate',
          actorName: `Cato Candidate ${companies}`,
          reason: null,
        }),
      ]);
      expect(events.at(-1)!.kind).toBe('conversation-closed');
    }
    const listed = await inject(first(), 'GET', '/api/referral-requests?party=referrer&limit=100', referrer.cookie);
    expect(listed.json<ReferralRequest[]>().find((request) => request.id === requestId)).toMatchObject({
      status: 'accepted',
    });
  });

  it('limits each account to its messages an hour across both processes', async () => {
    const { requestId, candidate } = await conversationParties();
    for (let index = 0; index < MESSAGE_LIMIT; index++) {
      const app = index % 2 === 0 ? first() : second();
      expect((await post(app, requestId, candidate.cookie, `Message ${index}`)).statusCode).toBe(201);
    }
    const over = await post(second(), requestId, candidate.cookie, 'One too many');
    expect(over.statusCode).toBe(429);
    expect((await post(first(), requestId, candidate.cookie, 'One too many')).statusCode).toBe(429);
    expect((await read(first(), requestId, candidate.cookie)).json<Conversation>().messages).toHaveLength(
      MESSAGE_LIMIT,
    );
  });
});

describe('reporting a message', () => {
  it("puts the other side's message in the admins' queue; admins read a conversation only while it is reported", async () => {
    const { requestId, candidate, referrer, admin } = await conversationParties();
    const mine = (
      await post(first(), requestId, candidate.cookie, 'Could you refer me today?')
    ).json<ConversationMessage>();
    const theirs = (
      await post(first(), requestId, referrer.cookie, 'Send me money first.')
    ).json<ConversationMessage>();
    const [conversation] = await database.db
      .select()
      .from(requestConversations)
      .where(eq(requestConversations.referralRequestId, requestId));
    const adminReads = () => inject(first(), 'GET', `/api/admin/conversations/${conversation!.id}`, admin.cookie);
    expect((await adminReads()).statusCode).toBe(404);
    expect(
      (await inject(first(), 'GET', `/api/admin/conversations/${conversation!.id}`, candidate.cookie)).statusCode,
    ).toBe(404);

    const own = await inject(first(), 'POST', `/api/messages/${mine.id}/report`, candidate.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe(conversationMessages.ownMessage);
    expect((await inject(first(), 'POST', `/api/messages/${theirs.id}/report`, candidate.cookie)).statusCode).toBe(204);
    const twice = await inject(first(), 'POST', `/api/messages/${theirs.id}/report`, candidate.cookie);
    expect(twice.json<{ message: string }>().message).toBe(conversationMessages.alreadyReported);
    const seen = (await read(first(), requestId, candidate.cookie)).json<Conversation>();
    expect(seen.messages.map((message) => message.reported)).toEqual([false, true]);

    const queue = await inject(first(), 'GET', '/api/admin/reported-messages', admin.cookie);
    expect(queue.json<ReportedMessage[]>()).toContainEqual(
      expect.objectContaining({
        id: theirs.id,
        conversationId: conversation!.id,
        requestId,
        authorParty: 'referrer',
        authorName: `Rita Referrer ${companies}`,
        reportedByName: `Cato Candidate ${companies}`,
        body: 'Send me money first.',
      }),
    );
    expect((await inject(first(), 'GET', '/api/admin/reported-messages', candidate.cookie)).statusCode).toBe(404);
    const whole = await adminReads();
    expect(whole.statusCode).toBe(200);
    expect(whole.json<ReportedConversation>().messages.map((message) => [message.body, message.reportOpen])).toEqual([
      ['Could you refer me today?', false],
      ['Send me money first.', true],
    ]);

    const resolved = await inject(first(), 'POST', `/api/admin/reported-messages/${theirs.id}/resolve`, admin.cookie);
    expect(resolved.statusCode).toBe(204);
    expect((await adminReads()).statusCode).toBe(404);
    const queueAfter = await inject(first(), 'GET', '/api/admin/reported-messages', admin.cookie);
    expect(queueAfter.json<ReportedMessage[]>().map((message) => message.id)).not.toContain(theirs.id);
    const resolvedAgain = await inject(
      first(),
      'POST',
      `/api/admin/reported-messages/${theirs.id}/resolve`,
      admin.cookie,
    );
    expect(resolvedAgain.statusCode).toBe(409);
  });
});

describe('the mail to a party who is away', () => {
  const linkOrigin = 'https://referbridge.example';
  const mailTo = async (email: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((mail) =>
      mail.subject.includes('wrote to you'),
    );
  const emailOf = async (userId: number) => {
    return (await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  };

  it('goes out once the message is unread for a while, at most once per conversation an hour', async () => {
    const { requestId, candidate, referrer, company } = await conversationParties();
    const referrerEmail = await emailOf(referrer.id);
    const sent = (await post(first(), requestId, candidate.cookie, 'Hello there')).json<ConversationMessage>();
    const at = (minutes: number) => new Date(Date.parse(sent.createdAt) + minutes * 60_000);

    await mailAwayParties(database.db, at(1), linkOrigin);
    expect(await mailTo(referrerEmail)).toHaveLength(0);
    await mailAwayParties(database.db, at(CONVERSATION.awayAfterMinutes + 1), linkOrigin);
    const [mail] = await mailTo(referrerEmail);
    expect(mail).toMatchObject({ subject: `Cato Candidate ${companies} wrote to you on ReferBridge` });
    expect(mail!.text).toContain(`about the referral request at ${company}: 1 unread message.`);
    expect(mail!.text).toContain(`${linkOrigin}/referrer-dashboard`);
    // The mail says a message is waiting, never what it says.
    expect(mail!.text).not.toContain('Hello there');
    // Run again, by any process: nothing new to tell.
    await mailAwayParties(database.db, at(CONVERSATION.awayAfterMinutes + 2), linkOrigin);
    expect(await mailTo(referrerEmail)).toHaveLength(1);

    // A second message within the hour waits for the hour to pass.
    await database.db
      .update(requestMessages)
      .set({ createdAt: at(10) })
      .where(
        eq(
          requestMessages.id,
          (await post(first(), requestId, candidate.cookie, 'Me again')).json<ConversationMessage>().id,
        ),
      );
    await mailAwayParties(database.db, at(30), linkOrigin);
    expect(await mailTo(referrerEmail)).toHaveLength(1);
    await mailAwayParties(database.db, at(CONVERSATION.awayMailEveryMinutes + 5), linkOrigin);
    expect(await mailTo(referrerEmail)).toHaveLength(2);
    // The candidate wrote them: nothing for the candidate.
    expect(await mailTo(await emailOf(candidate.id))).toHaveLength(0);
  });

  it('is not sent to a party who read the message, nor to one who turned e-mail off', async () => {
    const { requestId, candidate, referrer } = await conversationParties();
    const sent = (await post(first(), requestId, referrer.cookie, 'Can we talk?')).json<ConversationMessage>();
    await read(second(), requestId, candidate.cookie);
    await mailAwayParties(database.db, new Date(Date.parse(sent.createdAt) + 10 * 60_000), linkOrigin);
    expect(await mailTo(await emailOf(candidate.id))).toHaveLength(0);

    await database.db
      .update(onboardingProfiles)
      .set({ notifyEmail: false })
      .where(eq(onboardingProfiles.userId, candidate.id));
    const later = (await post(first(), requestId, referrer.cookie, 'Still there?')).json<ConversationMessage>();
    await mailAwayParties(database.db, new Date(Date.parse(later.createdAt) + 10 * 60_000), linkOrigin);
    expect(await mailTo(await emailOf(candidate.id))).toHaveLength(0);
  });
});

describe('messages and personal data', () => {
  it('are in the data export of both parties, and go with the account that sent the request', async () => {
    const { requestId, candidate, referrer } = await conversationParties();
    await post(first(), requestId, candidate.cookie, 'My side');
    await post(first(), requestId, referrer.cookie, 'Their side');
    const asCandidate = await exportedConversations(database.db, candidate.id);
    expect(asCandidate).toEqual([
      expect.objectContaining({
        requestId,
        youWereThe: 'candidate',
        messages: [
          expect.objectContaining({ by: 'you', text: 'My side' }),
          expect.objectContaining({ by: 'referrer', text: 'Their side' }),
        ],
      }),
    ]);
    expect((await exportedConversations(database.db, referrer.id))[0]).toMatchObject({ youWereThe: 'referrer' });

    const deleted = await first().inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: candidate.cookie },
      payload: { password: 'password 123' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await database.db
        .select()
        .from(requestConversations)
        .where(eq(requestConversations.referralRequestId, requestId)),
    ).toEqual([]);
    expect(await exportedConversations(database.db, referrer.id)).toEqual([]);
    // The referrer can no longer write to nobody.
    const refused = await post(first(), requestId, referrer.cookie, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(conversationMessages.candidateDeleted);
  });
});
