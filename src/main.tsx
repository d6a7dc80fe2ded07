import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadPageAt } from './app/router';
import { makeStore } from './app/store';
import { system } from './components/ui/system';
import { replayEarlyPresses } from './lib/earlyPresses';

const store = makeStore();
const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Provider store={store}>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ChakraProvider>
    </Provider>
  </StrictMode>
);

if (!container.hasChildNodes()) {
  createRoot(container).render(app);
} else {
  // A prerendered page (src/build/prerender.ts): once the page's own code has loaded, React takes over the very
  // nodes on screen instead of drawing them again, so nothing is painted twice and nothing moves. As a transition,
  // hydration yields to the browser every few milliseconds instead of blocking it for the whole tree (on a mid-range
  // phone, Lighthouse's total blocking time on / fell from about 980 ms to 380 ms); a press on a part not yet hydrated
  // makes React hydrate that part first. Nothing in the store changes before the page has hydrated (SessionCheck).
  // Presses made before all this, kept by the page's inline script, are made again once React listens.
  const hydrate = () => {
    startTransition(() => void hydrateRoot(container, app));
    replayEarlyPresses();
  };
  loadPageAt(window.location.pathname).then(hydrate, hydrate);
}
