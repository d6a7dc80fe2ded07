import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/**
 * Counts one hit under `key`, in one statement so that app processes hitting at once all count. A window that has
 * ended starts again at 1. Times are the database's, so processes on machines with drifting clocks agree.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<RateLimitCount> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then ${windowEnd} else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, msLeft: msLeft() });
  return row!;
}

/** The count under `key` without adding a hit; 0 once its window has ended. */
export async function readHits(db: Database, key: string): Promise<RateLimitCount> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits, msLeft: msLeft() })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetsAt} > now()`);
  return row ?? { hits: 0, msLeft: 0 };
}

/** Deletes the counters whose window has ended: a hit would reset them anyway, so they only take room. */
export async function sweepExpiredCounters(db: Database) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}

function msLeft() {
  return sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::int`;
}
