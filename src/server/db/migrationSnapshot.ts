import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journalMigrations, migrationsFolder } from './migrate.js';

/**
 * drizzle-kit writes the next migration from the difference between schema.ts and the newest snapshot in
 * migrations/meta (the last file by name, not the last journal entry). These helpers let a test and `npm run db:snapshot`
 * see what `npm run db:generate` would write, without touching the real folder (src/server/db/README.md).
 */

const schemaPath = fileURLToPath(new URL('./schema.ts', import.meta.url));
const drizzleKitBin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

interface Snapshot {
  id: string;
  prevId: string;
  [key: string]: unknown;
}

function listFiles(folder: string) {
  return [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    ...readdirSync(path.join(folder, 'meta')).map((name) => `meta/${name}`),
  ];
}

/**
 * Runs `drizzle-kit generate` as `npm run db:generate` does, into a copy of the migrations folder, and returns what it
 * printed and the files it added there. It cannot wait on a question (stdin is closed, and it is stopped after 60 s).
 */
export function generateIntoCopy(options: { keep?: boolean } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'referbridge-migrations-'));
  const copy = path.join(workDir, 'migrations');
  cpSync(migrationsFolder, copy, { recursive: true });
  const before = new Set(listFiles(copy));
  // drizzle-kit reads its snapshots relative to the working directory, so --out is relative.
  const run = spawnSync(
    process.execPath,
    [drizzleKitBin, 'generate', '--dialect=postgresql', `--schema=${schemaPath}`, '--out=migrations'],
    { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 60_000 },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
  const newFiles = listFiles(copy).filter((name) => !before.has(name));
  if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  return { output, newFiles, copy };
}

/**
 * Makes the snapshot of the newest journal entry describe schema.ts, for a migration written by hand: the snapshot
 * drizzle-kit would have written, chained to the one before it (`prevId`). Returns the file written, or undefined when
 * the newest snapshot already matches.
 */
export function refreshLatestSnapshot() {
  const generated = generateIntoCopy({ keep: true });
  try {
    const generatedSnapshot = generated.newFiles.find((name) => name.endsWith('_snapshot.json'));
    if (!generatedSnapshot) {
      if (generated.output.includes('No schema changes')) return undefined;
      throw new Error(`drizzle-kit generate failed:\n${generated.output}`);
    }
    const latestTag = journalMigrations().at(-1)!.tag;
    const target = path.join(migrationsFolder, 'meta', `${latestTag.split('_')[0]}_snapshot.json`);
    const fresh = JSON.parse(readFileSync(path.join(generated.copy, generatedSnapshot), 'utf8')) as Snapshot;
    // Replacing the entry's own snapshot keeps its place in the chain; a new one follows the newest (as generated).
    const existing = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as Snapshot) : undefined;
    const snapshot: Snapshot = {
      ...fresh,
      id: existing?.id ?? fresh.id,
      prevId: existing?.prevId ?? fresh.prevId,
      _meta: { columns: {}, schemas: {}, tables: {} },
    };
    writeFileSync(target, `${JSON.stringify(snapshot, null, 2)}\n`);
    return target;
  } finally {
    rmSync(path.dirname(generated.copy), { recursive: true, force: true });
  }
}
