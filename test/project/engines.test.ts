import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node 20.19+, and `npm ci` warns (EBADENGINE) about any installed package that asks for more.
 * The lockfile records each package's own `engines`, so the promise can be checked without installing anything.
 */
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the Node versions the README promises', () => {
  const oldestSupported = semver.minVersion(manifest.engines.node)!.version;

  it('is what package.json declares', () => {
    expect(oldestSupported).toBe('20.19.0');
  });

  it('is supported by every installed package, so npm prints no engine warning', () => {
    const refusing = Object.entries(lockfile.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(oldestSupported, range);
      })
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);
    expect(refusing).toEqual([]);
  });
});
