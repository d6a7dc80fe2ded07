import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { system } from './components/ui/system';

const store = makeStore();
const router = createAppRouter();
const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Provider store={store}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </Provider>
  </StrictMode>
);

if (!container.hasChildNodes()) {
  createRoot(container).render(app);
} else {
  // A prerendered page (src/build/prerender.ts): once the route's own code has loaded, React takes over the very
  // nodes on screen instead of drawing them again, so nothing is painted twice and nothing moves.
  const hydrate = () => hydrateRoot(container, app);
  if (router.state.initialized) hydrate();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate();
    });
  }
}
