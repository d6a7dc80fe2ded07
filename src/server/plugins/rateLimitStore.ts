import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import { countHit, readHits, sweepExpiredCounters } from '../repositories/rateLimits.js';

/** Ended windows are deleted once every this many hits of a process: often enough to keep the table small, no timer. */
const SWEEP_EVERY_HITS = 500;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** The options the plugin really hands a store: its typings leave out the window modes and a child's route. */
type StoreOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RouteInfo = { routeInfo: { method: string | string[]; url: string } };

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (the rate_limit_counters table) instead of each process's
 * memory, so that a limit holds across every app process on the database. The plugin builds stores itself, so the
 * database comes in through this class factory.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly keyPrefix = '',
    ) {
      // Both grow the window past its configured length, which this store does not do; none of our limits asks it.
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The PostgreSQL rate-limit store supports fixed windows only');
      }
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        // A failed sweep costs nothing but room; the next one retries.
        sweepExpiredCounters(db).catch(() => undefined);
      }
      countHit(db, this.keyPrefix + key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      readHits(db, this.keyPrefix + key).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    /** A route's own store: its counters are apart from every other route's. */
    child(routeOptions: ChildOptions) {
      const merged = routeOptions as unknown as StoreOptions & RouteInfo;
      const { method, url } = merged.routeInfo;
      return new PostgresRateLimitStore(merged, `${this.keyPrefix}${[method].flat().join(',')} ${url}|`);
    }
  }
  return PostgresRateLimitStore;
}
