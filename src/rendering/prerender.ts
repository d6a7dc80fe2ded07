import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { withTitleAndDescription } from './documentHead.js';
import { insertIntoRoot, PAGE_RENDERER_DIR, PAGE_RENDERER_FILE, PRERENDER_FOLDER } from './pageDocument.js';
import { pageRoutes } from '../shared/paths.js';
import { routeTableForBrowser } from '../build/routeTableForBrowser.js';

/** The renderer's source, bundled for Node into PAGE_RENDERER_DIR (and loaded by `npm run dev` as it is). */
export const RENDERER_SOURCE = 'src/rendering/renderApp.tsx';

/**
 * The documents prerendered at build time, from the route table's `html` (src/shared/paths.ts): one a route, at
 * an example path (a page that loads data shows its loading state, the same for every id); one a query variant, so
 * the page the app hydrates is the one it would render itself (no hydration mismatch); and one an address of a page
 * that has only those (the articles, written whole). Variants first: the server serves the first entry that fits.
 */
export function prerenderedPages(): Array<Omit<PrerenderedRoute, 'file'>> {
  const routes = pageRoutes.filter((route) => route.html);
  return [
    ...routes.flatMap((route) =>
      (route.queryVariants ?? []).map((query) => ({ pattern: route.pattern, path: examplePath(route.pattern), query })),
    ),
    ...routes.flatMap((route) =>
      (route.addresses ?? [examplePath(route.pattern)]).map((path) => ({ pattern: route.pattern, path })),
    ),
  ];
}

export interface PrerenderedRoute {
  /** The route's pattern in the table. */
  pattern: string;
  /** The path it was prerendered at; for a route with `addresses`, the one address the document is for. */
  path: string;
  /** The query parameters a variant is for ("tab=register"); absent for the route's plain prerendered page. */
  query?: string;
  file: string;
}

/**
 * "/jobs/:id" -> "jobs-id.html", "/" -> "home.html", "*" -> "not-found.html", "/auth" with "tab=register" ->
 * "auth--tab-register.html".
 */
export function prerenderFileName(pattern: string, query?: string) {
  const slug = pattern === '*' ? 'not-found' : pattern.replace(/[:/]+/g, '-').replace(/^-|-$/g, '') || 'home';
  return query ? `${slug}--${query.replace(/[^a-z0-9]+/gi, '-')}.html` : `${slug}.html`;
}

/**
 * A path that the pattern matches. No data is fetched at build time, so the value only has to be one a page accepts
 * (an id from 1): the page then renders its loading state, which is what it also renders first in the browser, rather
 * than its not-found state.
 */
function examplePath(pattern: string) {
  return pattern === '*' ? '/page-not-found' : pattern.replace(/:\w+\??/g, '1');
}

/**
 * After the browser build: bundles renderApp.tsx for Node, renders each of prerenderedPages() into a copy of
 * the built index.html, and leaves index.html itself as the plain shell for every other route.
 */
export function prerenderRoutes(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'referbridge:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Kept beside the server's bundle: the server renders the pages that show data with it, per request
      // (pageRenderer.ts). Inside the project, so its package imports resolve from node_modules.
      const serverOutDir = path.resolve(config.root, PAGE_RENDERER_DIR);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        // The app's own module mapping (Chakra's theme modules), so the pages import as they do in the browser.
        resolve: { alias: config.resolve.alias },
        // The app's copy of the route table, whose pages are their modules' imports.
        plugins: [routeTableForBrowser({ ssr: true })],
        // Every package inside the bundle, built for production: the server renders pages per request with it, and
        // React's server renderer picks its development build (about twice as slow) by NODE_ENV at run time, which
        // `npm start` leaves unset (config.ts reads it for cookies and mail). One bundle keeps one copy of React.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: { ssr: RENDERER_SOURCE, outDir: serverOutDir, emptyOutDir: true, target: 'node20' },
      });
      const { prerender } = (await import(pathToFileURL(path.join(serverOutDir, PAGE_RENDERER_FILE)).href)) as {
        prerender: (path: string) => Promise<{ markup: string; head: { title: string; description: string } }>;
      };
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await mkdir(path.join(outDir, PRERENDER_FOLDER), { recursive: true });
      const routes: PrerenderedRoute[] = [];
      for (const { pattern, path: pagePath, query } of prerenderedPages()) {
        const file = prerenderFileName(pagePath === examplePath(pattern) ? pattern : pagePath, query);
        const { markup, head } = await prerender(query ? `${pagePath}?${query}` : pagePath);
        const html = withTitleAndDescription(insertIntoRoot(template, markup), head.title, head.description);
        // Compressed here, once and at full strength: the server sends these bytes as they are.
        await writeFile(path.join(outDir, PRERENDER_FOLDER, file), html);
        await writeFile(path.join(outDir, PRERENDER_FOLDER, `${file}.br`), brotliCompressSync(html));
        await writeFile(path.join(outDir, PRERENDER_FOLDER, `${file}.gz`), gzipSync(html, { level: 9 }));
        routes.push({ pattern, path: pagePath, ...(query && { query }), file });
      }
      await writeFile(path.join(outDir, PRERENDER_FOLDER, 'routes.json'), JSON.stringify(routes, null, 2));
    },
  };
}
