import type { Paging } from '../../shared/paging';
import type { OutboxMail } from '../../shared/schemas/adminMail';
import { api } from '../../api/apiSlice';
import { toListPage, type ListPage } from '../../api/catalogApi';

/** The mail outbox, for admins outside production (src/server/routes/adminMail.ts). */
export const adminMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOutbox: build.query<ListPage<OutboxMail>, Paging>({
      query: (paging) => ({ url: '/api/admin/mail', params: { ...paging } }),
      transformResponse: (items: OutboxMail[], meta) => toListPage(items, meta),
    }),
  }),
});

export const { useListOutboxQuery } = adminMailApi;
