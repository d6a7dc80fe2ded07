import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CACHE_MAX_BYTES, CatalogCache } from '../../src/server/catalogCache';
import { LiveHub } from '../../src/server/live/liveHub';
import { accountOfKind, buildTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * The catalogue's answers are kept in the process (src/server/catalogCache.ts) until the catalogue changes: a write of
 * this process empties the cache before its answer leaves, and the database announces every other change (another
 * process, a background job, SQL) to every process that listens.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let hub: LiveHub;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let referrer: { id: number; cookie: string };

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const titleOf = async (url: string) => (await get(url)).json<{ title: string }>().title;
/** Changes a referrer's title as another process or a job would: in the database, behind this process's back. */
const retitleInDatabase = (id: number, title: string) =>
  database.db.execute(sql`update referrers set title = ${title} where id = ${id}`);
/** The tables whose changes the database announces (migration 0022). */
const CATALOG_TABLES = ['referrers', 'companies', 'jobs', 'referral_requests', 'users', 'referrer_search_words'];

/**
 * Runs `change` with the database's announcements switched off:
 * what this process keeps, and what it empties itself, is then all that decides its answers.
 */
const withoutAnnouncements = async (change: () => Promise<unknown>) => {
  const announcing = (on: boolean) =>
    Promise.all(
      CATALOG_TABLES.map((table) =>
        database.db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger catalog_changed`)),
      ),
    );
  await announcing(false);
  try {
    return await change();
  } finally {
    await announcing(true);
  }
};
const retitleUnannounced = (id: number, title: string) => withoutAnnouncements(() => retitleInDatabase(id, title));

beforeAll(async () => {
  database = await createTestDatabase();
  hub = new LiveHub({ connectionConfig: { connectionString: database.connectionString }, db: database.db });
  app = await buildTestApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET, liveHub: hub });
  await hub.start(app.log);
  await app.ready();
  const account = await accountOfKind({ app, db: database.db }, 'Cached Referrer', 'referrer', 'Cachefield');
  const [card] = (await get('/api/referrers?search=Cachefield')).json<Array<{ id: number }>>();
  referrer = { id: card!.id, cookie: account.cookie };
});
afterAll(async () => {
  await app?.close();
  await hub?.stop();
  await database?.drop();
});

describe('the catalogue cache', () => {
  it('answers from memory: a change the database does not announce is not seen', async () => {
    const url = `/api/referrer/${referrer.id}`;
    expect(await titleOf(url)).toBe('Staff Engineer');
    await retitleUnannounced(referrer.id, 'Unannounced Title');
    expect(await titleOf(url)).toBe('Staff Engineer');
    await retitleInDatabase(referrer.id, 'Staff Engineer');
  });

  it('forgets an answer within a second of a change made elsewhere (another process, a job, SQL)', async () => {
    const url = `/api/referrer/${referrer.id}`;
    expect(await titleOf(url)).toBe('Staff Engineer');
    await retitleInDatabase(referrer.id, 'Principal Engineer');
    await expect.poll(() => titleOf(url), { timeout: 1000, interval: 20 }).toBe('Principal Engineer');
    const list = await get('/api/referrers?search=Cachefield');
    expect(list.json<Array<{ title: string }>>()[0]!.title).toBe('Principal Engineer');
  });

  it("shows this process's own write at once, in the answer after it", async () => {
    const url = `/api/referrer/${referrer.id}`;
    await titleOf(url);
    // Unannounced, so that only this process's own emptying can show it.
    const saved = await withoutAnnouncements(() =>
      app.inject({
        method: 'PUT',
        url: '/api/me/referrer-profile',
        headers: { cookie: referrer.cookie },
        payload: {
          company: 'Cachefield',
          title: 'Engineering Manager',
          bio: 'I refer engineers who like to own what they build, end to end.',
          specialties: [],
          photo: null,
        },
      }),
    );
    expect((saved as { statusCode: number }).statusCode).toBe(200);
    expect(await titleOf(url)).toBe('Engineering Manager');
  });

  it('keeps its answers through a write that changes nothing it shows, such as signing out', async () => {
    const url = `/api/referrer/${referrer.id}`;
    const visitor = (await withoutAnnouncements(() =>
      accountOfKind({ app, db: database.db }, 'Passing Visitor', 'candidate'),
    )) as { cookie: string };
    const title = await titleOf(url);
    await retitleUnannounced(referrer.id, 'Not Yet Announced');
    const loggedOut = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: visitor.cookie } });
    expect(loggedOut.statusCode).toBe(204);
    expect(await titleOf(url)).toBe(title);
    // A write that may change it still empties it: the referrer's own profile, which now reads the database.
    await withoutAnnouncements(() =>
      app.inject({
        method: 'PUT',
        url: '/api/me/weekly-cap',
        headers: { cookie: referrer.cookie },
        payload: { weeklyCap: 7 },
      }),
    );
    expect(await titleOf(url)).toBe('Not Yet Announced');
    await retitleInDatabase(referrer.id, title);
  });

  it('tags each answer, and answers 304 without a body while the copy a client names is current', async () => {
    const url = `/api/referrer/${referrer.id}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const list = await get('/api/referrers?search=Cachefield');
    const listAgain = await get('/api/referrers?search=Cachefield', { 'if-none-match': String(list.headers.etag) });
    expect(listAgain.statusCode).toBe(304);
    expect(listAgain.headers['x-total-count']).toBe(list.headers['x-total-count']);

    await retitleInDatabase(referrer.id, 'Head of Engineering');
    await expect.poll(async () => (await get(url, { 'if-none-match': etag })).statusCode, { timeout: 1000 }).toBe(200);
    expect(String((await get(url)).headers.etag)).not.toBe(etag);
  });

  it('sends a list compressed as the client accepts it, the same JSON in each encoding, from memory after the first', async () => {
    // Enough referrers for a list worth compressing.
    for (const name of ['Ada', 'Grace', 'Edsger']) {
      await accountOfKind({ app, db: database.db }, `${name} Zipfield`, 'referrer', 'Zipfield');
    }
    const url = '/api/referrers';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const inEncoding = async (accept: string) => {
      const answer = await get(url, { 'accept-encoding': accept });
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      return answer;
    };
    const br = await inEncoding('gzip, deflate, br, zstd');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipped = await inEncoding('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    // The copy kept with the answer is the one sent again, until the catalogue changes.
    expect((await inEncoding('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    await retitleInDatabase(referrer.id, 'Compressed Anew');
    await expect
      .poll(async () => brotliDecompressSync((await inEncoding('br')).rawPayload).toString('utf8'), { timeout: 1000 })
      .toContain('Compressed Anew');
    await retitleInDatabase(referrer.id, 'Staff Engineer');
  });

  it('sends an answer under a kilobyte as it is, whatever the client accepts', async () => {
    const small = await get(`/api/referrer/${referrer.id}`, { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ id: number }>().id).toBe(referrer.id);
  });

  it('keeps only what it declares: the answer from memory has the fields of the schema, as the first one did', async () => {
    const url = `/api/referrer/${referrer.id}`;
    const fresh = (await get(url)).json<Record<string, unknown>>();
    const kept = (await get(url)).json<Record<string, unknown>>();
    expect(kept).toEqual(fresh);
    expect(Object.keys(kept)).not.toContain('userId');
  });

  it('never keeps an answer that is not the public catalogue: a signed-in read is read fresh each time', async () => {
    const me = () => get('/api/me', { cookie: referrer.cookie });
    const before = await me();
    expect(before.headers.etag).toBeUndefined();
    expect(String(before.headers['cache-control'] ?? '')).not.toContain('public');
    const kept = app.catalogCache.size;
    await database.db.execute(
      sql`update users set name = 'Renamed Unannounced' where id = (select user_id from referrers where id = ${referrer.id})`,
    );
    expect((await me()).json<{ name: string }>().name).toBe('Renamed Unannounced');
    // A catalogue read signed in is the same answer as signed out, kept once for both.
    const url = `/api/referrer/${referrer.id}`;
    const signedOut = await get(url);
    const signedIn = await get(url, { cookie: referrer.cookie });
    expect(signedIn.body).toBe(signedOut.body);
    expect(app.catalogCache.size).toBeLessThanOrEqual(kept + 1);
  });

  it('reads the database while its LISTEN connection is lost, and keeps answers again once it is back', async () => {
    const url = `/api/referrer/${referrer.id}`;
    await titleOf(url);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and datname = current_database()`,
    );
    await expect.poll(() => hub.listening, { timeout: 2000 }).toBe(false);
    await retitleUnannounced(referrer.id, 'Read From The Database');
    expect(await titleOf(url)).toBe('Read From The Database');

    await expect.poll(() => hub.listening, { timeout: 5000 }).toBe(true);
    await titleOf(url);
    await retitleUnannounced(referrer.id, 'Kept Again');
    expect(await titleOf(url)).toBe('Read From The Database');
  });
});

describe('the catalogue cache, asked at once', () => {
  const serialize = (body: unknown) => JSON.stringify(body);
  /** A read that answers when the test says so, counting how often it was made. */
  const heldRead = () => {
    let made = 0;
    const waiting: Array<(titles: string[]) => void> = [];
    const fn = () => {
      made++;
      return new Promise<{ body: string[] }>((resolve) => waiting.push((titles) => resolve({ body: titles })));
    };
    return {
      fn,
      made: () => made,
      release: (titles: string[]) => waiting.splice(0).forEach((answer) => answer(titles)),
    };
  };

  it('reads an answer once for all the requests that miss it while it is being read', async () => {
    const cache = new CatalogCache({ fresh: () => true });
    const read = heldRead();
    const answers = Array.from({ length: 50 }, () => cache.answer('/api/jobs', read.fn, serialize));
    read.release(['Platform Engineer']);
    const bodies = (await Promise.all(answers)).map((answer) => answer!.body.plain.toString());
    expect(read.made()).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(['["Platform Engineer"]']));
  });

  it('does not give a request that came after a change the read begun before it', async () => {
    const cache = new CatalogCache({ fresh: () => true });
    const before = heldRead();
    const early = cache.answer('/api/jobs', before.fn, serialize);
    cache.invalidate();
    const after = heldRead();
    const late = cache.answer('/api/jobs', after.fn, serialize);
    before.release(['Old title']);
    after.release(['New title']);
    expect((await early)!.body.plain.toString()).toBe('["Old title"]');
    expect((await late)!.body.plain.toString()).toBe('["New title"]');
    // The answer read after the change is the one kept; the one begun before it is not.
    const again = await cache.answer('/api/jobs', async () => ({ body: ['Read again'] }), serialize);
    expect(again!.body.plain.toString()).toBe('["New title"]');
  });
});

describe("the catalogue cache's memory", () => {
  it('stays within its bytes however many answers are asked for: the oldest go first', () => {
    const cache = new CatalogCache({ fresh: () => true });
    const megabyte = { bytes: 1024 * 1024 };
    const answers = CATALOG_CACHE_MAX_BYTES / megabyte.bytes + 4;
    for (let term = 0; term < answers; term++) cache.lookup(`api /api/referrers?search=${term}`).keep(megabyte);
    expect(cache.bytes).toBeLessThanOrEqual(CATALOG_CACHE_MAX_BYTES);
    expect(cache.lookup('api /api/referrers?search=0').value).toBeUndefined();
    expect(cache.lookup(`api /api/referrers?search=${answers - 1}`).value).toBe(megabyte);
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });
});
