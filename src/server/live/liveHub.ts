import { and, asc, count, desc, eq, gt, isNull, lte, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { NOTIFICATIONS_SHOWN } from '../../shared/notifications.js';
import type { UserNotification } from '../../shared/schemas/notifications.js';
import type { Database } from '../db/client.js';
import { userNotifications } from '../db/schema.js';

/** The PostgreSQL channel that carries each new notification to every app process. */
export const LIVE_CHANNEL = 'referbridge_live';

/**
 * The channel on which the database announces each change to the public catalogue (migration 0022's triggers, on
 * every table the catalogue reads): each process then empties its catalogue cache (src/server/catalogCache.ts).
 */
export const CATALOG_CHANNEL = 'referbridge_catalog';

/** What a NOTIFY on LIVE_CHANNEL carries: whose notification, and which row of user_notifications. */
export interface LiveSignal {
  userId: number;
  id: number;
}

/** One open stream of one account: what it was last sent, and how to send it more. */
export interface LiveStream {
  userId: number;
  lastId: number;
  send(notification: UserNotification): void;
}

/** How long the hub waits before listening again after its connection dropped. */
const RECONNECT_MS = 1000;

const asUserNotification = (row: typeof userNotifications.$inferSelect): UserNotification => ({
  id: row.id,
  kind: row.kind,
  referralRequestId: row.referralRequestId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * The live updates of one app process. It LISTENs on its own connection (not one of the pool's) for the notifications
 * every process announces at commit (src/server/notifications/requestNotifications.ts), and sends each piece down the open streams of the account it
 * concerns, in order and once: a stream is sent only what is newer than what it was last sent. Should the connection
 * drop, the hub listens again and sends each stream what it missed meanwhile.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private log: FastifyBaseLogger | undefined;
  private readonly catalogListeners = new Set<() => void>();

  constructor(private readonly options: { connectionConfig: pg.ClientConfig; db: Database }) {}

  /** Starts listening; `log` is the app's, which exists only once the app that serves the streams is built. */
  async start(log: FastifyBaseLogger) {
    this.log = log;
    await this.listen();
  }

  private async listen() {
    const client = new pg.Client(this.options.connectionConfig);
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) return this.catalogChanged();
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const signal = JSON.parse(message.payload) as LiveSignal;
      void this.catchUp(signal.userId);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log?.warn(
        { err: error },
        'live updates: connection lost, listening again; the catalogue is read from the database until then',
      );
      this.reconnectTimer = setTimeout(() => void this.restart(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${CATALOG_CHANNEL}`);
    this.client = client;
    // Whatever changed while nobody listened (or before this process started to) is not in any cache kept from then.
    this.catalogChanged();
  }

  /**
   * Calls `listener` on each change to the catalogue, in any process, and each time the hub listens again. Answers
   * the function that removes it.
   */
  onCatalogChange(listener: () => void) {
    this.catalogListeners.add(listener);
    return () => void this.catalogListeners.delete(listener);
  }

  private catalogChanged() {
    for (const listener of this.catalogListeners) listener();
  }

  private async restart() {
    try {
      await this.listen();
      // What was announced while nobody listened.
      await Promise.all([...this.streams.keys()].map((userId) => this.catchUp(userId)));
    } catch (error) {
      if (!this.stopped) {
        this.log?.warn({ err: error }, 'live updates: could not listen again yet');
        this.reconnectTimer = setTimeout(() => void this.restart(), RECONNECT_MS);
      }
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    this.streams.clear();
  }

  /** The newest notification of the account: a stream opened without Last-Event-ID starts after it. */
  async latestId(userId: number) {
    const [row] = await this.options.db
      .select({ id: max(userNotifications.id) })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId));
    return row?.id ?? 0;
  }

  /** Adds a stream, and sends it what it missed since its `lastId`. Answers the function that removes it. */
  async subscribe(stream: LiveStream) {
    const ofUser = this.streams.get(stream.userId) ?? new Set();
    this.streams.set(stream.userId, ofUser.add(stream));
    await this.catchUp(stream.userId);
    return () => {
      ofUser.delete(stream);
      if (ofUser.size === 0 && this.streams.get(stream.userId) === ofUser) this.streams.delete(stream.userId);
    };
  }

  /**
   * Whether the hub's LISTEN connection is open: notifications reach this process's streams (GET /api/health/ready)
   * and changes to the catalogue reach its cache.
   */
  get listening() {
    return this.client !== undefined;
  }

  /** How many streams are open in this process (for tests and the health of the process). */
  get openStreams() {
    let total = 0;
    for (const ofUser of this.streams.values()) total += ofUser.size;
    return total;
  }

  /** Sends each open stream of the account the notifications newer than what it was last sent. */
  private async catchUp(userId: number) {
    const ofUser = this.streams.get(userId);
    if (!ofUser?.size) return;
    const since = Math.min(...[...ofUser].map((stream) => stream.lastId));
    const rows = await this.options.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), gt(userNotifications.id, since)))
      .orderBy(asc(userNotifications.id))
      .limit(100)
      .catch((error: unknown) => {
        this.log?.warn({ err: error, userId }, 'live updates: could not read the notifications');
        return [];
      });
    for (const row of rows) {
      for (const stream of ofUser) {
        if (row.id <= stream.lastId) continue;
        stream.lastId = row.id;
        stream.send(asUserNotification(row));
      }
    }
  }
}

/** The account's unread notifications, newest first, and how many there are. */
export async function unreadNotifications(db: Database, userId: number) {
  const unread = and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt));
  const [rows, [total]] = await Promise.all([
    db.select().from(userNotifications).where(unread).orderBy(desc(userNotifications.id)).limit(NOTIFICATIONS_SHOWN),
    db.select({ unread: count() }).from(userNotifications).where(unread),
  ]);
  return { unread: total?.unread ?? 0, items: rows.map(asUserNotification) };
}

/** Marks the account's notifications read, up to `throughId` (what the person saw), so later ones stay unread. */
export async function markNotificationsRead(db: Database, userId: number, throughId: number) {
  await db
    .update(userNotifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt), lte(userNotifications.id, throughId)),
    );
}
