import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../../src/server/db/schema';
import { jobPostingMessages } from '../../src/shared/jobPosting';
import { jobPosting } from './fixtures/forms';
import { createTestApp, registerAccount } from './helpers';

/** Job posting: who may post for which company, editing and closing, and bad input. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

interface Account {
  id: number;
  cookie: string;
}
let referrer: Account;
let otherReferrer: Account;
let candidate: Account;
let admin: Account;

const job = jobPosting;

const send = (account: Account | null, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: account ? { cookie: account.cookie } : {}, payload });

async function referrerAt(name: string, company: string) {
  const account = await registerAccount(ctx.app, name);
  const response = await send(account, 'PUT', '/api/me/referrer-profile', {
    company,
    title: 'Engineer',
    bio: 'I refer people I would love to work with, every week.',
    specialties: [],
    photo: null,
  });
  expect(response.statusCode).toBe(200);
  return account;
}

const jobCount = async () => (await ctx.db.select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.insert(companies).values([{ name: 'Acme Robotics' }, { name: 'Globex' }]);
  referrer = await referrerAt('Poster', 'Acme Robotics');
  otherReferrer = await referrerAt('Other Poster', 'Acme Robotics');
  candidate = await registerAccount(ctx.app, 'Just Looking');
  admin = await registerAccount(ctx.app, 'Ada Admin');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
});
afterAll(() => ctx.close());

describe('posting a job', () => {
  it('lets a referrer post for their own company (named in any case); the job is listed at once', async () => {
    const response = await send(referrer, 'POST', '/api/jobs', { ...job, company: 'acme robotics' });
    expect(response.statusCode).toBe(201);
    const posted = response.json();
    expect(posted).toMatchObject({ title: job.title, companyName: 'Acme Robotics', type: 'Full-time' });

    const listed = await send(null, 'GET', '/api/jobs?company=Acme%20Robotics');
    expect(listed.json().map((item: { id: number }) => item.id)).toContain(posted.id);
    const ofCompany = await send(null, 'GET', '/api/jobs/company/Acme%20Robotics');
    expect(ofCompany.json().map((item: { id: number }) => item.id)).toContain(posted.id);
    const mine = await send(referrer, 'GET', '/api/me/jobs');
    expect(mine.json().map((item: { id: number }) => item.id)).toEqual([posted.id]);
  });

  it('refuses a referrer posting for another company, saying which company is theirs, and stores nothing', async () => {
    const before = await jobCount();
    const response = await send(referrer, 'POST', '/api/jobs', { ...job, company: 'Globex' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.company).toBe(jobPostingMessages.ownCompanyOnly('Acme Robotics'));
    expect(await jobCount()).toBe(before);
  });

  it('lets an admin post for any company, creating one that does not exist yet', async () => {
    const forGlobex = await send(admin, 'POST', '/api/jobs', { ...job, company: 'Globex' });
    expect(forGlobex.json().companyName).toBe('Globex');
    const forNew = await send(admin, 'POST', '/api/jobs', { ...job, company: 'Initech' });
    expect(forNew.statusCode).toBe(201);
    expect(forNew.json().companyName).toBe('Initech');
  });

  it('refuses someone who is not a referrer (403) and anonymous callers (401)', async () => {
    const before = await jobCount();
    const refused = await send(candidate, 'POST', '/api/jobs', job);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(jobPostingMessages.notAllowed);
    expect((await send(null, 'POST', '/api/jobs', job)).statusCode).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  it('tells someone who may not post that, and not the rules of the form, when their job is malformed', async () => {
    const malformed = { title: '', type: 'Gig', company: 7 };
    const refused = await send(candidate, 'POST', '/api/jobs', malformed);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { message: jobPostingMessages.notAllowed },
    });
    const editedByAnother = await send(
      otherReferrer,
      'PUT',
      `/api/jobs/${((await send(referrer, 'POST', '/api/jobs', job)).json() as { id: number }).id}`,
      malformed,
    );
    expect({ status: editedByAnother.statusCode, body: editedByAnother.json() }).toEqual({
      status: 403,
      body: { message: jobPostingMessages.notYours },
    });
  });

  it.each([
    [{ title: '' }, 'title', jobPostingMessages.titleRequired],
    [{ type: 'Gig' }, 'type', jobPostingMessages.typeRequired],
    [{ location: ' ' }, 'location', jobPostingMessages.locationRequired],
    [{ experienceLevel: 'Wizard' }, 'experienceLevel', jobPostingMessages.levelRequired],
    [{ description: 'Short.' }, 'description', jobPostingMessages.descriptionTooShort],
    [{ company: '' }, 'company', jobPostingMessages.companyRequired],
    [{ title: 'T'.repeat(151) }, 'title', 'Job title must be at most 150 characters'],
    [{ location: 'L'.repeat(201) }, 'location', 'Location must be at most 200 characters'],
    [{ description: 'D'.repeat(10_001) }, 'description', 'Description must be at most 10,000 characters'],
  ])('refuses bad input with its message and stores nothing (%#)', async (change, field, message) => {
    const before = await jobCount();
    const response = await send(referrer, 'POST', '/api/jobs', { ...job, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await jobCount()).toBe(before);
  });
});

describe('editing and closing a job', () => {
  const postOne = async () => (await send(referrer, 'POST', '/api/jobs', job)).json() as { id: number };

  it('lets its poster edit it', async () => {
    const { id } = await postOne();
    const response = await send(referrer, 'PUT', `/api/jobs/${id}`, { ...job, title: 'Lead Robotics Engineer' });
    expect(response.statusCode).toBe(200);
    expect((await send(null, 'GET', `/api/jobs/${id}`)).json().title).toBe('Lead Robotics Engineer');
  });

  it('refuses another referrer of the same company (403) and changes nothing', async () => {
    const { id } = await postOne();
    const edit = await send(otherReferrer, 'PUT', `/api/jobs/${id}`, { ...job, title: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(jobPostingMessages.notYours);
    expect((await send(otherReferrer, 'POST', `/api/jobs/${id}/close`)).statusCode).toBe(403);
    const stored = await send(null, 'GET', `/api/jobs/${id}`);
    expect(stored.json().title).toBe(job.title);
  });

  it("lets an admin edit anyone's job", async () => {
    const { id } = await postOne();
    const response = await send(admin, 'PUT', `/api/jobs/${id}`, { ...job, location: 'Remote' });
    expect(response.json().location).toBe('Remote');
  });

  it('closes a job: it leaves the lists, its page stays readable, and it cannot be closed twice', async () => {
    const { id } = await postOne();
    const closed = await send(referrer, 'POST', `/api/jobs/${id}/close`);
    expect(closed.statusCode).toBe(200);
    const listed = await send(null, 'GET', '/api/jobs?limit=100');
    expect(listed.json().map((item: { id: number }) => item.id)).not.toContain(id);
    const ofCompany = await send(null, 'GET', '/api/jobs/company/Acme%20Robotics');
    expect(ofCompany.json().map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await send(null, 'GET', `/api/jobs/${id}`)).statusCode).toBe(200);
    const again = await send(referrer, 'POST', `/api/jobs/${id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobPostingMessages.alreadyClosed);
  });

  it("treats a job an admin removed as gone: not in the poster's list, and 404 to an edit or a close", async () => {
    const { id } = await postOne();
    const removal = await send(admin, 'POST', `/api/admin/jobs/${id}/removal`, {
      reason: 'Duplicate of another post.',
    });
    expect(removal.statusCode).toBe(200);
    const mine = await send(referrer, 'GET', '/api/me/jobs');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await send(referrer, 'PUT', `/api/jobs/${id}`, job)).statusCode).toBe(404);
    expect((await send(referrer, 'POST', `/api/jobs/${id}/close`)).statusCode).toBe(404);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await send(referrer, 'PUT', '/api/jobs/999999', job)).statusCode).toBe(404);
    expect((await send(referrer, 'POST', '/api/jobs/999999/close')).statusCode).toBe(404);
  });
});
