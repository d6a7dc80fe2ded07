import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

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
  fg: { ...defaultColors.fg, error: lightOnly(defaultColors.fg!.error!, '{colors.red.700}') },
  ...Object.fromEntries(
    ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'].map((palette) => [
      palette,
      {
        ...defaultColors[palette],
        focusRing: lightOnly(defaultColors[palette]!.focusRing!, `{colors.${palette}.700}`),
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
 * A lean Chakra system: the default tokens with only the recipes the app renders.
 * The default system ships every recipe (about 16 kB gzip more); add a recipe here when a component needs it.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { ...semanticTokens, colors: accessibleColors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: accessibleButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
