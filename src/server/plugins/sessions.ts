import fastifyCookie from '@fastify/cookie';
import fastifySession, { type FastifySessionObject, type SessionStore } from '@fastify/session';
import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sessions, users, type UserRow } from '../db/schema.js';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When the user signed in (ms): the absolute time-out counts from here. */
    signedInAt?: number;
    /** Last time the idle time-out was pushed back (ms): when the session was last used, give or take a minute. */
    seenAt?: number;
    /** The browser's User-Agent at sign-in, for the list of sessions on /profile. */
    userAgent?: string;
    /**
     * The account of `userId` as it was when the session was read, in the same statement: what the access rules
     * check (src/server/currentUser.ts). Never stored: the store leaves it out of what it writes.
     */
    account?: UserRow;
  }
  interface FastifyInstance {
    /** Starts a fresh session for `userId`: a new id, the old one destroyed (no session fixation). */
    signIn(request: FastifyRequest, userId: number): Promise<void>;
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const SESSION_COOKIE_NAME = 'rb.sid';
/** Signed-in sessions end after this long without a request... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Kept of a User-Agent: enough to tell the browser and system, not a way to store anything a client sends. */
const USER_AGENT_MAX_LENGTH = 512;
/** Pushing the idle deadline back costs a write; do it at most this often per session. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * The read of every request that carries a session cookie, prepared (db/prepared.ts), with the session's account in
 * the same statement: a signed-in request's session and account are one round trip, not two.
 */
const preparedSessionBySid = preparedPerDatabase((db) =>
  db
    .select({ data: sessions.data, account: getTableColumns(users) })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_by_sid'),
);

/** The session as it is stored: all of it but the account read with it. */
function storedData(session: FastifySessionObject) {
  return JSON.parse(
    JSON.stringify(session, function leaveOutAccount(this: unknown, key, value: unknown) {
      return this === session && key === 'account' ? undefined : value;
    }),
  ) as Record<string, unknown>;
}

/** @fastify/session store on PostgreSQL, so several app processes share sessions. */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  set(sid: string, session: FastifySessionObject, callback: (error?: unknown) => void) {
    const expiresAt = session.cookie.expires ?? new Date(Date.now() + SESSION_IDLE_MS);
    const data = storedData(session);
    const userId = typeof session.userId === 'number' ? session.userId : null;
    if (userId === null) {
      this.db
        .insert(sessions)
        .values({ sid, data, userId, expiresAt })
        .onConflictDoUpdate({ target: sessions.sid, set: { data, userId, expiresAt } })
        .then(() => callback(), callback);
      return;
    }
    // A signed-in session's row exists from the moment it was issued (signIn's regenerate stores it). Updating only,
    // never inserting: a request that was in flight while the session was ended (from another device, by a password
    // change, by an admin) must not write it back and sign it in again.
    const details = {
      createdAt: session.signedInAt ? new Date(session.signedInAt) : undefined,
      lastSeenAt: session.seenAt ? new Date(session.seenAt) : undefined,
      userAgent: session.userAgent ?? null,
    };
    this.db
      .update(sessions)
      .set({ data, userId, expiresAt, ...details })
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (error: unknown, session?: FastifySessionObject | null) => void) {
    preparedSessionBySid(this.db)
      .execute({ sid, now: new Date() })
      .then(([row]) => {
        if (!row) return callback(null, null);
        const data = row.data as FastifySessionObject;
        callback(null, row.account ? { ...data, account: row.account } : data);
      }, callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  async deleteExpired() {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}

export interface SessionPluginOptions {
  db: Database;
  secret: string;
  secureCookie: boolean;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const store = new PostgresSessionStore(options.db);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE_NAME,
    store,
    // Anonymous visitors get no session row and no cookie (the library's default would store one per visit).
    saveUninitialized: false,
    // Saving on every response would write to the database on every call; the hook below touches at most once a minute.
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
      maxAge: SESSION_IDLE_MS,
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const session = request.session;
    if (!session?.userId) return;
    const now = Date.now();
    if (!session.signedInAt || now - session.signedInAt > SESSION_ABSOLUTE_MS) {
      await app.signOut(request, reply);
      return;
    }
    if (!session.seenAt || now - session.seenAt > SESSION_TOUCH_INTERVAL_MS) {
      session.seenAt = now;
      session.touch();
    }
  });

  app.decorate('signIn', async (request: FastifyRequest, userId: number) => {
    await request.session.regenerate();
    const now = Date.now();
    request.session.userId = userId;
    request.session.signedInAt = now;
    request.session.seenAt = now;
    const userAgent = request.headers['user-agent'];
    if (userAgent) request.session.userAgent = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  });

  app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
  });

  // Expired rows are unreadable already (see get); this only keeps the table small.
  const sweep = setInterval(
    () => store.deleteExpired().catch((error) => app.log.warn({ err: error }, 'session sweep failed')),
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(sessionPlugin, { name: 'sessions' });
