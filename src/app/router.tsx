import type { ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { BLOG_SLUGS } from '../shared/blogSlugs';
import { paths, type Guard, type PageRoute } from '../shared/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/AppLayout';
import { lazyPage, type LazyPage } from './routes/lazyPage';

/**
 * Every route of the app, made from the route table (src/shared/paths.ts). Each page is its own chunk, loaded when its
 * route is first shown (lazyPage.ts); the layout shows a spinner while the first one loads and keeps the current page
 * on screen while a later one does.
 *
 * A declarative router rather than a data router: no page loads its data through the router (RTK Query does), and the
 * data router's code (loaders, actions, fetchers, its own scroll restoration) is 17 kB gzip of every first visit.
 */
type PageRouteObject = RouteObject & { handle: { page: LazyPage } };

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The table's `page`, in the app, is the page module's import: the build gives the browser (and the build-time
 * renderer) a copy of the table with each module path made its import (src/build/routeTableForBrowser.ts), so each
 * page is its own chunk, loaded on first use, as if written `() => import('../features/jobs/pages/JobPage')` here.
 */
const pageModule = (page: string) => page as unknown as PageModule;

function pagesGuardedBy(guard: Guard): PageRouteObject[] {
  return (Object.values(paths) as ReadonlyArray<Partial<PageRoute>>)
    .filter((route): route is PageRoute => route.page !== undefined && (route.guard ?? 'anyone') === guard)
    .map((route) => {
      const Page = lazyPage(pageModule(route.page));
      return { path: route.pattern, element: <Page />, handle: { page: Page } };
    });
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...pagesGuardedBy('anyone'),
      // The articles' bare addresses lead to their one address (the server redirects them too).
      ...BLOG_SLUGS.map((slug) => ({ path: `/${slug}`, element: <Navigate to={paths.blogPost.href(slug)} replace /> })),
      { element: <RequireAuth />, children: pagesGuardedBy('signedIn') },
      { element: <RequireAdmin />, children: pagesGuardedBy('admin') },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname`. A prerendered page is hydrated only once it has (src/rendering/startInBrowser.tsx): React then
 * hydrates the page's nodes in one pass, instead of leaving them waiting for their code, where the first change to
 * the store (the session check's answer) would make React throw them away and draw the page again.
 */
export async function loadPageAt(pathname: string) {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route as PageRouteObject | undefined;
  await leaf?.handle?.page.preload();
}
