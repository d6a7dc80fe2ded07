import { useEffect } from 'react';
import { markPrerenderedPageTakenOver } from '../../lib/useHydrated';

/**
 * Marks the end of React's takeover of a prerendered page. It sits after the page, inside the page's Suspense boundary,
 * which React hydrates after the shell: its effect runs once the page's own have, with the whole page hydrated.
 */
export function PageTakenOver() {
  useEffect(() => markPrerenderedPageTakenOver(), []);
  return null;
}
