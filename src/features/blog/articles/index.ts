import type { BlogSlug } from '../../../shared/blog';
import type { ArticleBody } from './blocks';
import dosAndDonts from './dos-and-donts-of-asking-for-referrals';
import howToGetReferral from './how-to-get-referral-at-top-tech-companies';
import successStory from './success-story-from-referral-to-dream-job';

/** Each article's text, by its slug: a Record, so an article listed in src/shared/blog.ts cannot lack its text. */
export const ARTICLES: Record<BlogSlug, ArticleBody> = {
  'how-to-get-referral-at-top-tech-companies': howToGetReferral,
  'dos-and-donts-of-asking-for-referrals': dosAndDonts,
  'success-story-from-referral-to-dream-job': successStory,
};
