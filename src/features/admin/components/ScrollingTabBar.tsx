import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../../components/ui/chakra/Tabs';

/** How wide the fade is at an edge past which more tabs lie, in px. */
const FADE = 40;

/** Which ends of a box that scrolls sideways have more of its content past them, kept up to date. */
function useHiddenEnds(box: React.RefObject<HTMLElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEnds((before) => (before.start === start && before.end === end ? before : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The box narrows with the window, and the list widens when a tab is added (the outbox, once the overview says).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [box]);
  return ends;
}

/**
 * The tab list, scrolling sideways where the tabs do not fit (a phone): the edge past which more tabs lie fades out,
 * so the bar shows that it scrolls, and the selected tab is scrolled into view (a link to `?tab=mail` opens on a tab
 * at the far end).
 */
export function ScrollingTabBar({ selected, children }: { selected: string; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEnds(box);
  useEffect(() => {
    const element = box.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!element || !tab) return;
    const bar = element.getBoundingClientRect();
    const shown = tab.getBoundingClientRect();
    // Clear of the fades: a tab half under one is not fully seen.
    if (shown.left >= bar.left + FADE && shown.right <= bar.right - FADE) return;
    element.scrollLeft += shown.left + shown.width / 2 - (bar.left + bar.width / 2);
  }, [selected]);
  const edge = (fades: boolean) => (fades ? 'transparent' : 'black');
  return (
    <Box
      ref={box}
      overflowX="auto"
      mx={{ base: -4, md: 0 }}
      px={{ base: 4, md: 0 }}
      css={{
        maskImage:
          hidden.start || hidden.end
            ? `linear-gradient(to right, ${edge(hidden.start)}, black ${FADE}px, black calc(100% - ${FADE}px), ${edge(hidden.end)})`
            : 'none',
      }}
    >
      <Tabs.List minW="max-content">{children}</Tabs.List>
    </Box>
  );
}
