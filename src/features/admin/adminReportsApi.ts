import type { ReportedConversation, ReportedMessage } from '../../shared/schemas/conversations';
import { api } from '../../api/apiSlice';
import type { ListPage } from '../../api/catalogApi';

/** The admins' queue of reported messages, and the conversations they read while a report is open. */
export const adminReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportedMessages: build.query<ListPage<ReportedMessage>, void>({
      query: () => '/api/admin/reported-messages',
      transformResponse: (items: ReportedMessage[]) => ({ items, total: items.length }),
    }),
    reportedConversation: build.query<ReportedConversation, number>({
      query: (id) => `/api/admin/conversations/${id}`,
    }),
    resolveReport: build.mutation<void, number>({
      query: (messageId) => ({ url: `/api/admin/reported-messages/${messageId}/resolve`, method: 'POST' }),
      // The queue is the admins' own, not a tag of the shared slice: it is refetched after each resolution.
      async onQueryStarted(messageId, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          adminReportsApi.util.updateQueryData('reportedMessages', undefined, (queue) => {
            queue.items = queue.items.filter((message) => message.id !== messageId);
            queue.total = queue.items.length;
          }),
        );
      },
    }),
  }),
});

export const { useReportedMessagesQuery, useReportedConversationQuery, useResolveReportMutation } = adminReportsApi;
