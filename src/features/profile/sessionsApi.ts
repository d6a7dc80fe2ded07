import { api } from '../../api/apiSlice';
import type { ActiveSession, EndedSessions } from '../../shared/schemas/sessions';

/** /profile's list of sessions: where the person is signed in, and ending any of them (src/server/routes/sessions.ts). */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<ActiveSession[], void>({
      query: () => '/api/me/sessions',
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<null, number>({
      query: (id) => ({ url: `/api/me/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: '/api/me/sessions/end-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
