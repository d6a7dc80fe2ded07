/**
 * Lets effects outside React (listeners) change the page. The app registers the router's navigate
 * function once it exists; until then requests are ignored, as there is no page to leave yet.
 */
type Navigate = (path: string) => void;

let navigateTo: Navigate | undefined;

export function registerNavigator(navigate: Navigate | undefined) {
  navigateTo = navigate;
}

export function navigate(path: string) {
  navigateTo?.(path);
}
