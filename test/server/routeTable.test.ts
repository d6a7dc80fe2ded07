import { existsSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/router';
import { prerenderedPages } from '../../src/rendering/prerender';
import { PUBLIC_ROUTES } from '../../src/build/routeBudget';
import { matchPage } from '../../src/rendering/pageRoutes';
import { pageRoutes } from '../../src/shared/paths';

/**
 * The route table (src/shared/paths.ts) is the one place a page is declared: the app's router, the build's prerender
 * list and budget table, and the server's matching all read it. Walked here, each must agree with it for every page.
 */
const example = (pattern: string) => (pattern === '*' ? '/no-such-page' : pattern.replace(/:\w+\??/g, '7'));

describe.each(pageRoutes.map((route) => [route.name, route] as const))('the page %s', (_name, route) => {
  it('has its page module', () => {
    expect(existsSync(`src/${route.page}.tsx`)).toBe(true);
  });

  it('is where the app routes its path, behind its guard', () => {
    const matched = matchRoutes(routes, example(route.pattern))!;
    expect(matched.at(-1)!.route.path).toBe(route.pattern);
    const guards = matched.map(
      (match) => (match.route.element as { type?: { name?: string } } | undefined)?.type?.name,
    );
    const guard = route.guard ?? 'anyone';
    expect(guards.includes('RequireAuth')).toBe(guard === 'signedIn');
    expect(guards.includes('RequireAdmin')).toBe(guard === 'admin');
  });

  it('is the page the server finds at its path', () => {
    expect(matchPage(example(route.pattern)).route.name).toBe(route.name);
  });

  it('is prerendered when the table says so, with each query variant and address', () => {
    const documents = prerenderedPages().filter((page) => page.pattern === route.pattern);
    if (!route.html) return expect(documents).toEqual([]);
    for (const query of route.queryVariants ?? []) expect(documents.some((page) => page.query === query)).toBe(true);
    const paths = documents.filter((page) => !page.query).map((page) => page.path);
    if (route.addresses) expect(paths).toEqual(route.addresses);
    else expect(paths).toHaveLength(1);
    for (const path of paths) expect(matchPage(path).route.name).toBe(route.name);
  });

  it('is held to the first-visit budget when the table says so', () => {
    const budgeted = PUBLIC_ROUTES.filter((entry) => entry.page === `src/${route.page}.tsx`);
    expect(budgeted.length > 0).toBe(route.budget === true);
  });
});

describe('the route table', () => {
  it('names each pattern once', () => {
    const patterns = pageRoutes.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives the pages rendered with their data the reads they make, and the catalogue read of their item', () => {
    for (const route of pageRoutes) {
      expect(route.html === 'renderedWithData').toBe(route.reads !== undefined);
      if (route.itemRead) expect(route.reads).toContain(route.itemRead);
    }
  });
});
