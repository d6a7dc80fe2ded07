import { eq } from 'drizzle-orm';
import type { AccountInput, CandidateProfileInput } from '../../shared/account.js';
import type { Database } from '../db/client.js';
import { candidateResumes, onboardingProfiles, referrers, sessions, users } from '../db/schema.js';
import { isUniqueViolation } from './users.js';

/** The notification preferences of SPEC section 9, for an account that never onboarded. */
const DEFAULT_NOTIFICATIONS = { notifyEmail: true, notifyWhatsapp: false, notifyRealtime: true };

/** /profile: the account's name, e-mail and notification preferences. */
export async function findAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      notifyEmail: onboardingProfiles.notifyEmail,
      notifyWhatsapp: onboardingProfiles.notifyWhatsapp,
      notifyRealtime: onboardingProfiles.notifyRealtime,
    })
    .from(users)
    .leftJoin(onboardingProfiles, eq(onboardingProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    notifyEmail: row.notifyEmail ?? DEFAULT_NOTIFICATIONS.notifyEmail,
    notifyWhatsapp: row.notifyWhatsapp ?? DEFAULT_NOTIFICATIONS.notifyWhatsapp,
    notifyRealtime: row.notifyRealtime ?? DEFAULT_NOTIFICATIONS.notifyRealtime,
  };
}

/**
 * Saves the account's name, e-mail and preferences together; the referrer card takes the new name too. Answers
 * `emailTaken` (and stores nothing) when another account has the address, and undefined when the account is gone.
 */
export async function saveAccount(db: Database, userId: number, account: AccountInput) {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ name: account.name, email: account.email })
        .where(eq(users.id, userId))
        .returning();
      if (!user) return undefined;
      const preferences = {
        notifyEmail: account.notifyEmail,
        notifyWhatsapp: account.notifyWhatsapp,
        notifyRealtime: account.notifyRealtime,
      };
      await tx
        .insert(onboardingProfiles)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({ target: onboardingProfiles.userId, set: { ...preferences, updatedAt: new Date() } });
      await tx.update(referrers).set({ name: account.name }).where(eq(referrers.userId, userId));
      return { user };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { emailTaken: true } as const;
    throw error;
  }
}

/** Sets a new password hash and ends every session of the account; the caller signs the current browser in again. */
export async function replacePassword(db: Database, userId: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** /referee-profile: the candidate's answers and a description of their saved resume (never its bytes). */
export async function findCandidateProfile(db: Database, userId: number) {
  const [answers] = await db
    .select({
      title: onboardingProfiles.title,
      experience: onboardingProfiles.experience,
      linkedin: onboardingProfiles.linkedin,
      interests: onboardingProfiles.interests,
    })
    .from(onboardingProfiles)
    .where(eq(onboardingProfiles.userId, userId));
  const [resume] = await db
    .select({
      fileName: candidateResumes.fileName,
      mimeType: candidateResumes.mimeType,
      size: candidateResumes.size,
      updatedAt: candidateResumes.updatedAt,
    })
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId));
  return {
    title: answers?.title ?? '',
    experience: answers?.experience ?? null,
    linkedin: answers?.linkedin ?? null,
    interests: answers?.interests ?? [],
    resume: resume ? { ...resume, updatedAt: resume.updatedAt.toISOString() } : null,
  };
}

export async function saveCandidateProfile(db: Database, userId: number, profile: CandidateProfileInput) {
  const answers = {
    title: profile.title,
    experience: profile.experience ?? null,
    linkedin: profile.linkedin || null,
    interests: [...new Set(profile.interests)],
  };
  await db
    .insert(onboardingProfiles)
    .values({ userId, ...answers })
    .onConflictDoUpdate({ target: onboardingProfiles.userId, set: { ...answers, updatedAt: new Date() } });
  return findCandidateProfile(db, userId);
}

/** Keeps one default resume per candidate: a new one replaces the old. */
export async function saveCandidateResume(
  db: Database,
  userId: number,
  resume: { fileName: string; mimeType: string; data: Buffer },
) {
  const values = { ...resume, size: resume.data.length, updatedAt: new Date() };
  await db
    .insert(candidateResumes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateResumes.userId, set: values });
}

export async function findCandidateResume(db: Database, userId: number) {
  const [row] = await db.select().from(candidateResumes).where(eq(candidateResumes.userId, userId));
  return row;
}

export async function deleteCandidateResume(db: Database, userId: number) {
  const deleted = await db
    .delete(candidateResumes)
    .where(eq(candidateResumes.userId, userId))
    .returning({ userId: candidateResumes.userId });
  return deleted.length > 0;
}
