import { eq, sql } from 'drizzle-orm';
import type { ReferrerProfileInput } from '../../shared/referrerProfile.js';
import type { Database } from '../db/client.js';
import { onboardingProfiles, referrers, users, type UserRow } from '../db/schema.js';
import { requestsHeldThisWeek } from '../assignment/capacity.js';
import { findReferrer } from './catalog.js';
import { findOrCreateCompany } from './companies.js';

/** Whether the account is a referrer: it has a referrer profile. */
export async function hasReferrerProfile(db: Database, userId: number) {
  const [own] = await db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, userId));
  return own !== undefined;
}

/**
 * The referrer profile of an account, as candidates see it, with its weekly cap and the requests it holds this week;
 * undefined when the account is not a referrer.
 */
export async function findOwnReferrerProfile(db: Database, userId: number) {
  const [own] = await db
    .select({
      id: referrers.id,
      weeklyCap: referrers.weeklyCap,
      requestsThisWeek: requestsHeldThisWeek(sql`referrers`),
    })
    .from(referrers)
    .where(eq(referrers.userId, userId));
  if (!own) return undefined;
  const card = await findReferrer(db, own.id);
  return card && { ...card, weeklyCap: own.weeklyCap, requestsThisWeek: own.requestsThisWeek };
}

/** Sets the referrer's weekly cap (null: no limit); answers their profile, or undefined when they are not a referrer. */
export async function saveWeeklyCap(db: Database, userId: number, weeklyCap: number | null) {
  const [updated] = await db
    .update(referrers)
    .set({ weeklyCap })
    .where(eq(referrers.userId, userId))
    .returning({ id: referrers.id });
  return updated && findOwnReferrerProfile(db, userId);
}

/**
 * Makes the account a referrer, or updates its referrer profile, all at once: the profile candidates find, the
 * account's referrer flag, and the onboarding answers the form gathered. Registering as a referrer completes
 * onboarding, so whoever came to post a job (register, then this form) is not sent through onboarding on the way.
 * A candidate who becomes a referrer is now both. Answers undefined when the account no longer exists.
 */
export async function saveReferrerProfile(db: Database, user: UserRow, profile: ReferrerProfileInput) {
  const saved = await db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ isReferrer: true, onboardingCompleted: true })
      .where(eq(users.id, user.id))
      .returning();
    if (!account) return undefined;

    const referrer = {
      name: account.name,
      title: profile.title,
      bio: profile.bio,
      specialties: profile.specialties,
      photo: profile.photo,
      companyId: await findOrCreateCompany(tx, profile.company),
    };
    await tx
      .insert(referrers)
      .values({ userId: account.id, ...referrer })
      .onConflictDoUpdate({ target: referrers.userId, set: referrer });

    const [answers] = await tx
      .select({ role: onboardingProfiles.role })
      .from(onboardingProfiles)
      .where(eq(onboardingProfiles.userId, account.id));
    const onboarding = { title: profile.title, company: profile.company, bio: profile.bio, updatedAt: new Date() };
    if (answers) {
      await tx
        .update(onboardingProfiles)
        .set({ ...onboarding, role: answers.role === 'candidate' ? 'both' : answers.role })
        .where(eq(onboardingProfiles.userId, account.id));
    } else {
      await tx.insert(onboardingProfiles).values({ userId: account.id, ...onboarding, role: 'referrer' });
    }
    return account;
  });
  if (!saved) return undefined;
  return { user: saved, referrer: (await findOwnReferrerProfile(db, saved.id))! };
}
