import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client.js';
import * as schema from './schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How much of a value one COPY message carries. */
const COPY_SLICE_BYTES = 64 * 1024;

/**
 * One row in COPY's binary format (header, row, trailer), as chunks: integers as int4, text as UTF-8, a Buffer as
 * bytea, sent in slices of itself (views, not copies). The columns' order and types must be the COPY's.
 */
export function binaryCopyRow(values: ReadonlyArray<number | string | Buffer>): Buffer[] {
  const chunks: Buffer[] = [];
  let pending: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), int32(0), int32(0), int16(values.length)];
  for (const value of values) {
    if (typeof value === 'number') {
      pending.push(int32(4), int32(value));
    } else if (typeof value === 'string') {
      const text = Buffer.from(value, 'utf8');
      pending.push(int32(text.length), text);
    } else {
      pending.push(int32(value.length));
      chunks.push(Buffer.concat(pending));
      pending = [];
      for (let offset = 0; offset < value.length; offset += COPY_SLICE_BYTES) {
        chunks.push(value.subarray(offset, offset + COPY_SLICE_BYTES));
      }
    }
  }
  pending.push(int16(-1));
  chunks.push(Buffer.concat(pending));
  return chunks;
}

function int32(value: number) {
  const bytes = Buffer.allocUnsafe(4);
  bytes.writeInt32BE(value);
  return bytes;
}

function int16(value: number) {
  const bytes = Buffer.allocUnsafe(2);
  bytes.writeInt16BE(value);
  return bytes;
}

/**
 * Runs COPY FROM STDIN on `connection`, with `chunks` as its data, through pg-copy-streams: each chunk goes to the
 * socket as it is, behind its message's 5-byte header, and the next once the socket has taken it (the pipeline waits
 * for the COPY stream's 'drain', which waits for the socket's). The value is never copied, where a bound parameter is
 * copied whole twice (into node-postgres's parameter writer, then its Bind message). Rejects with the server's error,
 * after which the connection is ready for the transaction's ROLLBACK.
 */
export async function copyIn(connection: pg.PoolClient, text: string, chunks: readonly Buffer[]) {
  await pipeline(Readable.from(chunks), connection.query(copyFrom(text)));
}

/** A drizzle database on each pool connection, made once per connection (making one reads the whole schema). */
const databaseOfConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * A transaction, as `db.transaction` runs it, on a connection taken from db's pool that `work` also gets, to send
 * what drizzle cannot (copyIn) in the same transaction.
 */
export async function transactionOnConnection<T>(
  db: Database,
  work: (tx: Transaction, connection: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = (db as Database & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('transactionOnConnection needs a database on a connection pool');
  const connection = await pool.connect();
  try {
    let onConnection = databaseOfConnection.get(connection);
    if (!onConnection) {
      onConnection = drizzle(connection, { schema });
      databaseOfConnection.set(connection, onConnection);
    }
    return await onConnection.transaction((tx) => work(tx, connection));
  } finally {
    connection.release();
  }
}
