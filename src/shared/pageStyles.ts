/**
 * Where a page's styles live. Emotion, which Chakra draws with, writes styles into <style> tags. The build moves a
 * prerendered page's styles into its head, at the insertion point (src/build/prerender.ts), and the browser's cache
 * takes them over there (src/components/ui/styleCache.ts): both sides need these names.
 */
/** The app's Emotion cache: the prefix of its class names, and of its style tags' `data-emotion`. */
export const STYLE_CACHE_KEY = 'rb';

/** The name of the <meta> in index.html's head after which Emotion adds its style tags. */
export const STYLE_INSERTION_POINT = 'emotion-insertion-point';

/** The attribute of a prerendered page's style tag that lists the names of the styles it holds. */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';
