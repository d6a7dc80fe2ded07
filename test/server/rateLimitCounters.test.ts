import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countHit, readHits, sweepExpiredCounters } from '../../src/server/repositories/rateLimits';
import { createTestDatabase } from './helpers';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Ends every window now, as time would. */
const endWindows = () => database.db.execute(sql`update rate_limit_counters set resets_at = now() - interval '1 ms'`);

describe('rate-limit counters in PostgreSQL', () => {
  it('count hits within a window, and start again at 1 once it ends', async () => {
    expect(await countHit(database.db, 'login|203.0.113.1', 60_000)).toMatchObject({ hits: 1 });
    const second = await countHit(database.db, 'login|203.0.113.1', 60_000);
    expect(second.hits).toBe(2);
    expect(second.msLeft).toBeGreaterThan(55_000);
    expect(second.msLeft).toBeLessThanOrEqual(60_000);
    expect(await readHits(database.db, 'login|203.0.113.1')).toMatchObject({ hits: 2 });

    await endWindows();
    expect(await readHits(database.db, 'login|203.0.113.1')).toEqual({ hits: 0, msLeft: 0 });
    expect(await countHit(database.db, 'login|203.0.113.1', 60_000)).toMatchObject({ hits: 1 });
  });

  it('lose no hit when many arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => countHit(database.db, 'register|203.0.113.2', 60_000)),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });

  it('sweep away only the counters whose window has ended', async () => {
    await countHit(database.db, 'survey|203.0.113.3', 60_000);
    await endWindows();
    await countHit(database.db, 'survey|203.0.113.4', 60_000);
    await sweepExpiredCounters(database.db);
    const { rows } = await database.db.execute<{ key: string }>(sql`select key from rate_limit_counters`);
    expect(rows.map((row) => row.key)).toEqual(['survey|203.0.113.4']);
  });
});
