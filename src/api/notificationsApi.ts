import type { UnreadNotifications } from '../shared/schemas/notifications';
import { api } from './apiSlice';

/** The signed-in account's notifications about requests: how many are unread, and marking them read (src/server/live/). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<UnreadNotifications, void>({
      query: () => '/api/me/notifications',
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<UnreadNotifications, { throughId: number }>({
      query: (body) => ({ url: '/api/me/notifications/read', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(notificationsApi.util.upsertQueryData('unreadNotifications', undefined, data));
      },
    }),
  }),
});

export const { useUnreadNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
