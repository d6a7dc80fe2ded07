import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, jobs, referrers } from '../db/schema.js';

/** Single items of the public catalogue, as the request form and the catalogue pages read them. */

export async function findReferrer(db: Database, id: number) {
  const [row] = await db
    .select({
      id: referrers.id,
      name: referrers.name,
      photo: referrers.photo,
      title: referrers.title,
      companyId: referrers.companyId,
      companyName: companies.name,
      bio: referrers.bio,
      rating: referrers.rating,
      successfulReferrals: referrers.successfulReferrals,
      specialties: referrers.specialties,
    })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(referrers.id, id));
  return row;
}

export async function findCompany(db: Database, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      industry: companies.industry,
      logo: companies.logo,
      websiteUrl: companies.websiteUrl,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function findJob(db: Database, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      type: jobs.type,
      companyId: jobs.companyId,
      companyName: companies.name,
      location: jobs.location,
      experienceLevel: jobs.experienceLevel,
      postedAt: jobs.postedAt,
      description: jobs.description,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row && { ...row, postedAt: row.postedAt.toISOString() };
}
