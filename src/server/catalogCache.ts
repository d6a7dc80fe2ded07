import { createHash } from 'node:crypto';

/** An answer of the catalogue as it is sent: its JSON, its entity tag, and its `X-Total-Count` for a list. */
export interface CatalogAnswer {
  json: string;
  etag: string;
  total?: number;
  storedAt: number;
}

/** What a catalogue read found: the body to send and, for a list, its total; undefined for an item not found. */
export type CatalogRead = { body: unknown; total?: number } | undefined;

/**
 * An entry's longest life. Changes empty the cache at once; this bounds what changes with time alone: a referrer's
 * weekly cap counts the requests of the last seven days, so they take requests again as old ones age out.
 */
export const CATALOG_ANSWER_MAX_AGE_MS = 60_000;

/** Past this many answers, the oldest goes: search terms are many, and each is an entry. */
export const CATALOG_CACHE_MAX_ENTRIES = 5_000;

export type CatalogReadOutcome = 'hit' | 'miss' | 'bypass';

/**
 * The public catalogue's answers (src/server/routes/catalog.ts), kept in this process by URL and sent without asking
 * the database again. The catalogue is the same for everyone, signed in or not, so no answer holds anything of a
 * session.
 *
 * An answer stays until the catalogue changes: this process empties the cache as its own writes are answered (so a
 * person reads their change at once), and every process does when the database announces a change, made by any
 * process or background job (LISTEN/NOTIFY, migration 0022, src/server/live/liveHub.ts). While that announcement cannot
 * reach this process (`fresh()` is false: its LISTEN connection is down), every read goes to the database.
 */
export class CatalogCache {
  private readonly answers = new Map<string, CatalogAnswer>();
  /** Counts the emptyings, so that a read begun before one never stores what it read. */
  private generation = 0;

  constructor(
    private readonly options: {
      /** Whether changes reach this process; while not, nothing is kept or served. */
      fresh: () => boolean;
      /** Told whether each read came from the cache (the metrics count them). */
      onRead?: (outcome: CatalogReadOutcome) => void;
      now?: () => number;
    },
  ) {}

  /** Forgets every answer: the catalogue changed, or may have. */
  invalidate() {
    this.generation++;
    this.answers.clear();
  }

  get size() {
    return this.answers.size;
  }

  /**
   * The answer at `key`, kept or read now with `read` and written with `serialize` (the route's response schema, which
   * sends only the fields it declares), and kept; undefined when `read` found nothing.
   */
  async answer(
    key: string,
    read: () => Promise<CatalogRead>,
    serialize: (body: unknown) => string,
  ): Promise<CatalogAnswer | undefined> {
    const now = (this.options.now ?? Date.now)();
    if (!this.options.fresh()) {
      this.options.onRead?.('bypass');
      return toAnswer(await read(), serialize, now);
    }
    const kept = this.answers.get(key);
    if (kept && now - kept.storedAt < CATALOG_ANSWER_MAX_AGE_MS) {
      this.options.onRead?.('hit');
      return kept;
    }
    this.options.onRead?.('miss');
    const generation = this.generation;
    const answer = toAnswer(await read(), serialize, now);
    if (answer && generation === this.generation && this.options.fresh()) {
      this.answers.delete(key);
      this.answers.set(key, answer);
      if (this.answers.size > CATALOG_CACHE_MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }
}

function toAnswer(found: CatalogRead, serialize: (body: unknown) => string, now: number): CatalogAnswer | undefined {
  if (!found) return undefined;
  const json = serialize(found.body);
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, etag, total: found.total, storedAt: now };
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
}
