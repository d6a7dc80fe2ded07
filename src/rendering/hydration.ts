import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (a prerender or a render with data) and while it hydrates that HTML in the
 * browser; true from then on.
 *
 * Once hydration has committed, every component that called it renders again, synchronously, in one task: keep it in
 * small components around just what depends on it. Read from the layout, it rendered the whole app a second time
 * (about 190 ms of main thread on a 4x slowed phone); the layout reads `beganFromServerHtml` instead.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let beganWithHydration = false;
let hydrating = false;

/** Called once, just before React hydrates the page's HTML (startInBrowser.tsx). */
export function markHydrationStart() {
  beganWithHydration = true;
  hydrating = true;
}

/** Called once hydration has committed, page included (HydrationEnd, after the page's effects). */
export function markHydrationEnd() {
  hydrating = false;
}

/**
 * Whether what renders now must come out as the page's HTML has it: on the server, or while React hydrates. Read at a
 * component's mount, for what it renders first (CardGrid renders the cards of a page rendered with its data at once,
 * where it otherwise renders them in the background); unlike useHydrated, it renders nothing again.
 */
export function mustMatchServerHtml() {
  return hydrating || typeof window === 'undefined';
}

/**
 * Whether the app began from HTML the server sent: rendering it on the server, or hydrating it in the browser. For
 * what mounts once with the app and must render as the server did (the layout), read at its mount: unlike useHydrated,
 * it never renders anything again.
 */
export function beganFromServerHtml() {
  return beganWithHydration || typeof window === 'undefined';
}
