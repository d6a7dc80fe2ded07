import { api } from '../../api/apiSlice';
import type { DirectReferralResponse } from '../../shared/referralRequest';

export interface ReferrerSummary {
  id: number;
  name: string;
  companyId: number;
  title: string;
}
export interface CompanySummary {
  id: number;
  name: string;
}
export interface JobSummary {
  id: number;
  title: string;
  companyId: number;
  companyName: string;
}

export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the resume travels as a file (SPEC section 7). Refreshes the cached request lists. */
    sendDirectReferralRequest: build.mutation<DirectReferralResponse | null, FormData>({
      query: (body) => ({ url: '/api/direct-referral-request', method: 'POST', body }),
      invalidatesTags: [{ type: 'ReferralRequest', id: 'LIST' }],
    }),
    getReferrerSummary: build.query<ReferrerSummary, number>({
      query: (id) => `/api/referrer/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Referrer', id }],
    }),
    getCompanySummary: build.query<CompanySummary, number>({
      query: (id) => `/api/company/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    getJobSummary: build.query<JobSummary, number>({
      query: (id) => `/api/jobs/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
  }),
});

export const { useGetReferrerSummaryQuery, useGetCompanySummaryQuery, useGetJobSummaryQuery } = referralApi;
