import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '../rendering/documentHead';
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

/** A page's title and description as its HTML carries them. */
export interface PageHeadRecord {
  title: string;
  description: string;
}

/**
 * Where the page rendered at build time (src/rendering/renderApp.tsx) leaves its title and description, so that its HTML carries
 * them before any script runs: effects do not run there.
 */
export const PageHeadRecorder = createContext<PageHeadRecord | null>(null);

/**
 * Sets the tab title to "<title> | ReferBridge" (screen readers announce it on navigation), and the description that
 * search results and link previews show (the product's own when the page gives none), as `description` and as the
 * Open Graph title and description.
 */
export function usePageTitle(title?: string, description = PRODUCT_DESCRIPTION) {
  const recorder = useContext(PageHeadRecorder);
  if (recorder) Object.assign(recorder, { title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title ?? PRODUCT_NAME);
    setMeta('property', 'og:description', description);
  }, [title, description]);
}
