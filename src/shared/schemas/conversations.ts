import { Type, type Static } from 'typebox';
import { CONVERSATION_PARTIES, messageRules } from '../conversation';
import { DateTimeSchema, IdSchema, Nullable, NullableStringEnum, StringEnum } from './common';
import { withRules } from './rules';

/** A message's id: a bigserial, so larger than a row id of `integer`. */
const MessageIdSchema = Type.Integer({ minimum: 1 });

/** One message as a party reads it: whose it is, and whether it has been reported. */
export const ConversationMessageSchema = Type.Object({
  id: MessageIdSchema,
  authorParty: StringEnum(CONVERSATION_PARTIES),
  /** Written by the caller. */
  mine: Type.Boolean(),
  /** Plain text, never HTML. */
  body: Type.String(),
  createdAt: DateTimeSchema,
  reported: Type.Boolean(),
});
export type ConversationMessage = Static<typeof ConversationMessageSchema>;

/** Why nobody can write in the conversation now; null when both can. */
export const CANNOT_WRITE_REASONS = ['closed', 'noReferrerYet', 'candidateDeleted', 'noCandidateAccount'] as const;

/** `GET /api/referral-requests/{id}/conversation`: the request's conversation with its referrer now. */
export const ConversationSchema = Type.Object({
  /** The caller's side. */
  party: StringEnum(CONVERSATION_PARTIES),
  /** The other side's name; null while the request has no referrer. */
  otherName: Nullable(Type.String()),
  closedAt: Nullable(DateTimeSchema),
  closedByParty: NullableStringEnum(CONVERSATION_PARTIES),
  cannotWriteBecause: NullableStringEnum(CANNOT_WRITE_REASONS),
  /** Oldest first. */
  messages: Type.Array(ConversationMessageSchema),
});
export type Conversation = Static<typeof ConversationSchema>;

/** `POST /api/referral-requests/{id}/messages`. */
export const MessageBodySchema = withRules(messageRules, { body: Type.String() });

/** One reported message in the admins' queue (`GET /api/admin/reported-messages`). */
export const ReportedMessageSchema = Type.Object({
  id: MessageIdSchema,
  conversationId: IdSchema,
  requestId: IdSchema,
  company: Type.String(),
  authorParty: StringEnum(CONVERSATION_PARTIES),
  /** Null once the author's account is gone. */
  authorName: Nullable(Type.String()),
  body: Type.String(),
  createdAt: DateTimeSchema,
  reportedAt: DateTimeSchema,
  reportedByName: Nullable(Type.String()),
});
export type ReportedMessage = Static<typeof ReportedMessageSchema>;

/** `GET /api/admin/conversations/{id}`: a conversation with an open report, every message of it. */
export const ReportedConversationSchema = Type.Object({
  id: IdSchema,
  requestId: IdSchema,
  company: Type.String(),
  candidateName: Type.String(),
  referrerName: Type.String(),
  closedAt: Nullable(DateTimeSchema),
  closedByParty: NullableStringEnum(CONVERSATION_PARTIES),
  messages: Type.Array(
    Type.Object({
      id: MessageIdSchema,
      authorParty: StringEnum(CONVERSATION_PARTIES),
      body: Type.String(),
      createdAt: DateTimeSchema,
      reportOpen: Type.Boolean(),
    }),
  ),
});
export type ReportedConversation = Static<typeof ReportedConversationSchema>;
