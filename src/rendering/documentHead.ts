import { PRODUCT_NAME } from '../shared/product.js';

/** The tab title of a page: "<title> | ReferBridge", or the product's own line for a page without one. */
export const documentTitle = (title?: string) =>
  title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: get referred to your dream job`;

/** Text made safe inside an HTML attribute or element. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document with its `<title>` and `<meta name="description">` replaced: what search results and link previews
 * read before any script runs (the prerendered pages at build time, articles and profiles on the server).
 */
export function withTitleAndDescription(html: string, title: string, description: string) {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
}
