import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { conversationMessages } from '../../shared/conversation.js';
import { ErrorSchema, IdParamsSchema, NoContentSchema } from '../../shared/schemas/common.js';
import {
  ConversationMessageSchema,
  ConversationSchema,
  MessageBodySchema,
  ReportedConversationSchema,
  ReportedMessageSchema,
} from '../../shared/schemas/conversations.js';
import { adminOnly, callerOf, idParam, signedInAnd } from '../access.js';
import type { UserRow } from '../db/schema.js';
import { HttpError } from '../plugins/errors.js';
import {
  closeConversation,
  listOpenReports,
  messageRequestFor,
  partyOf,
  postMessage,
  readConversation,
  readReportedConversation,
  reportMessage,
  resolveReport,
} from '../repositories/conversations.js';
import { referralRequestServerMessages } from './referralRequests.js';

export interface ConversationRouteOptions {
  /** Messages an account may post per hour, in every process together (CONVERSATION.messagesPerHour). */
  messageLimit: number;
}

const requestNotFound = () => new HttpError(404, referralRequestServerMessages.requestNotFound);

/**
 * The request's candidate and the referrer who has it now; everyone else signed in, admins too, is answered as if the
 * request did not exist, before anything they sent is read.
 */
async function requestParty(request: FastifyRequest, caller: UserRow) {
  const id = idParam(request);
  if (id !== undefined && !(await partyOf(request.server.db, caller.id, id))) throw requestNotFound();
}

/** A party to the message's conversation now; to everyone else the message does not exist. */
async function messageParty(request: FastifyRequest, caller: UserRow) {
  const id = idParam(request);
  if (id !== undefined && (await messageRequestFor(request.server.db, caller.id, id)) === null) {
    throw new HttpError(404, conversationMessages.messageNotFound);
  }
}

/** Why a message cannot be posted or a conversation closed: a 409 whose words say what to do. */
const REFUSALS = {
  closed: conversationMessages.conversationClosed,
  alreadyClosed: conversationMessages.alreadyClosed,
  noReferrerYet: conversationMessages.noReferrerYet,
  candidateDeleted: conversationMessages.candidateDeleted,
  noCandidateAccount: conversationMessages.noCandidateAccount,
  ownMessage: conversationMessages.ownMessage,
  alreadyReported: conversationMessages.alreadyReported,
} as const;

/** The conversation on each request (src/shared/conversation.ts), for its two parties. */
export const conversationRoutes: FastifyPluginAsyncTypebox<ConversationRouteOptions> = async (app, options) => {
  const parties = signedInAnd(requestParty);

  /** The conversation on request `requestId` as the caller, one of its parties, reads it; 404 for anyone else. */
  const conversationFor = async (callerId: number, requestId: number) => {
    const party = await partyOf(app.db, callerId, requestId);
    const conversation = party && (await readConversation(app.db, requestId, party));
    if (!conversation) throw requestNotFound();
    return conversation;
  };

  app.get(
    '/api/referral-requests/:id/conversation',
    {
      onRequest: parties,
      schema: { params: IdParamsSchema, response: { 200: ConversationSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header('Cache-Control', 'private, no-store');
      return conversationFor(caller.id, request.params.id);
    },
  );

  app.post(
    '/api/referral-requests/:id/messages',
    {
      onRequest: parties,
      // Counted per account, in PostgreSQL: the limit holds across every app process.
      config: {
        keepsCatalogue: true,
        rateLimit: {
          max: options.messageLimit,
          timeWindow: '1 hour',
          keyGenerator: (request) => `account:${request.session.userId}`,
        },
      },
      schema: {
        params: IdParamsSchema,
        body: MessageBodySchema,
        response: { 201: ConversationMessageSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await postMessage(app.db, request.params.id, { userId: callerOf(request).id }, request.body.body);
      if ('notFound' in result) throw requestNotFound();
      if ('refused' in result) throw new HttpError(409, REFUSALS[result.refused]);
      reply.header('Cache-Control', 'private, no-store');
      return reply.status(201).send(result.posted);
    },
  );

  app.post(
    '/api/referral-requests/:id/conversation/close',
    {
      config: { keepsCatalogue: true },
      onRequest: parties,
      schema: { params: IdParamsSchema, response: { 200: ConversationSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await closeConversation(app.db, request.params.id, caller.id);
      if ('notFound' in result) throw requestNotFound();
      if ('refused' in result) throw new HttpError(409, REFUSALS[result.refused]);
      reply.header('Cache-Control', 'private, no-store');
      return conversationFor(caller.id, request.params.id);
    },
  );

  app.post(
    '/api/messages/:id/report',
    {
      config: { keepsCatalogue: true },
      onRequest: signedInAnd(messageParty),
      schema: { params: IdParamsSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const result = await reportMessage(app.db, request.params.id, callerOf(request).id);
      if ('notFound' in result) throw new HttpError(404, conversationMessages.messageNotFound);
      if ('refused' in result) throw new HttpError(409, REFUSALS[result.refused]);
      return reply.status(204).send();
    },
  );
};

/**
 * The admins' queue of reported messages. An admin reads a conversation only while one of its messages has an open
 * report; any other conversation is answered as missing.
 */
export const adminConversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // As every admin route (routes/admin.ts): anyone else gets the 404 of an unknown address, before anything is read.
  app.addHook('onRequest', adminOnly);
  app.addHook('onRequest', async (request) => {
    await app.twoStep.requireForAdmin(callerOf(request));
  });

  app.get(
    '/api/admin/reported-messages',
    { schema: { response: { 200: Type.Array(ReportedMessageSchema), '4xx': ErrorSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listOpenReports(app.db);
    },
  );

  app.get(
    '/api/admin/conversations/:id',
    { schema: { params: IdParamsSchema, response: { 200: ReportedConversationSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const conversation = await readReportedConversation(app.db, request.params.id);
      if (!conversation) throw new HttpError(404, conversationMessages.conversationNotFound);
      reply.header('Cache-Control', 'private, no-store');
      return conversation;
    },
  );

  app.post(
    '/api/admin/reported-messages/:id/resolve',
    {
      config: { keepsCatalogue: true },
      schema: { params: IdParamsSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const result = await resolveReport(app.db, request.params.id, callerOf(request));
      if ('notFound' in result) throw new HttpError(404, conversationMessages.reportNotFound);
      if ('refused' in result) throw new HttpError(409, conversationMessages.reportAlreadyResolved);
      return reply.status(204).send();
    },
  );
};
