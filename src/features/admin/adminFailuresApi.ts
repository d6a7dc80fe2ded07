import type { Paging } from '../../shared/paging';
import type { FailedJob, QueuedMail } from '../../shared/schemas/adminFailures';
import { api } from '../../api/apiSlice';
import { toListPage, type ListPage } from '../../api/catalogApi';

/** What failed, for admins in every environment (src/server/routes/adminFailures.ts). */
export const adminFailuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    failedJobs: build.query<ListPage<FailedJob>, Paging>({
      query: (paging) => ({ url: '/api/admin/failed-jobs', params: { ...paging } }),
      transformResponse: (items: FailedJob[], meta) => toListPage(items, meta),
    }),
    mailQueue: build.query<ListPage<QueuedMail>, Paging>({
      query: (paging) => ({ url: '/api/admin/mail-queue', params: { ...paging } }),
      transformResponse: (items: QueuedMail[], meta) => toListPage(items, meta),
    }),
  }),
});

export const { useFailedJobsQuery, useMailQueueQuery } = adminFailuresApi;
