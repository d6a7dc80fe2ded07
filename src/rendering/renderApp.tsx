import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { api } from '../api/apiSlice';
import { AppRoutes, loadPageAt } from '../app/router';
import { makeStore, type AppStore } from '../app/store';
import { createStyleCache } from '../components/ui/styleCache';
import { appSystem } from '../components/ui/system';
import { PageHeadRecorder, type PageHeadRecord } from '../lib/usePageTitle';
import { documentTitle } from './documentHead';
import type { PageData } from './pageData';
import { PRODUCT_DESCRIPTION } from '../shared/product';

/**
 * The app rendered to HTML outside the browser, in two uses (README.md in this folder):
 * - prerendered at build time (prerender.ts): each public route with no data, what a page shows before its data
 *   arrives, so a phone paints it while the JavaScript is still on its way;
 * - rendered with data per request on the server (pageRenderer.ts): a page that shows data (a job, a referrer, a
 *   list), with that data, which the browser's store then starts from (startInBrowser.tsx).
 * Either way the browser hydrates the page once its code has loaded, so nothing is rendered twice.
 */
export interface RenderedPage {
  markup: string;
  /** The title and description the page set (usePageTitle), for the document's head. */
  head: PageHeadRecord;
}

function renderOnce(store: AppStore, url: string): RenderedPage {
  const head: PageHeadRecord = { title: documentTitle(), description: PRODUCT_DESCRIPTION };
  // A style cache per render: Emotion writes a style into the markup only the first time its cache sees it.
  const markup = renderToString(
    <Provider store={store}>
      <CacheProvider value={createStyleCache()}>
        <ChakraProvider value={appSystem()}>
          <PageHeadRecorder value={head}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PageHeadRecorder>
        </ChakraProvider>
      </CacheProvider>
    </Provider>,
  );
  return { markup, head };
}

/** A transport that never answers: at build time there is no API, and the pages render their loading state. */
const noApi: typeof fetch = () => new Promise<Response>(() => {});

/** A route prerendered: rendered with no data, for its HTML at build time. */
export async function prerender(url: string): Promise<RenderedPage> {
  // The page's code first, so it renders at once: the HTML holds the page itself, not the route's loading spinner.
  await loadPageAt(url.split('?', 1)[0]!);
  return renderOnce(makeStore(undefined, [], { fetch: noApi }), url);
}

/**
 * A page depends on what it loads: a job page asks for its job, then its company, then the company's referrers. Four
 * rounds cover every page; a page still asking after them is sent prerendered instead.
 */
const MAX_ROUNDS = 4;

/**
 * The page at `url` rendered with its data, which `send` answers (the server's own routes, asked in process and as
 * nobody: what a visitor who is not signed in sees). Each render asks for what it needs (apiSlice.ts); the answers
 * arrive and the page renders again, until it asks for nothing more. An item that does not exist (a 404: the job or
 * referrer the address names) is an answer too, the same for everyone: the page is rendered with its not-found
 * state, which the server sends with status 404. Undefined when any other answer failed (an error): the server then
 * sends the page prerendered, and the browser loads its data.
 */
export async function renderWithData(url: string, send: typeof fetch): Promise<(RenderedPage & PageData) | undefined> {
  await loadPageAt(url.split('?', 1)[0]!);
  const store = makeStore(undefined, [], { fetch: send });
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const answersRendered = settledAnswers(store);
      const page = renderOnce(store, url);
      const asked = store.dispatch(api.util.getRunningQueriesThunk());
      await Promise.all(asked);
      // Done when the render asked for nothing, or only asked again what had already answered 404 (RTK Query asks
      // again for a failed query each time a component starts using it) and was told the same.
      if (asked.length === 0 || (answersRendered !== undefined && answersRendered === settledAnswers(store))) {
        if (answersRendered === undefined) return undefined;
        const { queries, provided } = store.getState().api;
        return { ...page, data: { api: { queries, mutations: {}, provided } } };
      }
    }
    return undefined;
  } finally {
    store.dispose();
  }
}

/**
 * Each query's outcome, as one comparable string, when every query has answered with data or a 404; undefined while
 * one is still asking or failed otherwise.
 */
function settledAnswers(store: AppStore) {
  const outcomes: string[] = [];
  for (const [key, query] of Object.entries(store.getState().api.queries)) {
    if (query?.status === 'fulfilled') outcomes.push(`${key}:${query.fulfilledTimeStamp}`);
    else if (query?.status === 'rejected' && saysNotFound(query.error)) outcomes.push(`${key}:404`);
    else return undefined;
  }
  return outcomes.join('\n');
}

function saysNotFound(error: unknown) {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
