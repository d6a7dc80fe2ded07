import { eq } from 'drizzle-orm';
import type { OnboardingProfile } from '../../shared/onboardingRules.js';
import type { Database } from '../db/client.js';
import { onboardingProfiles, referrers, users } from '../db/schema.js';
import { findOrCreateCompany } from './companies.js';

/**
 * Saves the onboarding answers, marks onboarding done and, for a referrer, makes the referrer profile candidates
 * will find, all at once: a half-saved onboarding would leave a "referrer" nobody can find, or the reverse.
 * Answers undefined when the account no longer exists. Choosing "candidate" later never takes referrer status away.
 */
export async function completeOnboarding(db: Database, userId: number, profile: OnboardingProfile) {
  const becomesReferrer = profile.role !== 'candidate';
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ name: profile.name, onboardingCompleted: true, ...(becomesReferrer ? { isReferrer: true } : {}) })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return undefined;

    const answers = {
      title: profile.title,
      company: profile.company || null,
      experience: profile.experience ?? null,
      linkedin: profile.linkedin || null,
      bio: profile.bio,
      notifyEmail: profile.notifyEmail,
      notifyWhatsapp: profile.notifyWhatsapp,
      notifyRealtime: profile.notifyRealtime,
      interests: [...new Set(profile.interests)],
      role: profile.role,
      updatedAt: new Date(),
    };
    await tx
      .insert(onboardingProfiles)
      .values({ userId, ...answers })
      .onConflictDoUpdate({ target: onboardingProfiles.userId, set: answers });

    if (becomesReferrer && profile.company) {
      const referrer = {
        name: profile.name,
        title: profile.title,
        bio: profile.bio,
        companyId: await findOrCreateCompany(tx, profile.company),
      };
      await tx
        .insert(referrers)
        .values({ userId, ...referrer })
        .onConflictDoUpdate({ target: referrers.userId, set: referrer });
    }
    return user;
  });
}
