/** The sessionStorage key that keeps Redux DevTools on for the rest of a tab's session. */
export const DEVTOOLS_SESSION_KEY = 'referbridge.devtools';

/**
 * Whether a production build connects its store to Redux DevTools: only when asked, and for one tab's session.
 * Visiting any page with `?devtools=1` turns them on until the tab is closed, `?devtools=0` turns them off again.
 * They stay off otherwise: the extension copies every action and state it is given, which costs a visitor's phone
 * time on every action for nothing. (Development and test builds always connect, see store.ts.)
 */
export function devToolsRequested(search: string, sessionStorage: () => Storage): boolean {
  const asked = new URLSearchParams(search).get('devtools');
  try {
    const session = sessionStorage();
    if (asked === '1') session.setItem(DEVTOOLS_SESSION_KEY, 'on');
    if (asked === '0') session.removeItem(DEVTOOLS_SESSION_KEY);
    return session.getItem(DEVTOOLS_SESSION_KEY) === 'on';
  } catch {
    // Storage refused (a browser's strict privacy setting): the address alone decides, for this page.
    return asked === '1';
  }
}

/** The switch as this page's address and session set it; off where there is no page (the build's prerendering). */
export function devToolsRequestedHere(): boolean {
  return typeof window !== 'undefined' && devToolsRequested(window.location.search, () => window.sessionStorage);
}
