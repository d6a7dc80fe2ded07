import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});
