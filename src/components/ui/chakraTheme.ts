/**
 * Chakra's default theme without its recipes, as the app uses it: Chakra's own parts (from chakraAdapter.ts, which
 * says why they are read there) with one colour mode. Each recipe the app draws with comes from the public
 * '@chakra-ui/react/theme' where it is used (system.ts, chakra/*.tsx).
 */
import { semanticColors, semanticRadii, semanticShadows } from './chakraAdapter';

export {
  animationStyles,
  breakpoints,
  chakraTokens as tokens,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from './chakraAdapter';

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
