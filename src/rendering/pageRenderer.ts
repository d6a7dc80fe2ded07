import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import { withTitleAndDescription } from './documentHead.js';
import { insertIntoRoot } from './pageDocument.js';
import { pageDataElement, type PageData } from './pageData.js';
import type { RenderedPage } from './renderApp.js';

/** What the built renderer (renderApp.tsx, in dist/renderer) offers the server. */
interface RendererModule {
  renderWithData(url: string, send: typeof fetch): Promise<(RenderedPage & PageData) | undefined>;
}

/**
 * The page at a URL as a whole document, rendered with its data from `reads` (the catalogue reads the route table
 * allows the page); undefined when it cannot be (see renderWithData).
 *
 * The pages rendered so are the route table's `renderedWithData` ones (a job, a referrer and the three lists:
 * src/shared/paths.ts). Their prerendered HTML is a skeleton the data fills in later; on a phone the data came a
 * second after the page, behind the app's code and then the API's answer. Rendered here, the page's content is in its
 * HTML, readable at the first paint and by link previews and search engines, and the browser's store starts with the
 * same answers.
 */
export type RenderPage = (url: string, reads: readonly string[]) => Promise<string | undefined>;

/** Whether an API path is one of `reads`, the catalogue reads a page rendered with data may make (the route table). */
export function isAllowedRead(reads: readonly string[], url: string) {
  const pathname = url.split('?', 1)[0]!;
  return reads.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The API as the renderer's store reaches it: the catalogue's reads the page may make (its `reads` in the route
 * table), asked of `app` in process with no cookie, whose answers are the same for everyone. Anything else is refused
 * (403, which the store does not retry), and a page that asked for it is not rendered with data (renderWithData): its
 * HTML and the browser's store never hold an answer that would differ for a signed-in visitor, such as who is signed
 * in.
 */
export function catalogueOnly(reads: readonly string[], ask: (url: string) => Promise<Response>): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') !== 'GET' || !isAllowedRead(reads, url)) {
      return new Response(JSON.stringify({ message: 'Pages are rendered from the catalogue only.' }), { status: 403 });
    }
    return ask(url);
  };
}

/** A GET of the server's own route, in process and as nobody. */
export function askInProcess(app: FastifyInstance) {
  return async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.payload, { status: answer.statusCode, headers });
  };
}

/** The page's document: the shell with the rendered page in its root, its head, and its data after the root. */
export function documentWithData(
  shell: string,
  page: RenderedPage & PageData,
  options?: { loadCodeAfterPaint?: boolean },
) {
  const document = withTitleAndDescription(
    insertIntoRoot(shell, page.markup, options),
    page.head.title,
    page.head.description,
  );
  // In the body, after the root: the head must end with the page's styles (pageDocument.ts).
  return document.replace('</body>', () => `${pageDataElement(page.data)}</body>`);
}

/**
 * Rendering a page is about 35 ms of the one thread's time (a job page), against a millisecond or two for an API
 * answer: at 50 connections asking for job pages, one process rendered 20 a second and every other request waited
 * behind them (`npm run bench`). Past this many at once, a page is sent as its prerendered HTML instead, which costs
 * nothing to send and which the browser completes from the API: a rush of visitors gets the same pages a little
 * later, and the API stays quick for everyone.
 */
export const MAX_PAGES_RENDERING = 2;

/**
 * How a page of the route table's `renderedWithData` went out: rendered with its data, or as its prerendered HTML
 * because the renderer has not loaded (or failed to), MAX_PAGES_RENDERING were being rendered, the page asked for
 * something else than the catalogue or found nothing (renderWithData answered undefined), or rendering it threw.
 */
export type PageOutcome = 'rendered' | 'renderer_not_loaded' | 'busy' | 'not_renderable' | 'failed';

/**
 * Loads the renderer in the background at the first page asked of it: it imports React, Chakra and every page, about
 * 130 ms of the one thread, which a server that has just started (or that serves only the API) spends on answers
 * instead; loaded as the server began to listen, it held up the first of them. Until it has loaded, or if it fails
 * to, pages are sent as their prerendered HTML.
 */
export function startPageRenderer(
  app: FastifyInstance,
  options: {
    rendererFile: string;
    shellFile: string;
    log: FastifyBaseLogger;
    /** How many pages may be rendered at once; past it, pages are sent prerendered (MAX_PAGES_RENDERING). */
    maxRendering?: number;
    /** Told how each page went out (the metrics count them). */
    onPage?: (outcome: PageOutcome) => void;
  },
): RenderPage {
  const maxRendering = options.maxRendering ?? MAX_PAGES_RENDERING;
  let ready: { renderer: RendererModule; shell: string } | undefined;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import(pathToFileURL(options.rendererFile).href) as Promise<RendererModule>,
      readFile(options.shellFile, 'utf8'),
    ]).then(
      ([renderer, shell]) => void (ready = { renderer, shell }),
      (error: unknown) =>
        options.log.error(
          { err: error },
          'The page renderer did not load: pages are sent prerendered, and load their data in the browser',
        ),
    ));
  let rendering = 0;
  const ask = askInProcess(app);
  const told = (outcome: PageOutcome) => options.onPage?.(outcome);

  return async (url, reads) => {
    if (!ready) {
      void load();
      return void told('renderer_not_loaded');
    }
    if (rendering >= maxRendering) return void told('busy');
    rendering++;
    let page: Awaited<ReturnType<RendererModule['renderWithData']>>;
    try {
      page = await ready.renderer.renderWithData(url, catalogueOnly(reads, ask));
    } catch (error) {
      told('failed');
      throw error;
    } finally {
      rendering--;
    }
    if (!page) return void told('not_renderable');
    told('rendered');
    return documentWithData(ready.shell, page);
  };
}
