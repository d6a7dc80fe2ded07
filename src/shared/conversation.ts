import * as yup from 'yup';
import { formatCount } from './text';

/**
 * The conversation on a request (src/server/repositories/conversations.ts): its candidate and the referrer who has it
 * now write to each other, in plain text. A request moved on to another referrer starts a new conversation with them;
 * the earlier one stays with the referrer who wrote it, closed to both. Either side can close it (no more messages,
 * for good) and can report a message of the other's, which puts it, with its conversation, in the admins' queue.
 */
export const CONVERSATION = {
  /** The longest message, in characters. */
  messageMaxLength: 2000,
  /** Messages an account may post per hour, across every request and every app process. */
  messagesPerHour: 60,
  /** A message still unread this long after it was sent is mailed to its reader (see awayMailEveryMinutes). */
  awayAfterMinutes: 2,
  /** A party who is away gets at most one mail per conversation in this many minutes. */
  awayMailEveryMinutes: 60,
} as const;

export const CONVERSATION_PARTIES = ['candidate', 'referrer'] as const;
export type ConversationParty = (typeof CONVERSATION_PARTIES)[number];

export const conversationMessages = {
  bodyRequired: 'Write your message first',
  bodyTooLong: `Keep your message to ${formatCount(CONVERSATION.messageMaxLength)} characters`,
  conversationClosed: 'This conversation is closed: no more messages can be sent in it.',
  alreadyClosed: 'This conversation is already closed.',
  noReferrerYet: 'Your request has no referrer yet: you can write to them once it has one.',
  noCandidateAccount: 'This candidate sent their request without an account, so they cannot read messages here.',
  candidateDeleted: 'This candidate deleted their account.',
  ownMessage: 'You cannot report your own message.',
  alreadyReported: 'This message has already been reported.',
  messageNotFound: 'Message not found',
  conversationNotFound: 'Conversation not found',
  reportNotFound: 'Report not found',
  reportAlreadyResolved: 'This report has already been resolved.',
  sent: 'Message sent',
  reported: 'Message reported. Our team will read the conversation.',
  closed: 'Conversation closed',
} as const;

/** `POST /api/referral-requests/{id}/messages`: the message, plain text. */
export const messageRules = yup.object({
  body: yup
    .string()
    .trim()
    .required(conversationMessages.bodyRequired)
    .max(CONVERSATION.messageMaxLength, conversationMessages.bodyTooLong),
});
export type MessageInput = yup.InferType<typeof messageRules>;
