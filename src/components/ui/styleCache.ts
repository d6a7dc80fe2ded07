import createCache from '@emotion/cache';
import { PRERENDERED_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from '../../rendering/pageStyles';

/**
 * The app's Emotion cache, used by the prerender and by the browser alike so that class names match.
 *
 * In the browser it adopts the styles of a page from the server where they stand: it counts them as inserted, and adds
 * its own tags right after them. Emotion would otherwise take such tags over by moving them into its stylesheet (even
 * to where they already are), and moving a stylesheet makes the browser restyle the whole page: a task of about 80 ms
 * on a 4x slowed phone, just as the app starts. Anywhere else it works as Emotion's default cache does.
 */
export function createStyleCache() {
  if (typeof document === 'undefined') return createCache({ key: STYLE_CACHE_KEY });
  const prerendered = document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
  if (!prerendered) return createCache({ key: STYLE_CACHE_KEY });
  const cache = createCache({ key: STYLE_CACHE_KEY, insertionPoint: prerendered });
  for (const name of prerendered.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[name] = true;
  return cache;
}
