/**
 * The blog's articles as lists and links need them: the blog page, the home page's teasers and the server's Open
 * Graph tags. The articles' text is the blog feature's own (src/features/blog/articles), loaded with the article.
 */
import type { BlogSlug } from './blogSlugs.js';

export { BLOG_SLUGS, type BlogSlug } from './blogSlugs.js';

export interface BlogPostSummary {
  slug: BlogSlug;
  title: string;
  /** One or two sentences: the teaser's text and the page's meta and Open Graph description. */
  description: string;
  category: 'Guide' | 'Advice' | 'Success story';
  /** ISO date. */
  publishedOn: string;
  author: { name: string; role: string };
  /** At 200 words a minute, rounded up; a test holds it to the article's text. */
  readingMinutes: number;
}

/** Newest first, as the blog lists them. */
export const BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    slug: 'success-story-from-referral-to-dream-job',
    title: 'From referral to dream job: how Aisha landed a data role at a company that had ignored her twice',
    description:
      'Two cold applications went unanswered. One well-aimed referral request got her an interview in nine days. What she did differently, step by step.',
    category: 'Success story',
    publishedOn: '2026-10-28',
    author: { name: 'Dana Whitfield', role: 'Community lead, ReferBridge' },
    readingMinutes: 4,
  },
  {
    slug: 'dos-and-donts-of-asking-for-referrals',
    title: "The do's and don'ts of asking for a referral",
    description:
      'Referrers put their name on you. The requests they answer are short, specific and easy to act on. The ones they ignore all make the same few mistakes.',
    category: 'Advice',
    publishedOn: '2026-10-14',
    author: { name: 'Marco Bellini', role: 'Engineering manager and ReferBridge referrer' },
    readingMinutes: 4,
  },
  {
    slug: 'how-to-get-referral-at-top-tech-companies',
    title: 'How to get a referral at a top tech company',
    description:
      'Why referred candidates are far more likely to be interviewed, how to find the right person to ask, and what to send them so that saying yes takes two minutes.',
    category: 'Guide',
    publishedOn: '2026-09-30',
    author: { name: 'Dana Whitfield', role: 'Community lead, ReferBridge' },
    readingMinutes: 5,
  },
];

export function findBlogPost(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
