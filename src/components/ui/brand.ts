import { cardSlotRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { semanticTokens, type SemanticToken } from './chakraTheme';

/**
 * ReferBridge's look, written down once: the brand palette, the type, the depth of surfaces and the card every
 * catalogue list shares. Components name these (colorPalette="brand", shadow="card") rather than raw values.
 */

/**
 * Bridge blue: a blue leaning to indigo, so the product is not mistaken for a default theme. The 600 is the solid
 * (buttons, links' hover), 5.9:1 against white; the 700 carries text and focus rings, 7.9:1.
 */
export const brandPalette = {
  50: { value: '#eef4ff' },
  100: { value: '#dbe6fe' },
  200: { value: '#bfd3fe' },
  300: { value: '#93b4fd' },
  400: { value: '#6090fa' },
  500: { value: '#3b6cf6' },
  600: { value: '#2554eb' },
  700: { value: '#1d41d8' },
  800: { value: '#1e36af' },
  900: { value: '#1e338a' },
  950: { value: '#172154' },
};

/** The brand palette's roles (solid, fg, subtle...), shaped as Chakra's own palettes are, so colorPalette="brand" works. */
export const brandRoles: Record<string, SemanticToken> = Object.fromEntries(
  Object.entries(semanticTokens.colors.blue!).map(([role, token]) => [
    role,
    { value: token.value.replace('colors.blue.', 'colors.brand.') },
  ]),
);

/** System fonts only: no font file to download on a phone, and each platform's most legible face. */
const systemSans =
  'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
export const brandFonts = { heading: { value: systemSans }, body: { value: systemSans } };

/** Surfaces rest on a faint, blue-tinted shadow rather than on a border alone. */
export const brandShadows = {
  card: { value: '0 1px 2px rgba(23, 33, 84, 0.06), 0 1px 3px rgba(23, 33, 84, 0.08)' },
  cardRaised: { value: '0 4px 12px rgba(23, 33, 84, 0.10), 0 2px 4px rgba(23, 33, 84, 0.06)' },
};

/** Headings: tighter tracking and a firmer weight than body text; the type scale itself is Chakra's (xs to 7xl). */
export const brandHeadingRecipe = {
  ...headingRecipe,
  base: { ...headingRecipe.base, letterSpacing: '-0.015em', fontWeight: 'bold', color: 'fg' },
};

/**
 * The card of referrers, jobs, companies and articles: rounded, lightly shadowed, lifting a little under the pointer
 * when it holds a link (the whole card is then one place to aim at).
 */
const outline = cardSlotRecipe.variants!.variant!.outline!;
export const brandCardRecipe = {
  ...cardSlotRecipe,
  variants: {
    ...cardSlotRecipe.variants,
    variant: {
      ...cardSlotRecipe.variants!.variant,
      outline: {
        ...outline,
        root: {
          ...outline.root,
          borderColor: 'border.muted',
          borderRadius: 'xl',
          shadow: 'card',
          transition: 'box-shadow 150ms ease-out, border-color 150ms ease-out',
          '&:has(a:hover)': { shadow: 'cardRaised', borderColor: 'brand.200' },
        },
      },
    },
  },
};
