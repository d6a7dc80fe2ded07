import { count, desc, inArray, sql } from 'drizzle-orm';
import type { AuditAction, AuditObjectType, AuditValues } from '../../shared/auditLog.js';
import type { Paging } from '../../shared/paging.js';
import type { AuditLogEntry } from '../../shared/schemas/auditLog.js';
import type { Database } from '../db/client.js';
import { adminAuditLog, referrers } from '../db/schema.js';

/** A transaction, and only that: an entry is written with the change it records, or not at all. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AdminAction {
  /** The admin who acted, as they are now: their name and e-mail are copied into the entry. */
  admin: { id: number; name: string; email: string };
  action: AuditAction;
  object: { type: AuditObjectType; id: number };
  /** The values the action changed, before and after it (null: the object did not exist before, or no longer does). */
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * Records an admin's write in the audit log. Every admin write calls it inside the transaction of its change, so a
 * change that fails leaves no entry and a change that stands always has one (test/server/auditLog.test.ts walks every
 * admin write route of the API to keep it so). The values name people by id only, never by name or e-mail: an entry
 * about an account that is later deleted keeps nothing of its person.
 */
export async function recordAdminAction(tx: Transaction, entry: AdminAction) {
  await tx.insert(adminAuditLog).values({
    adminUserId: entry.admin.id,
    adminName: entry.admin.name,
    adminEmail: entry.admin.email,
    action: entry.action,
    objectType: entry.object.type,
    objectId: entry.object.id,
    before: entry.before,
    after: entry.after,
  });
}

/**
 * What each object is called now, read when the log is: the entry itself keeps only the id. Null once the object is
 * gone (a deleted account), so the log never shows a deleted person's name. A request is named by the job it asks
 * for, not by its candidate.
 */
const objectLabel = sql<string | null>`case ${adminAuditLog.objectType}
  when 'user' then (select u.name from users u where u.id = ${adminAuditLog.objectId})
  when 'company' then (select c.name from companies c where c.id = ${adminAuditLog.objectId})
  when 'job' then (select j.title || ' at ' || c.name from jobs j join companies c on c.id = j.company_id
    where j.id = ${adminAuditLog.objectId})
  when 'referral_request' then (select coalesce(r.job_title || ' at ', '') || r.company
    from referral_requests r where r.id = ${adminAuditLog.objectId})
  when 'message' then (select 'On the request for ' || coalesce(r.job_title || ' at ', '') || r.company
    from request_messages m join request_conversations c on c.id = m.conversation_id
    join referral_requests r on r.id = c.referral_request_id where m.id = ${adminAuditLog.objectId})
  end`;

const referrerIdsOf = (values: AuditValues | null) =>
  typeof values?.referrerId === 'number' ? [values.referrerId] : [];

/** The audit log, newest first, with each object's name and the names of the referrers its values point to. */
export async function listAdminAuditLog(db: Database, paging: Paging) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        createdAt: adminAuditLog.createdAt,
        adminUserId: adminAuditLog.adminUserId,
        adminName: adminAuditLog.adminName,
        adminEmail: adminAuditLog.adminEmail,
        action: adminAuditLog.action,
        objectType: adminAuditLog.objectType,
        objectId: adminAuditLog.objectId,
        objectLabel,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
      })
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  const referrerIds = [...new Set(rows.flatMap((row) => [...referrerIdsOf(row.before), ...referrerIdsOf(row.after)]))];
  const names = new Map(
    referrerIds.length === 0
      ? []
      : (
          await db
            .select({ id: referrers.id, name: referrers.name })
            .from(referrers)
            .where(inArray(referrers.id, referrerIds))
        ).map((referrer) => [referrer.id, referrer.name]),
  );
  const items: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    admin: { id: row.adminUserId, name: row.adminName, email: row.adminEmail },
    action: row.action,
    object: { type: row.objectType, id: row.objectId, label: row.objectLabel },
    before: row.before,
    after: row.after,
    referrerNames: Object.fromEntries(
      [...referrerIdsOf(row.before), ...referrerIdsOf(row.after)]
        .filter((id) => names.has(id))
        .map((id) => [String(id), names.get(id)!]),
    ),
  }));
  return { items, total: totalRow?.total ?? 0 };
}
