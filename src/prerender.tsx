import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, loadPageAt } from './app/router';
import { makeStore } from './app/store';
import { createStyleCache } from './components/ui/styleCache';
import { appSystem } from './components/ui/system';
import { PageHeadRecorder, type PageHeadRecord } from './lib/usePageTitle';
import { documentTitle } from './shared/documentHead';
import { PRODUCT_DESCRIPTION } from './shared/product';

/**
 * The first paint of a route, rendered at build time into its HTML (src/build/prerender.ts): what the page shows
 * before any data arrives, so a phone paints the page while the JavaScript is still on its way. The browser then
 * takes the page over in place once its code has loaded (main.tsx), so nothing is drawn twice and nothing moves.
 * Answers the markup, and the title and description the page sets (usePageTitle), for the document's head.
 */
export async function prerender(path: string): Promise<{ markup: string; head: PageHeadRecord }> {
  // The page's code first, so it renders at once: the HTML holds the page itself, not its loading state.
  await loadPageAt(path);
  const head: PageHeadRecord = { title: documentTitle(), description: PRODUCT_DESCRIPTION };
  const markup = renderToString(
    <Provider store={makeStore()}>
      <CacheProvider value={createStyleCache()}>
        <ChakraProvider value={appSystem()}>
          <PageHeadRecorder value={head}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </PageHeadRecorder>
        </ChakraProvider>
      </CacheProvider>
    </Provider>,
  );
  return { markup, head };
}
