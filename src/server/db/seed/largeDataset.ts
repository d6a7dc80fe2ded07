import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { isDatabaseEmpty, seedDemoData } from './demoData.js';

const FIRST_NAMES = [
  'Aisha',
  'Mateo',
  'Sofia',
  'Liam',
  'Chen',
  'Noor',
  'Kwame',
  'Elena',
  'Ravi',
  'Hana',
  'Diego',
  'Freya',
  'Tariq',
  'Mei',
  'Lucas',
  'Amara',
  'Jonas',
  'Yuki',
  'Omar',
  'Isla',
  'Arjun',
  'Zara',
  'Felix',
  'Leila',
];
const LAST_NAMES = [
  'Okafor',
  'Fernandez',
  'Nakamura',
  'Schmidt',
  'Patel',
  'Haddad',
  'Kowalski',
  'Mensah',
  'Rossi',
  'Larsen',
  'Gupta',
  'Moreau',
  'Kim',
  'Silva',
  'Novak',
  'Ibrahim',
  'Walsh',
  'Tanaka',
  'Costa',
  'Berg',
];
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Product Manager',
  'Data Scientist',
  'Engineering Manager',
  'Product Designer',
  'Account Executive',
  'DevOps Engineer',
];
const SPECIALTIES = [
  'Backend',
  'Frontend',
  'React',
  'Python',
  'Go',
  'Machine Learning',
  'Data Engineering',
  'Product Strategy',
  'UX Research',
  'Sales',
  'DevOps',
  'Security',
  'iOS',
  'Android',
  'Kubernetes',
];

/** How many generated referrers one INSERT adds: each statement stays well inside the pool's statement timeout. */
const GENERATED_BATCH = 10_000;

/**
 * Adds `total` generated referrers for benchmarks, in INSERT ... SELECT over generate_series, a batch at a time:
 * PostgreSQL builds the rows itself, which is as fast as COPY without shipping them over the wire.
 */
export async function generateLargeDataset(db: Database, total: number) {
  if (await isDatabaseEmpty(db)) await seedDemoData(db);
  const literal = (values: readonly string[]) =>
    sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  for (let first = 1; first <= total; first += GENERATED_BATCH) {
    const last = Math.min(total, first + GENERATED_BATCH - 1);
    await db.execute(sql`
    insert into referrers (name, title, company_id, bio, rating, rating_count, successful_referrals, specialties)
    select
      f.names[1 + (g % array_length(f.names, 1))] || ' ' || l.names[1 + ((g / 7) % array_length(l.names, 1))],
      t.titles[1 + (g % array_length(t.titles, 1))],
      c.ids[1 + (g % array_length(c.ids, 1))],
      'Happy to refer strong candidates on my team. Generated profile #' || g || '.',
      round((3.5 + (g % 16) / 10.0)::numeric, 1)::real,
      greatest(1, round((g % 97) * 2 / 3.0)),
      g % 97,
      array[s.names[1 + (g % array_length(s.names, 1))], s.names[1 + ((g / 3) % array_length(s.names, 1))]]
    from generate_series(${first}::int, ${last}::int) as g,
      (select ${literal(FIRST_NAMES)} as names) f,
      (select ${literal(LAST_NAMES)} as names) l,
      (select ${literal(TITLES)} as titles) t,
      (select ${literal(SPECIALTIES)} as names) s,
      (select array_agg(id order by id) as ids from companies) c
  `);
  }
}
