/** How long a link to a section waits for the section to exist (its page's code or data may still be on the way). */
const WAIT_FOR_SECTION_MS = 5000;
/** How long it then keeps the section in place while content above it loads, unless the person moves first. */
const KEEP_IN_PLACE_MS = 3000;
const PERSON_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Brings the section `id` into view, for a link with a hash (/#pricing, /referrer/12#contact): once the section
 * exists, and again each time the page grows while content above it loads (a company, its jobs), until the page
 * settles or the person scrolls, taps or types. Answers a function that stops it.
 */
export function followAnchor(id: string, { smooth = false } = {}) {
  let frame = 0;
  let settled: ReturnType<typeof setTimeout> | undefined;
  let observer: ResizeObserver | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(settled);
    observer?.disconnect();
    for (const event of PERSON_MOVES) window.removeEventListener(event, stop);
  };
  for (const event of PERSON_MOVES) window.addEventListener(event, stop, { passive: true });

  const startedAt = performance.now();
  const look = () => {
    const section = document.getElementById(id);
    if (!section) {
      if (performance.now() - startedAt < WAIT_FOR_SECTION_MS) frame = requestAnimationFrame(look);
      else stop();
      return;
    }
    section.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    if (typeof ResizeObserver === 'undefined') return stop();
    let height = document.body.scrollHeight;
    observer = new ResizeObserver(() => {
      if (document.body.scrollHeight === height) return;
      height = document.body.scrollHeight;
      section.scrollIntoView({ block: 'start' });
    });
    observer.observe(document.body);
    settled = setTimeout(stop, KEEP_IN_PLACE_MS);
  };
  frame = requestAnimationFrame(look);
  return stop;
}
