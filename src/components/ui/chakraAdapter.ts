import type { SystemContext } from '@chakra-ui/react';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

/**
 * Where the app relies on Chakra beyond its public API, in the browser: two touches, each because no public way
 * gives the same result, each held to the installed Chakra by test/components/chakraAdapter.test.ts, which fails on
 * an upgrade that breaks it. (The third, at build time, is src/build/chakraGlobalStylesOnDemand.ts.) README.md
 * beside this file says what is public and what is not.
 */

/**
 * 1. Chakra's default tokens, read from their own modules in Chakra's dist/ (vite.config.ts and tsconfig.json map
 * '@chakra-ui/react/theme/*' onto them; nothing else may import them, the lint says).
 *
 * The public '@chakra-ui/react/theme' defines these same objects in its index module, which also gathers all 80
 * recipes into its default config. Rolldown places a module in the chunk of everything that can reach it through
 * that index, used or not (rolldown/rolldown#8920): taking the tokens from the index put every recipe a lazy page
 * uses into the entry, on every route (3 to 5 kB gzip more; /auth 203.0 kB, past its 200 kB ceiling). The recipes
 * come from the public index by name (system.ts, chakra/*.tsx): what the index only re-exports, the bundler takes
 * from its own module. The objects are assembled as Chakra's theme index does; the test checks they equal the
 * public ones.
 */
export const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/** The semantic tokens' three categories, as the public theme's `semanticTokens` holds them. */
export { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
export { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
export { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';

export { breakpoints } from '@chakra-ui/react/theme/breakpoints';
export { globalCss } from '@chakra-ui/react/theme/global-css';
export { layerStyles } from '@chakra-ui/react/theme/layer-styles';
export { animationStyles } from '@chakra-ui/react/theme/motion-styles';
export { textStyles } from '@chakra-ui/react/theme/text-styles';
export { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';

/** As Chakra's theme index declares them (the test compares). */
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';

/**
 * 2. The system as ChakraProvider should see it on a page whose global styles (the reset, the tokens' CSS variables,
 * the order of the cascade layers) came in its HTML: without them. The provider renders two Emotion <Global>s from
 * the system's private `_global` (the styles) and `_config.disableLayers` (the `@layer` order); given them, Emotion
 * would serialise those 40 kB again and move their tags, which makes the browser restyle the whole page as the app
 * starts. Chakra has no public option for a provider without them (`disableLayers` in the config would also take
 * the recipes out of their layer), so this copy answers the provider's two reads and keeps everything else.
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  // Copied by descriptor, not spread: the build makes `_global` a getter computed on first read
  // (src/build/chakraGlobalStylesOnDemand.ts), and a spread would read it.
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
}
