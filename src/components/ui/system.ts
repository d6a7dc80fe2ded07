import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandCardRecipe, brandFonts, brandHeadingRecipe, brandPalette, brandRoles, brandShadows } from './brand';
import { TOAST_BAND_BOTTOM_FROM, TOAST_BAND_VAR } from './toaster/toastBand';

type SemanticColor = { value: { _light: string; _dark: string } };
const defaultColors = semanticTokens.colors as unknown as Record<string, Record<string, SemanticColor>>;
const lightOnly = (token: SemanticColor, light: string): SemanticColor => ({
  value: { ...token.value, _light: light },
});

/**
 * Accessibility on the default palette, decided here once rather than in components:
 * - Focus rings: Chakra draws them in each palette's 400 or 500 shade, which on white is as low as 2.3:1 (the default
 *   gray ring, #a1a1aa, is 2.6:1). Every palette's ring takes its 700 shade instead, at least 4.9:1 on white and on the
 *   tinted page backgrounds (WCAG 1.4.11 asks 3:1 of a focus indicator against what surrounds it).
 * - Error text (fg.error) is red.500 in Chakra: 3.8:1 on white, too light for 12-14 px text. red.700 is 6.5:1.
 */
const accessibleColors = {
  ...defaultColors,
  brand: brandRoles,
  fg: { ...defaultColors.fg, error: lightOnly(defaultColors.fg!.error!, '{colors.red.700}') },
  ...Object.fromEntries(
    ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand'].map((palette) => [
      palette,
      {
        ...(palette === 'brand' ? brandRoles : defaultColors[palette]),
        focusRing: lightOnly(
          (palette === 'brand' ? brandRoles : defaultColors[palette]!).focusRing!,
          `{colors.${palette}.700}`,
        ),
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
 * The rating group lays its label and stars out in one row with no gap, and leaves the focused star to the browser's
 * default outline. The label goes above the stars, as every other field's label does, and a focused star gets the
 * app's focus ring.
 */
const ratingGroupRecipe = {
  ...ratingGroupSlotRecipe,
  base: {
    ...ratingGroupSlotRecipe.base,
    root: { ...ratingGroupSlotRecipe.base!.root, flexDirection: 'column', alignItems: 'flex-start', gap: 2 },
    item: { ...ratingGroupSlotRecipe.base!.item, borderRadius: 'l1', focusVisibleRing: 'outside' },
  },
};

/**
 * A radio's ring is drawn from Chakra's record of how focus arrived, which it starts keeping only once a radio group is
 * on the page: the first radio of a dialog opened with Enter (the survey), or of one that opens by itself (onboarding),
 * took focus without a ring. The browser's own :focus-visible on the radio's input knows better, so it draws the ring
 * too.
 */
const radioGroupRecipe = {
  ...radioGroupSlotRecipe,
  base: {
    ...radioGroupSlotRecipe.base,
    itemControl: {
      ...radioGroupSlotRecipe.base!.itemControl,
      '[data-part=item]:has(> input:focus-visible) > &': radioGroupSlotRecipe.base!.itemControl!._focusVisible,
    },
  },
};

/** The file picker's remove button: the app's focus ring, and a 24 px target (WCAG 2.5.8) rather than 20 px. */
const fileUploadRecipe = {
  ...fileUploadSlotRecipe,
  base: {
    ...fileUploadSlotRecipe.base,
    itemDeleteTrigger: {
      ...fileUploadSlotRecipe.base!.itemDeleteTrigger,
      boxSize: '6',
      p: '1',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
      _hover: { color: 'fg' },
    },
  },
};

/** Every dialog keeps clear of the band the toasts take while one shows (toaster/toastBand.ts). */
const band = `var(${TOAST_BAND_VAR}, 0px)`;
const dialogRecipe = {
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    positioner: {
      ...dialogSlotRecipe.base!.positioner,
      paddingTop: { base: band, [TOAST_BAND_BOTTOM_FROM]: '0px' },
      paddingBottom: { base: '0px', [TOAST_BAND_BOTTOM_FROM]: band },
      transition: 'padding 150ms ease-out',
    },
  },
};

/**
 * A lean Chakra system: the default tokens with only the recipes the app renders.
 * The default system ships every recipe (about 16 kB gzip more); add a recipe here when a component needs it.
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
      colors: { ...tokens.colors, brand: brandPalette },
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
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: brandCardRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupRecipe,
      ratingGroup: ratingGroupRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
