import { api } from '../../api/apiSlice';
import type { MatchReason, SomeoneElseResult } from '../../shared/schemas/matchReasons';

/** "Why this referrer" on My requests, and the candidate's one ask for someone else (src/server/routes/matchReasons.ts). */
export const matchReasonApi = api.injectEndpoints({
  endpoints: (build) => ({
    matchReason: build.query<MatchReason, number>({
      query: (id) => `/api/referral-requests/${id}/match-reason`,
      // Refreshed with the request: a move, live or the candidate's own, changes who has it and why.
      providesTags: (_result, _error, id) => [{ type: 'ReferralRequest', id }],
    }),
    askForSomeoneElse: build.mutation<SomeoneElseResult, number>({
      query: (id) => ({ url: `/api/referral-requests/${id}/someone-else`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'ReferralRequest', id },
        { type: 'ReferralRequest', id: 'LIST' },
      ],
    }),
  }),
});

export const { useMatchReasonQuery, useAskForSomeoneElseMutation } = matchReasonApi;
