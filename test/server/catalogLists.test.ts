import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, referrers } from '../../src/server/db/schema';
import { PAYMENTS_CLOSED_MESSAGE } from '../../src/server/routes/payment';
import { createTestApp } from './helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const names = (response: { json: () => Array<{ name: string }> }) => response.json().map(({ name }) => name);

beforeAll(async () => {
  ctx = await createTestApp();
  const [globex, initech] = await ctx.db
    .insert(companies)
    .values([
      { name: 'Globex', industry: 'Logistics' },
      { name: 'Initech', industry: 'Finance' },
    ])
    .returning();
  await ctx.db.insert(referrers).values([
    {
      name: 'Grace Hopper',
      title: 'Staff Engineer',
      companyId: globex!.id,
      bio: 'Compilers and COBOL.',
      specialties: ['Compilers', 'Mentoring'],
      successfulReferrals: 3,
    },
    {
      name: 'Alan Turing',
      title: 'Research Scientist',
      companyId: initech!.id,
      bio: 'I often work with Grace Hopper on language design.',
      specialties: ['Machine Learning'],
      successfulReferrals: 40,
    },
    {
      name: 'Ada Byron',
      title: 'Software Engineer',
      companyId: globex!.id,
      bio: 'Analytical engines.',
      specialties: ['Python', 'Data Engineering'],
      successfulReferrals: 12,
    },
    {
      name: 'Linus Park',
      title: 'Product Designer',
      companyId: initech!.id,
      bio: 'Design systems.',
      specialties: ['Figma'],
      successfulReferrals: 1,
    },
  ]);
  await ctx.db.insert(jobs).values([
    {
      title: 'Data Engineer',
      type: 'Full-time',
      companyId: globex!.id,
      location: 'Berlin, Germany',
      experienceLevel: 'Mid Level',
      postedAt: new Date('2026-11-01T00:00:00Z'),
    },
    {
      title: 'Analyst',
      type: 'Contract',
      companyId: initech!.id,
      location: 'Remote',
      experienceLevel: 'Senior',
      description: 'Numbers and data.',
      postedAt: new Date('2026-11-05T00:00:00Z'),
    },
  ]);
});
afterAll(() => ctx.close());

