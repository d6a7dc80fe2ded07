import type { Conversation, ConversationMessage } from '../shared/schemas/conversations';
import { api } from './apiSlice';

/**
 * The conversation on a request, for its candidate and its referrer (src/shared/conversation.ts). It is cached under
 * its request's tag, so a live notification about the request (a new message among them) refetches it; what the
 * caller sends goes into the cache at once, once per message id, whether the refetch or the answer comes first.
 */
export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    conversation: build.query<Conversation, number>({
      query: (requestId) => `/api/referral-requests/${requestId}/conversation`,
      providesTags: (_result, _error, requestId) => [{ type: 'ReferralRequest', id: requestId }],
    }),
    sendMessage: build.mutation<ConversationMessage, { requestId: number; body: string }>({
      query: ({ requestId, body }) => ({
        url: `/api/referral-requests/${requestId}/messages`,
        method: 'POST',
        body: { body },
      }),
      async onQueryStarted({ requestId }, { dispatch, queryFulfilled }) {
        const { data: message } = await queryFulfilled;
        dispatch(
          conversationsApi.util.updateQueryData('conversation', requestId, (conversation) => {
            if (!conversation.messages.some((each) => each.id === message.id)) conversation.messages.push(message);
          }),
        );
      },
    }),
    closeConversation: build.mutation<Conversation, number>({
      query: (requestId) => ({ url: `/api/referral-requests/${requestId}/conversation/close`, method: 'POST' }),
      // The closing is a line of the request's history too.
      invalidatesTags: (result, _error, requestId) => (result ? [{ type: 'ReferralRequest', id: requestId }] : []),
      async onQueryStarted(requestId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(conversationsApi.util.upsertQueryData('conversation', requestId, data));
      },
    }),
    reportMessage: build.mutation<void, { requestId: number; messageId: number }>({
      query: ({ messageId }) => ({ url: `/api/messages/${messageId}/report`, method: 'POST' }),
      async onQueryStarted({ requestId, messageId }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          conversationsApi.util.updateQueryData('conversation', requestId, (conversation) => {
            const message = conversation.messages.find((each) => each.id === messageId);
            if (message) message.reported = true;
          }),
        );
      },
    }),
  }),
});

export const { useConversationQuery, useSendMessageMutation, useCloseConversationMutation, useReportMessageMutation } =
  conversationsApi;
