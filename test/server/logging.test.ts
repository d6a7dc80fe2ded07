import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRequests, users } from '../../src/server/db/schema';
import { queryName, WITHHELD_MESSAGE } from '../../src/server/logging';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/plugins/errors';
import { hashPassword } from '../../src/server/passwords';
import { buildTestApp, createTestDatabase, TEST_SESSION_SECRET } from './helpers';

/**
 * The server's real logger and error path, fed writes that fail in PostgreSQL with personal data in their
 * parameters. Nothing of that data may reach the log; what went wrong must.
 */
const secrets = {
  password: 'correct horse battery staple',
  email: 'private.person@example.org',
  phone: '+44 7700 900123',
  name: 'Philippa Private',
  message: 'Please keep this cover letter between us: I am leaving my employer in March.',
  survey: 'My honest opinion of the product, which I shared in confidence.',
};
let passwordHash: string;
const lines: string[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  passwordHash = await hashPassword(secrets.password);
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET, logStream: stream });
  const account = { name: secrets.name, email: secrets.email, passwordHash };
  await database.db.insert(users).values(account);

  // Each route makes one kind of failing write, the way a repository would, and lets the error reach the app's
  // own error handler and logger.
  app.post('/test/unique-violation', async () => {
    await app.db.insert(users).values(account);
  });
  app.post('/test/invalid-byte', async () => {
    await app.db.insert(referralRequests).values({
      name: secrets.name,
      email: secrets.email,
      phone: secrets.phone,
      company: 'Northwind',
      experience: 3,
      message: `${secrets.message}\u0000`,
      pendingAssignment: true,
    });
  });
  // The write is under way when its connection dies: the test ends the server process behind it (see below).
  app.post('/test/lost-connection', async () => {
    await app.db.execute(sql`
      insert into survey_responses
        (user_purpose, meeting_needs, delight_rating, contact_consent, contact_email, contact_phone, additional_feedback)
      select 'find_referrals', 'It''s not helpful at all.', 1, 'yes', ${secrets.email}, ${secrets.phone}, ${secrets.survey}
      from pg_sleep(5)`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function failingWrite(
  url: string,
  answer = { status: 500, message: 'Something went wrong on our side. Please try again.' },
) {
  const before = lines.length;
  const response = await app.inject({ method: 'POST', url });
  expect(response.statusCode).toBe(answer.status);
  expect(response.json()).toEqual({ message: answer.message });
  const written = lines.slice(before);
  return { text: written.join('\n'), errors: written.map((line) => JSON.parse(line)).filter((entry) => entry.err) };
}

function expectNothingPersonal(text: string) {
  for (const value of [passwordHash, secrets.password, secrets.email, secrets.phone, secrets.name, secrets.message]) {
    expect(text).not.toContain(value);
  }
  expect(text).not.toContain(secrets.survey);
  expect(text).not.toContain('$argon2id$');
  expect(text).not.toMatch(/params/i);
}

describe('the log of a failing write', () => {
  it('names a unique violation by its code, table and constraint, without the row', async () => {
    const { text, errors } = await failingWrite('/test/unique-violation');
    expectNothingPersonal(text);
    expect(errors).toHaveLength(1);
    expect(errors[0].err).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into users',
      message: WITHHELD_MESSAGE,
      cause: { type: 'DatabaseError', code: '23505', table: 'users', constraint: 'users_email_unique' },
    });
  });

  it('names an invalid byte by its code, without the text that held it', async () => {
    const { text, errors } = await failingWrite('/test/invalid-byte');
    expectNothingPersonal(text);
    expect(errors[0].err).toMatchObject({
      query: 'insert into referral_requests',
      cause: { code: '22021', message: WITHHELD_MESSAGE },
    });
  });

  it('names a lost connection, without the values it was writing', async () => {
    const killer = new pg.Client({ connectionString: database.connectionString });
    await killer.connect();
    const terminateTheWrite = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rowCount } = await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where query like '%pg_sleep(5)%' and pid <> pg_backend_pid()`,
        );
        if (rowCount) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('The write never started');
    };
    // A lost connection is the database being unavailable: the request may simply be tried again.
    const [{ text, errors }] = await Promise.all([
      failingWrite('/test/lost-connection', { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE }),
      terminateTheWrite(),
    ]);
    await killer.end();
    expectNothingPersonal(text);
    expect(errors[0].err).toMatchObject({ query: 'insert into survey_responses' });
    // The connection's own words are safe to keep, and they are what an operator needs here.
    expect(JSON.stringify(errors[0].err)).toMatch(/Connection terminated|terminating connection|57P01/);
  });
});

describe('queryName', () => {
  it.each([
    ['insert into "users" ("name", "email") values ($1, $2) returning "id"', 'insert into users'],
    ['update "sessions" set "data" = $1 where "sid" = $2', 'update sessions'],
    ['delete from "sessions" where "expires_at" < $1', 'delete from sessions'],
    ['select "id", "name" from "referrers" inner join "companies" on ...', 'select from referrers'],
    ['begin', 'begin'],
  ])('names %s as "%s"', (query, name) => {
    expect(queryName(query)).toBe(name);
  });
});
