import { createHash } from 'node:crypto';
import { EncodedBody } from './encodedBody.js';

/**
 * An answer of the catalogue as it is sent: its JSON (with its compressed copies, made once each), its entity tag, and
 * its `X-Total-Count` for a list.
 */
export interface CatalogAnswer extends Weighed {
  body: EncodedBody;
  etag: string;
  total?: number;
}

/** What a catalogue read found: the body to send and, for a list, its total; undefined for an item not found. */
export type CatalogRead = { body: unknown; total?: number } | undefined;

/**
 * An entry's longest life. Changes empty the cache at once; this bounds what changes with time alone: a referrer's
 * weekly cap counts the requests of the last seven days, so they take requests again as old ones age out.
 */
export const CATALOG_ANSWER_MAX_AGE_MS = 60_000;

/**
 * Past this many bytes of JSON and HTML kept, the oldest answers go: search terms are many and each is an entry, and a
 * list weighs ten kilobytes where an item weighs one, so a count of entries would not bound the process's memory.
 */
export const CATALOG_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** What the cache keeps knows its weight: the bytes of its plain body (its compressed copies add about a fifth). */
export interface Weighed {
  readonly bytes: number;
}

export type CatalogReadOutcome = 'hit' | 'miss' | 'bypass';

/**
 * The public catalogue's answers (src/server/routes/catalog.ts), and the pages rendered from them (plugins/spa.ts),
 * kept in this process by URL and sent without asking the database or rendering again. The catalogue is the same for
 * everyone, signed in or not, so nothing kept holds anything of a session.
 *
 * An answer stays until the catalogue changes: this process empties the cache as its own writes are answered (so a
 * person reads their change at once), and every process does when the database announces a change, made by any
 * process or background job (LISTEN/NOTIFY, migration 0022, src/server/live/liveHub.ts). While that announcement cannot
 * reach this process (`fresh()` is false: its LISTEN connection is down), every read goes to the database.
 */
export class CatalogCache {
  private readonly kept = new Map<string, { value: Weighed; storedAt: number }>();
  private keptBytes = 0;
  /** Counts the emptyings, so that a read begun before one never keeps what it read. */
  private generation = 0;
  /** What is being made since the last emptying (an answer read, a page rendered), by key: see `shared`. */
  private readonly making = new Map<string, Promise<unknown>>();

  constructor(
    private readonly options: {
      /** Whether changes reach this process; while not, nothing is kept or served. */
      fresh: () => boolean;
      /** Told whether each API read came from the cache (the metrics count them). */
      onRead?: (outcome: CatalogReadOutcome) => void;
      now?: () => number;
    },
  ) {}

  /** Forgets everything kept: the catalogue changed, or may have. */
  invalidate() {
    this.generation++;
    // A request from now on must read the change: it does not join a making begun before it.
    this.making.clear();
    this.kept.clear();
    this.keptBytes = 0;
  }

  get size() {
    return this.kept.size;
  }

  /** The weight of what is kept, in bytes. */
  get bytes() {
    return this.keptBytes;
  }

  private forget(key: string) {
    const found = this.kept.get(key);
    if (!found) return;
    this.kept.delete(key);
    this.keptBytes -= found.value.bytes;
  }

  /**
   * What is kept at `key` (undefined when nothing is, or while changes cannot reach this process), and `keep`, which
   * keeps a value made from what was read after this lookup: unless the catalogue changed meanwhile, for then the
   * value may be older than the change.
   */
  lookup<Value extends Weighed>(key: string): { value: Value | undefined; keep: (value: Value) => void } {
    const now = (this.options.now ?? Date.now)();
    const generation = this.generation;
    const fresh = this.options.fresh();
    const found = fresh ? this.kept.get(key) : undefined;
    const current = found && now - found.storedAt < CATALOG_ANSWER_MAX_AGE_MS ? (found.value as Value) : undefined;
    const keep = (value: Value) => {
      if (!fresh || generation !== this.generation || !this.options.fresh()) return;
      this.forget(key);
      this.kept.set(key, { value, storedAt: now });
      this.keptBytes += value.bytes;
      while (this.keptBytes > CATALOG_CACHE_MAX_BYTES) this.forget(this.kept.keys().next().value!);
    };
    return { value: current, keep };
  }

  /**
   * What `make` makes for `key`, made once for all the requests that ask for it while it is being made, which wait for
   * it rather than each making their own: after a change, the 50 visitors asking for a popular list or page at that
   * moment cost the database one read and the renderer one render, not 50. A request from after a change never joins a
   * making begun before it. While changes cannot reach this process, each request makes its own. `joined` tells
   * whether this request waits for another's.
   */
  shared<Result>(key: string, make: () => Promise<Result>): { result: Promise<Result>; joined: boolean } {
    if (!this.options.fresh()) return { result: make(), joined: false };
    const underWay = this.making.get(key) as Promise<Result> | undefined;
    if (underWay) return { result: underWay, joined: true };
    const result: Promise<Result> = make().finally(() => {
      if (this.making.get(key) === result) this.making.delete(key);
    });
    this.making.set(key, result);
    return { result, joined: false };
  }

  /**
   * The API answer at `key`, kept or read now with `read` and written with `serialize` (the route's response schema,
   * which sends only the fields it declares), and kept; undefined when `read` found nothing. Requests that miss while
   * the same answer is being read wait for that read (`shared`; counted as hits).
   */
  async answer(
    key: string,
    read: () => Promise<CatalogRead>,
    serialize: (body: unknown) => string,
  ): Promise<CatalogAnswer | undefined> {
    const { value, keep } = this.lookup<CatalogAnswer>(`api ${key}`);
    if (value) {
      this.options.onRead?.('hit');
      return value;
    }
    const fresh = this.options.fresh();
    const { result, joined } = this.shared(`api ${key}`, async () => {
      const answer = toAnswer(await read(), serialize);
      if (answer) keep(answer);
      return answer;
    });
    this.options.onRead?.(!fresh ? 'bypass' : joined ? 'hit' : 'miss');
    return result;
  }
}

function toAnswer(found: CatalogRead, serialize: (body: unknown) => string): CatalogAnswer | undefined {
  if (!found) return undefined;
  const json = Buffer.from(serialize(found.body), 'utf8');
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { body: new EncodedBody(json), bytes: json.length, etag, total: found.total };
}

/** Whether an If-None-Match header names the answer's tag (or is `*`): the client's copy is current. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's catalogue cache (app.ts). */
    catalogCache: CatalogCache;
  }
  interface FastifyContextConfig {
    /**
     * This write changes nothing the catalogue shows (signing in, a message, a notification read): its answer leaves
     * the catalogue cache as it is, where any other answered write empties it (app.ts).
     */
    keepsCatalogue?: boolean;
  }
}
