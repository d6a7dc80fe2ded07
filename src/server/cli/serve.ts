import { loadConfig } from '../config.js';
import { startServer } from '../main.js';

/** Runs the server until SIGINT/SIGTERM, then closes the app and (if it started one) PostgreSQL. */
export async function serve() {
  const startedAt = performance.now();
  const config = loadConfig();
  const { address, stop, notices } = await startServer(config);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  for (const notice of notices) console.log(notice);
  console.log(`ReferBridge is ready at http://localhost:${new URL(address).port} (started in ${seconds} s)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(`ReferBridge could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
