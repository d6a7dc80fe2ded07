import console from 'node:console';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

/**
 * The `db:` scripts (`npm run db:backup -- <file>`, ...), in plain JavaScript so that they run where tsx is not
 * installed. With the development dependencies, the commands run from their sources (db.ts), as the code is now,
 * built or not; a production install (`npm prune --omit=dev`) has no tsx, and runs them from the build
 * (dist/server/db.js, which `npm run build` writes). Either reads its command and arguments from this process's.
 */
const sources = new URL('./db.ts', import.meta.url);
const built = new URL('../../../dist/server/db.js', import.meta.url);

/** Whether tsx is installed; if so, TypeScript is importable from here on. */
async function registerTypeScript() {
  try {
    const { register } = await import('tsx/esm/api');
    register();
    return true;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return false;
    throw error;
  }
}

if (await registerTypeScript()) await import(sources.href);
else if (existsSync(built)) await import(built.href);
else {
  console.error(
    `${fileURLToPath(built)} does not exist, and tsx is not installed to run the sources: build the server first ` +
      '(`npm run build`, with the development dependencies installed).',
  );
  process.exitCode = 1;
}
