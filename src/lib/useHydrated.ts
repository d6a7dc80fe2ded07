import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (prerender) and while it takes a prerendered page over; true from then on.
 *
 * After a takeover, every component that called it renders again, synchronously, in one task: keep it in small
 * components around just what depends on it. Read from the layout, it rendered the whole app a second time (about
 * 190 ms of main thread on a 4x slowed phone); the layout reads `beganWithPrerenderedPage` instead.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let tookOverPrerenderedPage = false;
let takingOver = false;

/** Called once, just before React takes a prerendered page over (main.tsx). */
export function markPrerenderedStart() {
  tookOverPrerenderedPage = true;
  takingOver = true;
}

/** Called once the takeover has committed, page included (the layout's PageTakenOver, after the page's effects). */
export function markPrerenderedPageTakenOver() {
  takingOver = false;
}

/**
 * Whether what renders now must come out as the page's HTML shows it: on the server, or while React takes a
 * prerendered page over. Read at a component's mount, for what it draws first (CardGrid draws a server-drawn page's
 * cards at once, where it otherwise draws them in the background); unlike useHydrated, it renders nothing again.
 */
export function isDrawingPageAsInItsHtml() {
  return takingOver || typeof window === 'undefined';
}

/**
 * Whether the app began with a prerendered page: rendering it on the server, or taking it over in the browser. For
 * what mounts once with the app and must render as the prerender did (the layout), read at its mount: unlike
 * useHydrated, it never renders anything again.
 */
export function beganWithPrerenderedPage() {
  return tookOverPrerenderedPage || typeof window === 'undefined';
}
