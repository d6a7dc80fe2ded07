import { api } from '../../api/apiSlice';
import type { Company, Job, Referrer } from '../../shared/schemas/catalog';
import type { DirectReferralResponse } from '../../shared/schemas/referralRequests';

/** What the request form reads of the catalogue's answers (src/shared/schemas/catalog.ts). */
export type ReferrerSummary = Pick<Referrer, 'id' | 'name' | 'companyId' | 'title'>;
export type CompanySummary = Pick<Company, 'id' | 'name'>;
export type JobSummary = Pick<Job, 'id' | 'title' | 'companyId' | 'companyName'>;

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
