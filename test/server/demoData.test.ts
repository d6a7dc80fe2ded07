import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDemoAccounts } from '../../src/server/db/seed/demoAccounts';
import { seedDemoData } from '../../src/server/db/seed/demoData';
import { refreshReferrerStats } from '../../src/server/assignment/referrerStats';
import { isNewReferrer } from '../../src/shared/responseStats';
import type { Referrer } from '../../src/shared/schemas/catalog';
import { companies, referralRequests, referrers, users } from '../../src/server/db/schema';
import { createTestApp } from './helpers';

/**
 * The demo marketplace reads as one believable world: a visitor, the demo referrer and the demo admin meet the same
 * people on cards, in inboxes and in the dashboard, and none of them can be taken for another.
 */

/** "Élodie" and "Elodie" are one name to a reader. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
NUMBER_WORDS.push('eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen');

/** Every "N years" a message states, as numbers ("eight years of Kubernetes" is 8). */
function statedYears(message: string) {
  return [...message.matchAll(/\b(\d+|[a-z]+)\+? years?\b/gi)]
    .map((match) => match[1]!.toLowerCase())
    .map((word) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word)))
    .filter((years) => years >= 0);
}

describe('the demo data', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.db);
    await syncDemoAccounts(ctx.db, { enabled: true });
    // As the server does at start: the cards' response figures come from the seeded histories.
    await refreshReferrerStats(ctx.db, new Date(), 72 * 60 * 60 * 1000);
  });
  afterAll(() => ctx.close());

  it('names no two people alike: each first name and each last name belongs to one person', async () => {
    const people = new Set([
      ...(await ctx.db.select({ name: referrers.name }).from(referrers)).map((row) => row.name),
      ...(await ctx.db.select({ name: users.name }).from(users)).map((row) => row.name),
      ...(await ctx.db.select({ name: referralRequests.name }).from(referralRequests)).map((row) => row.name),
    ]);
    expect(people.size).toBeGreaterThan(60);
    const byFirst = new Map<string, string[]>();
    const byLast = new Map<string, string[]>();
    for (const person of people) {
      const words = person.split(/\s+/);
      byFirst.set(plain(words[0]!), [...(byFirst.get(plain(words[0]!)) ?? []), person]);
      byLast.set(plain(words.at(-1)!), [...(byLast.get(plain(words.at(-1)!)) ?? []), person]);
    }
    const shared = (index: Map<string, string[]>) => [...index.values()].filter((names) => names.length > 1);
    expect(shared(byFirst), 'people who share a first name').toEqual([]);
    expect(shared(byLast), 'people who share a last name').toEqual([]);
  });

  it('gives each company referrers with distinct names and titles, the demo referrer included', async () => {
    const rows = await ctx.db
      .select({ company: companies.name, name: referrers.name, title: referrers.title })
      .from(referrers)
      .innerJoin(companies, eq(companies.id, referrers.companyId));
    const byCompany = new Map<string, typeof rows>();
    for (const row of rows) byCompany.set(row.company, [...(byCompany.get(row.company) ?? []), row]);
    for (const [company, staff] of byCompany) {
      expect(new Set(staff.map((row) => row.name)).size, `names at ${company}`).toBe(staff.length);
      expect(new Set(staff.map((row) => row.title)).size, `titles at ${company}`).toBe(staff.length);
    }
    expect(byCompany.get('Tallyfern')?.some((row) => row.name === 'Priya Raman')).toBe(true);
  });

  it('states in each request the years of experience its field holds', async () => {
    const requests = await ctx.db
      .select({
        name: referralRequests.name,
        message: referralRequests.message,
        experience: referralRequests.experience,
      })
      .from(referralRequests);
    const stating = requests.filter((request) => statedYears(request.message).length > 0);
    // The demo referrer's inbox tells its senders' stories in years.
    expect(stating.length).toBeGreaterThanOrEqual(5);
    for (const request of stating) {
      expect(statedYears(request.message), `${request.name}: ${request.message}`).toEqual([request.experience]);
    }
  });

  it('shows "New" beside no referrer who has successful referrals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/referrers?limit=100' });
    const cards = response.json<Referrer[]>();
    expect(cards.length).toBeGreaterThanOrEqual(45);
    const newcomers = cards.filter(isNewReferrer);
    expect(newcomers.filter((card) => card.successfulReferrals > 0)).toEqual([]);
    // The rule still has someone to call new: a referrer with neither figures nor referrals.
    expect(newcomers.map((card) => card.successfulReferrals)).toContain(0);
  });
});
