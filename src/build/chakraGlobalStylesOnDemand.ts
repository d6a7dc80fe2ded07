import type { Plugin } from 'vite';

/** Chakra's createSystem, as the pinned version (package.json) writes it. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL_STYLES = '\n    _global,\n';

/**
 * Chakra's createSystem computes the app's global styles (the reset, and a CSS variable for every token) as it builds
 * the system, whether or not anything reads them: about a third of its work, in one task of the app's start (55 of
 * 160 ms on a 4x slowed phone). Only Chakra's provider reads them, to hand them to Emotion, and a prerendered page
 * does not (its global styles came in its HTML: src/rendering/startInBrowser.tsx). This rewrite of the pinned module makes them a getter that
 * computes them on first read. It fails the build when the module no longer reads as expected (a new Chakra), rather
 * than leaving the work where it was without a word. No option of createSystem defers them: this is one of the app's
 * three touches of Chakra beyond its public API (src/components/ui/README.md lists them).
 */
export function chakraGlobalStylesOnDemand(): Plugin {
  return {
    name: 'referbridge:chakra-global-styles-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL_STYLES) || !code.includes(RETURNED_GLOBAL_STYLES)) {
        this.error(`${id} no longer builds its global styles as expected: update chakraGlobalStylesOnDemand`);
      }
      return code
        .replace(
          EAGER_GLOBAL_STYLES,
          'let _global; const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(RETURNED_GLOBAL_STYLES, '\n    get _global() { return globalStyles(); },\n');
    },
  };
}
