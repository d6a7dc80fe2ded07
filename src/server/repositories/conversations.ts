import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONVERSATION, type ConversationParty } from '../../shared/conversation.js';
import type {
  Conversation,
  ConversationMessage,
  ReportedConversation,
  ReportedMessage,
} from '../../shared/schemas/conversations.js';
import type { Database } from '../db/client.js';
import {
  referralRequestEvents,
  referralRequests,
  referrers,
  requestConversations,
  requestMessages,
  users,
} from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import { recordAdminAction, type AdminAction } from './auditLog.js';
import { paths } from '../../shared/paths.js';

/**
 * The conversation on a request (src/shared/conversation.ts): one per request and referrer. Its parties are the
 * request's candidate (by account) and the referrer who has the request now; nobody else reads any of it, admins
 * included, except a conversation with an open report, which admins read from their queue.
 */

/** The caller's side of a request, or null when they are not a party to it (or it does not exist). */
export async function partyOf(db: Database, userId: number, requestId: number): Promise<ConversationParty | null> {
  const [row] = await db
    .select({ candidateUserId: referralRequests.candidateUserId, referrerUserId: referrers.userId })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, requestId));
  if (!row) return null;
  if (row.candidateUserId === userId) return 'candidate';
  if (row.referrerUserId === userId) return 'referrer';
  return null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What stands between a party and writing on this request, whatever the conversation's state. */
async function requestFacts(db: Database, requestId: number, lock: boolean) {
  const query = db
    .select({
      referrerId: referralRequests.referrerId,
      referrerName: referrers.name,
      candidateName: referralRequests.name,
      candidateUserId: referralRequests.candidateUserId,
      status: referralRequests.status,
      senderDeleted: sql<boolean>`(${referralRequests.senderDeletedAt} is not null)`,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, requestId));
  const [row] = lock ? await query.for('update', { of: referralRequests }) : await query;
  return row;
}

type RequestFacts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;

/** Why nobody can write on the request now, in the caller's words, or null when both sides are there. */
function cannotWriteBecause(facts: RequestFacts) {
  if (facts.referrerId === null) return 'noReferrerYet' as const;
  if (facts.senderDeleted) return 'candidateDeleted' as const;
  if (facts.candidateUserId === null) return 'noCandidateAccount' as const;
  return null;
}

/** A conversation's messages, oldest first, with their reports. */
function messageRowsOf(db: Database, conversationId: number) {
  return db
    .select({
      id: requestMessages.id,
      authorParty: requestMessages.authorParty,
      body: requestMessages.body,
      createdAt: requestMessages.createdAt,
      reportedAt: requestMessages.reportedAt,
      reportResolvedAt: requestMessages.reportResolvedAt,
    })
    .from(requestMessages)
    .where(eq(requestMessages.conversationId, conversationId))
    .orderBy(asc(requestMessages.id));
}

async function messagesOf(db: Database, conversationId: number, party: ConversationParty | null) {
  return (await messageRowsOf(db, conversationId)).map((row) => asMessage(row, party));
}

function asMessage(
  row: {
    id: number;
    authorParty: ConversationParty;
    body: string;
    createdAt: Date;
    reportedAt: Date | null;
    reportResolvedAt?: Date | null;
  },
  party: ConversationParty | null,
): ConversationMessage {
  return {
    id: row.id,
    authorParty: row.authorParty,
    mine: row.authorParty === party,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    reported: row.reportedAt !== null,
  };
}

/**
 * The request's conversation with its referrer now, as `party` reads it, and marks it read by them up to its newest
 * message (what decides who is away: mailAwayParties).
 */
