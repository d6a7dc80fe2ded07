import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultDistDir } from '../main.js';
import { serve } from './serve.js';

/** What the browser bundle is built from; a change to any of them makes dist/ stale. */
const BUNDLE_INPUTS = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'src', 'machines'];
const SERVER_ONLY = path.join('src', 'server');

function newestChange(entry: string): number {
  if (entry === SERVER_ONLY || !existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

async function buildIfStale() {
  const builtIndex = path.join(defaultDistDir, 'index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...BUNDLE_INPUTS.map(newestChange));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'The app changed since the last build; rebuilding...' : 'Building the app (first run)...');
  // Imported only when needed: Vite adds a noticeable delay to every start otherwise.
  const { build } = await import('vite');
  // Vite's build sets NODE_ENV=production in this process; the server must keep the mode it was started in.
  const nodeEnv = process.env.NODE_ENV;
  await build({ logLevel: 'error' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  console.log('Build finished.');
}

buildIfStale()
  .then(serve)
  .catch((error) => {
    console.error(`ReferBridge could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
