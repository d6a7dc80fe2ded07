import { useGetMeQuery } from '../../api/authApi';
import { beganFromServerHtml } from '../../rendering/hydration';

/** Asks the server who is signed in. */
export function SessionCheck() {
  useGetMeQuery();
  return null;
}

/**
 * Where the session check goes. On a prerendered page it sits inside the page's Suspense boundary, so its answer
 * arrives only once the page itself has hydrated: React hydrates a boundary after the shell, and a session that changed
 * before then would make the page differ from its HTML, which React throws away and renders again. Anywhere else it
 * starts with the shell, without waiting for the page's code.
 */
export function sessionCheckPlace(): 'shell' | 'page' | 'nowhere' {
  // A page rendered on the server shows what anyone sees (src/rendering/): who is signed in is the browser's to ask.
  if (typeof window === 'undefined') return 'nowhere';
  return beganFromServerHtml() ? 'page' : 'shell';
}
