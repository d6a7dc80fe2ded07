import path from 'node:path';
import { refreshLatestSnapshot } from '../db/migrationSnapshot.js';

/**
 * `npm run db:snapshot`: after a migration written by hand, makes drizzle-kit's snapshot of the newest journal entry
 * describe src/server/db/schema.ts, so that the next `npm run db:generate` starts from there (src/server/db/README.md).
 */
const written = refreshLatestSnapshot();
console.log(
  written
    ? `Wrote ${path.relative(process.cwd(), written)}.`
    : 'The newest snapshot already describes schema.ts; nothing written.',
);
