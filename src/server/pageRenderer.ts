import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RenderedPage } from '../prerender.js';
import { withTitleAndDescription } from '../shared/documentHead.js';
import { insertIntoRoot } from '../shared/pageDocument.js';
import { pageDataElement, type PageData } from '../shared/pageData.js';
import { isAllowedRead } from './pageRoutes.js';

/** What the built renderer (src/prerender.tsx, dist/renderer) offers the server. */
interface RendererModule {
  renderWithData(url: string, send: typeof fetch): Promise<(RenderedPage & PageData) | undefined>;
}

/**
 * The page at a URL as a whole document, drawn with its data from `reads` (the catalogue reads the route table allows
 * the page); undefined when it cannot be (see renderWithData).
 *
 * The pages drawn so are the route table's `drawnWithData` ones (a job, a referrer and the three lists:
 * src/shared/paths.ts). Their build-time first paint is a skeleton the data fills in later; on a phone the data came a
 * second after the page, behind the app's code and then the API's answer. Drawn here, the page's content is in its
 * HTML, readable at the first paint and by link previews and search engines, and the browser's store starts with the
 * same answers.
 */
export type RenderPage = (url: string, reads: readonly string[]) => Promise<string | undefined>;

/**
 * The API as the renderer's store reaches it: the catalogue's reads the page may make (its `reads` in the route
 * table), asked in process with no cookie, whose answers are the same for everyone. Anything else is refused (403,
 * which the store does not retry), and a page that asked for it is not drawn with data (renderWithData): its HTML and
 * the browser's store never hold an answer that would differ for a signed-in visitor, such as who is signed in.
 */
function inProcessApi(app: FastifyInstance, reads: readonly string[]): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') !== 'GET' || !isAllowedRead(reads, url)) {
      return new Response(JSON.stringify({ message: 'Pages are drawn from the catalogue only.' }), { status: 403 });
    }
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.payload, { status: answer.statusCode, headers });
  };
}

/**
 * Drawing a page is about 35 ms of the one thread's time (a job page), against a millisecond or two for an API answer:
 * at 50 connections asking for job pages, one process drew 20 a second and every other request waited behind them
 * (`npm run bench`). Past this many at once, a page is sent as its build-time first paint instead, which costs nothing
 * to send and which the browser completes from the API, as it did before pages were drawn here: a rush of visitors
 * gets the same pages a little later, and the API stays quick for everyone.
 */
export const MAX_PAGES_DRAWING = 2;

/**
 * How a page drawn with data went out: drawn with its data, or as its build-time first paint because the
 * renderer has not loaded (or failed to), MAX_PAGES_DRAWING were being drawn, the page asked for something else than
 * the catalogue or found nothing (renderWithData answered undefined), or drawing it threw.
 */
export type PageOutcome = 'drawn' | 'renderer_not_loaded' | 'busy' | 'not_drawable' | 'failed';

/**
 * Loads the renderer in the background, so the server's start does not wait for it (it imports React, Chakra and
 * every page): until it has loaded, or if it fails to, pages are sent as their build-time first paint, as before.
 */
export function startPageRenderer(
  app: FastifyInstance,
  options: {
    rendererFile: string;
    shellFile: string;
    log: FastifyBaseLogger;
    /** How many pages may be drawn at once; past it, pages are sent as their first paint (MAX_PAGES_DRAWING). */
    maxDrawing?: number;
    /** Told how each page went out (the metrics count them). */
    onPage?: (outcome: PageOutcome) => void;
  },
): RenderPage {
  const maxDrawing = options.maxDrawing ?? MAX_PAGES_DRAWING;
  let ready: { renderer: RendererModule; shell: string } | undefined;
  void Promise.all([
    import(pathToFileURL(options.rendererFile).href) as Promise<RendererModule>,
    readFile(options.shellFile, 'utf8'),
  ]).then(
    ([renderer, shell]) => void (ready = { renderer, shell }),
    (error: unknown) =>
      options.log.error(
        { err: error },
        'The page renderer did not load: pages are sent as their first paint, and load their data in the browser',
      ),
  );
  let drawing = 0;

  const told = (outcome: PageOutcome) => options.onPage?.(outcome);

  return async (url, reads) => {
    if (!ready) return void told('renderer_not_loaded');
    if (drawing >= maxDrawing) return void told('busy');
    drawing++;
    let page: Awaited<ReturnType<RendererModule['renderWithData']>>;
    try {
      page = await ready.renderer.renderWithData(url, inProcessApi(app, reads));
    } catch (error) {
      told('failed');
      throw error;
    } finally {
      drawing--;
    }
    if (!page) return void told('not_drawable');
    told('drawn');
    const document = withTitleAndDescription(
      insertIntoRoot(ready.shell, page.markup),
      page.head.title,
      page.head.description,
    );
    // In the body, after the root: the head must end with the page's styles (src/shared/pageDocument.ts).
    return document.replace('</body>', () => `${pageDataElement(page.data)}</body>`);
  };
}
