import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies } from '../db/schema.js';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

type CompanyDetails = Partial<Omit<typeof companies.$inferInsert, 'id' | 'name' | 'createdAt'>>;

/**
 * The id of the company of that name in any case, created (with `details`) when there is none. The unique index on
 * lower(name) settles a race: of two referrers naming a new "Acme" and "ACME" at once, the second waits for the first,
 * inserts nothing, and finds the first one's row.
 */
export async function findOrCreateCompany(executor: Executor, name: string, details: CompanyDetails = {}) {
  const [created] = await executor
    .insert(companies)
    .values({ ...details, name })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  if (created) return created.id;
  const [existing] = await executor
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`);
  return existing!.id;
}
