import { createHash } from 'node:crypto';
import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '../../shared/passwordRecovery.js';
import type { Database } from '../db/client.js';
import { passwordResetTokens, sessions, users } from '../db/schema.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { hashPassword } from '../passwords.js';
import { clearSignInFailures, signInAccountKey } from './signInFailures.js';

/**
 * Links that may be outstanding for one account at once. The per-address rate limit stops one sender; this stops
 * many senders from filling one person's inbox.
 */
export const OUTSTANDING_RESET_LINKS_MAX = 3;

/** What the table keeps of a token: the token is random (256 bits), so a fast hash cannot be reversed by guessing. */
export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a reset token for the account of `email`, if there is one, and queues its mail (`composeMail` writes it) in
 * the same transaction. Answers nothing: whether the address has an account is not the caller's to tell.
 */
export async function issuePasswordReset(
  db: Database,
  email: string,
  tokenHash: string,
  composeMail: (account: { name: string; email: string }) => OutgoingMail,
) {
  await db.transaction(async (tx) => {
    // Expired tokens can never be used again; dropping them here keeps the table to the links that still work.
    await tx.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, sql`now()`));
    // The lock makes requests for one account count their links one after the other.
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      // A disabled account gets no link (an admin closed it; a new password would not open it): the same answer.
      .where(and(eq(users.email, email), isNull(users.disabledAt)))
      .for('no key update');
    if (!account) return;
    const [outstanding] = await tx
      .select({ links: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id));
    if ((outstanding?.links ?? 0) >= OUTSTANDING_RESET_LINKS_MAX) return;
    await tx.insert(passwordResetTokens).values({
      userId: account.id,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
    });
    await enqueueMail(tx, composeMail(account));
  });
}

/**
 * Sets a new password with a token that is known and unexpired, and with it spends every token of the account, ends
 * every session it has (whoever knew the old password is signed out) and lifts any sign-in lock. Answers false, having
 * changed nothing, when the token is unknown, used or expired.
 */
export async function resetPassword(db: Database, tokenHash: string, newPassword: string) {
  return db.transaction(async (tx) => {
    // Locked, so a token sent twice at once resets once: the second finds it gone.
    const [token] = await tx
      .select({ userId: passwordResetTokens.userId, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          gt(passwordResetTokens.expiresAt, sql`now()`),
          // A link sent before an admin disabled the account no longer works either.
          isNull(users.disabledAt),
        ),
      )
      .for('update', { of: passwordResetTokens });
    if (!token) return false;
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, token.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, token.userId));
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    await clearSignInFailures(tx, signInAccountKey(token.email));
    return true;
  });
}
