/** The product's name: the `{product}` of the spec's toasts, the logo and page titles. */
export const PRODUCT_NAME = 'ReferBridge';

export const PRODUCT_TAGLINE =
  'ReferBridge connects talented professionals with industry-leading companies through trusted referrers.';
