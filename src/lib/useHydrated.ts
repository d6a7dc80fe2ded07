import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while React renders on the server (prerender) and while it takes a prerendered page over; true from then on. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
