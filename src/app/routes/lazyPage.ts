import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Pages are their own chunks, loaded when their route is first shown. The router moves to a new page inside a React
 * transition, so the page on screen stays while the next one's code arrives; this counts those loads, for the shell
 * to draw a thin bar that says the click was taken.
 */
let loading = 0;
const listeners = new Set<() => void>();

function changeLoading(by: number) {
  loading += by;
  // A load starts while React renders the page that needs it: the listeners are told after that render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export type LazyPage = (() => ReactNode) & {
  /** Loads the page's code; once it has, the page renders at once, with no loading state. */
  preload: () => Promise<ComponentType>;
};

/**
 * A page loaded on first use (React.lazy), which can also be loaded ahead: once its code has arrived, the page renders
 * at once, with no loading state, which hydrating a prerendered page needs (src/rendering/startInBrowser.tsx).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (!pending) {
      changeLoading(1);
      // A failed load shows the page's error (PageErrorBoundary), whose button reloads the app.
      pending = load()
        .then((module) => (loaded = module))
        .finally(() => changeLoading(-1));
    }
    return pending;
  };
  const Page = lazy(() => {
    if (!loaded) return preload();
    // React.lazy reads a thenable that calls back at once as already loaded, and renders without suspending.
    const module = loaded;
    const alreadyLoaded: PromiseLike<{ default: ComponentType }> = { then: (onLoaded) => onLoaded!(module) as never };
    return alreadyLoaded as Promise<{ default: ComponentType }>;
  });
  return Object.assign(() => createElement(Page), {
    preload: () => preload().then((module) => module.default),
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a page's code is on its way. */
export function usePageLoading() {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
