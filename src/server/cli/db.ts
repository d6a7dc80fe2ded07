import path from 'node:path';
import { loadConfig, readDatabaseLocation } from '../config.js';
import { backupDatabase, BackupError, describeContents, openDatabaseTarget, restoreDatabase } from '../db/backup.js';

/**
 * `npm run db:migrate | db:seed | db:generate-large [count] | db:backup <file> | db:restore <file> [--force]` against
 * DATABASE_URL or the embedded database.
 */
async function run(command: string | undefined, ...args: string[]) {
  if (command === 'backup') return backup(args);
  if (command === 'restore') return restore(args);
  const argument = args[0];
  // Loaded only for the commands that use them: backup and restore start in a fraction of the time without the app.
  const { openDatabase, prepareData } = await import('../main.js');
  const { generateLargeDataset } = await import('../db/seed/largeDataset.js');
  const { isDatabaseEmpty } = await import('../db/seed/demoData.js');
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
        throw new Error(
          'Usage: db.ts migrate | seed | generate-large [count] | backup <file> | restore <file> [--force]',
        );
    }
  } finally {
    await database.close();
  }
}

/** A path as the person typed it: npm runs scripts in the project's folder, and says in INIT_CWD where they were. */
const fromCallersFolder = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const secondsSince = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Backs up the database the app would use (it is not migrated first: a backup changes nothing). */
async function backup(args: string[]) {
  const [file, ...extra] = args;
  if (!file || file.startsWith('-') || extra.length > 0) throw new BackupError('Usage: npm run db:backup -- <file>');
  const startedAt = performance.now();
  const target = await openDatabaseTarget(readDatabaseLocation(), 'backup');
  try {
    console.log(`Backing up ${target.label}...`);
    const result = await backupDatabase(target, fromCallersFolder(file));
    console.log(
      `Wrote ${fromCallersFolder(file)} (${megabytes(result.bytes)}): ${describeContents(result.contents)}, in ` +
        `${secondsSince(startedAt)}.`,
    );
  } finally {
    await target.release();
  }
}

/** Restores a backup into the database the app would use, which must be empty unless --force. */
async function restore(args: string[]) {
  const force = args.includes('--force');
  const [file, ...extra] = args.filter((arg) => arg !== '--force');
  if (!file || file.startsWith('-') || extra.length > 0) {
    throw new BackupError('Usage: npm run db:restore -- <file> [--force]');
  }
  const startedAt = performance.now();
  const target = await openDatabaseTarget(readDatabaseLocation(), 'restore');
  let restored = false;
  try {
    console.log(`Restoring ${fromCallersFolder(file)} into ${target.label}...`);
    const result = await restoreDatabase(target, fromCallersFolder(file), { force });
    restored = true;
    console.log(
      `Restored ${describeContents(result.contents)} in ${secondsSince(startedAt)}. The app starts on it as ` +
        'usual, and applies any migration newer than the backup.',
    );
  } finally {
    // A new data folder whose restore failed is removed: an app started on it would make an empty database there.
    await (restored ? target.release() : target.discard());
  }
}

run(process.argv[2], ...process.argv.slice(3)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
