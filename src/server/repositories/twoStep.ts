import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitCounters, twoStepRecoveryCodes, twoStepSignIn } from '../db/schema.js';

/** The account's two-step row: its sealed secret, whether it is on, and the last time step accepted. */
export async function findTwoStep(db: Database, userId: number) {
  const [row] = await db.select().from(twoStepSignIn).where(eq(twoStepSignIn.userId, userId));
  return row;
}

export async function countRecoveryCodesLeft(db: Database, userId: number) {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Starts an enrolment with a new sealed secret, replacing one that was never confirmed. Answers false when two-step
 * sign-in is already on: the enrolment then changes nothing.
 */
export async function startEnrolment(db: Database, userId: number, secretSealed: string) {
  const rows = await db
    .insert(twoStepSignIn)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: twoStepSignIn.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoStepSignIn.enabledAt),
    })
    .returning({ userId: twoStepSignIn.userId });
  return rows.length > 0;
}

/** The enrolment waiting for its first code, if it began less than `minutes` ago. */
export async function findPendingEnrolment(db: Database, userId: number, minutes: number) {
  const [row] = await db
    .select()
    .from(twoStepSignIn)
    .where(
      and(
        eq(twoStepSignIn.userId, userId),
        isNull(twoStepSignIn.enabledAt),
        gt(twoStepSignIn.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row;
}

/**
 * Turns two-step sign-in on with its first accepted time step and a fresh set of recovery codes, in one transaction.
 * Answers false when the enrolment was confirmed or replaced meanwhile.
 */
export async function confirmEnrolment(
  db: Database,
  userId: number,
  {
    secretSealed,
    timeStep,
    recoveryCodeHashes,
  }: { secretSealed: string; timeStep: number; recoveryCodeHashes: string[] },
) {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(twoStepSignIn)
      .set({ enabledAt: sql`now()`, lastUsedStep: timeStep })
      .where(
        and(
          eq(twoStepSignIn.userId, userId),
          isNull(twoStepSignIn.enabledAt),
          eq(twoStepSignIn.secretSealed, secretSealed),
        ),
      )
      .returning({ userId: twoStepSignIn.userId });
    if (confirmed.length === 0) return false;
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
    await tx.insert(twoStepRecoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/** Turns two-step sign-in off: the secret and every recovery code go. Answers false when it was not on. */
export async function turnOffTwoStep(db: Database, userId: number) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(twoStepSignIn)
      .where(and(eq(twoStepSignIn.userId, userId), isNotNull(twoStepSignIn.enabledAt)))
      .returning({ userId: twoStepSignIn.userId });
    if (deleted.length === 0) return false;
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
    return true;
  });
}

/**
 * Records `timeStep` as the last one used, if it is later than the last: one statement, so that two requests with
 * the same code (in two processes) cannot both pass. Answers whether it was recorded.
 */
export async function claimTimeStep(db: Database, userId: number, timeStep: number) {
  const rows = await db
    .update(twoStepSignIn)
    .set({ lastUsedStep: timeStep })
    .where(
      and(
        eq(twoStepSignIn.userId, userId),
        isNotNull(twoStepSignIn.enabledAt),
        or(isNull(twoStepSignIn.lastUsedStep), lt(twoStepSignIn.lastUsedStep, timeStep)),
      ),
    )
    .returning({ userId: twoStepSignIn.userId });
  return rows.length > 0;
}

/** Spends the recovery code with this hash, if the account has it unused; answers whether it did. */
export async function spendRecoveryCode(db: Database, userId: number, codeHash: string) {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length > 0;
}

/** Forgets an account's code attempts (rate_limit_counters, the table the rate limits count in). */
export async function clearCodeAttempts(db: Database, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
