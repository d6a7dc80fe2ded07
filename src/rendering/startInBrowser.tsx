import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { pageDataArrived } from '../api/apiSlice';
import { AppRoutes, loadPageAt } from '../app/router';
import { makeStore } from '../app/store';
import { createStyleCache } from '../components/ui/styleCache';
import { appSystem, appSystemWithGlobalStylesInPage } from '../components/ui/system';
import { replayEarlyPresses } from './earlyPresses';
import { markHydrationStart } from './hydration';
import { readPageData } from './pageData';

/**
 * Gives the browser a turn. The app's start is cut into a few tasks (the page's code asked for, Chakra's system, the
 * store), so that a tap on the page, already painted from its HTML, never waits behind all of it at once: on a 4x
 * slowed phone the start was one task of about 300 ms.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start in the browser (main.tsx). A root the server filled (a prerendered page, or a page rendered with its
 * data) is hydrated; an empty one (the app shell) is rendered.
 */
export async function startInBrowser() {
  const container = document.getElementById('root')!;
  const fromServerHtml = container.hasChildNodes();
  // First, so the page's code is on its way while the rest starts.
  const pageLoaded = fromServerHtml ? loadPageAt(window.location.pathname) : undefined;
  await nextTask();
  // The server's HTML brought the global styles (pageDocument.ts): they stay as they are.
  const system = fromServerHtml ? appSystemWithGlobalStylesInPage() : appSystem();
  await nextTask();
  const store = makeStore();
  // A page rendered with its data (a job, a list) starts with those answers, as its HTML shows them.
  const pageData = fromServerHtml ? readPageData(document) : undefined;
  if (pageData) store.dispatch(pageDataArrived(pageData));
  const app = (
    <StrictMode>
      <Provider store={store}>
        <CacheProvider value={createStyleCache()}>
          <ChakraProvider value={system}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ChakraProvider>
        </CacheProvider>
      </Provider>
    </StrictMode>
  );

  if (!pageLoaded) {
    createRoot(container).render(app);
    return;
  }
  // Hydration waits for the page's own code: React then attaches to the very nodes on screen instead of rendering
  // them again, so nothing is painted twice and nothing moves. As a transition, hydration yields to the browser every
  // few milliseconds instead of blocking it for the whole tree (on a mid-range phone, Lighthouse's total blocking time
  // on / fell from about 980 ms to 380 ms); a press on a part not yet hydrated makes React hydrate that part first.
  // Nothing in the store changes before the page has hydrated (SessionCheck). Presses made before all this, kept by
  // the page's inline script, are made again once React listens.
  await pageLoaded.catch(() => undefined);
  markHydrationStart();
  startTransition(() => void hydrateRoot(container, app));
  replayEarlyPresses();
}
