import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (prerender) and while it takes a prerendered page over; true from then on.
 * A prerendered form's submit button stays disabled until then: pressed earlier, it would post the form natively
 * instead of sending it through the app.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
