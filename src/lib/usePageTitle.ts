import { useEffect } from 'react';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../shared/product';

/** Sets (or adds) the `<meta>` of the document head named by `attribute="key"`. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the tab title to "<title> | ReferBridge" (screen readers announce it on navigation), and the description that
 * search results and link previews show (the product's own when the page gives none), as `description` and as the
 * Open Graph title and description.
 */
export function usePageTitle(title?: string, description = PRODUCT_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: get referred to your dream job`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title ?? PRODUCT_NAME);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
