import type { Page } from 'playwright-core';

/**
 * The focus ring of the focused control, measured in the page: the suites that tab through pages (accessibility) and
 * those that work them with the keyboard alone (keyboard-journeys) judge it the same way (WCAG 1.4.11: at least 2 px,
 * at least 3:1 against the colour around it).
 */

/** Contrast ratio of two sRGB colours (WCAG 2 relative luminance). */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [lr, lg, lb] = [r!, g!, b!].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

export interface Ring {
  control: string;
  width: number;
  ring: number[] | null;
  background: number[];
}

/**
 * The outline that marks the focused control, null when nothing has focus: its own, or that of the part Chakra draws
 * for a visually hidden input (`data-focus-visible`, else the parts of the input's label), and the opaque colour
 * behind the ring.
 */
export function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const parse = (value: string): number[] | null => {
      const numbers = value.match(/[\d.]+/g)?.map(Number);
      if (!numbers || numbers.length < 3) return null;
      const srgb = value.startsWith('color(srgb');
      const [r, g, b, a = 1] = numbers;
      return srgb ? [r! * 255, g! * 255, b! * 255, a] : [r!, g!, b!, a];
    };
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // A radio's ring may follow the browser's :focus-visible on its input rather than Chakra's data attribute.
    const labelParts =
      active instanceof HTMLInputElement && active.labels
        ? Array.from(active.labels).flatMap((label) => [label, ...Array.from(label.querySelectorAll<HTMLElement>('*'))])
        : [];
    const candidates = [
      active,
      ...Array.from(document.querySelectorAll<HTMLElement>('[data-focus-visible]')),
      ...labelParts,
    ];
    const marked = candidates.find((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // A visually hidden input's own outline is never seen.
      const seen = box.width > 1 && box.height > 1;
      return seen && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (!marked) return { control: describe(active), width: 0, ring: null, background: [255, 255, 255, 1] };
    const style = getComputedStyle(marked);
    // An outline drawn outside the box sits on the parent's background; one drawn inside, on the element's own.
    let element: HTMLElement | null = parseFloat(style.outlineOffset) < 0 ? marked : marked.parentElement;
    let background = [255, 255, 255, 1];
    while (element) {
      const color = parse(getComputedStyle(element).backgroundColor);
      if (color && color[3]! >= 0.95) {
        background = color;
        break;
      }
      element = element.parentElement;
    }
    // An "inside" ring (offset 0) paints the border in the ring's colour too, which adds to its thickness.
    const borderJoins =
      parseFloat(style.outlineOffset) === 0 && style.borderTopColor === style.outlineColor
        ? parseFloat(style.borderTopWidth)
        : 0;
    return {
      control: describe(active),
      width: parseFloat(style.outlineWidth) + borderJoins,
      ring: parse(style.outlineColor),
      background,
    };
  });
}

/** Tabs `presses` times and measures the ring of each control that takes focus. */
export async function focusRings(page: Page, presses: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (ring) rings.push(ring);
  }
  return rings;
}

/** What is wrong with each ring, in words: missing, thinner than 2 px, or under 3:1 against its background. */
export function ringProblems(where: string, rings: Ring[]) {
  return rings.flatMap(({ control, width, ring, background }) => {
    if (!ring) return [`${where}: ${control} shows no focus ring`];
    // A translucent ring shows blended with what is behind it.
    const alpha = ring[3] ?? 1;
    const seen = ring.slice(0, 3).map((channel, index) => channel * alpha + background[index]! * (1 - alpha));
    const ratio = contrast(seen, background);
    const problems: string[] = [];
    if (width < 2) problems.push(`${where}: ${control} has a ${width}px focus ring`);
    if (ratio < 3) problems.push(`${where}: ${control} focus ring ${ratio.toFixed(2)}:1 against its background`);
    return problems;
  });
}
