import type { Paging } from '../../shared/paging';
import type { AuditLogEntry } from '../../shared/schemas/auditLog';
import { api } from '../../api/apiSlice';
import { toListPage, type ListPage } from '../../api/catalogApi';

/**
 * The admin audit log, newest first (src/server/routes/admin.ts). No cache tag: the Audit tab reads it afresh each
 * time it opens (it is unmounted while another tab shows), so it always includes what the admin just did.
 */
export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAuditLog: build.query<ListPage<AuditLogEntry>, Paging>({
      query: (paging) => ({ url: '/api/admin/audit-log', params: { ...paging } }),
      transformResponse: (items: AuditLogEntry[], meta) => toListPage(items, meta),
    }),
  }),
});

export const { useAdminAuditLogQuery } = auditLogApi;
