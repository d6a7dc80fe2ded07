import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { createTestApp } from './helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db);
});
afterAll(() => ctx.close());

describe('catalogue items', () => {
  it('answers a referrer with its company id and name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/referrer/1' });
    expect(response.statusCode).toBe(200);
    const referrer = response.json();
    expect(referrer).toMatchObject({ id: 1, companyId: expect.any(Number), companyName: expect.any(String) });
    expect(referrer.specialties.length).toBeGreaterThanOrEqual(2);

    for (const path of ['/api/company', '/api/companies']) {
      const company = await ctx.app.inject({ method: 'GET', url: `${path}/${referrer.companyId}` });
      expect(company.statusCode).toBe(200);
      expect(company.json().name).toBe(referrer.companyName);
    }
  });

  it('answers a job with its title, company and ISO date', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/jobs/1' });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    expect(job).toMatchObject({ id: 1, title: expect.any(String), companyId: expect.any(Number) });
    expect(new Date(job.postedAt).toISOString()).toBe(job.postedAt);
  });

  it.each([
    ['/api/referrer/99999', 'Referrer not found'],
    ['/api/company/99999', 'Company not found'],
    ['/api/companies/99999', 'Company not found'],
    ['/api/jobs/99999', 'Job not found'],
  ])('answers 404 for an unknown id at %s', async (url, message) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['/api/referrer/abc', 'Invalid request: params/id must be integer'],
    ['/api/jobs/1.5', 'Invalid request: params/id must be integer'],
    ['/api/company/-1', 'Invalid request: params/id must be >= 1'],
    ['/api/jobs/99999999999', 'Invalid request: params/id must be <= 2147483647'],
  ])('answers 400 for an id that does not parse at %s', async (url, message) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
