import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../passwords.js';
import type { Database } from '../client.js';
import { sessions, users } from '../schema.js';

/**
 * Makes ADMIN_EMAIL an admin who signs in with ADMIN_PASSWORD, and with nothing else. Registration is open and
 * e-mails are not verified, so an account that already holds the address may belong to anyone: it becomes an admin
 * only with the operator's password, and every session opened before (with whatever password) ends. Once the
 * account is an admin with that password, later starts change nothing.
 */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalized));
  if (!existing) {
    await db.insert(users).values({
      name: 'Administrator',
      email: normalized,
      passwordHash: await hashPassword(password),
      role: 'admin',
      onboardingCompleted: true,
    });
    return { outcome: 'created' as const, endedSessions: 0 };
  }
  if (existing.role === 'admin' && (await verifyPassword(existing.passwordHash, password))) {
    return { outcome: 'unchanged' as const, endedSessions: 0 };
  }
  const passwordHash = await hashPassword(password);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ sid: sessions.sid });
    return ended.length;
  });
  return { outcome: 'claimed' as const, endedSessions };
}