export async function readConversation(db: Database, requestId: number, party: ConversationParty) {
  const facts = await requestFacts(db, requestId, false);
  if (!facts) return null;
  const [conversation] =
    facts.referrerId === null
      ? []
      : await db
          .select()
          .from(requestConversations)
          .where(
            and(
              eq(requestConversations.referralRequestId, requestId),
              eq(requestConversations.referrerId, facts.referrerId),
            ),
          );
  const messages = conversation ? await messagesOf(db, conversation.id, party) : [];
  const newest = messages.at(-1)?.id ?? 0;
  if (conversation && newest > 0) {
    const readThrough =
      party === 'candidate' ? requestConversations.candidateReadThrough : requestConversations.referrerReadThrough;
    await db
      .update(requestConversations)
      .set(party === 'candidate' ? { candidateReadThrough: newest } : { referrerReadThrough: newest })
      .where(and(eq(requestConversations.id, conversation.id), sql`${readThrough} < ${newest}`));
  }
  const closedByParty = conversation?.closedByParty ?? null;
  const view: Conversation = {
    party,
    otherName: party === 'candidate' ? facts.referrerName : facts.candidateName,
    closedAt: iso(conversation?.closedAt ?? null),
    closedByParty,
    cannotWriteBecause: closedByParty ? 'closed' : cannotWriteBecause(facts),
    messages,
  };
  return view;
}

/** The request's conversation with its referrer now, made if it has none yet, locked for the transaction. */
async function currentConversation(tx: Database, requestId: number, referrerId: number) {
  await tx
    .insert(requestConversations)
    .values({ referralRequestId: requestId, referrerId })
    .onConflictDoNothing({ target: [requestConversations.referralRequestId, requestConversations.referrerId] });
  const [conversation] = await tx
    .select()
    .from(requestConversations)
    .where(and(eq(requestConversations.referralRequestId, requestId), eq(requestConversations.referrerId, referrerId)))
    .for('update');
  return conversation!;
}

export type PostResult =
  | { notFound: true }
  | { refused: 'closed' | 'noReferrerYet' | 'candidateDeleted' | 'noCandidateAccount' }
  | { posted: ConversationMessage };

/**
 * Posts a message, in one transaction: the message, and the notification that carries it live to the other party
 * (its NOTIFY goes out at commit, so a message is announced only once it is stored, and once).
 */
export async function postMessage(
  db: Database,
  requestId: number,
  author: { userId: number },
  body: string,
): Promise<PostResult> {
  return db.transaction(async (tx) => {
    // The request is locked first, as every change to it is: a move to another referrer waits for the message.
    const facts = await requestFacts(tx, requestId, true);
    if (!facts) return { notFound: true };
    const party = await partyOf(tx, author.userId, requestId);
    if (!party) return { notFound: true };
    const reason = cannotWriteBecause(facts);
    if (reason) return { refused: reason };
    const conversation = await currentConversation(tx, requestId, facts.referrerId!);
    if (conversation.closedAt) return { refused: 'closed' };
    const [message] = await tx
      .insert(requestMessages)
      .values({ conversationId: conversation.id, authorUserId: author.userId, authorParty: party, body })
      .returning();
    // The writer has read their own conversation up to what they wrote.
    await tx
      .update(requestConversations)
      .set(party === 'candidate' ? { candidateReadThrough: message!.id } : { referrerReadThrough: message!.id })
      .where(eq(requestConversations.id, conversation.id));
    await recordRequestNotifications(tx, requestId, {
      kind: party === 'candidate' ? 'message-to-referrer' : 'message-to-candidate',
    });
    return { posted: asMessage(message!, party) };
  });
}

export type CloseResult = { notFound: true } | { refused: 'alreadyClosed' | 'noReferrerYet' } | { closed: true };

/**
 * Closes the request's conversation with its referrer now, for good: neither side can write in it again. Its history
 * says who closed it and when, in the same transaction.
 */
export async function closeConversation(db: Database, requestId: number, userId: number): Promise<CloseResult> {
  return db.transaction(async (tx) => {
    const facts = await requestFacts(tx, requestId, true);
    if (!facts) return { notFound: true };
    const party = await partyOf(tx, userId, requestId);
    if (!party) return { notFound: true };
    if (facts.referrerId === null) return { refused: 'noReferrerYet' };
    const conversation = await currentConversation(tx, requestId, facts.referrerId);
    if (conversation.closedAt) return { refused: 'alreadyClosed' };
    await tx
      .update(requestConversations)
      .set({ closedAt: new Date(), closedByParty: party })
      .where(eq(requestConversations.id, conversation.id));
    // A line of the request's history, so that the other side reads it there too: by whom, when; the status stays.
    await tx.insert(referralRequestEvents).values({
      referralRequestId: requestId,
      fromStatus: facts.status,
      toStatus: facts.status,
      actorUserId: userId,
      actorParty: party,
      kind: 'conversation-closed',
    });
    return { closed: true };
  });
}

