import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from './helpers';

/**
 * The app's pool of PostgreSQL connections (src/server/db/client.ts) when PostgreSQL drops one: a restart, a failover
 * or an operator's pg_terminate_backend. The process must say so and go on, whether the connection was idle or in use.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
const reported: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.connectionString, (error) => reported.push(error));
});
afterAll(async () => {
  await handle?.pool.end();
  await database?.drop();
});

const terminate = (pid: number) => database.pool.query('select pg_terminate_backend($1)', [pid]);

describe('the database pool', () => {
  it('reports a connection dropped while checked out, once, and serves the next query on a new one', async () => {
    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    reported.length = 0;
    await terminate(rows[0]!.pid);
    // Without a listener on the checked-out connection, its error would be uncaught and end the process (and fail
    // this file with an unhandled error).
    await expect.poll(() => reported.length, { timeout: 3000 }).toBe(1);
    expect(reported[0]!.message).toMatch(/terminat/i);
    client.release(reported[0]);

    const again = await handle.pool.query<{ answer: number }>('select 1 as answer');
    expect(again.rows[0]!.answer).toBe(1);
  });

  it('reports a connection dropped while idle in the pool once', async () => {
    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    client.release();
    reported.length = 0;
    await terminate(rows[0]!.pid);
    await expect.poll(() => reported.length, { timeout: 3000 }).toBe(1);
    // A moment more, so that a second report of the same loss would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported).toHaveLength(1);
  });
});
