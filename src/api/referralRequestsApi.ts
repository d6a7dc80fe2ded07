import type { ReferralRequestStatus } from '../shared/referralRequest';
import type { RequestMove, RequestParty } from '../shared/requestLifecycle';
import type { RatingInput } from '../shared/ratings';
import type {
  RatingAnswer,
  ReferralRequest,
  ReferralRequestCounts,
  ReferralRequestEvent,
} from '../shared/schemas/referralRequests';
import { api } from './apiSlice';
import { toListPage, type ListPage } from './catalogApi';

/**
 * Referral requests as the people in them see them: a referrer's inbox, a candidate's own requests, their history,
 * and the moves of src/shared/requestLifecycle.ts. A move refreshes every list, count and history it changes.
 */
export interface RequestListQuery {
  party: RequestParty;
  status?: ReferralRequestStatus | '';
  search?: string;
  page?: number;
  limit?: number;
}

export const referralRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReferralRequests: build.query<ListPage<ReferralRequest>, RequestListQuery>({
      query: (query) => ({ url: '/api/referral-requests', params: { ...query } }),
      transformResponse: (items: ReferralRequest[], meta) => toListPage(items, meta),
      providesTags: (result) => [
        { type: 'ReferralRequest', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'ReferralRequest' as const, id })),
      ],
    }),
    countReferralRequests: build.query<ReferralRequestCounts, Pick<RequestListQuery, 'party' | 'search'>>({
      query: (query) => ({ url: '/api/referral-requests/counts', params: { ...query } }),
      providesTags: [{ type: 'ReferralRequest', id: 'LIST' }],
    }),
    referralRequestHistory: build.query<ReferralRequestEvent[], number>({
      query: (id) => `/api/referral-requests/${id}/history`,
      providesTags: (_result, _error, id) => [{ type: 'ReferralRequest', id }],
    }),
    moveReferralRequest: build.mutation<ReferralRequest, { id: number; move: RequestMove }>({
      query: ({ id, move }) => ({ url: `/api/referral-requests/${id}/moves`, method: 'POST', body: move }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReferralRequest', id: 'LIST' },
        { type: 'ReferralRequest', id },
      ],
    }),
    /** The candidate's rating of the referrer who referred them: on the request, and in the referrer's average. */
    rateReferral: build.mutation<RatingAnswer, { id: number; rating: RatingInput }>({
      query: ({ id, rating }) => ({ url: `/api/referral-requests/${id}/rating`, method: 'POST', body: rating }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'ReferralRequest', id }, 'Referrer'] : []),
    }),
  }),
});

export const {
  useListReferralRequestsQuery,
  useCountReferralRequestsQuery,
  useReferralRequestHistoryQuery,
  useMoveReferralRequestMutation,
  useRateReferralMutation,
} = referralRequestsApi;
