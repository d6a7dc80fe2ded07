import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { followAnchor } from '../../lib/followAnchor';

/**
 * Scrolls as a page load would: to the section an anchor names, else a new page starts at its top. Back and forward
 * leave the scroll to the browser, which puts it back where it was.
 */
export function useScrollOnNavigation() {
  useScrollToHash();
  useScrollToTopOnNewPage();
}

/** A new page starts at its top, unless its address names a section; back and forward are the browser's. */
function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** The id a hash names ("#pricing" is pricing); a hash that is not valid percent-encoding is taken as it is. */
function sectionId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Anchors such as /#pricing and /referrer/12#contact scroll to their section once the page has rendered it, and keep
 * it in view while content above it loads (followAnchor).
 */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  // Smooth within a page the person is reading; the section may also be on a page whose code or data is still coming.
  useEffect(() => (hash ? followAnchor(sectionId(hash), { smooth: true }) : undefined), [hash, pathname]);
}
