/**
 * Bringing a field into view, and focus to the field a submit refused. Shared by every form: the dialogs (whose focus
 * trap moves focus without scrolling) and the pages.
 */

/** The part to show for a control: its whole field (label, control and message) when it is in one. */
function fieldOf(control: HTMLElement): HTMLElement {
  return control.closest<HTMLElement>('[data-scope="field"][data-part="root"]') ?? control;
}

/** The nearest ancestor that scrolls its content, or null when only the page does. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * Scrolls the field of `control` into view when part of it is out of view, within the area that scrolls it (a dialog's
 * body) or the window. A focus the browser gives scrolls by itself; a focus trap (Chakra's dialogs) moves focus with
 * `preventScroll`, so at 390 px a Tab that wraps from the dialog's last control to its first left that field far above
 * the visible part of the form.
 */
export function revealField(control: HTMLElement, block: ScrollLogicalPosition = 'nearest') {
  const field = fieldOf(control);
  const box = field.getBoundingClientRect();
  const scroller = scrollerOf(field);
  const area = scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
  if (box.top >= area.top && box.bottom <= area.bottom) return;
  field.scrollIntoView({ block, inline: 'nearest' });
}

/**
 * The controls a person can reach, in the order they meet them; hidden inputs (a file picker's, out of the tab order
 * and aria-hidden) are left out. Judged by attributes rather than by layout, so it holds where nothing is laid out.
 */
function isReachable(element: HTMLElement) {
  if (element.matches(':disabled') || element.tabIndex < 0) return false;
  return !element.closest('[hidden], [aria-hidden="true"]');
}

/**
 * Moves focus to the first control of `container` marked invalid (aria-invalid, which Chakra's Field sets on the
 * control of a field in error) and scrolls its field, with its message, to the middle of the view: where a person
 * fixes what a submit refused, rather than a message below the fold. Returns whether a control was found.
 */
export function focusFirstInvalidField(container: HTMLElement | null): boolean {
  const invalid = Array.from(container?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []).find(isReachable);
  if (!invalid) return false;
  invalid.focus({ preventScroll: true });
  revealField(invalid, 'center');
  // A toast that comes with the refusal narrows a dialog as it arrives (toastBand.ts), which can hide the field again
  // under the dialog's footer: while that settles, the field is shown again each time the area around it changes.
  const scroller = scrollerOf(fieldOf(invalid));
  if (scroller && typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(() => {
      if (document.activeElement === invalid) revealField(invalid, 'center');
      else observer.disconnect();
    });
    observer.observe(scroller);
    window.setTimeout(() => observer.disconnect(), 1000);
  }
  return true;
}
