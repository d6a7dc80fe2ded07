import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputGuardMessages, MAX_INPUT_DEPTH } from '../../src/server/plugins/inputGuard';
import { createTestApp, sessionCookie } from './helpers';

/**
 * Input no form would send, on the JSON routes: each is refused with a 400 and a message, and nothing is stored.
 * The multipart route's fields have the same cases in referralRequests.test.ts.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Hostile Tester', email: 'hostile@example.com', password: 'password 123' },
  });
  cookie = sessionCookie(registered)!;
});
afterAll(() => ctx.close());

/** Every table a JSON route writes to, so "nothing stored" covers side effects too. */
async function rowCounts() {
  const { rows } = await ctx.pool.query<{ users: number; profiles: number; referrers: number; surveys: number }>(
    `select (select count(*)::int from users) as users, (select count(*)::int from onboarding_profiles) as profiles,
            (select count(*)::int from referrers) as referrers, (select count(*)::int from survey_responses) as surveys`,
  );
  return rows[0]!;
}

const validSurvey = {
  userPurpose: 'find_referrals',
  meetingNeeds: "It's okay, but there's room for improvement.",
  delightRating: 4,
  loveFeedback: 'The request form',
  contactConsent: 'no',
};
const validOnboarding = {
  name: 'Hostile Tester',
  title: 'Engineer',
  company: 'Northwind',
  experience: 3,
  bio: 'I build things.',
  role: 'candidate',
};
const validRegistration = { name: 'New Person', email: 'new-person@example.com', password: 'password 123' };

/** A JSON text nested `depth` lists deep around 3; built as text, since building it as a value overflows stringify. */
const nestedList = (depth: number) => `${'['.repeat(depth)}3${']'.repeat(depth)}`;

const post = (url: string, payload: string | object, withCookie = false) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('a NUL character, which PostgreSQL text cannot hold', () => {
  it.each([
    ['the register name', '/api/register', { ...validRegistration, name: 'New\u0000Person' }, 'name'],
    ['the register password', '/api/register', { ...validRegistration, password: 'password\u0000123' }, 'password'],
    ['the login e-mail', '/api/login', { email: 'hostile\u0000@example.com', password: 'password 123' }, 'email'],
    ['a survey answer', '/api/survey', { ...validSurvey, loveFeedback: 'All of it\u0000' }, 'loveFeedback'],
    ['the onboarding bio', '/api/update-onboarding', { ...validOnboarding, bio: 'Hello\u0000' }, 'bio'],
    ['the onboarding company', '/api/update-onboarding', { ...validOnboarding, company: 'North\u0000wind' }, 'company'],
    [
      'an onboarding interest',
      '/api/update-onboarding',
      { ...validOnboarding, interests: ['Design\u0000'] },
      'interests',
    ],
  ])('in %s is refused with 400 under that field, storing nothing', async (_label, url, body, field) => {
    const before = await rowCounts();
    const response = await post(url, body, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: inputGuardMessages.nulCharacter,
      errors: { [field]: inputGuardMessages.nulCharacter },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('is refused in a property name and in the query string too', async () => {
    const key = await post('/api/survey', `{"contact\\u0000Consent":"no"}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(inputGuardMessages.nulCharacter);
    const query = await ctx.app.inject({ method: 'GET', url: '/api/referral-requests?page=%00', headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      message: inputGuardMessages.nulCharacter,
      errors: { page: inputGuardMessages.nulCharacter },
    });
  });
});

describe('nesting', () => {
  it.each([
    ['the survey rating', '/api/survey', (nested: string) => `{"delightRating":${nested}}`],
    [
      'the onboarding experience',
      '/api/update-onboarding',
      (nested: string) => `{"name":"A","role":"candidate","experience":${nested}}`,
    ],
    [
      'the register password',
      '/api/register',
      (nested: string) => `{"name":"A","email":"deep@example.com","password":${nested}}`,
    ],
  ])('100,000 lists deep in %s is refused with 400 before any validator casts it', async (_label, url, body) => {
    const before = await rowCounts();
    const response = await post(url, body(nestedList(100_000)), true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: inputGuardMessages.tooDeep });
    expect(await rowCounts()).toEqual(before);
  });

  it(`is accepted up to ${MAX_INPUT_DEPTH} levels, past what any route needs, and refused one level further`, async () => {
    const withinLimit = await post('/api/survey', {
      ...validSurvey,
      extra: JSON.parse(nestedList(MAX_INPUT_DEPTH - 1)),
    });
    expect(withinLimit.statusCode).toBe(201);
    const beyond = await post('/api/survey', { ...validSurvey, extra: JSON.parse(nestedList(MAX_INPUT_DEPTH)) });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(inputGuardMessages.tooDeep);
  });

  it.each([
    ['a list', '/api/survey', { ...validSurvey, delightRating: [[4]] }, 'delightRating'],
    ['an object', '/api/survey', { ...validSurvey, delightRating: { value: 4 } }, 'delightRating'],
    ['a list', '/api/update-onboarding', { ...validOnboarding, experience: [[3]] }, 'experience'],
    ['an object', '/api/update-onboarding', { ...validOnboarding, experience: { years: 3 } }, 'experience'],
  ])('refuses %s where %s expects one value, storing nothing', async (_label, url, body, field) => {
    const before = await rowCounts();
    const response = await post(url, body, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid request: body/${field} must be number,string,null`);
    expect(await rowCounts()).toEqual(before);
  });

  it('still reads a number sent as text, as the shared schemas allow', async () => {
    const response = await post('/api/survey', { ...validSurvey, delightRating: '5' });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.pool.query('select delight_rating from survey_responses where id = $1', [
      response.json().id,
    ]);
    expect(rows[0].delight_rating).toBe(5);
  });
});

it('keeps no partial row behind any refused write (sanity check of the counters above)', async () => {
  const before = await rowCounts();
  const response = await post('/api/survey', validSurvey);
  expect(response.statusCode).toBe(201);
  expect((await rowCounts()).surveys).toBe(before.surveys + 1);
});