/**
 * The request of a message, when `userId` is a party to the message's conversation now: its candidate, or the
 * referrer it is with (whose conversation it is). Null for everyone else.
 */
export async function messageRequestFor(db: Database, userId: number, messageId: number) {
  const [row] = await db
    .select({ requestId: requestConversations.referralRequestId })
    .from(requestMessages)
    .innerJoin(requestConversations, eq(requestConversations.id, requestMessages.conversationId))
    .innerJoin(referralRequests, eq(referralRequests.id, requestConversations.referralRequestId))
    .innerJoin(referrers, eq(referrers.id, requestConversations.referrerId))
    .where(
      and(
        eq(requestMessages.id, messageId),
        eq(referralRequests.referrerId, requestConversations.referrerId),
        or(eq(referralRequests.candidateUserId, userId), eq(referrers.userId, userId)),
      ),
    );
  return row?.requestId ?? null;
}

export type ReportResult = { notFound: true } | { refused: 'ownMessage' | 'alreadyReported' } | { reported: true };

/** Reports the other party's message: it goes to the admins' queue, with its conversation. */
export async function reportMessage(db: Database, messageId: number, userId: number): Promise<ReportResult> {
  return db.transaction(async (tx) => {
    const requestId = await messageRequestFor(tx, userId, messageId);
    if (requestId === null) return { notFound: true };
    const party = await partyOf(tx, userId, requestId);
    const [message] = await tx.select().from(requestMessages).where(eq(requestMessages.id, messageId)).for('update');
    if (!message || !party) return { notFound: true };
    if (message.authorParty === party) return { refused: 'ownMessage' };
    if (message.reportedAt) return { refused: 'alreadyReported' };
    await tx
      .update(requestMessages)
      .set({ reportedAt: new Date(), reportedByUserId: userId })
      .where(eq(requestMessages.id, messageId));
    return { reported: true };
  });
}

const reporters = alias(users, 'reporters');

/** The admins' queue: every reported message whose report is open, oldest report first. */
export async function listOpenReports(db: Database): Promise<ReportedMessage[]> {
  const rows = await db
    .select({
      id: requestMessages.id,
      conversationId: requestMessages.conversationId,
      requestId: requestConversations.referralRequestId,
      company: referralRequests.company,
      authorParty: requestMessages.authorParty,
      authorName: users.name,
      body: requestMessages.body,
      createdAt: requestMessages.createdAt,
      reportedAt: requestMessages.reportedAt,
      reportedByName: reporters.name,
    })
    .from(requestMessages)
    .innerJoin(requestConversations, eq(requestConversations.id, requestMessages.conversationId))
    .innerJoin(referralRequests, eq(referralRequests.id, requestConversations.referralRequestId))
    .leftJoin(users, eq(users.id, requestMessages.authorUserId))
    .leftJoin(reporters, eq(reporters.id, requestMessages.reportedByUserId))
    .where(and(isNotNull(requestMessages.reportedAt), isNull(requestMessages.reportResolvedAt)))
    .orderBy(asc(requestMessages.reportedAt), asc(requestMessages.id))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    reportedAt: row.reportedAt!.toISOString(),
  }));
}

/** A conversation for an admin: only while one of its messages has an open report; null otherwise. */
export async function readReportedConversation(
  db: Database,
  conversationId: number,
): Promise<ReportedConversation | null> {
  const [conversation] = await db
    .select({
      id: requestConversations.id,
      requestId: requestConversations.referralRequestId,
      company: referralRequests.company,
      candidateName: referralRequests.name,
      referrerName: referrers.name,
      closedAt: requestConversations.closedAt,
      closedByParty: requestConversations.closedByParty,
    })
    .from(requestConversations)
    .innerJoin(referralRequests, eq(referralRequests.id, requestConversations.referralRequestId))
    .innerJoin(referrers, eq(referrers.id, requestConversations.referrerId))
    .where(
      and(
        eq(requestConversations.id, conversationId),
        sql`exists (select 1 from ${requestMessages} where ${requestMessages.conversationId} = ${requestConversations.id}
          and ${requestMessages.reportedAt} is not null and ${requestMessages.reportResolvedAt} is null)`,
      ),
    );
  if (!conversation) return null;
  const messages = await messageRowsOf(db, conversationId);
  return {
    ...conversation,
    closedAt: iso(conversation.closedAt),
    messages: messages.map((row) => ({
      id: row.id,
      authorParty: row.authorParty,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      reportOpen: row.reportedAt !== null && row.reportResolvedAt === null,
    })),
  };
}

