import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { BLOG_SLUGS } from '../shared/blog.js';
import { withTitleAndDescription } from '../shared/documentHead.js';
import { APP_CODE_ELEMENT_ID, CODE_AFTER_PAINT_SCRIPT, type AppCode } from '../shared/codeAfterPaint.js';
import { EARLY_PRESSES_SCRIPT } from '../shared/earlyPresses.js';
import { PRERENDERED_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from '../shared/pageStyles.js';
import { paths } from '../shared/paths.js';

/**
 * The routes whose first paint ships in their HTML: the public pages a visitor lands on from a link. A page that
 * loads data shows its loading state there, the same for every id. The articles are written whole, each at its own
 * address (an unknown slug gets the shell, and the app its 404 page). Other routes get the plain app shell.
 */
export const PRERENDERED_PATTERNS: readonly string[] = [
  paths.home.pattern,
  paths.referrers.pattern,
  paths.referrer.pattern,
  paths.browseJobs.pattern,
  paths.job.pattern,
  paths.companies.pattern,
  paths.blog.pattern,
  ...BLOG_SLUGS.map((slug) => paths.blogPost.href(slug)),
  paths.auth.pattern,
  paths.pricing.pattern,
  paths.about.pattern,
  paths.successStories.pattern,
  paths.guides.pattern,
  paths.faq.pattern,
  paths.support.pattern,
  paths.careers.pattern,
  paths.contact.pattern,
  paths.privacy.pattern,
];

/**
 * Routes whose first paint depends on their query: each variant is prerendered apart and served when the request's
 * query holds its parameters, so the page the app takes over is the one it would draw itself (no hydration mismatch).
 */
export const PRERENDERED_QUERY_VARIANTS: readonly { pattern: string; query: string }[] = [
  { pattern: paths.auth.pattern, query: 'tab=register' },
];

/** Where the documents go, under the client's output, with `routes.json` mapping each pattern to its file. */
export const PRERENDER_FOLDER = 'prerendered';

export interface PrerenderedRoute {
  pattern: string;
  /** The query parameters a variant is for ("tab=register"); absent for the route's plain first paint. */
  query?: string;
  file: string;
}

/** "/jobs/:id" -> "jobs-id.html", "/" -> "home.html", "/auth" with "tab=register" -> "auth--tab-register.html". */
export function prerenderFileName(pattern: string, query?: string) {
  const slug = pattern.replace(/[:/]+/g, '-').replace(/^-|-$/g, '') || 'home';
  return query ? `${slug}--${query.replace(/[^a-z0-9]+/gi, '-')}.html` : `${slug}.html`;
}

/**
 * A path that the pattern matches. No data is fetched at build time, so the value only has to be one a page accepts
 * (an id from 1): the page then renders its loading state, which is what it also renders first in the browser, rather
 * than its not-found state.
 */
function examplePath(pattern: string) {
  return pattern.replace(/:\w+\??/g, '1');
}

/**
 * Marks the end of the first paint. A browser paints a document while it is still arriving, so a row that is centred
 * or pushed right (the hero's buttons, the navigation's) was drawn with its first items only and moved as the others
 * were parsed: a layout shift on a first visit. `<link rel="expect" blocking="render">` holds the first paint until
 * the marker is parsed; the page's HTML is about 11 kB compressed, a few packets more to wait for. Browsers without
 * it paint as before. The marker stays outside the root, which React takes over and must find as it rendered it.
 */
const FIRST_PAINT_END = 'first-paint-end';

/**
 * Emotion writes each style a server render uses just before the element that uses it: dozens of <style> tags through
 * the page, which the browser would move into the head before React takes over (the page must match what React
 * renders, which has none), each move making it restyle the whole page. Here they are moved at build time instead:
 * the global styles (reset, tokens, layer order) become plain tags that the app leaves alone (main.tsx), the rest one
 * tag listing every style's name, which the app's Emotion cache takes over where it stands
 * (components/ui/styleCache.ts). Their order, which the cascade follows, is kept.
 */
export function hoistEmotionStyles(markup: string): { markup: string; globalStyles: string; styles: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const withoutStyles = markup.replace(
    /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g,
    (_tag, attribute: string, css: string) => {
      const [key, ...styleNames] = attribute.split(' ');
      if (key === `${STYLE_CACHE_KEY}-global`) globals.push(`<style>${css}</style>`);
      else if (key === STYLE_CACHE_KEY) {
        names.push(...styleNames);
        rules.push(css);
      } else throw new Error(`A style of an unknown Emotion cache in the prerendered page: ${attribute}`);
      return '';
    },
  );
  const styles = names.length
    ? `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { markup: withoutStyles, globalStyles: globals.join(''), styles };
}

/**
 * The page's first paint into the root, its styles at the end of its head (hoistEmotionStyles); in its head, the
 * script that keeps presses made before the app runs, and the app's code moved from its script tags to a data element
 * that CODE_AFTER_PAINT_SCRIPT loads once the page has painted.
 */
export function insertIntoRoot(template: string, markup: string) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  if (!template.includes('</head>')) throw new Error('index.html has no </head> to put the early-presses script in');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script for its entry');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const code: AppCode = { entry: entry[1]!, preload: preloads.map((preload) => preload[1]!) };
  const withoutCode = [entry[0], ...preloads.map((preload) => preload[0])].reduce(
    (html, tag) => html.replace(tag, ''),
    template,
  );
  const page = hoistEmotionStyles(markup);
  // Replaced by functions, so a `$&` or `$'` in the page's text or styles is not read as a replacement pattern.
  return withoutCode
    .replace(
      '</head>',
      () =>
        `<link rel="expect" href="#${FIRST_PAINT_END}" blocking="render"><script>${EARLY_PRESSES_SCRIPT}</script>` +
        `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">${JSON.stringify(code)}</script>` +
        `<script>${CODE_AFTER_PAINT_SCRIPT}</script>${page.globalStyles}${page.styles}</head>`,
    )
    .replace(root, () => `<div id="root">${page.markup}</div><span id="${FIRST_PAINT_END}" hidden></span>`);
}

/**
 * After the browser build: bundles src/prerender.tsx for Node, renders each route of PRERENDERED_PATTERNS into a
 * copy of the built index.html, and leaves index.html itself as the plain shell for every other route.
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
      // Inside the project, so the bundle's package imports resolve from node_modules.
      const serverOutDir = path.resolve(config.root, 'node_modules/.cache/referbridge-prerender');
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        // The app's own module mapping (Chakra's theme modules), so the pages import as they do in the browser.
        resolve: { alias: config.resolve.alias },
        build: { ssr: 'src/prerender.tsx', outDir: serverOutDir, emptyOutDir: true, target: 'node20' },
      });
      const { prerender } = (await import(pathToFileURL(path.join(serverOutDir, 'prerender.js')).href)) as {
        prerender: (path: string) => Promise<{ markup: string; head: { title: string; description: string } }>;
      };
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await mkdir(path.join(outDir, PRERENDER_FOLDER), { recursive: true });
      const routes: PrerenderedRoute[] = [];
      // Variants first: the server serves the first entry that fits the request.
      const pages = [
        ...PRERENDERED_QUERY_VARIANTS,
        ...PRERENDERED_PATTERNS.map((pattern) => ({ pattern, query: undefined })),
      ];
      for (const { pattern, query } of pages) {
        const file = prerenderFileName(pattern, query);
        const { markup, head } = await prerender(query ? `${examplePath(pattern)}?${query}` : examplePath(pattern));
        const html = withTitleAndDescription(insertIntoRoot(template, markup), head.title, head.description);
        // Compressed here, once and at full strength: the server sends these bytes as they are.
        await writeFile(path.join(outDir, PRERENDER_FOLDER, file), html);
        await writeFile(path.join(outDir, PRERENDER_FOLDER, `${file}.br`), brotliCompressSync(html));
        await writeFile(path.join(outDir, PRERENDER_FOLDER, `${file}.gz`), gzipSync(html, { level: 9 }));
        routes.push({ pattern, ...(query && { query }), file });
      }
      await writeFile(path.join(outDir, PRERENDER_FOLDER, 'routes.json'), JSON.stringify(routes, null, 2));
      await rm(serverOutDir, { recursive: true, force: true });
    },
  };
}
