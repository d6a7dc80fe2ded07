import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { ensureAdmin, seedDemoData } from './db/seed.js';
import { loggerOptions } from './logging.js';

export const defaultDistDir = path.resolve('dist');

/**
 * Opens the database (the embedded one unless DATABASE_URL is set), brings its schema up to date,
 * seeds an empty one, and returns a handle plus a function that closes what was opened.
 */
export async function openDatabase(config: ServerConfig, log: (message: string) => void = () => {}) {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const connectionString = config.databaseUrl ?? embedded!.connectionString;
  let handle: DatabaseHandle;
  try {
    // An idle client losing its connection (a database restart) must be seen, and must not crash the process.
    handle = connectDatabase(connectionString, (error) => {
      // 57P01 (admin_shutdown) is the database stopping, as it does with the app on Ctrl-C: not news.
      if ((error as Error & { code?: string }).code !== '57P01') console.error(`Database pool error: ${error.message}`);
    });
    await runMigrations(handle);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}

export async function startServer(config: ServerConfig, options: { distDir?: string } = {}) {
  const distDir = options.distDir ?? defaultDistDir;
  const database = await openDatabase(config, (message) => {
    if (config.logLevel === 'debug') process.stderr.write(message);
  });
  try {
    if (process.env.SEED_DEMO_DATA !== 'false') {
      await seedDemoData(database.db, { demoAccounts: !config.production });
    }
    if (config.adminEmail && config.adminPassword) {
      await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({
    db: database.db,
    sessionSecret: config.sessionSecret,
    production: config.production,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    distDir: existsSync(path.join(distDir, 'index.html')) ? distDir : undefined,
    logger: loggerOptions(config.logLevel),
  });
  const address = await app.listen({ port: config.port, host: config.host });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await database.close();
    })());
  return { app, address, stop };
}
