/**
 * The admin audit log (src/server/repositories/auditLog.ts, the dashboard's Audit tab): each admin write is recorded
 * under one of these stable action names, about one object of these types: every write of the admin API, and an
 * admin's edit or close of a job someone else posted (their own posts are a poster's work, not an admin's). Entries already written keep their name:
 * rename an action only with a migration of the rows.
 */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.deleted',
  'referral_request.assigned',
  'referral_request.reassigned',
  'company.website_changed',
  'job.removed',
  'job.edited',
  'job.closed',
  'message_report.resolved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OBJECT_TYPES = ['user', 'referral_request', 'company', 'job', 'message'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** The values an action changed, as they were before and after it: JSON scalars only (ids, roles, dates, text). */
export type AuditValues = Record<string, string | number | boolean | null>;
