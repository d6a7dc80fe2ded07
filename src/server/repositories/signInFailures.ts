import { createHash } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { signInFailures } from '../db/schema.js';

/**
 * Back-off on failed sign-ins, per account and across every app process (the counts live in PostgreSQL), after
 * OWASP's authentication cheat sheet: a few free mistakes, then locks that double with each further failure, capped
 * so that a stranger cannot keep the owner out for long. Attempts during a lock are refused without checking the
 * password, and do not extend it. Browsers the owner has signed in from are exempt (see trustedDevice.ts).
 */
export const SIGN_IN_BACK_OFF = {
  /** Failures allowed before the first lock. */
  freeFailures: 5,
  /** The first lock; each failure after it doubles the next. */
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  /** A quiet day wipes the slate. */
  forgetAfterHours: 24,
} as const;

/** The key of an e-mail as the sign-in form's schema normalises it. */
export function signInAccountKey(normalizedEmail: string) {
  return createHash('sha256').update(normalizedEmail).digest('hex');
}

/** When the account's lock ends, if it is locked now. */
export async function findSignInLock(db: Database, accountKey: string) {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, accountKey), gt(signInFailures.lockedUntil, sql`now()`)));
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts one failure, in one statement so that processes failing at once all count, and locks the account once the
 * free failures are spent. Answers the count and the lock's end, if any.
 */
export async function recordSignInFailure(db: Database, accountKey: string) {
  const { freeFailures, firstLockSeconds, maxLockSeconds, forgetAfterHours } = SIGN_IN_BACK_OFF;
  const failuresAfter = sql`(case when ${signInFailures.lastFailureAt} < now() - make_interval(hours => ${forgetAfterHours})
    then 1 else ${signInFailures.failures} + 1 end)`;
  const lockFor = (failures: SQL) => sql`(case when ${failures} >= ${freeFailures}
    then now() + make_interval(secs => least(${firstLockSeconds} * power(2, ${failures} - ${freeFailures}), ${maxLockSeconds}))
    end)`;
  const [row] = await db
    .insert(signInFailures)
    .values({ accountKey, failures: 1, lastFailureAt: sql`now()`, lockedUntil: lockFor(sql`1`) })
    .onConflictDoUpdate({
      target: signInFailures.accountKey,
      set: { failures: failuresAfter, lastFailureAt: sql`now()`, lockedUntil: lockFor(failuresAfter) },
    })
    .returning({ failures: signInFailures.failures, lockedUntil: signInFailures.lockedUntil });
  return row!;
}

export async function clearSignInFailures(db: Database, accountKey: string) {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
}
