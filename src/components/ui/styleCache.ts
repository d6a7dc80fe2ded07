import createCache, { type StylisPlugin } from '@emotion/cache';
import { PRERENDERED_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from '../../rendering/pageStyles';

/**
 * Safari (through 18) reads `user-select` only as `-webkit-user-select`: the one prefix the app's browsers (those of
 * its ES2022 build) still need, written beside the property.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select')
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * Emotion's own prefixer is left out: it writes the prefixes of browsers a decade old (`display:-webkit-box;
 * display:-ms-flexbox` beside every flex), which made up a fifth of each page's HTML (`/` 143.9 → 116.8 kB before
 * compression) and which the browsers of the ES2022 build drop unread.
 */
const OPTIONS = { key: STYLE_CACHE_KEY, stylisPlugins: [webkitUserSelect] };

/**
 * The app's Emotion cache, used by the prerender and by the browser alike so that class names match.
 *
 * In the browser it adopts the styles of a page from the server where they stand: it counts them as inserted, and adds
 * its own tags right after them. Emotion would otherwise take such tags over by moving them into its stylesheet (even
 * to where they already are), and moving a stylesheet makes the browser restyle the whole page: a task of about 80 ms
 * on a 4x slowed phone, just as the app starts. Anywhere else it works as Emotion's default cache does.
 */
export function createStyleCache() {
  if (typeof document === 'undefined') return createCache(OPTIONS);
  const prerendered = document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
  if (!prerendered) return createCache(OPTIONS);
  const cache = createCache({ ...OPTIONS, insertionPoint: prerendered });
  for (const name of prerendered.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[name] = true;
  return cache;
}
