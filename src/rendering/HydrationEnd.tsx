import { useEffect } from 'react';
import { markHydrationEnd } from './hydration';

/**
 * Marks the end of hydration. It sits after the page, inside the page's Suspense boundary, which React hydrates after
 * the shell: its effect runs once the page's own have, with the whole page hydrated.
 */
export function HydrationEnd() {
  useEffect(() => markHydrationEnd(), []);
  return null;
}
