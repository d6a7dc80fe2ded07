import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigEnv, Plugin, UserConfig, ViteDevServer } from 'vite';
import { routeTableForBrowser } from '../build/routeTableForBrowser.js';
import { withTitleAndDescription } from './documentHead.js';
import { insertIntoRoot } from './pageDocument.js';
import { catalogueOnly, documentWithData } from './pageRenderer.js';
import { isKnownPage, itemExists, matchPage, notFoundPage, prerenderedFor, type PageMatch } from './pageRoutes.js';
import { prerenderedPages, RENDERER_SOURCE } from './prerender.js';
import type { prerender, renderWithData } from './renderApp.js';

interface Renderer {
  prerender: typeof prerender;
  renderWithData: typeof renderWithData;
}

/** `npm run dev` only: not the build, and not Vitest, whose server is a Vite dev server too (in mode `test`). */
const inDevelopment = (_config: UserConfig, env: ConfigEnv) => env.command === 'serve' && env.mode !== 'test';

/** The prerendered pages as the build lists them, each with its query as the server reads it. */
const PRERENDERED = prerenderedPages().map((page) => ({ ...page, query: new URLSearchParams(page.query) }));

/**
 * `npm run dev` sends each page as production does: prerendered, rendered with its data, or the app shell, with the
 * same status, from the renderer's source (renderApp.tsx, loaded by Vite as it changes). The browser then hydrates
 * it, so a page that renders differently in the browser than on the server shows React's hydration error in
 * development, not only in a built app.
 *
 * What differs from production, on purpose: the scripts stay as Vite wrote them (its client and the entry's source,
 * which hot reload needs; production loads its bundle after the first paint), a page's data is asked of the API over
 * HTTP (`apiOrigin`), and the link-preview heads, which read the database, are left out.
 */
export function renderPagesInDevelopment(options: { apiOrigin: string }): Plugin[] {
  return [
    // The renderer runs the app's router on Node, with the route table's browser copy (its pages' imports).
    { ...routeTableForBrowser({ ssr: true }), apply: inDevelopment },
    {
      name: 'referbridge:render-in-development',
      apply: inDevelopment,
      configureServer(server) {
        // Before Vite's own HTML fallback, which would send index.html with an empty root.
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          if (!wantsPage(request.method, request.headers.accept, url)) return next();
          sendPage(server, options.apiOrigin, url).then(
            ({ status, html }) => {
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(html);
            },
            (error: Error) => {
              server.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
      },
    },
  ];
}

/** A GET for a page: HTML asked for, and not Vite's own files, the app's sources or the API. */
function wantsPage(method: string | undefined, accept: string | undefined, url: string) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept?.includes('text/html')) return false;
  return !/^\/(?:@|api\/|src\/|node_modules\/|machines\/)/.test(url);
}

async function sendPage(server: ViteDevServer, apiOrigin: string, url: string) {
  const [pathname = '/', search = ''] = url.split('#', 1)[0]!.split('?', 2);
  const query = new URLSearchParams(search);
  const match = matchPage(pathname);
  const askApi = (apiPath: string) => fetch(new URL(apiPath, apiOrigin), { headers: { accept: 'application/json' } });
  const known = isKnownPage(match, pathname);
  const found = known && (await itemExists(askApi, match).catch(() => true));
  const status = found ? 200 : 404;
  const shell = await server.transformIndexHtml(
    url,
    await readFile(path.join(server.config.root, 'index.html'), 'utf8'),
  );
  const renderer = (await server.ssrLoadModule(RENDERER_SOURCE)) as Renderer;
  if (known && match.route.html === 'renderedWithData') {
    const page = await renderer.renderWithData(url, catalogueOnly(match.route.reads ?? [], askApi));
    if (page) return { status, html: documentWithData(shell, page, { loadCodeAfterPaint: false }) };
  }
  const prerendered = prerenderedPage(match, known, pathname, query);
  if (!prerendered) return { status, html: shell };
  const { markup, head } = await renderer.prerender(prerendered);
  const html = insertIntoRoot(shell, markup, { loadCodeAfterPaint: false });
  return { status, html: withTitleAndDescription(html, head.title, head.description) };
}

/** The URL the build prerendered the page at (an example id, a query variant), as the server would send it. */
function prerenderedPage(match: PageMatch, known: boolean, pathname: string, query: URLSearchParams) {
  const entry =
    prerenderedFor(PRERENDERED, match, pathname, query) ??
    (known ? undefined : prerenderedFor(PRERENDERED, notFoundPage, pathname, query));
  if (!entry) return undefined;
  return entry.query.size ? `${entry.path}?${entry.query}` : entry.path;
}
