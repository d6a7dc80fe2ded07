/**
 * Lets effects outside React (listeners) change the page. Each store has one (its services, app/store.ts): the app
 * connects the router's navigate function once the router exists; until then requests are ignored, as there is no
 * page to leave yet.
 */
export type Navigate = (path: string) => void;

export interface Navigator {
  /** Connects the router's navigate function; the returned function disconnects it. */
  connect: (navigate: Navigate) => () => void;
  navigate: Navigate;
}

export function createNavigator(): Navigator {
  let navigateTo: Navigate | undefined;
  return {
    connect(navigate) {
      navigateTo = navigate;
      return () => {
        if (navigateTo === navigate) navigateTo = undefined;
      };
    },
    navigate: (path) => navigateTo?.(path),
  };
}
