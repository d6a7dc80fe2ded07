/**
 * A prerendered page's styles, as the build writes them into its head (src/rendering/prerender.ts) and the browser's
 * Emotion cache takes them over (src/components/ui/styleCache.ts): both sides need these names.
 */
/** The app's Emotion cache: the prefix of its class names, and of its style tags' `data-emotion`. */
export const STYLE_CACHE_KEY = 'rb';

/** The attribute of a prerendered page's style tag that lists the names of the styles it holds. */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';
