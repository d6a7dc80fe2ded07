import type { Company, CompanyWithJobCount, Job, Referrer } from '../shared/schemas/catalog';
import { api } from './apiSlice';

/**
 * The public catalogue: referrers, companies and jobs, as lists and one at a time. Every page that shows the catalogue
 * reads it here, so one cache serves the home page, the lists, the detail pages and the request form.
 */

/** One page of a list, and how many items the whole list holds (the server's `X-Total-Count`). */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

export interface ReferrerSearch {
  search?: string;
  company?: string;
  specialty?: string;
  page?: number;
  limit?: number;
}

export interface JobSearch {
  search?: string;
  type?: string;
  location?: string;
  experienceLevel?: string;
  company?: string;
  page?: number;
  limit?: number;
}

export type { CompanyWithJobCount };

/** A list's items with the server's `X-Total-Count` (baseQuery puts it in `meta`). */
export const toListPage = <Item>(items: Item[], meta: { totalCount: number | null } | undefined): ListPage<Item> => ({
  items,
  total: meta?.totalCount ?? items.length,
});

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReferrers: build.query<ListPage<Referrer>, ReferrerSearch>({
      query: (search) => ({ url: '/api/referrers', params: { ...search } }),
      transformResponse: (items: Referrer[], meta) => toListPage(items, meta),
      providesTags: (result) => [
        { type: 'Referrer', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Referrer' as const, id })),
      ],
    }),
    getReferrer: build.query<Referrer, number>({
      query: (id) => `/api/referrer/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Referrer', id }],
    }),
    listCompanies: build.query<CompanyWithJobCount[], void>({
      query: () => '/api/companies',
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    getCompany: build.query<Company, number>({
      query: (id) => `/api/company/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    listJobs: build.query<ListPage<Job>, JobSearch>({
      query: (search) => ({ url: '/api/jobs', params: { ...search } }),
      transformResponse: (items: Job[], meta) => toListPage(items, meta),
      providesTags: (result) => [
        { type: 'Job', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Job' as const, id })),
      ],
    }),
    /** A company's jobs, by its name (any case); an unknown company is a 404. */
    listCompanyJobs: build.query<Job[], string>({
      query: (companyName) => `/api/jobs/company/${encodeURIComponent(companyName)}`,
      providesTags: [{ type: 'Job', id: 'LIST' }],
    }),
    getJob: build.query<Job, number>({
      query: (id) => `/api/jobs/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
  }),
});

export const {
  useListReferrersQuery,
  useGetReferrerQuery,
  useListCompaniesQuery,
  useGetCompanyQuery,
  useListJobsQuery,
  useListCompanyJobsQuery,
  useGetJobQuery,
} = catalogApi;
