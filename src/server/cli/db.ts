import { loadConfig } from '../config.js';
import { generateLargeDataset, isDatabaseEmpty } from '../db/seed.js';
import { openDatabase, prepareData } from '../main.js';

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
        const empty = await isDatabaseEmpty(database.db);
        const notices = await prepareData(database.db, { ...config, seedDemoData: true });
        console.log(empty ? 'Demo data added.' : 'The database already holds data; no demo data was added.');
        for (const notice of notices) console.log(notice);
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
