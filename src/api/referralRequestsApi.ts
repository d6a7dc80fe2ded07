import type { ReferralRequestStatus } from '../shared/referralRequest';
import type { RequestMove, RequestParty } from '../shared/requestLifecycle';
import type { RatingInput } from '../shared/ratings';
import type {
  RatingAnswer,
  ReferralRequest,
  ReferralRequestCounts,
  ReferralRequestEvent,
  RequestVersion,
} from '../shared/schemas/referralRequests';
import type { AskChanges } from '../shared/requestChanges';
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
    /** The referrer asks for changes before deciding (src/shared/requestChanges.ts). */
    askForChanges: build.mutation<ReferralRequest, { id: number; ask: AskChanges }>({
      query: ({ id, ask }) => ({ url: `/api/referral-requests/${id}/changes-asked`, method: 'POST', body: ask }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReferralRequest', id: 'LIST' },
        { type: 'ReferralRequest', id },
      ],
    }),
    /** The candidate sends the changes asked for: a new message, a job title and/or a new resume, as a multipart form. */
    sendChanges: build.mutation<ReferralRequest, { id: number; message?: string; jobTitle?: string; resume?: File }>({
      query: ({ id, message, jobTitle, resume }) => {
        const body = new FormData();
        if (message) body.append('message', message);
        if (jobTitle) body.append('jobTitle', jobTitle);
        if (resume) body.append('resume', resume);
        return { url: `/api/referral-requests/${id}/changes`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReferralRequest', id: 'LIST' },
        { type: 'ReferralRequest', id },
      ],
    }),
    /** Every version of a request, oldest first: those its candidate replaced by sending changes, then the current one. */
    requestVersions: build.query<RequestVersion[], number>({
      query: (id) => `/api/referral-requests/${id}/versions`,
      providesTags: (_result, _error, id) => [{ type: 'ReferralRequest', id }],
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
  useAskForChangesMutation,
  useSendChangesMutation,
  useRequestVersionsQuery,
} = referralRequestsApi;
