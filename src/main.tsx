import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadPageAt } from './app/router';
import { makeStore } from './app/store';
import { system } from './components/ui/system';

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
  // nodes on screen instead of drawing them again, so nothing is painted twice and nothing moves.
  const hydrate = () => hydrateRoot(container, app);
  loadPageAt(window.location.pathname).then(hydrate, hydrate);
}
