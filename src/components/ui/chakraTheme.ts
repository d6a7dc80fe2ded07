/**
 * Chakra's default theme without its recipes, read from the theme's own modules.
 *
 * '@chakra-ui/react/theme' imports every one of Chakra's 80 recipes to build its default config, and the bundler
 * places a module with whatever imports it first: importing the tokens from there put every recipe any page uses
 * into the entry chunk, loaded on every page. Reading the tokens from their own modules (vite.config.ts maps
 * '@chakra-ui/react/theme/*' onto them; Chakra is pinned, so their layout holds) leaves each recipe to the chunk of
 * the component that carries it (chakra/withRecipe.ts). The objects are assembled as Chakra's theme/index.js does.
 */
export { breakpoints } from '@chakra-ui/react/theme/breakpoints';
export { globalCss } from '@chakra-ui/react/theme/global-css';
export { layerStyles } from '@chakra-ui/react/theme/layer-styles';
export { animationStyles } from '@chakra-ui/react/theme/motion-styles';
export { textStyles } from '@chakra-ui/react/theme/text-styles';
export { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
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

export const tokens = {
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

/** A token with one value for every colour mode, as the app has one mode. */
export type SemanticToken = { value: string };

/**
 * ReferBridge has one colour mode, light. Chakra gives each semantic token a value for each mode, and the system makes
 * a CSS variable of every value under each mode's selector: about 120 variables the app never reads, built on every
 * page's start. Here each token keeps its light value only.
 */
function lightValues(tree: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value') return [key, typeof node === 'object' && node && '_light' in node ? node._light : node];
      return [key, typeof node === 'object' && node ? lightValues(node) : node];
    }),
  );
}

export const semanticTokens = {
  colors: lightValues(semanticColors) as Record<string, Record<string, SemanticToken>>,
  shadows: lightValues(semanticShadows) as Record<string, SemanticToken>,
  radii: semanticRadii,
};

export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';
