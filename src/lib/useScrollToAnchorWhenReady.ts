import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to a section of a page that loads its content (/referrer/12#contact) scrolls there once the section exists:
 * the layout's own hash scrolling runs before the data has arrived.
 */
export function useScrollToAnchorWhenReady(anchor: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${anchor}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [anchor, hash, ready]);
}