export type ResolveResult = { notFound: true } | { refused: 'alreadyResolved' } | { resolved: true };

/** An admin resolves a report: the message leaves the queue (and with its last open report, the conversation). */
export async function resolveReport(
  db: Database,
  messageId: number,
  admin: AdminAction['admin'],
): Promise<ResolveResult> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ reportedAt: requestMessages.reportedAt, resolvedAt: requestMessages.reportResolvedAt })
      .from(requestMessages)
      .where(eq(requestMessages.id, messageId))
      .for('update');
    if (!message?.reportedAt) return { notFound: true };
    if (message.resolvedAt) return { refused: 'alreadyResolved' };
    const resolvedAt = new Date();
    await tx
      .update(requestMessages)
      .set({ reportResolvedAt: resolvedAt, reportResolvedByUserId: admin.id })
      .where(eq(requestMessages.id, messageId));
    // The message by its id alone: what it says is the parties' conversation, not the log's.
    await recordAdminAction(tx, {
      admin,
      action: 'message_report.resolved',
      object: { type: 'message', id: messageId },
      before: { reportResolvedAt: null },
      after: { reportResolvedAt: resolvedAt.toISOString() },
    });
    return { resolved: true };
  });
}

/**
 * Every conversation the account is a party to (requests it sent, requests its referrer profile held), with all its
 * messages, for "Download my data".
 */
export async function exportedConversations(db: Database, userId: number) {
  const conversations = await db
    .select({
      id: requestConversations.id,
      requestId: requestConversations.referralRequestId,
      company: referralRequests.company,
      candidateUserId: referralRequests.candidateUserId,
      referrerName: referrers.name,
      candidateName: referralRequests.name,
      closedAt: requestConversations.closedAt,
      closedByParty: requestConversations.closedByParty,
    })
    .from(requestConversations)
    .innerJoin(referralRequests, eq(referralRequests.id, requestConversations.referralRequestId))
    .innerJoin(referrers, eq(referrers.id, requestConversations.referrerId))
    .where(or(eq(referralRequests.candidateUserId, userId), eq(referrers.userId, userId)))
    .orderBy(asc(requestConversations.id));
  if (conversations.length === 0) return [];
  const messages = await db
    .select({
      conversationId: requestMessages.conversationId,
      authorParty: requestMessages.authorParty,
      body: requestMessages.body,
      createdAt: requestMessages.createdAt,
      reportedAt: requestMessages.reportedAt,
    })
    .from(requestMessages)
    .where(
      inArray(
        requestMessages.conversationId,
        conversations.map((conversation) => conversation.id),
      ),
    )
    .orderBy(asc(requestMessages.id));
  return conversations.map(({ id, candidateUserId, ...conversation }) => {
    const yourSide: ConversationParty = candidateUserId === userId ? 'candidate' : 'referrer';
    return {
      requestId: conversation.requestId,
      company: conversation.company,
      youWereThe: yourSide,
      with: yourSide === 'candidate' ? conversation.referrerName : conversation.candidateName,
      closedAt: iso(conversation.closedAt),
      closedBy: conversation.closedByParty,
      messages: messages
        .filter((message) => message.conversationId === id)
        .map((message) => ({
          by: message.authorParty === yourSide ? 'you' : message.authorParty,
          text: message.body,
          at: message.createdAt.toISOString(),
          reportedAt: iso(message.reportedAt),
        })),
    };
  });
}

