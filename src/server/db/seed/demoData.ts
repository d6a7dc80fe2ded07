import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies, jobs, referrers } from '../schema.js';
import { seedCompanies, seedJobs, seedReferrers } from '../seed-data.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A logo drawn from the company's initials and colour, so the demo needs no image hosting. */
export function companyLogo(name: string, color: string) {
  // Words that start with a letter only: "Basket & Bough" is BB (a bare "&" would also break the SVG's XML).
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * How many ratings a seeded average stands for: two in three of the people they referred, at least one (the rule
 * migration 0013 applied to the referrers it found). A candidate's new rating then moves the average by its share.
 */
export function seededRatingCount(referrer: { rating: number; successfulReferrals: number }) {
  return referrer.rating > 0 ? Math.max(1, Math.round((referrer.successfulReferrals * 2) / 3)) : 0;
}

export async function isDatabaseEmpty(db: Database) {
  const [row] = await db.select({ total: count() }).from(companies);
  return (row?.total ?? 0) === 0;
}

/**
 * Fills an empty database with the demo marketplace (companies, referrers, jobs); answers false (and does nothing)
 * when data exists. The demo accounts are `syncDemoAccounts`' business: whether they may exist depends on where the
 * server listens, which can change from one start to the next.
 */
export async function seedDemoData(db: Database, options: { now?: Date } = {}) {
  if (!(await isDatabaseEmpty(db))) return false;
  const now = options.now ?? new Date();

  await db.transaction(async (tx) => {
    const companyRows = await tx
      .insert(companies)
      .values(
        seedCompanies.map((company) => ({
          name: company.name,
          description: company.description,
          industry: company.industry,
          websiteUrl: company.websiteUrl,
          logo: companyLogo(company.name, company.brandColor),
        })),
      )
      .returning({ id: companies.id, name: companies.name });
    const companyId = new Map(companyRows.map((row) => [row.name, row.id]));
    const idOf = (name: string) => {
      const id = companyId.get(name);
      if (id === undefined) throw new Error(`Seed data names an unknown company: ${name}`);
      return id;
    };

    await tx.insert(referrers).values(
      seedReferrers.map((referrer, index) => ({
        name: referrer.name,
        title: referrer.title,
        companyId: idOf(referrer.companyName),
        bio: referrer.bio,
        rating: referrer.rating,
        ratingCount: seededRatingCount(referrer),
        successfulReferrals: referrer.successfulReferrals,
        specialties: referrer.specialties,
        // Joined over the last twelve weeks, so the admin dashboard's charts show the marketplace growing.
        createdAt: new Date(now.getTime() - ((index * 13) % 84) * DAY_MS),
      })),
    );

    await tx.insert(jobs).values(
      seedJobs.map((job) => ({
        title: job.title,
        type: job.type,
        companyId: idOf(job.companyName),
        location: job.location,
        experienceLevel: job.experienceLevel,
        description: job.description,
        postedAt: new Date(now.getTime() - job.daysAgo * DAY_MS),
      })),
    );
  });
  return true;
}
