import { eq, sql } from 'drizzle-orm';
import type { User } from '../../shared/types.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { users, type UserRow } from '../db/schema.js';

const PG_UNIQUE_VIOLATION = '23505';

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isReferrer: row.isReferrer,
    onboardingCompleted: row.onboardingCompleted,
  };
}

const preparedUserById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

/** A user by id: the read of every signed-in request (currentUser.ts), prepared. */
export async function findUserById(db: Database, id: number) {
  const [row] = await preparedUserById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Inserts a user; answers undefined when the e-mail is taken (even under a race). */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export function isUniqueViolation(error: unknown) {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === PG_UNIQUE_VIOLATION || cause.cause?.code === PG_UNIQUE_VIOLATION;
}