/** Deletes what a deleted account wrote, and every conversation on the requests it sent (account deletion). */
export async function deleteConversationsOf(tx: Database, userId: number, sentRequestIds: number[]) {
  if (sentRequestIds.length > 0) {
    await tx.delete(requestConversations).where(inArray(requestConversations.referralRequestId, sentRequestIds));
  }
  await tx.delete(requestMessages).where(eq(requestMessages.authorUserId, userId));
}

/**
 * Mails each party who is away about their conversations: someone with messages from the other party that are still
 * unread CONVERSATION.awayAfterMinutes after they were sent (read on the stream's page or not at all), at most once per
 * conversation in CONVERSATION.awayMailEveryMinutes, and only about messages newer than the last such mail; only to
 * accounts whose e-mail notifications are on. One statement per side claims the conversations to mail (several
 * processes running it mail once), in the transaction that queues the mail.
 */
export async function mailAwayParties(db: Database, now: Date, linkOrigin: string) {
  let mailed = 0;
  for (const party of ['candidate', 'referrer'] as const) {
    mailed += await db.transaction(async (tx) => {
      const readThrough = party === 'candidate' ? 'candidate_read_through' : 'referrer_read_through';
      const mailedAt = party === 'candidate' ? 'candidate_mailed_at' : 'referrer_mailed_at';
      const reader =
        party === 'candidate'
          ? sql`rr.candidate_user_id`
          : sql`(select user_id from referrers r where r.id = c.referrer_id)`;
      const claimed = await tx.execute<{
        id: number;
        referral_request_id: number;
        email: string;
        name: string;
        unread: string;
      }>(sql`
        with due as (
          select c.id, u.email, u.name,
            (select count(*) from request_messages m where m.conversation_id = c.id and m.id > c.${sql.raw(readThrough)}
              and m.author_party <> ${party}) as unread
          from request_conversations c
          join referral_requests rr on rr.id = c.referral_request_id and rr.referrer_id = c.referrer_id
          join users u on u.id = ${reader}
          left join onboarding_profiles p on p.user_id = u.id
          where coalesce(p.notify_email, true) and u.disabled_at is null
            and (c.${sql.raw(mailedAt)} is null
              or c.${sql.raw(mailedAt)} <= ${now}::timestamptz - make_interval(mins => ${CONVERSATION.awayMailEveryMinutes}))
            and exists (select 1 from request_messages m where m.conversation_id = c.id
              and m.author_party <> ${party} and m.id > c.${sql.raw(readThrough)}
              and m.created_at <= ${now}::timestamptz - make_interval(mins => ${CONVERSATION.awayAfterMinutes})
              and (c.${sql.raw(mailedAt)} is null or m.created_at > c.${sql.raw(mailedAt)}))
          for update of c skip locked
        )
        update request_conversations c set ${sql.raw(mailedAt)} = ${now}::timestamptz
        from due where c.id = due.id
        returning c.id, c.referral_request_id, due.email, due.name, due.unread`);
      for (const row of claimed.rows) {
        await enqueueAwayMail(tx, row, party, linkOrigin);
      }
      return claimed.rows.length;
    });
  }
  return mailed;
}

async function enqueueAwayMail(
  tx: Database,
  row: { referral_request_id: number; email: string; name: string; unread: string },
  party: ConversationParty,
  linkOrigin: string,
) {
  const [request] = await tx
    .select({ company: referralRequests.company, candidateName: referralRequests.name, referrerName: referrers.name })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .where(eq(referralRequests.id, Number(row.referral_request_id)));
  if (!request) return;
  const writer = party === 'candidate' ? (request.referrerName ?? 'Your referrer') : request.candidateName;
  const page = party === 'candidate' ? paths.profile.href() : paths.referrerDashboard.href();
  const unread = Number(row.unread);
  await enqueueMail(tx, {
    to: row.email,
    subject: `${writer} wrote to you on ReferBridge`,
    text: [
      `Hello ${row.name},`,
      `${writer} wrote to you about the referral request at ${request.company}: ${unread} unread message${unread === 1 ? '' : 's'}.`,
      `Read and answer them on ReferBridge: ${new URL(page, linkOrigin).href}`,
      'You get this mail because e-mail notifications are on for your ReferBridge account. ' +
        `You can turn them off in your profile: ${new URL(paths.profile.href(), linkOrigin).href}`,
    ].join('\n\n'),
  });
}
