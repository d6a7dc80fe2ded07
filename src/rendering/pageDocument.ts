import { APP_CODE_ELEMENT_ID, CODE_AFTER_PAINT_SCRIPT, type AppCode } from './codeAfterPaint.js';
import { EARLY_PRESSES_SCRIPT } from './earlyPresses.js';
import { PRERENDERED_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from './pageStyles.js';

/*
 * A page's document: index.html with the app rendered into its root. The build writes the prerendered pages with it
 * (prerender.ts), the server the pages it renders with their data (pageRenderer.ts), and `npm run dev` both
 * (devRendering.ts).
 */

/**
 * The app's pages as a Node module (renderApp.tsx), built with the browser app, beside it (dist/renderer next to
 * dist/client): the build prerenders the public routes with it, and the server renders the pages that show data.
 */
export const PAGE_RENDERER_DIR = 'dist/renderer';

/** Where the prerendered documents go, under the client's output, with `routes.json` mapping each pattern to its file. */
export const PRERENDER_FOLDER = 'prerendered';

export const PAGE_RENDERER_FILE = 'renderApp.js';

/**
 * Marks the end of the page's first paint. A browser paints a document while it is still arriving, so a row that is
 * centred or pushed right (the hero's buttons, the navigation's) was painted with its first items only and moved as
 * the others were parsed: a layout shift on a first visit. `<link rel="expect" blocking="render">` holds the first
 * paint until the marker is parsed; the page's HTML is about 11 kB compressed, a few packets more to wait for.
 * Browsers without it paint as before. The marker stays outside the root, which React hydrates and must find as it rendered it.
 */
const FIRST_PAINT_END = 'first-paint-end';

/**
 * Emotion writes each style a server render uses just before the element that uses it: dozens of <style> tags through
 * the page, which the browser would move into the head before React hydrates (hydration must find what React
 * renders, which has none), each move making it restyle the whole page. Here they are moved as the document is
 * written instead: the global styles (reset, tokens, layer order) become plain tags that the app leaves alone
 * (startInBrowser.tsx), the rest one tag listing every style's name, which the app's Emotion cache adopts where it
 * stands (components/ui/styleCache.ts). Their order, which the cascade follows, is kept.
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
      } else throw new Error(`A style of an unknown Emotion cache in the rendered page: ${attribute}`);
      return '';
    },
  );
  const styles = names.length
    ? `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { markup: withoutStyles, globalStyles: globals.join(''), styles };
}

/**
 * The rendered page into the root, its styles at the end of its head (hoistEmotionStyles); in its head, the script that
 * keeps presses made before the app runs and, unless `loadCodeAfterPaint` is false, the app's code moved from its
 * script tags to a data element that CODE_AFTER_PAINT_SCRIPT loads once the page has painted. `npm run dev` keeps the
 * tags as Vite wrote them (its client and the entry's source, which hot reload needs).
 */
export function insertIntoRoot(template: string, markup: string, options: { loadCodeAfterPaint?: boolean } = {}) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  if (!template.includes('</head>')) throw new Error('index.html has no </head> to put the early-presses script in');
  const page = hoistEmotionStyles(markup);
  const [withoutCode, codeLoader] =
    options.loadCodeAfterPaint === false ? [template, ''] : codeLoadedAfterPaint(template);
  // Replaced by functions, so a `$&` or `$'` in the page's text or styles is not read as a replacement pattern.
  return withoutCode
    .replace(
      '</head>',
      () =>
        `<link rel="expect" href="#${FIRST_PAINT_END}" blocking="render"><script>${EARLY_PRESSES_SCRIPT}</script>` +
        `${codeLoader}${page.globalStyles}${page.styles}</head>`,
    )
    .replace(root, () => `<div id="root">${page.markup}</div><span id="${FIRST_PAINT_END}" hidden></span>`);
}

/** The template without its entry's script and preloads, and what loads them after the first paint instead. */
function codeLoadedAfterPaint(template: string): [string, string] {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script for its entry');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const code: AppCode = { entry: entry[1]!, preload: preloads.map((preload) => preload[1]!) };
  const withoutCode = [entry[0], ...preloads.map((preload) => preload[0])].reduce(
    (html, tag) => html.replace(tag, ''),
    template,
  );
  const loader =
    `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">${JSON.stringify(code)}</script>` +
    `<script>${CODE_AFTER_PAINT_SCRIPT}</script>`;
  return [withoutCode, loader];
}
