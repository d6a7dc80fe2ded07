import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { pageDataArrived } from './api/apiSlice';
import { AppRoutes, loadPageAt } from './app/router';
import { makeStore } from './app/store';
import { createStyleCache } from './components/ui/styleCache';
import { appSystem, appSystemWithGlobalStylesInPage } from './components/ui/system';
import { replayEarlyPresses } from './shared/earlyPresses';
import { markPrerenderedStart } from './lib/useHydrated';
import { readPageData } from './shared/pageData';

/**
 * Gives the browser a turn. The app's start is cut into a few tasks (the page's code asked for, Chakra's system, the
 * store), so that a tap on the page, already drawn from its HTML, never waits behind all of it at once: on a 4x slowed
 * phone the start was one task of about 300 ms.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  // First, so the page's code is on its way while the rest starts.
  const pageLoaded = prerendered ? loadPageAt(window.location.pathname) : undefined;
  await nextTask();
  // A prerendered page brought its global styles in its HTML (src/build/prerender.ts): they stay as they are.
  const system = prerendered ? appSystemWithGlobalStylesInPage() : appSystem();
  await nextTask();
  const store = makeStore();
  // A page the server drew with its data (a job, a list) starts with those answers, as its HTML shows them.
  const pageData = prerendered ? readPageData(document) : undefined;
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
  // A prerendered page (src/build/prerender.ts): once the page's own code has loaded, React takes over the very
  // nodes on screen instead of drawing them again, so nothing is painted twice and nothing moves. As a transition,
  // hydration yields to the browser every few milliseconds instead of blocking it for the whole tree (on a mid-range
  // phone, Lighthouse's total blocking time on / fell from about 980 ms to 380 ms); a press on a part not yet hydrated
  // makes React hydrate that part first. Nothing in the store changes before the page has hydrated (SessionCheck).
  // Presses made before all this, kept by the page's inline script, are made again once React listens.
  await pageLoaded.catch(() => undefined);
  markPrerenderedStart();
  startTransition(() => void hydrateRoot(container, app));
  replayEarlyPresses();
}

void start();
