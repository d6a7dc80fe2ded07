import '@testing-library/jest-dom/vitest';
import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { EARLY_PRESSES_GLOBAL } from '../src/rendering/earlyPresses';

// What a page shows after a request or a lazily loaded chunk may take past the default 1 s when the test files run side
// by side on two cores, and one look for a role by its name walks the whole page (a grid of cards takes a second of a
// loaded core). A wait that succeeds ends as soon as it does, so only a failing one takes longer; it stays under the
// client project's 15 s test timeout, so a failing wait reports what it was looking for.
configure({ asyncUtilTimeout: 8000 });

// jsdom lacks these browser APIs that Chakra (via Ark/Zag) relies on (Chakra's testing guide).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};

/**
 * The Emotion cache Chakra styles with when no CacheProvider gives one: @emotion/react creates it when first imported,
 * with the document's head as the place for its style tags.
 */
function defaultEmotionCache(): EmotionCache {
  let cache: EmotionCache | undefined;
  const Probe = withEmotionCache((_props: object, found: EmotionCache) => {
    cache = found;
    return null;
  });
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  act(() => root.unmount());
  return cache!;
}

/**
 * The client files share one jsdom document and one module graph per worker (vite.config.ts says why), so each file
 * starts as on a new page: an empty document and an Emotion cache that has inserted nothing. Without this, a file
 * that empties the head (a prerendered page's tests do) leaves the cache pointing at style tags no longer in it, and
 * the next file's first `<Global>` style fails to insert before them ("The child can not be found in the parent").
 */
function startOnANewPage() {
  const cache = defaultEmotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
startOnANewPage();

// A prerendered page's inline script (src/rendering/earlyPresses.ts) cancels every press on a button until the app takes
// the presses through this global, which also stops the script's listener on the document. The document outlives the
// file, so a test that runs the script and drops the global without taking them would leave every button of the files
// after it dead. Whatever script a test ran is stopped when it ends.
let pressHolders: Array<() => unknown> = [];
beforeEach(() => {
  let takePresses: (() => HTMLButtonElement[]) | undefined;
  Object.defineProperty(window, EARLY_PRESSES_GLOBAL, {
    configurable: true,
    get: () => takePresses,
    set: (value: (() => HTMLButtonElement[]) | undefined) => {
      takePresses = value;
      if (value) pressHolders.push(value);
    },
  });
});

afterEach(() => {
  for (const takePresses of pressHolders) takePresses();
  pressHolders = [];
  delete window[EARLY_PRESSES_GLOBAL];
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});
