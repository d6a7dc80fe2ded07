import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where an RTK Query endpoint module lives (src/README.md): in the feature that uses it, or in src/api when several
 * features, the app's shell (src/app) or shared components (src/components, src/lib) use it. Features never import
 * each other (ESLint refuses it), so a module inside a feature is used by that feature alone; this checks the other
 * half: no module in src/api serves a single feature.
 */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const browserFiles = ['src/features', 'src/app', 'src/components', 'src/lib'].flatMap(filesUnder);
const importsOf = new Map(browserFiles.map((file) => [file, readFileSync(file, 'utf8')]));

/** The features and other folders whose code imports `src/api/<name>`. */
function usersOf(name: string) {
  const importing = [...importsOf].filter(([, text]) => new RegExp(`from '[./]*/api/${name}'`).test(text));
  return new Set(importing.map(([file]) => file.match(/^src\/(features\/[^/]+|[^/]+)/)![1]!));
}

const sharedEndpointModules = readdirSync('src/api')
  .filter((file) => /Api\.ts$/.test(file))
  .map((file) => basename(file, '.ts'));

describe('the endpoint modules in src/api', () => {
  it('are found', () => {
    expect(sharedEndpointModules).toContain('catalogApi');
  });

  it.each(sharedEndpointModules)('%s serves more than one feature, or the shell or shared components', (name) => {
    const users = [...usersOf(name)];
    const servesMoreThanOneFeature = users.filter((user) => user.startsWith('features/')).length > 1;
    const servesTheShell = users.some((user) => !user.startsWith('features/'));
    expect(servesMoreThanOneFeature || servesTheShell, `${name} is used by ${users.join(', ') || 'nothing'}`).toBe(
      true,
    );
  });
});
