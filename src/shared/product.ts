/** The product's name: the `{product}` of the spec's toasts, the logo and page titles. */
export const PRODUCT_NAME = 'ReferBridge';

export const PRODUCT_TAGLINE =
  'ReferBridge connects talented professionals with industry-leading companies through trusted referrers.';

/** What the product is, in one line: the description search results and link previews show for a page without its own. */
export const PRODUCT_DESCRIPTION =
  'ReferBridge connects job seekers with employees at top companies who can refer them.';
