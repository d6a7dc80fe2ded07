import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { system } from './components/ui/system';

/**
 * The first paint of a route, rendered at build time into its HTML (src/build/prerender.ts): what the page shows
 * before any data arrives, so a phone paints the page while the JavaScript is still on its way. The browser then
 * renders the app afresh over it (main.tsx), identically, so nothing moves.
 */
export async function prerender(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Provider store={makeStore()}>
      <ChakraProvider value={system}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ChakraProvider>
    </Provider>,
  );
}
