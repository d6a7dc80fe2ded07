import { ChakraProvider } from '@chakra-ui/react';
import type { Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { AppRoutes } from '../src/app/router';
import { makeStore, type RootState } from '../src/app/store';
import { appSystem } from '../src/components/ui/system';
import type { User } from '../src/shared/types';

export const candidate: User = {
  id: 7,
  name: 'Jordan Avery',
  email: 'jordan@example.com',
  role: 'user',
  isReferrer: false,
  onboardingCompleted: true,
};
export const referrer: User = {
  ...candidate,
  id: 8,
  name: 'Priya Raman',
  email: 'priya@example.com',
  isReferrer: true,
};
export const admin: User = { ...candidate, id: 9, name: 'Morgan Lee', email: 'morgan@example.com', role: 'admin' };

type Handler = (request: {
  method: string;
  url: string;
  query: URLSearchParams;
  body: unknown;
}) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * Replaces the network (the one edge the browser code does not own) with `handlers`, keyed "METHOD /path".
 * `/api/me` answers `me` (401 when null) unless a handler says otherwise. Returns the fetch mock.
 */
export function mockApi(me: User | null, handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const handler = handlers[key];
    if (handler) return handler({ method, url: url.pathname, query: url.searchParams, body });
    if (key === 'GET /api/me') return me ? json(200, me) : json(401, { message: 'Not signed in' });
    // The navbar's unread count (src/app/layout/LiveUpdates.tsx), nothing unread unless a test says otherwise.
    if (key === 'GET /api/me/notifications' && me) return json(200, { unread: 0, items: [] });
    return json(404, { message: `No such endpoint: ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A store for one test; its effects and timers stop when the test ends. */
export function makeTestStore(preloadedState?: Partial<RootState>, extraMiddleware: Middleware[] = []) {
  const store = makeStore(preloadedState, extraMiddleware);
  onTestFinished(() => store.dispose());
  return store;
}

/** Renders `ui` with the store and the theme, for a component that needs no router. */
export function renderWithProviders(ui: ReactElement, options: { preloadedState?: Partial<RootState> } = {}) {
  const store = makeTestStore(options.preloadedState);
  const utils = render(
    <Provider store={store}>
      <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>
    </Provider>,
  );
  return { store, ...utils };
}

/**
 * Enters a whole answer at once, as a paste does: the form re-renders and validates once, where typing it would do so
 * once per character (the slowest part of a form's test). Keep `user.type` where the keystrokes are the behaviour.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/**
 * Renders the whole app (real routes, store and theme) at `path`. `router` reads where the app is
 * (`router.state.location`) and goes elsewhere as a link would (`router.navigate`).
 */
export function renderApp(path: string, options: { preloadedState?: Partial<RootState> } = {}) {
  const store = makeTestStore(options.preloadedState);
  const router = {
    state: { location: undefined as unknown as Location },
    navigate: async (_to: string): Promise<void> => {},
  };
  function RouterProbe() {
    router.state.location = useLocation();
    const navigate = useNavigate();
    router.navigate = async (to) => navigate(to);
    return null;
  }
  const user = userEvent.setup();
  const utils = render(
    <Provider store={store}>
      <ChakraProvider value={appSystem()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <RouterProbe />
        </MemoryRouter>
      </ChakraProvider>
    </Provider>,
  );
  return { store, router, user, ...utils };
}
