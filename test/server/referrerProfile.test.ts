import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, onboardingProfiles, referrers } from '../../src/server/db/schema';
import { referrerProfileMessages } from '../../src/shared/referrerProfile';
import { createTestApp, registerAccount } from './helpers';

/** Becoming a referrer (/become-referrer, /referrer-register) and editing the profile (/referrer-profile). */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.insert(companies).values({ name: 'Acme Robotics' });
});
afterAll(() => ctx.close());

const profile = {
  company: 'Acme Robotics',
  title: 'Senior Platform Engineer',
  bio: 'I build the robot fleet platform and refer backend engineers who like operations.',
  specialties: ['Backend', 'Kubernetes'],
  photo: 'https://images.example.com/me.jpg',
};

const save = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/me/referrer-profile',
    headers: cookie ? { cookie } : {},
    payload,
  });
const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const companyCount = async () => (await ctx.db.select({ id: companies.id }).from(companies)).length;

describe('becoming a referrer', () => {
  it('makes the account a referrer with a profile candidates can find, and completes onboarding on the way', async () => {
    const account = await registerAccount(ctx.app, 'Rita Referrer');
    const response = await save(account.cookie, profile);
    expect(response.statusCode).toBe(200);
    const { user, referrer } = response.json();
    expect(user).toMatchObject({ id: account.id, isReferrer: true, onboardingCompleted: true });
    expect(referrer).toMatchObject({
      name: 'Rita Referrer',
      companyName: 'Acme Robotics',
      title: profile.title,
      specialties: ['Backend', 'Kubernetes'],
      photo: profile.photo,
    });

    const me = await get(account.cookie, '/api/me');
    expect(me.json()).toMatchObject({ isReferrer: true, onboardingCompleted: true });
    const found = await ctx.app.inject({ method: 'GET', url: '/api/referrers?company=Acme%20Robotics' });
    expect(found.json().map((card: { id: number }) => card.id)).toContain(referrer.id);
    const [answers] = await ctx.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, account.id));
    expect(answers).toMatchObject({ role: 'referrer', title: profile.title, company: 'Acme Robotics' });
  });

  it('joins an existing company named in another case instead of creating a second one', async () => {
    const before = await companyCount();
    const account = await registerAccount(ctx.app, 'Lower Case');
    const response = await save(account.cookie, { ...profile, company: '  acme ROBOTICS ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().referrer.companyName).toBe('Acme Robotics');
    expect(await companyCount()).toBe(before);
  });

  it('creates a company that is not in the list yet, once, even when two referrers name it at the same moment', async () => {
    const [first, second] = await Promise.all([registerAccount(ctx.app, 'First'), registerAccount(ctx.app, 'Second')]);
    const before = await companyCount();
    const answers = await Promise.all([
      save(first.cookie, { ...profile, company: 'Brand New Labs' }),
      save(second.cookie, { ...profile, company: 'BRAND NEW LABS' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await companyCount()).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.json().referrer.companyId)).size).toBe(1);
  });

  it('turns a candidate who already onboarded into "both", keeping their other answers', async () => {
    const account = await registerAccount(ctx.app, 'Cand Idate');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/update-onboarding',
      headers: { cookie: account.cookie },
      payload: { name: 'Cand Idate', title: 'Analyst', role: 'candidate', interests: ['Design'], notifyEmail: false },
    });
    expect((await save(account.cookie, profile)).statusCode).toBe(200);
    const [answers] = await ctx.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, account.id));
    expect(answers).toMatchObject({ role: 'both', interests: ['Design'], notifyEmail: false });
  });

  it('edits the same profile on a second save, and reads it back', async () => {
    const account = await registerAccount(ctx.app, 'Edit Me');
    const created = (await save(account.cookie, profile)).json().referrer;
    const edited = await save(account.cookie, { ...profile, title: 'Principal Engineer', specialties: [] });
    expect(edited.json().referrer).toMatchObject({ id: created.id, title: 'Principal Engineer', specialties: [] });
    const read = await get(account.cookie, '/api/me/referrer-profile');
    expect(read.json()).toMatchObject({ id: created.id, title: 'Principal Engineer' });
    const rows = await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 to someone who has no referrer profile, and 401 to anonymous callers', async () => {
    const account = await registerAccount(ctx.app, 'Not Yet');
    expect((await get(account.cookie, '/api/me/referrer-profile')).statusCode).toBe(404);
    expect((await save(undefined, profile)).statusCode).toBe(401);
  });

  it.each([
    [{ ...profile, company: '' }, 'company', referrerProfileMessages.companyRequired],
    [{ ...profile, title: '   ' }, 'title', referrerProfileMessages.titleRequired],
    [{ ...profile, bio: 'Too short.' }, 'bio', referrerProfileMessages.bioTooShort],
    [{ ...profile, photo: 'javascript:alert(1)' }, 'photo', referrerProfileMessages.photoInvalid],
    [{ ...profile, photo: 'http://images.example.com/me.jpg' }, 'photo', referrerProfileMessages.photoInvalid],
    [
      { ...profile, specialties: Array.from({ length: 9 }, (_, i) => `S${i}`) },
      'specialties',
      referrerProfileMessages.tooManySpecialties,
    ],
  ])('refuses bad input with a message and stores nothing (%#)', async (payload, field, message) => {
    const account = await registerAccount(ctx.app, 'Bad Input');
    const response = await save(account.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(referrers).where(eq(referrers.userId, account.id))).toHaveLength(0);
    expect((await get(account.cookie, '/api/me')).json().isReferrer).toBe(false);
  });

  it('keeps one company per name in any case at the database too', async () => {
    await expect(ctx.db.execute(sql`insert into companies (name) values ('ACME robotics')`)).rejects.toThrow();
  });
});
