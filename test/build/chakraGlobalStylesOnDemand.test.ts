import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalStylesOnDemand } from '../../src/build/chakraGlobalStylesOnDemand';

const systemModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

/** The plugin's transform, run as Vite runs it; `this.error` throws, as in a build. */
function transform(code: string, id: string) {
  const plugin = chakraGlobalStylesOnDemand();
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (plugin.transform as (this: typeof context, code: string, id: string) => string | null).call(
    context,
    code,
    id,
  );
}

describe("Chakra's global styles, computed on first read", () => {
  it("turn the installed Chakra's eager computation into a getter on the system", () => {
    const rewritten = transform(readFileSync(systemModule, 'utf8'), systemModule)!;
    expect(rewritten).not.toContain('const _global = [');
    expect(rewritten).toContain('get _global() { return globalStyles(); }');
    // Once computed, kept: the getter does not build the styles again on every read.
    expect(rewritten).toContain('_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('leave every other module as it is', () => {
    expect(
      transform('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '/src/main.tsx'),
    ).toBeNull();
  });

  it('fail the build when a new Chakra no longer builds them as expected', () => {
    expect(() => transform('export function createSystem() {}', systemModule)).toThrow(/no longer builds/);
  });
});
