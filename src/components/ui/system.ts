import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  iconRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from './chakraTheme';
import { withoutGlobalStyles } from './chakraAdapter';
import { brandCardRecipe, brandFonts, brandHeadingRecipe, brandPalette, brandRoles, brandShadows } from './brand';

/**
 * Accessibility on the default palette, decided here once rather than in components:
 * - Focus rings: Chakra draws them in each palette's 400 or 500 shade, which on white is as low as 2.3:1 (the default
 *   gray ring, #a1a1aa, is 2.6:1). Every palette's ring takes its 700 shade instead, at least 4.9:1 on white and on the
 *   tinted page backgrounds (WCAG 1.4.11 asks 3:1 of a focus indicator against what surrounds it).
 * - Error text (fg.error) is red.500 in Chakra: 3.8:1 on white, too light for 12-14 px text. red.700 is 6.5:1.
 */
/**
 * Chakra's palettes the app never draws with (no colorPalette, no token names them): left out of the system, whose
 * start builds every token it is given (each palette is 11 shades and 8 roles).
 */
const UNUSED_PALETTES = ['yellow', 'cyan'];
const withoutUnusedPalettes = <T>(colors: Record<string, T>) =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.includes(palette)));

const accessibleColors = {
  ...withoutUnusedPalettes(semanticTokens.colors),
  brand: brandRoles,
  fg: { ...semanticTokens.colors.fg, error: { value: '{colors.red.700}' } },
  ...Object.fromEntries(
    ['gray', 'red', 'orange', 'green', 'teal', 'blue', 'purple', 'pink', 'brand'].map((palette) => [
      palette,
      {
        ...(palette === 'brand' ? brandRoles : semanticTokens.colors[palette]),
        focusRing: { value: `{colors.${palette}.700}` },
      },
    ]),
  ),
};

/**
 * A solid button lightens on hover in Chakra (the solid colour at 90% over the page), which takes white text on
 * blue.600 from 5.2:1 to 4.3:1. Here it darkens instead, so hover only adds contrast.
 */
const darkerSolid = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';
const solidVariant = buttonRecipe.variants!.variant!.solid!;
const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants!.variant,
      solid: { ...solidVariant, _hover: { bg: darkerSolid }, _expanded: { bg: darkerSolid } },
    },
  },
};

/**
 * A lean Chakra system: the default tokens with only the recipes of what the shell and most pages draw (buttons,
 * links, headings, cards, badges). The default system ships every recipe (about 16 kB gzip more). The other
 * components carry their recipe with them and load it with the first page that renders them (chakra/withRecipe.ts).
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // A link to a section (#pricing, #contact, #your-jobs) scrolls it to just below the sticky navbar (its h={16}),
  // not under it.
  globalCss: { ...globalCss, html: { ...globalCss.html, scrollPaddingTop: '16' } },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...withoutUnusedPalettes(tokens.colors), brand: brandPalette },
      fonts: { ...tokens.fonts, ...brandFonts },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: accessibleColors,
      shadows: { ...semanticTokens.shadows, ...brandShadows },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: accessibleButtonRecipe,
      container: containerRecipe,
      heading: brandHeadingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: brandCardRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * Chakra's system for the app, built on the first call rather than when this module loads: building it (the token
 * dictionary, the CSS variables) is the largest piece of the app's start, and startInBrowser.tsx gives it a task of its own.
 */
export function appSystem() {
  system ??= createSystem(defaultBaseConfig, config);
  return system;
}

/**
 * The system as Chakra's provider should see it on a prerendered page, whose global styles came in its HTML
 * (chakraAdapter.ts says why and how).
 */
export function appSystemWithGlobalStylesInPage() {
  return withoutGlobalStyles(appSystem());
}
