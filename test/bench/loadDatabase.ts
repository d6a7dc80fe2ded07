import { connectDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { demoAccounts, syncDemoAccounts } from '../../src/server/db/seed/demoAccounts';
import { generateLargeDataset } from '../../src/server/db/seed/largeDataset';
import { resumePdfOfSize } from './resumePdf';
import { temporaryDataDir } from './server';

/** The catalogue the search figures are for: the marketplace issue's target size. */
export const GENERATED_REFERRERS = 100_000;
/** The one referrer of this surname: a search that matches a single row among all of them. */
export const RARE_SURNAME = 'Quillfeather';
/** Requests in the demo referrer's dashboard on top of the demo seed's five: a busy referrer's inbox. */
const DASHBOARD_REQUESTS = 500;
/** The stored resume of each of those requests: the list reads only its name and size, never its bytes. */
const DASHBOARD_RESUME_BYTES = 64 * 1024;

const DEMO_REFERRER_EMAIL = demoAccounts.find((account) => account.role === 'referrer')!.email;

/**
 * An embedded PostgreSQL in a temporary folder with what every load scenario reads: the demo marketplace, 100,000
 * generated referrers and one of a rare surname, the demo accounts (as a server with DEMO_ACCOUNTS=true makes them
 * at start), and a demo referrer with hundreds of requests. Answers its address, the demo referrer's profile id and
 * inbox size, and a function that stops it and deletes its files.
 */
export async function prepareLoadDatabase() {
  const { dataDir, remove } = await temporaryDataDir();
  const database = await startEmbeddedPostgres(dataDir);
  const stop = async () => {
    await database.stop();
    await remove();
  };
  try {
    const handle = connectDatabase(database.connectionString, () => {});
    try {
      await runMigrations(handle);
      await generateLargeDataset(handle.db, GENERATED_REFERRERS);
      await handle.pool.query(
        `insert into referrers (name, title, company_id, bio, specialties)
         select 'Imogen ${RARE_SURNAME}', 'Staff Engineer', min(id), 'Payments infrastructure and mentoring.',
           '{Backend}'
         from companies`,
      );
      // Made before the server starts, which then finds them and leaves them as they are, so that the demo
      // referrer's inbox can be filled first.
      await syncDemoAccounts(handle.db, { enabled: true });
      const demoReferrer = await fillDemoReferrerInbox(handle.pool);
      // As autovacuum leaves tables after a bulk load: statistics, and the visibility map index-only walks rely on.
      await handle.pool.query('vacuum analyze');
      return { connectionString: database.connectionString, demoReferrer, stop };
    } finally {
      await handle.pool.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Sends DASHBOARD_REQUESTS requests from visitors to the demo referrer, an hour apart and each with its resume, in
 * two statements; answers the referrer's profile id and how many requests its dashboard lists.
 */
async function fillDemoReferrerInbox(pool: DatabaseHandle['pool']) {
  const { rows } = await pool.query<{ id: number }>(
    'select r.id from referrers r join users u on u.id = r.user_id where u.email = $1',
    [DEMO_REFERRER_EMAIL],
  );
  const referrerId = rows[0]?.id;
  if (referrerId === undefined) throw new Error(`The demo referrer ${DEMO_REFERRER_EMAIL} has no referrer profile`);
  const resume = resumePdfOfSize(DASHBOARD_RESUME_BYTES);
  await pool.query(
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
    [referrerId, DASHBOARD_REQUESTS, resume.length, resume],
  );
  const inbox = await pool.query<{ total: number }>(
    'select count(*)::int as total from referral_requests where referrer_id = $1',
    [referrerId],
  );
  return { id: referrerId, inboxSize: inbox.rows[0]!.total };
}
