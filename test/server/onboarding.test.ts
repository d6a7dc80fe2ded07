import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, onboardingProfiles, referrers, users } from '../../src/server/db/schema';
import { createTestApp, sessionCookie } from './helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let emailCounter = 0;
async function registerAccount(name = 'New Person') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name, email: `onboarding-${++emailCounter}@example.com`, password: 'password 123' },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, cookie: sessionCookie(response)! };
}

/** What the onboarding dialog sends (SPEC section 3), for a candidate. */
const candidateProfile = {
  name: 'Casey Candidate',
  title: 'Frontend Developer',
  company: '',
  experience: 3,
  linkedin: 'https://www.linkedin.com/in/casey',
  bio: 'I build accessible interfaces.\nLooking for my next team.',
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  interests: ['Software Development', 'Design'],
  role: 'candidate',
};

function onboard(payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update-onboarding',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

async function stateOf(userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const [profile] = await ctx.db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId));
  const referrerRows = await ctx.db.select().from(referrers).where(eq(referrers.userId, userId));
  return { user: user!, profile, referrerRows };
}

async function countCompanies() {
  const [row] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(companies);
  return row!.total;
}

describe('POST /api/update-onboarding', () => {
  it('answers 401 to anonymous visitors', async () => {
    const response = await onboard(candidateProfile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('completes a candidate: profile stored, onboarding done, not a referrer', async () => {
    const account = await registerAccount();
    const response = await onboard(
      { ...candidateProfile, interests: ['Design', 'Software Development', 'Design'] },
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: account.id,
      name: 'Casey Candidate',
      email: expect.stringContaining('@example.com'),
      role: 'user',
      isReferrer: false,
      onboardingCompleted: true,
    });

    const { profile, referrerRows } = await stateOf(account.id);
    expect(profile).toMatchObject({
      title: 'Frontend Developer',
      company: null,
      experience: 3,
      linkedin: 'https://www.linkedin.com/in/casey',
      bio: 'I build accessible interfaces.\nLooking for my next team.',
      notifyEmail: true,
      notifyWhatsapp: false,
      notifyRealtime: true,
      interests: ['Design', 'Software Development'],
      role: 'candidate',
    });
    expect(referrerRows).toEqual([]);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Casey Candidate', onboardingCompleted: true, isReferrer: false });
  });

  it('applies the dialog defaults to what is left out', async () => {
    const account = await registerAccount();
    const response = await onboard({ name: 'Minimal Mo', role: 'candidate' }, account.cookie);
    expect(response.statusCode).toBe(200);
    expect((await stateOf(account.id)).profile).toMatchObject({
      title: '',
      company: null,
      experience: null,
      linkedin: null,
      bio: '',
      notifyEmail: true,
      notifyWhatsapp: false,
      notifyRealtime: true,
      interests: [],
    });
  });

  it('makes a referrer whose profile joins the existing company, matched whatever its case', async () => {
    const [existing] = await ctx.db.insert(companies).values({ name: 'Northwind Traders' }).returning();
    const companiesBefore = await countCompanies();
    const account = await registerAccount();
    const response = await onboard(
      {
        ...candidateProfile,
        name: 'Riley Referrer',
        title: 'Staff Engineer',
        company: 'northwind TRADERS',
        role: 'referrer',
      },
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isReferrer: true, onboardingCompleted: true, name: 'Riley Referrer' });

    const { profile, referrerRows } = await stateOf(account.id);
    expect(profile).toMatchObject({ role: 'referrer', company: 'northwind TRADERS' });
    expect(referrerRows).toHaveLength(1);
    expect(referrerRows[0]).toMatchObject({
      name: 'Riley Referrer',
      title: 'Staff Engineer',
      bio: candidateProfile.bio,
      companyId: existing!.id,
    });
    expect(await countCompanies()).toBe(companiesBefore);
  });

  it('makes "both" a referrer too, creating a company that does not exist yet', async () => {
    const account = await registerAccount();
    const response = await onboard({ ...candidateProfile, company: 'Brand New Labs', role: 'both' }, account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().isReferrer).toBe(true);

    // A company a referrer names is created from the name alone: no description, industry, logo or website.
    const created = await ctx.db.select().from(companies).where(eq(companies.name, 'Brand New Labs'));
    expect(created).toEqual([
      expect.objectContaining({ name: 'Brand New Labs', description: '', industry: '', logo: null, websiteUrl: null }),
    ]);
    const { referrerRows } = await stateOf(account.id);
    expect(referrerRows.map((row) => row.companyId)).toEqual([created[0]!.id]);
  });

  it('updates the same profile and referrer row when onboarding again, and keeps referrer status', async () => {
    const account = await registerAccount();
    const referrer = { ...candidateProfile, company: 'Contoso', role: 'referrer' };
    expect((await onboard(referrer, account.cookie)).statusCode).toBe(200);
    expect((await onboard({ ...referrer, title: 'Principal Engineer' }, account.cookie)).statusCode).toBe(200);
    const { referrerRows } = await stateOf(account.id);
    expect(referrerRows).toHaveLength(1);
    expect(referrerRows[0]!.title).toBe('Principal Engineer');

    const asCandidate = await onboard({ ...candidateProfile, title: 'Looking around' }, account.cookie);
    expect(asCandidate.statusCode).toBe(200);
    expect(asCandidate.json().isReferrer).toBe(true);
    const after = await stateOf(account.id);
    expect(after.profile).toMatchObject({ role: 'candidate', title: 'Looking around' });
    expect(after.referrerRows).toHaveLength(1);
  });

  it.each([
    [
      'a referrer without a company',
      { role: 'referrer', company: '' },
      'Please enter the company you work at, so candidates can find you.',
      'company',
    ],
    [
      '"both" with a blank company',
      { role: 'both', company: '   ' },
      'Please enter the company you work at, so candidates can find you.',
      'company',
    ],
    [
      'a LinkedIn address that is not a URL',
      { linkedin: 'linkedin casey' },
      'Please enter a valid URL, such as https://www.linkedin.com/in/your-name',
      'linkedin',
    ],
    ['an unknown interest', { interests: ['Astrology'] }, 'Please choose interests from the list', 'interests[0]'],
    ['negative experience', { experience: -2 }, 'Years of experience must be a number from 0 to 70', 'experience'],
    ['an unknown role', { role: 'recruiter' }, 'Please choose candidate, referrer or both', 'role'],
    ['no name', { name: '  ' }, 'Name is required', 'name'],
    // The length limits every form shares (src/shared/textLimits.ts), each message naming its field and its limit.
    ['a 101-character name', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters', 'name'],
    ['a 151-character job title', { title: 'T'.repeat(151) }, 'Job title must be at most 150 characters', 'title'],
    ['a bio past 2,000 characters', { bio: 'B'.repeat(2001) }, 'Bio must be at most 2,000 characters', 'bio'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, message, field) => {
    const account = await registerAccount('Unchanged Name');
    const companiesBefore = await countCompanies();
    const response = await onboard({ ...candidateProfile, ...change }, account.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });

    const { user, profile, referrerRows } = await stateOf(account.id);
    expect(user).toMatchObject({ name: 'Unchanged Name', onboardingCompleted: false, isReferrer: false });
    expect(profile).toBeUndefined();
    expect(referrerRows).toEqual([]);
    expect(await countCompanies()).toBe(companiesBefore);
  });
});
