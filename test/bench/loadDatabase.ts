import pg from 'pg';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { demoAccounts } from '../../src/server/db/seed/demoAccounts';
import { generateLargeDataset } from '../../src/server/db/seed/largeDataset';
import { resumePdfOfSize } from './resumePdf';
import { temporaryDataDir } from './server';

/** The one referrer of this surname: a search that matches a single row among all of them. */
export const RARE_SURNAME = 'Quillfeather';
/** The referrer dashboard's two inboxes: the list's page 1 should cost the same for both. */
export const SMALL_INBOX = 10;
export const LARGE_INBOX = 10_000;
/** The stored resume of each inbox request: the list reads only its name and size, never its bytes. */
const INBOX_RESUME_BYTES = 64 * 1024;
/** The referrer with the small inbox signs in with the demo referrer's password. */
export const SMALL_INBOX_EMAIL = 'bench.small-inbox@referbridge.example';
/** Past this many referrers added at once, the referrers' indexes are built again afterwards rather than kept up. */
const REBUILD_INDEXES_FROM = 200_000;

const DEMO_REFERRER_EMAIL = demoAccounts.find((account) => account.role === 'referrer')!.email;

/**
 * A PostgreSQL of its own (the embedded one, in a temporary folder) for the bench. The app under test makes its
 * tables and demo data when it first starts on it; the bench then adds generated rows with plain SQL, which depends
 * on no code of that app, so the same bench runs against another checkout (BENCH_APP_DIR).
 */
export async function startBenchDatabase() {
  const { dataDir, remove } = await temporaryDataDir();
  const database = await startEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: database.connectionString });
  try {
    await client.connect();
    // Bulk loads and index builds take longer than the app's statement timeout, and need memory to sort.
    await client.query("set statement_timeout = 0; set maintenance_work_mem = '1GB'; set synchronous_commit = off");
  } catch (error) {
    await database.stop();
    await remove();
    throw error;
  }
  const count = async (query: string, values: unknown[] = []) =>
    (await client.query<{ total: number }>(query, values)).rows[0]!.total;
  return {
    connectionString: database.connectionString,
    client,
    referrerCount: () => count('select count(*)::int as total from referrers'),
    async stop() {
      await client.end();
      await database.stop();
      await remove();
    },
  };
}

export type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

/**
 * Adds generated referrers until the catalogue holds `total` (src/server/db/seed/largeDataset.ts: INSERT ... SELECT
 * over generate_series, whose triggers fill the search columns and the search dictionary). A large addition drops the
 * referrers' indexes first and builds them again after, as a bulk import would: one sort instead of a million inserts
 * into the search indexes. Then the statistics and visibility map, as autovacuum would leave them. Answers the seconds.
 */
export async function growReferrers(database: BenchDatabase, total: number) {
  const startedAt = performance.now();
  const adding = total - (await database.referrerCount());
  if (adding > 0) {
    const indexes =
      adding >= REBUILD_INDEXES_FROM
        ? (
            await database.client.query<{ name: string; definition: string }>(
              `select i.indexname as name, i.indexdef as definition from pg_indexes i
             where i.tablename = 'referrers' and i.schemaname = current_schema()
               and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
            )
          ).rows
        : [];
    for (const index of indexes) await database.client.query(`drop index "${index.name}"`);
    const handle = connectDatabase(database.connectionString, () => {});
    try {
      await generateLargeDataset(handle.db, adding);
    } finally {
      await handle.pool.end();
    }
    for (const index of indexes) await database.client.query(index.definition);
  }
  if (!(await database.client.query('select 1 from referrers where name like $1', [`%${RARE_SURNAME}`])).rowCount) {
    await database.client.query(
      `insert into referrers (name, title, company_id, bio, specialties)
       select 'Imogen ${RARE_SURNAME}', 'Staff Engineer', min(id), 'Payments infrastructure and mentoring.', '{Backend}'
       from companies`,
    );
  }
  await database.client.query('vacuum analyze');
  return (performance.now() - startedAt) / 1000;
}

/**
 * The referrer dashboard's two inboxes: the demo referrer's, filled to LARGE_INBOX requests, and a second referrer's
 * (SMALL_INBOX_EMAIL, the demo referrer's password) with SMALL_INBOX. Each request has its resume; the requests are an
 * hour apart, the newest first. Needs the demo accounts (DEMO_ACCOUNTS=true on the app's first start).
 */
export async function fillInboxes(database: BenchDatabase) {
  const { client } = database;
  const demo = (
    await client.query<{ userId: number; referrerId: number; passwordHash: string; companyId: number }>(
      `select u.id as "userId", r.id as "referrerId", u.password_hash as "passwordHash", r.company_id as "companyId"
       from users u join referrers r on r.user_id = u.id where u.email = $1`,
      [DEMO_REFERRER_EMAIL],
    )
  ).rows[0];
  if (!demo) throw new Error(`The demo referrer ${DEMO_REFERRER_EMAIL} has no referrer profile: start the app once`);
  const small = (
    await client.query<{ id: number }>(
      `with account as (
         insert into users (name, email, password_hash, is_referrer, onboarding_completed)
         values ('Bench Small Inbox', $1, $2, true, true) returning id),
       onboarding as (
         insert into onboarding_profiles (user_id, title, role) select id, 'Staff Engineer', 'referrer' from account)
       insert into referrers (user_id, name, title, company_id, bio, specialties)
       select id, 'Bench Small Inbox', 'Staff Engineer', $3, 'A referrer with a small inbox.', '{Backend}'
       from account returning id`,
      [SMALL_INBOX_EMAIL, demo.passwordHash, demo.companyId],
    )
  ).rows[0]!.id;
  const resume = resumePdfOfSize(INBOX_RESUME_BYTES);
  const fill = async (referrerId: number, wanted: number) => {
    const held = (
      await client.query<{ total: number }>(
        'select count(*)::int as total from referral_requests where referrer_id = $1',
        [referrerId],
      )
    ).rows[0]!.total;
    await client.query(
      `with sent as (
         insert into referral_requests
           (referrer_id, name, email, phone, company, experience, message, job_title, created_at)
         select $1, 'Load Candidate ' || g, 'load.candidate.' || g || '@example.com',
           '+1 415 555 ' || lpad((g % 10000)::text, 4, '0'), 'Company ' || (g % 40), g % 15,
           'I have built payment services for several years and would love a referral to your platform team.',
           case when g % 3 = 0 then null else 'Senior Backend Engineer, Payments' end,
           now() - make_interval(hours => g)
         from generate_series(1, $2::int) as g
         returning id)
       insert into resumes (referral_request_id, file_name, mime_type, size, data)
       select id, 'resume-' || id || '.pdf', 'application/pdf', $3, $4 from sent`,
      [referrerId, wanted - held, resume.length, resume],
    );
  };
  await fill(demo.referrerId, LARGE_INBOX);
  await fill(small, SMALL_INBOX);
  await client.query('vacuum analyze');
}
