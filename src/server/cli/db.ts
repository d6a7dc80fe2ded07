import { loadConfig } from '../config.js';
import { openDatabase } from '../main.js';
import { ensureAdmin, generateLargeDataset, seedDemoData } from '../db/seed.js';

/** `npm run db:migrate | db:seed | db:generate-large [count]` against DATABASE_URL or the embedded database. */
async function run(command: string | undefined, argument: string | undefined) {
  const config = loadConfig();
  const database = await openDatabase(config); // applies migrations
  try {
    switch (command) {
      case 'migrate':
        console.log('Migrations applied.');
        break;
      case 'seed': {
        const seeded = await seedDemoData(database.db, { demoAccounts: !config.production });
        console.log(seeded ? 'Demo data added.' : 'The database already holds data; nothing was added.');
        if (config.adminEmail && config.adminPassword) {
          console.log(`Admin ${await ensureAdmin(database.db, config.adminEmail, config.adminPassword)}.`);
        }
        break;
      }
      case 'generate-large': {
        const total = Number(argument ?? 100_000);
        if (!Number.isInteger(total) || total <= 0) throw new Error('The count must be a positive whole number');
        const startedAt = performance.now();
        await generateLargeDataset(database.db, total);
        console.log(`Added ${total} referrers in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
        break;
      }
      default:
        throw new Error('Usage: db.ts migrate | seed | generate-large [count]');
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
