import type { Plugin } from 'vite';

/** The route table's module (src/shared/paths.ts). */
const ROUTE_TABLE = /\/src\/shared\/paths\.ts$/;

/**
 * The fields of the route table only the build and the server read (how a page is rendered, held to the budget,
 * described, found), each as it is written in the table: a quoted word, `true`, or a list on one line.
 */
const BUILD_AND_SERVER_FIELDS =
  /\n?[ \t]*\b(?:html|itemRead|head|budget|reads|queryVariants|addresses): *(?:'[^'\n]*'|true|\[[^\]\n]*\]|[\w.]+\([^\n]*\)),?/g;

/** A page's module, as the table names it: a path under src/ in quotes, or NOT_FOUND_PAGE. */
const PAGE_FIELD = /\bpage: *(?:'([^'\n]+)'|NOT_FOUND_PAGE)/g;

/**
 * The browser's copy of the route table: each page is its module's import, so the bundler makes each a chunk loaded on
 * first use (and fails on a page that is not there), and the fields only the build and the server read are left out.
 */
export function browserRouteTable(source: string) {
  const notFoundPage = /export const NOT_FOUND_PAGE = '([^']+)'/.exec(source)?.[1];
  return source
    .replace(BUILD_AND_SERVER_FIELDS, '')
    .replace(PAGE_FIELD, (_, page: string | undefined) => `page: () => import('/src/${page ?? notFoundPage}.tsx')`);
}

/**
 * The route table is in every first visit (the router builds its routes from it), where the first-visit budget has
 * no room for page paths and what only the build and the server read: the browser's copy has the pages' imports
 * instead (browserRouteTable). By default for the modules Vite builds for the browser (the browser's build,
 * `npm run dev` and the browser tests); with `ssr`, for those it builds for Node instead: the app rendered outside
 * the browser (src/rendering/), which runs the app's router, at build time and in `npm run dev`. Other code on Node
 * (the server, its tests) reads the table itself.
 */
export function routeTableForBrowser(options: { ssr?: boolean } = {}): Plugin {
  return {
    name: options.ssr ? 'referbridge:route-table-for-rendering' : 'referbridge:route-table-for-browser',
    enforce: 'pre',
    transform(code, id, transformOptions) {
      if (Boolean(transformOptions?.ssr) !== Boolean(options.ssr) || !ROUTE_TABLE.test(id.split('?', 1)[0]!)) {
        return undefined;
      }
      return { code: browserRouteTable(code), map: null };
    },
  };
}
