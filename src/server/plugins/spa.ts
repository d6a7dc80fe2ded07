import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EncodedBody, sendEncoded } from '../encodedBody.js';
import { type PageHead, withPageHead } from '../pageHeads.js';
import { PRERENDER_FOLDER } from '../../rendering/pageDocument.js';
import { askInProcess, type RenderPage } from '../../rendering/pageRenderer.js';
import {
  isKnownPage,
  itemExists,
  matchPage,
  notFoundPage,
  prerenderedFor,
  type PageMatch,
  type PrerenderedEntry,
} from '../../rendering/pageRoutes.js';

export interface SpaPluginOptions {
  distDir: string;
  /** The link-preview head of a shareable page (src/server/pageHeads.ts); undefined keeps the app's own. */
  describePage?: (request: FastifyRequest, page: PageMatch) => Promise<PageHead | undefined>;
  /** What renders the route table's `renderedWithData` pages per request (src/rendering/pageRenderer.ts). */
  renderPage?: RenderPage;
  /** The public origin a request's page names in its head (`describePage`); pages are kept per origin. */
  pageOrigin?: (request: FastifyRequest) => string;
}

/** The page a request asks for: its path and query, the route table's page it matches, and whether that is a page. */
interface AskedPage {
  pathname: string;
  query: URLSearchParams;
  match: PageMatch;
  known: boolean;
}

/**
 * A prerendered page (src/rendering/prerender.ts): its pattern in the route table, the one path it is for (a page
 * with fixed addresses, such as an article), the query parameters it was prerendered for (a variant, such as the
 * register tab of /auth), and its document.
 */
interface PrerenderedPage extends PrerenderedEntry {
  document: EncodedBody;
}

/**
 * Serves the built SPA from `distDir`: hashed assets cached for a year, and for any other GET that asks for HTML the
 * page's document (never cached): rendered with its data for a route that is, else prerendered when the build
 * prerendered it, else the app shell. The page is the route table's (src/shared/paths.ts), matched as the app's router
 * matches it. A path with no page, a page that shows the not-found page, and an item that does not exist answer 404
 * with what the app renders for them.
 */
async function spaPlugin(app: FastifyInstance, options: SpaPluginOptions) {
  const shell = await readDocument(path.join(options.distDir, 'index.html'));
  const prerendered = await readPrerenderedPages(options.distDir);

  // Only the hashed assets are files to send: documents are pages, answered below. One route for the folder, which
  // sends the file asked for (a file is looked up as it is sent either way), rather than a route per file and per .br
  // and .gz copy: that table took a glob of the folder and about a tenth of a second of every start to build.
  await app.register(fastifyStatic, {
    root: path.join(options.distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are, with no work per request.
    preCompressed: true,
    // A hashed name is never reused for other content.
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  /** The page rendered with its data, for a route that is; undefined otherwise, or when it could not be. */
  const renderWithData = async (request: FastifyRequest, reply: FastifyReply, { route }: PageMatch) => {
    if (!options.renderPage || route.html !== 'renderedWithData') return undefined;
    try {
      const started = performance.now();
      const page = await options.renderPage(request.url, route.reads ?? []);
      // How long rendering took, which the browser's developer tools show with the page's timing.
      if (page !== undefined) reply.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      return page;
    } catch (error) {
      // The page still works: it is sent prerendered, and the browser loads its data.
      request.log.error({ err: error }, 'The page could not be rendered with its data');
      return undefined;
    }
  };

  /** The route's prerendered document that fits the path and the query, if the build made one. */
  const prerenderedDocument = (match: PageMatch, pathname: string, query: URLSearchParams) =>
    prerenderedFor(prerendered, match, pathname, query)?.document;

  /**
   * The page's document, and whether its item exists (a page of no item answers 404): rendered with its data when the
   * route is and the renderer can, else prerendered, with its link-preview head either way. `keep` keeps a document
   * rendered for an item that exists.
   */
  const drawPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { pathname, query, match, known }: AskedPage,
    keep?: (document: EncodedBody) => void,
  ): Promise<{ document: EncodedBody; found: boolean }> => {
    // Whether the page's item exists is its own catalogue read's answer, cheap even when pages are not being rendered.
    const [rendered, head, itemFound] = await Promise.all([
      known ? renderWithData(request, reply, match) : undefined,
      known ? options.describePage?.(request, match) : undefined,
      known && itemExists(askInProcess(app), match),
    ]);
    const found = known && itemFound;
    if (rendered === undefined) {
      // A missing item not rendered (the renderer busy) gets its page prerendered, which the app completes with its
      // own not-found state.
      const document =
        prerenderedDocument(match, pathname, query) ??
        (known ? shell : (prerenderedDocument(notFoundPage, pathname, query) ?? shell));
      if (!head || !found) return { document, found };
      return { document: htmlBody(withPageHead(document.plain.toString('utf8'), head)), found };
    }
    const document = htmlBody(head ? withPageHead(rendered, head) : rendered);
    if (found) keep?.(document);
    return { document, found };
  };

  /**
   * A page rendered with its data is kept until the catalogue it was rendered from changes (src/server/catalogCache.ts):
   * a popular page is rendered once per change, and sent from memory even while the renderer is busy. It is kept per
   * public origin, which its link-preview head names: a request with a forged Host header gets a page of its own.
   */
  const drawKeptPage = async (request: FastifyRequest, reply: FastifyReply, page: AskedPage) => {
    const key = `page ${options.pageOrigin?.(request) ?? ''}${request.url}`;
    const kept = app.catalogCache.lookup<EncodedBody>(key);
    if (kept.value) {
      reply.header('Server-Timing', 'render;desc="kept"');
      return { document: kept.value, found: true };
    }
    return app.catalogCache.shared(key, () => drawPage(request, reply, page, kept.keep)).result;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('#', 1)[0]!.split('?', 2);
    const match = matchPage(pathname);
    const page: AskedPage = {
      pathname,
      query: new URLSearchParams(search),
      match,
      known: isKnownPage(match, pathname),
    };
    const { document, found } =
      page.known && options.renderPage && match.route.html === 'renderedWithData'
        ? await drawKeptPage(request, reply, page)
        : await drawPage(request, reply, page);
    return sendDocument(request, reply.status(found ? 200 : 404), document);
  };
  app.get('/', sendPage);
  app.decorate('sendSpaPage', sendPage);
}

/** A page's HTML as built, with the compressed copies the build wrote beside it (when it did). */
async function readDocument(file: string): Promise<EncodedBody> {
  const optional = async (copy: string) => (existsSync(copy) ? readFile(copy) : undefined);
  return new EncodedBody(await readFile(file), {
    br: await optional(`${file}.br`),
    gzip: await optional(`${file}.gz`),
  });
}

const htmlBody = (html: string) => new EncodedBody(Buffer.from(html, 'utf8'));

async function readPrerenderedPages(distDir: string): Promise<PrerenderedPage[]> {
  const folder = path.join(distDir, PRERENDER_FOLDER);
  const manifest = path.join(folder, 'routes.json');
  if (!existsSync(manifest)) return [];
  const routes = JSON.parse(await readFile(manifest, 'utf8')) as Array<{
    pattern: string;
    path?: string;
    query?: string;
    file: string;
  }>;
  return Promise.all(
    routes.map(async (route) => ({
      pattern: route.pattern,
      path: route.path,
      query: new URLSearchParams(route.query),
      document: await readDocument(path.join(folder, route.file)),
    })),
  );
}

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: EncodedBody) {
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  return sendEncoded(request, reply, document);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export default fp(spaPlugin, { name: 'spa' });
