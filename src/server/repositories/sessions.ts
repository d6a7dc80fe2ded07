import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { SESSION_ABSOLUTE_MS } from '../plugins/sessions.js';
import { describeBrowser } from '../userAgents.js';

/** Sessions that still sign someone in: neither idle past their deadline nor older than the absolute time-out. */
const stillActive = () =>
  and(gt(sessions.expiresAt, new Date()), gt(sessions.createdAt, new Date(Date.now() - SESSION_ABSOLUTE_MS)));

/** The account's active sessions: the caller's own (`currentSid`) first, then the most recently used. */
export async function listSessions(db: Database, userId: number, currentSid: string) {
  const rows = await db
    .select({
      sid: sessions.sid,
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), stillActive()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const own = rows.filter((row) => row.sid === currentSid);
  return [...own, ...rows.filter((row) => row.sid !== currentSid)].map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.sid === currentSid,
  }));
}

/** Whether session `id` is one of the account's. */
export async function isSessionOf(db: Database, userId: number, id: number) {
  const [found] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return found !== undefined;
}

/** Ends one session of the account; answers its sid, or undefined when the account has no such session. */
export async function endSession(db: Database, userId: number, id: number) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ sid: sessions.sid });
  return ended?.sid;
}

/** Ends every session of the account but `keepSid`; answers how many ended. */
export async function endOtherSessions(db: Database, userId: number, keepSid: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)))
    .returning({ id: sessions.id });
  return ended.length;
}
