import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../src/server/db/schema';
import { MEETING_NEEDS_OPTIONS } from '../../src/shared/survey';
import { createTestApp, sessionCookie } from './helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What the survey dialog sends for a full answer (SPEC section 3: empty optionals as null). */
const fullAnswer = {
  userPurpose: 'other',
  otherPurpose: 'Hiring for my team',
  meetingNeeds: MEETING_NEEDS_OPTIONS[1],
  delightRating: 4,
  loveFeedback: 'Fast replies from referrers',
  improvementFeedback: null,
  jobRole: 'Engineering manager',
  company: null,
  contactConsent: 'yes',
  contactEmail: 'dana@example.com',
  contactPhone: '+1 555 0100',
  additionalFeedback: null,
};

function submit(payload: unknown, options: { cookie?: string; app?: TestApp } = {}) {
  return (options.app ?? ctx).app.inject({
    method: 'POST',
    url: '/api/survey',
    payload: payload as Record<string, unknown>,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

async function countResponses() {
  const [row] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(surveyResponses);
  return row!.total;
}

async function stored(id: number) {
  const [row] = await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
  return row!;
}

describe('POST /api/survey', () => {
  it('stores a full answer, keeping nulls as null', async () => {
    const before = await countResponses();
    const response = await submit(fullAnswer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    expect(await countResponses()).toBe(before + 1);
    const row = await stored(response.json().id);
    expect(row).toMatchObject({ ...fullAnswer, userId: null });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('applies the second reading: a missing purpose, needs, consent or rating takes its default', async () => {
    const response = await submit({ loveFeedback: 'The referrer search' });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({
      userPurpose: 'find_referrals',
      meetingNeeds: "It's okay, but there's room for improvement.",
      contactConsent: 'no',
      delightRating: 3,
      loveFeedback: 'The referrer search',
      otherPurpose: null,
      contactEmail: null,
    });

    const blanks = await submit({ userPurpose: '', meetingNeeds: null, contactConsent: '', delightRating: null });
    expect(blanks.statusCode).toBe(201);
    expect(await stored(blanks.json().id)).toMatchObject({
      userPurpose: 'find_referrals',
      meetingNeeds: "It's okay, but there's room for improvement.",
      contactConsent: 'no',
      delightRating: 3,
    });
  });

  it('stores an empty or blank optional answer as null', async () => {
    const response = await submit({ ...fullAnswer, jobRole: '', company: '   ', contactPhone: '' });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({ jobRole: null, company: null, contactPhone: null });
  });

  it('keeps no contact details from someone who declined contact', async () => {
    // The dialog hides the contact fields on "no" but still sends the e-mail prefilled from the account.
    const response = await submit({ ...fullAnswer, contactConsent: 'no' });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({
      contactConsent: 'no',
      contactEmail: null,
      contactPhone: null,
    });
  });

  it('keeps the other-purpose text only with the purpose "other", as the dialog sends it', async () => {
    const response = await submit({ ...fullAnswer, userPurpose: 'both' });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({ userPurpose: 'both', otherPurpose: null });
  });

  it('stores the signed-in user', async () => {
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Dana Survey', email: 'dana@example.com', password: 'password 123' },
    });
    const response = await submit(fullAnswer, { cookie: sessionCookie(signedUp) });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().id)).userId).toBe(signedUp.json().id);
  });

  it.each([
    ['a bad contact e-mail', { contactEmail: 'dana@' }, 'Invalid email address', 'contactEmail'],
    ['a rating of 0', { delightRating: 0 }, 'Please choose a rating from 1 to 5', 'delightRating'],
    ['a rating of 6', { delightRating: 6 }, 'Please choose a rating from 1 to 5', 'delightRating'],
    ['a rating of 2.5', { delightRating: 2.5 }, 'Please choose a rating from 1 to 5', 'delightRating'],
    [
      'a rating that is not a number',
      { delightRating: 'great' },
      'Please choose a rating from 1 to 5',
      'delightRating',
    ],
    ['an unknown purpose', { userPurpose: 'spam' }, 'Please select your purpose', 'userPurpose'],
    ['an unknown needs option', { meetingNeeds: 'Meh' }, 'Please select an option', 'meetingNeeds'],
    ['an unknown consent', { contactConsent: 'maybe' }, 'Please select an option', 'contactConsent'],
    [
      'an answer that is too long',
      { loveFeedback: 'x'.repeat(5001) },
      'Your answer must be at most 5,000 characters',
      'loveFeedback',
    ],
    ['a role that is too long', { jobRole: 'x'.repeat(151) }, 'Your role must be at most 150 characters', 'jobRole'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message, field) => {
    const before = await countResponses();
    const response = await submit({ ...fullAnswer, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await countResponses()).toBe(before);
  });

  it('refuses a body that is not a JSON object, storing nothing', async () => {
    const before = await countResponses();
    const array = await submit([fullAnswer]);
    expect(array.statusCode).toBe(400);
    const form = new FormData();
    form.append('delightRating', '5');
    const multipart = await ctx.app.inject({ method: 'POST', url: '/api/survey', payload: form });
    expect(multipart.statusCode).toBe(415);
    expect(await countResponses()).toBe(before);
  });

  it('answers 429 once the per-minute limit per IP is reached', async () => {
    const limited = await createTestApp({ rateLimits: { surveyLimit: 2 } });
    try {
      expect((await submit(fullAnswer, { app: limited })).statusCode).toBe(201);
      expect((await submit(fullAnswer, { app: limited })).statusCode).toBe(201);
      const blocked = await submit(fullAnswer, { app: limited });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
