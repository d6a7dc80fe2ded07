import type { JobPostingInput } from '../../shared/jobPosting';
import type { Job } from '../../shared/schemas/catalog';
import { api } from '../../api/apiSlice';

/**
 * Posting, editing and closing jobs, and the jobs one posted. Each change refreshes the catalogue's job lists, so the
 * job shows in (or leaves) Browse Jobs and its company's page at once.
 */
const jobListTags = [
  { type: 'Job' as const, id: 'LIST' },
  { type: 'Company' as const, id: 'LIST' },
  'OwnJobs' as const,
];

export const jobPostingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOwnJobs: build.query<Job[], void>({
      query: () => '/api/me/jobs',
      providesTags: ['OwnJobs'],
    }),
    postJob: build.mutation<Job, JobPostingInput>({
      query: (body) => ({ url: '/api/jobs', method: 'POST', body }),
      invalidatesTags: jobListTags,
    }),
    updateJob: build.mutation<Job, { id: number; job: JobPostingInput }>({
      query: ({ id, job }) => ({ url: `/api/jobs/${id}`, method: 'PUT', body: job }),
      invalidatesTags: (_result, _error, { id }) => [...jobListTags, { type: 'Job', id }],
    }),
    closeJob: build.mutation<Job, number>({
      query: (id) => ({ url: `/api/jobs/${id}/close`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [...jobListTags, { type: 'Job', id }],
    }),
  }),
});

export const { useListOwnJobsQuery, usePostJobMutation, useUpdateJobMutation, useCloseJobMutation } = jobPostingsApi;
