/**
 * The three articles' addresses (SPEC section 2), apart from their titles and texts: the app's router needs only
 * these, and whatever it imports ships with every page.
 */
export const BLOG_SLUGS = [
  'how-to-get-referral-at-top-tech-companies',
  'dos-and-donts-of-asking-for-referrals',
  'success-story-from-referral-to-dream-job',
] as const;

export type BlogSlug = (typeof BLOG_SLUGS)[number];
