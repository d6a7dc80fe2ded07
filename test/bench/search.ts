import autocannon from 'autocannon';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { generateLargeDataset } from '../../src/server/db/seed';
import { startBuiltServer, temporaryDataDir } from './server';

/**
 * Referrer search under load (the marketplace issue's target): 100,000 generated referrers, 20 connections, p99 at
 * most 30 ms for each kind of term, and throughput at least 10% of the same server's cheapest JSON answer, measured
 * in the same run on the same machine (so the ratio holds whatever the machine).
 */
export const SEARCH_REFERRERS = 100_000;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const RARE_SURNAME = 'Quillfeather';

const TERMS = [
  { kind: 'narrow (a rare surname)', term: RARE_SURNAME },
  { kind: 'broad', term: 'engineer' },
  { kind: 'one letter', term: 'a' },
  { kind: 'typo', term: 'enginer' },
];

export interface LoadFigure {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(label: string, url: string): Promise<LoadFigure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // The ceiling's answer is a 401 by design; for search anything but 200 is an error.
    errors: result.errors + result.timeouts,
  };
}

/** Prepares the database, starts the built server on it, and measures; answers the figures, ceiling first. */
export async function searchUnderLoad(): Promise<{ ceiling: LoadFigure; searches: LoadFigure[]; non200: number }> {
  const { dataDir, remove } = await temporaryDataDir();
  const database = await startEmbeddedPostgres(dataDir);
  try {
    const handle = connectDatabase(database.connectionString, () => {});
    await runMigrations(handle);
    await generateLargeDataset(handle.db, SEARCH_REFERRERS);
    await handle.pool.query(
      `insert into referrers (name, title, company_id, bio, specialties)
       select 'Imogen ${RARE_SURNAME}', 'Staff Engineer', min(id), 'Payments infrastructure and mentoring.', '{Backend}'
       from companies`,
    );
    // As autovacuum leaves a table after a bulk load: statistics, and the visibility map index-only walks rely on.
    await handle.pool.query('vacuum analyze');
    await handle.pool.end();

    const server = await startBuiltServer(dataDir, { DATABASE_URL: database.connectionString });
    try {
      // Signed out, /api/me answers a fixed 401 without touching the database: the most the server can answer.
      const ceiling = await load('GET /api/me, signed out (ceiling)', `${server.baseUrl}/api/me`);
      const searches: LoadFigure[] = [];
      let non200 = 0;
      for (const { kind, term } of TERMS) {
        const url = `${server.baseUrl}/api/referrers?search=${encodeURIComponent(term)}`;
        const check = await fetch(url);
        if (check.status !== 200) non200++;
        searches.push(await load(`search "${term}": ${kind}`, url));
      }
      return { ceiling, searches, non200 };
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    await remove();
  }
}