describe('GET /api/referrers', () => {
  it('lists every referrer, most successful first, with the total in X-Total-Count', async () => {
    const response = await get('/api/referrers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(names(response)).toEqual(['Alan Turing', 'Ada Byron', 'Grace Hopper', 'Linus Park']);
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Alan Turing',
      photo: null,
      title: 'Research Scientist',
      companyId: expect.any(Number),
      companyName: 'Initech',
      bio: 'I often work with Grace Hopper on language design.',
      rating: 0,
      ratingCount: 0,
      successfulReferrals: 40,
      specialties: ['Machine Learning'],
      verified: false,
      responseRate: null,
      typicalReplyHours: null,
      takingRequests: true,
      // Imported, with no account behind them: a request for them is matched with someone who has one.
      readsRequests: false,
    });
  });

  it('ranks an exact name above a bio that mentions it', async () => {
    const response = await get('/api/referrers?search=grace%20hopper');
    expect(names(response)).toEqual(['Grace Hopper', 'Alan Turing']);
  });

  it('finds partial words and words a letter off', async () => {
    // Ada's title and a specialty say "engineer", Grace's title alone: Ada ranks first.
    expect(names(await get('/api/referrers?search=engin'))).toEqual(['Ada Byron', 'Grace Hopper']);
    expect(names(await get('/api/referrers?search=enginer')).sort()).toEqual(['Ada Byron', 'Grace Hopper']);
    expect(names(await get('/api/referrers?search=globex')).sort()).toEqual(['Ada Byron', 'Grace Hopper']);
  });

  it('filters by company in any case and by specialty, and pages', async () => {
    expect(names(await get('/api/referrers?company=initech'))).toEqual(['Alan Turing', 'Linus Park']);
    expect(names(await get('/api/referrers?specialty=python'))).toEqual(['Ada Byron']);
    const second = await get('/api/referrers?limit=2&page=2');
    expect(names(second)).toEqual(['Grace Hopper', 'Linus Park']);
    expect(second.headers['x-total-count']).toBe('4');
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const response = await get('/api/referrers?search=%25');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 10000'],
    ['page=-1', 'page must be a whole number from 1 to 10000'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/referrers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('GET /api/companies', () => {
  it('lists every company by name with its open jobs', async () => {
    const response = await get('/api/companies');
    expect(response.statusCode).toBe(200);
    expect(response.json().map(({ name, openJobs }: { name: string; openJobs: number }) => [name, openJobs])).toEqual([
      ['Globex', 1],
      ['Initech', 1],
    ]);
  });
});

describe('GET /api/jobs', () => {
  it('lists jobs newest first, with their company, and filters them', async () => {
    const all = await get('/api/jobs');
    expect(all.json().map(({ title }: { title: string }) => title)).toEqual(['Analyst', 'Data Engineer']);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json()[1]).toMatchObject({ companyName: 'Globex', postedAt: '2026-11-01T00:00:00.000Z' });
    const titles = async (query: string) =>
      (await get(`/api/jobs?${query}`)).json().map(({ title }: { title: string }) => title);
    expect(await titles('search=data')).toEqual(['Analyst', 'Data Engineer']);
    expect(await titles('type=contract')).toEqual(['Analyst']);
    expect(await titles('location=berlin')).toEqual(['Data Engineer']);
    expect(await titles('experienceLevel=Senior')).toEqual(['Analyst']);
    expect(await titles('company=GLOBEX')).toEqual(['Data Engineer']);
  });

  it("answers a company's jobs by its name in any case, and 404 for an unknown company", async () => {
    const response = await get('/api/jobs/company/globex');
    expect(response.statusCode).toBe(200);
    expect(response.json().map(({ title }: { title: string }) => title)).toEqual(['Data Engineer']);
    const unknown = await get('/api/jobs/company/Umbrella');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Company not found' });
  });
});

describe('POST /payment', () => {
  it.each([
    ['the form', 'application/x-www-form-urlencoded', 'plan=Pro&amount=19'],
    ['malformed JSON', 'application/json', '{"plan": '],
    ['a body of another type', 'application/xml', '<plan>Pro</plan>'],
  ])('refuses the dormant Pro payment form, storing nothing, whatever it carries: %s', async (_name, type, body) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/payment',
      headers: { 'content-type': type },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PAYMENTS_CLOSED_MESSAGE });
  });
});

describe('jobs removed by an admin or closed by their poster', () => {
  let removedId: number;
  let closedId: number;
  beforeAll(async () => {
    const [globex] = await ctx.db.select().from(companies).where(eq(companies.name, 'Globex'));
    const hidden = { type: 'Full-time', companyId: globex!.id, location: 'Berlin, Germany', experienceLevel: 'Senior' };
    const [removed, closed] = await ctx.db
      .insert(jobs)
      .values([
        { ...hidden, title: 'Removed Data Role', removedAt: new Date(), removedReason: 'A scam posting.' },
        { ...hidden, title: 'Closed Data Role', closedAt: new Date() },
      ])
      .returning({ id: jobs.id });
    removedId = removed!.id;
    closedId = closed!.id;
  });

  it('leave every list and count: browse, search, company jobs and open jobs', async () => {
    const titles = (response: { json: () => Array<{ title: string }> }) => response.json().map(({ title }) => title);
    const all = await get('/api/jobs');
    expect(titles(all)).toEqual(['Analyst', 'Data Engineer']);
    expect(all.headers['x-total-count']).toBe('2');
    expect(titles(await get('/api/jobs?search=role'))).toEqual([]);
    expect(titles(await get('/api/jobs/company/Globex'))).toEqual(['Data Engineer']);
    const globex = (await get('/api/companies')).json().find(({ name }: { name: string }) => name === 'Globex');
    expect(globex.openJobs).toBe(1);
  });

  it("answer 404 on a removed job's page, while a closed job's page stays readable", async () => {
    const removed = await get(`/api/jobs/${removedId}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual({ message: 'Job not found' });
    const closed = await get(`/api/jobs/${closedId}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: closedId, title: 'Closed Data Role' });
  });
});
