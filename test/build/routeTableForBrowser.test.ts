import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserRouteTable } from '../../src/build/routeTableForBrowser';

describe("the browser's copy of the route table", () => {
  // The source as written: the browser tests run with the copy (vite.config.ts), so the module is not read here.
  const source = readFileSync('src/shared/paths.ts', 'utf8');
  const sourceTable = source.slice(source.indexOf('export const paths'));
  const copy = browserRouteTable(source);
  const table = copy.slice(copy.indexOf('export const paths'));
  const pages = [...sourceTable.matchAll(/page: '([^']+)'/g)].map((match) => match[1]!);
  const notFoundPages = sourceTable.match(/page: NOT_FOUND_PAGE/g)!.length;

  it('imports each page module, so each page is a chunk of its own', () => {
    for (const page of pages) expect(table).toContain(`page: () => import('/src/${page}.tsx')`);
    expect(table.match(/page: \(\) => import\('\/src\/app\/routes\/NotFoundPage.tsx'\)/g)).toHaveLength(notFoundPages);
    expect(table.match(/page: \(\) => import\(/g)).toHaveLength(pages.length + notFoundPages);
  });

  it('leaves out every field only the build and the server read, whatever way it is written', () => {
    expect(table).not.toMatch(/\b(html|itemRead|head|budget|reads|queryVariants|addresses):/);
    expect(table).not.toContain('renderedWithData');
  });

  it('keeps what the app reads: patterns, links and guards', () => {
    for (const pattern of sourceTable.matchAll(/pattern: '[^']+'/g)) expect(table).toContain(pattern[0]);
    expect(table.match(/guard: '/g)).toEqual(sourceTable.match(/guard: '/g));
    expect(table).toContain('href: (id: number | string) => `/jobs/${id}`');
  });
});
