import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditValues } from '../auditLog';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from './common';

/** The values an action changed: JSON scalars by name, or null. */
const AuditValuesSchema = Type.Unsafe<AuditValues | null>({
  type: ['object', 'null'],
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
});

/**
 * One entry of the admin audit log (`GET /api/admin/audit-log`, newest first): who acted (as they were then), when,
 * what, on which object (named as it is now; null once it is gone), and the values before and after.
 */
export const AuditLogEntrySchema = Type.Object({
  id: IdSchema,
  at: DateTimeSchema,
  admin: Type.Object({ id: IdSchema, name: Type.String(), email: Type.String() }),
  action: StringEnum(AUDIT_ACTIONS),
  object: Type.Object({
    type: StringEnum(AUDIT_OBJECT_TYPES),
    id: IdSchema,
    label: Nullable(Type.String()),
  }),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
  /** The names of the referrers `before` and `after` point to (`referrerId`), by id, while their profile exists. */
  referrerNames: Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } }),
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;
