import { matchRoutes } from 'react-router';
import { NOT_FOUND_PAGE, pageRoutes, type PageRoute, type RouteName } from '../shared/paths.js';

export type TablePage = PageRoute & { name: RouteName };

export interface PageMatch {
  route: TablePage;
  params: Record<string, string | undefined>;
}

/** The route table as React Router's route objects, without elements: the server matches URLs as the app does. */
const routeObjects = pageRoutes.map((route) => ({ path: route.pattern, id: route.name }));
const byName = new Map(pageRoutes.map((route) => [route.name, route]));

/** The table's page at `pathname`: the app's catch-all (the not-found page) when no other route matches. */
export function matchPage(pathname: string): PageMatch {
  const matched = recentMatches.get(pathname);
  if (matched) return matched;
  const leaf = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = byName.get((leaf?.route.id ?? 'notFound') as RouteName)!;
  // Shared by every request for the path: frozen, so that no caller can change another's.
  const match = Object.freeze({ route, params: Object.freeze({ ...leaf?.params }) });
  recentMatches.set(pathname, match);
  if (recentMatches.size > RECENT_MATCHES_KEPT) recentMatches.delete(recentMatches.keys().next().value!);
  return match;
}

/**
 * The last paths matched, each with its match: React Router flattens and compiles the whole table on every
 * `matchRoutes`, a large part of what sending a page costs, while visitors ask for the same few paths again and again.
 */
const recentMatches = new Map<string, PageMatch>();
const RECENT_MATCHES_KEPT = 1_000;

/** The app's catch-all: what a path with no page of its own shows. */
export const notFoundPage: PageMatch = { route: byName.get('notFound')!, params: {} };

/**
 * Whether the page at `pathname` exists, as far as the table alone tells: not for the not-found page (an unknown path,
 * /debug-reset), nor for a path a page with fixed `addresses` does not have (/blog/nope).
 */
export function isKnownPage({ route }: PageMatch, pathname: string) {
  if (route.page === NOT_FOUND_PAGE) return false;
  return !route.addresses || route.addresses.includes(pageAddress(pathname));
}

/** A path as the table's `addresses` write it: decoded, with no slash at its end ("/blog/a%20b/" is "/blog/a b"). */
export function pageAddress(pathname: string) {
  return safelyDecoded(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/**
 * Whether the page's item (a job, a referrer) exists, asked of the catalogue read the table names for it (`ask` GETs
 * it as nobody: in process on the server, over HTTP in development): an answer that it does not (404, or 400 for an
 * id that cannot be one) says not; true for a page with no item, and when the read failed otherwise (the page then
 * loads as it would, and says what went wrong itself).
 */
export async function itemExists(ask: (url: string) => Promise<Response>, { route, params }: PageMatch) {
  if (!route.itemRead) return true;
  const url = route.itemRead.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const answer = await ask(url);
  return answer.status !== 404 && answer.status !== 400;
}

/** A prerendered document as the build lists it (prerender.ts, routes.json). */
export interface PrerenderedEntry {
  pattern: string;
  /** For a page with `addresses`, the one address it is for. */
  path?: string;
  /** The query parameters a variant is for. */
  query: URLSearchParams;
}

/**
 * The prerendered document that fits a page at `pathname` with `query`: the route's, for its address when it has
 * fixed ones, and a query variant when every parameter of the variant is in the query (variants are listed first).
 */
export function prerenderedFor<Entry extends PrerenderedEntry>(
  entries: readonly Entry[],
  { route }: PageMatch,
  pathname: string,
  query: URLSearchParams,
) {
  return entries.find(
    (entry) =>
      entry.pattern === route.pattern &&
      (!route.addresses || entry.path === pageAddress(pathname)) &&
      [...entry.query].every(([name, value]) => query.getAll(name).includes(value)),
  );
}

function safelyDecoded(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
