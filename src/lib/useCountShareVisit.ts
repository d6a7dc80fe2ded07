import { useEffect } from 'react';

/**
 * A public page opened through a referrer's share link counts the visit (src/lib/shareVisit.ts). The counting code loads
 * only when the address has a `ref`: the page's first visit carries these few lines alone.
 */
export function useCountShareVisit() {
  useEffect(() => {
    const { search } = window.location;
    if (search.includes('ref=')) void import('./shareVisit').then(({ countShareVisit }) => countShareVisit(search));
  }, []);
}
