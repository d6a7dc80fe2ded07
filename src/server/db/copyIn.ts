import { once } from 'node:events';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.js';
import * as schema from './schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What node-postgres's connection offers a query that sends COPY data (as pg-copy-streams uses it). */
interface CopyConnection {
  query(text: string): void;
  endCopyFrom(): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean; destroyed: boolean; cork(): void; uncork(): void };
}

/** The type byte of the protocol's CopyData message. */
const COPY_DATA = 0x64;

/**
 * `COPY ... FROM STDIN` whose data is `chunks`, sent as a node-postgres custom query (a Submittable, the interface
 * pg-cursor and pg-copy-streams use). Each chunk goes to the socket as it is, behind its 5-byte CopyData header, as
 * pg-copy-streams writes them, and the next waits until the socket has taken it: the value is never copied, where a
 * bound parameter is copied whole twice (into node-postgres's parameter writer, then its Bind message).
 */
class CopyFromChunks {
  private settled = false;
  private failed: Error | undefined;
  readonly done: Promise<void>;
  private settle!: (error?: Error) => void;

  constructor(
    private readonly text: string,
    private readonly chunks: readonly Buffer[],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => {
        if (this.settled) return;
        this.settled = true;
        if (error) reject(error);
        else resolve();
      };
    });
  }

  submit(connection: CopyConnection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection) {
    this.send(connection).catch((error: unknown) => this.handleError(error as Error));
  }

  private async send(connection: CopyConnection) {
    for (const chunk of this.chunks) {
      const { stream } = connection;
      if (this.failed || stream.destroyed) return;
      const header = Buffer.allocUnsafe(5);
      header[0] = COPY_DATA;
      header.writeInt32BE(chunk.length + 4, 1);
      stream.cork();
      stream.write(header);
      stream.write(chunk);
      stream.uncork();
      if (stream.writableNeedDrain) await drained(stream);
    }
    connection.endCopyFrom();
  }

  handleCommandComplete() {}

  handleReadyForQuery() {
    this.settle(this.failed);
  }

  /** An error from the server (its ReadyForQuery follows) or from the connection (none does): settled at once. */
  handleError(error: Error) {
    this.failed = error;
    this.settle(error);
  }
}

/** When the socket has taken what it holds, or closed (the query then ends with the connection's error). */
async function drained(stream: NodeJS.WritableStream) {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(stream, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

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

/** Runs COPY FROM STDIN on `connection`, with `chunks` as its data; rejects with the server's error. */
export function copyIn(connection: pg.PoolClient, text: string, chunks: readonly Buffer[]) {
  const query = new CopyFromChunks(text, chunks);
  void connection.query(query as unknown as pg.QueryConfig);
  return query.done;
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
