import { cp, rm } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientDistDir, serverDistDir } from '../dist.js';

/**
 * `npm start` runs this first (prestart), then the server from compiled JavaScript (`node dist/server/serve.js`):
 * plain Node starts about twice as fast as a TypeScript loader and uses less memory. Each half is rebuilt only when
 * its sources changed since; `npm run build` (`--force`) rebuilds both.
 */
const SERVER_ENTRY = 'src/server/cli/serve.ts';
const DATABASE_COMMANDS_ENTRY = 'src/server/cli/db.ts';

/** What each bundle is built from; a change to any of them makes it stale. */
const CLIENT_INPUTS = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'src', 'machines'];
const SERVER_INPUTS = ['package.json', 'tsconfig.json', 'src/server', 'src/shared', 'src/rendering'];
const SERVER_ONLY = path.join('src', 'server');

function newestChange(entry: string, skip?: string): number {
  if (entry === skip || !existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child), skip)),
    stats.mtimeMs,
  );
}

function isStale(output: string, inputs: string[], skip?: string) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((input) => newestChange(input, skip)));
}

/** Vite's build sets NODE_ENV=production in this process; whatever runs next keeps the mode it was started in. */
export async function viteBuild(config: import('vite').InlineConfig) {
  const nodeEnv = process.env.NODE_ENV;
  // Imported only when a build is due: Vite adds a noticeable delay otherwise.
  const { build } = await import('vite');
  try {
    return await build(config);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function buildClient(options: { logLevel?: 'info' | 'error' } = {}) {
  await viteBuild({ logLevel: options.logLevel ?? 'error' });
}

/**
 * Packages bundled into the server rather than left as imports: ES modules of hundreds of small files each, which Node
 * would resolve, read and compile one by one as the server starts (with yup's three small dependencies, which it
 * imports by name). Bundled, they cost a start about a quarter of a second less of CPU, and only what the server uses
 * of them is kept. The other packages stay imports: CommonJS, native code, or files they read beside themselves.
 */
const BUNDLED_PACKAGES = ['typebox', 'drizzle-orm', 'yup', 'property-expr', 'tiny-case', 'toposort'];

/**
 * The server's bundle: one ES module whose packages, but for BUNDLED_PACKAGES, stay imports
 * (test/project/productionInstall.test.ts reads them).
 */
export function serverBuildConfig(options: {
  logLevel: 'info' | 'error' | 'silent';
  outDir?: string;
  write?: boolean;
}) {
  return {
    configFile: false,
    logLevel: options.logLevel,
    ssr: { noExternal: BUNDLED_PACKAGES },
    build: {
      ssr: true,
      rollupOptions: {
        // The server, and the database commands a production install runs without tsx (`node dist/server/db.js`).
        input: { serve: SERVER_ENTRY, db: DATABASE_COMMANDS_ENTRY },
        // Shared code beside the entries, where migrate.ts finds the migrations folder next to itself.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
      outDir: options.outDir ?? serverDistDir,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      write: options.write ?? true,
    },
  } satisfies import('vite').InlineConfig;
}

/**
 * The server as one ES module in dist/server; its packages (but for BUNDLED_PACKAGES) stay imports, resolved from
 * node_modules at run time.
 * The migrations travel beside it, where `migrate.ts` looks for them (next to the code).
 */
export async function buildServer(options: { logLevel?: 'info' | 'error' } = {}) {
  await viteBuild(serverBuildConfig({ logLevel: options.logLevel ?? 'error' }));
  await rm(path.join(serverDistDir, 'migrations'), { recursive: true, force: true });
  await cp(path.resolve('src/server/db/migrations'), path.join(serverDistDir, 'migrations'), { recursive: true });
}

export async function buildIfStale({ force = false } = {}) {
  const logLevel = force ? 'info' : 'error';
  if (force || isStale(path.join(clientDistDir, 'index.html'), CLIENT_INPUTS, SERVER_ONLY)) {
    if (!force) console.log('Building the app...');
    await buildClient({ logLevel });
  }
  if (force || isStale(path.join(serverDistDir, 'serve.js'), SERVER_INPUTS)) {
    if (!force) console.log('Building the server...');
    await buildServer({ logLevel });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`ReferBridge could not be built: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
