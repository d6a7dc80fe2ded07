import { and, asc, count, desc, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
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

/**
 * Where a stream stands in its account's notifications: past every notification written by a transaction before
 * `txId`, and past those of `txId` up to `id`. Ids cannot order them: an id is taken at insert, and a change may commit
 * after a later one, so a stream past the later one would never be sent the earlier. Notifications are sent in the
 * order of their transactions' ids instead, each once every older transaction has ended: none can then appear behind
 * a stream's position. `txId` is PostgreSQL's 64-bit transaction id, as decimal text.
 */
export interface LivePosition {
  txId: string;
  id: number;
}

/** A position as a stream's event id (what a reconnecting EventSource sends back in Last-Event-ID), and back. */
export const positionText = (position: LivePosition) => `${position.txId}-${position.id}`;
const MAX_XID8 = 2n ** 64n - 1n;
export function readPosition(text: string | undefined): LivePosition | undefined {
  const match = /^(\d{1,20})-(\d{1,16})$/.exec(text ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  if (BigInt(match[1]!) > MAX_XID8 || !Number.isSafeInteger(id)) return undefined;
  return { txId: BigInt(match[1]!).toString(), id };
}

/** Whether `a` comes after `b`. */
const isAfter = (a: LivePosition, b: LivePosition) => {
  const [ta, tb] = [BigInt(a.txId), BigInt(b.txId)];
  return ta > tb || (ta === tb && a.id > b.id);
};

/** One open stream of one account: where it stands, and how to send it more. */
export interface LiveStream {
  userId: number;
  position: LivePosition;
  /** Notifications past `position` that the stream is not to send: those its page could show already. */
  passOver?: Set<number>;
  send(notification: UserNotification, position: LivePosition): void;
}

/** How long the hub waits before listening again after its connection dropped. */
const RECONNECT_MS = 1000;

/**
 * How soon the hub looks again at notifications held back behind an older transaction still running (doubling each
 * time, up to the last): such transactions are a request's change, over in milliseconds.
 */
const HELD_BACK_RETRY_MS = [10, 20, 40, 80, 160, 320, 640, 1000];

/** The most notifications one read sends; a stream further behind is sent the rest by the reads that follow. */
const READ_AT_MOST = 100;

const asUserNotification = (row: Omit<typeof userNotifications.$inferSelect, 'txId'>): UserNotification => ({
  id: row.id,
  kind: row.kind,
  referralRequestId: row.referralRequestId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * The live updates of one app process. It LISTENs on its own connection (not one of the pool's) for the notifications
 * every process announces at commit (src/server/notifications/requestNotifications.ts), and sends each down the open
 * streams of the account it concerns, in order and once: a stream is sent only what lies past its position
 * (LivePosition). Should the connection drop, the hub listens again and sends each stream what it missed meanwhile.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private log: FastifyBaseLogger | undefined;
  private readonly catalogListeners = new Set<() => void>();
  /** Per account, the read under way and whether another must follow it (a signal came meanwhile). */
  private readonly reads = new Map<number, { running: Promise<void>; again: boolean }>();
  /** Per account, the timer that looks again at notifications held back, and how many times it did. */
  private readonly heldBack = new Map<number, { timer: NodeJS.Timeout; tries: number }>();

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
    for (const { timer } of this.heldBack.values()) clearTimeout(timer);
    this.heldBack.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    this.streams.clear();
  }

  /**
   * The present, where a stream of `userId` opened without Last-Event-ID starts: before the notifications of the
   * transactions still running (which the page the stream serves could not show), with those of the account's that
   * are visible already, though they come after that point, to be passed over rather than sent.
   */
  async present(userId: number): Promise<{ position: LivePosition; passOver: Set<number> }> {
    const { rows } = await this.options.db.execute<{ tx: string; visible: string[] }>(sql`
      with running as (select pg_snapshot_xmin(pg_current_snapshot()) as oldest)
      select running.oldest::text as tx,
        array(select ${userNotifications.id}::text from ${userNotifications}
              where ${userNotifications.userId} = ${userId} and ${userNotifications.txId} >= running.oldest) as visible
      from running`);
    return { position: { txId: rows[0]!.tx, id: 0 }, passOver: new Set(rows[0]!.visible.map(Number)) };
  }

  /** Adds a stream, and sends it what it missed since its position. Answers the function that removes it. */
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

  /**
   * Sends each open stream of the account the notifications past its position, in their transactions' order. One read at a time
   * per account: a signal that comes during a read makes one more read after it.
   */
  private catchUp(userId: number): Promise<void> {
    const underWay = this.reads.get(userId);
    if (underWay) {
      underWay.again = true;
      return underWay.running;
    }
    const state = { running: Promise.resolve(), again: false };
    state.running = (async () => {
      do {
        state.again = false;
        await this.sendNewer(userId);
      } while (state.again);
    })().finally(() => this.reads.delete(userId));
    this.reads.set(userId, state);
    return state.running;
  }

  private async sendNewer(userId: number) {
    for (;;) {
      const ofUser = this.streams.get(userId);
      if (!ofUser?.size) return;
      const since = [...ofUser].map((stream) => stream.position).reduce((a, b) => (isAfter(a, b) ? b : a));
      const rows = await this.options.db
        .select({
          ...getTableColumns(userNotifications),
          // Every transaction older than this row's has ended: nothing can still appear before it.
          sendable: sql<boolean>`${userNotifications.txId} < pg_snapshot_xmin(pg_current_snapshot())`,
        })
        .from(userNotifications)
        .where(
          and(
            eq(userNotifications.userId, userId),
            sql`(${userNotifications.txId}, ${userNotifications.id}) > (${since.txId}::xid8, ${since.id})`,
          ),
        )
        .orderBy(asc(userNotifications.txId), asc(userNotifications.id))
        .limit(READ_AT_MOST)
        .catch((error: unknown) => {
          this.log?.warn({ err: error, userId }, 'live updates: could not read the notifications');
          return [];
        });
      const sendable = rows.findIndex((row) => !row.sendable);
      const toSend = sendable < 0 ? rows : rows.slice(0, sendable);
      for (const row of toSend) {
        const position = { txId: row.txId, id: row.id };
        for (const stream of ofUser) {
          if (!isAfter(position, stream.position)) continue;
          stream.position = position;
          if (!stream.passOver?.delete(row.id)) stream.send(asUserNotification(row), position);
        }
      }
      if (sendable >= 0) return this.lookAgainLater(userId);
      clearTimeout(this.heldBack.get(userId)?.timer);
      this.heldBack.delete(userId);
      if (rows.length < READ_AT_MOST) return;
    }
  }

  /** Notifications were held back behind an older transaction, which sends no signal when it ends: look again soon. */
  private lookAgainLater(userId: number) {
    if (this.stopped) return;
    const tries = this.heldBack.get(userId)?.tries ?? 0;
    clearTimeout(this.heldBack.get(userId)?.timer);
    const wait = HELD_BACK_RETRY_MS[Math.min(tries, HELD_BACK_RETRY_MS.length - 1)]!;
    const timer = setTimeout(() => void this.catchUp(userId), wait);
    timer.unref();
    this.heldBack.set(userId, { timer, tries: tries + 1 });
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
