import { findBlogPost } from '../shared/blog.js';
import { documentTitle, escapeHtml, withTitleAndDescription } from '../rendering/documentHead.js';
import { paths, type RouteName } from '../shared/paths.js';
import { PRODUCT_NAME } from '../shared/product.js';
import type { Database } from './db/client.js';
import type { PageMatch } from '../rendering/pageRoutes.js';
import { findReferrer } from './repositories/catalog.js';

/**
 * What a link preview shows for a page. Crawlers (chat apps, social networks, search engines) read the HTML as the
 * server sends it and run no script, so the pages people share (articles and referrer profiles) get their title,
 * description and Open Graph tags here, from the same data the page shows.
 */
export type PageHead = SharedPageHead | PrivatePageHead;

interface SharedPageHead {
  title: string;
  description: string;
  /** The page's public address (og:url and the canonical link). */
  url: string;
  type: 'article' | 'profile';
}

/**
 * A page whose address holds a secret (a private link's token): no search engine may index it or follow its links,
 * and it has no public address to preview.
 */
interface PrivatePageHead {
  title: string;
  description: string;
  type: 'private';
}

/** The head of each page the route table marks `private`, by route. */
const PRIVATE_PAGES: Partial<Record<RouteName, PrivatePageHead>> = {
  followRequest: {
    title: 'Your referral request',
    description: 'Where the referral request you sent stands.',
    type: 'private',
  },
};

/**
 * The head of a shareable or private page (its `head` in the route table), matched by src/rendering/pageRoutes.ts;
 * undefined for other pages, and for an article or referrer that does not exist.
 */
export async function describePage(
  db: Database,
  { route, params }: PageMatch,
  origin: string,
): Promise<PageHead | undefined> {
  if (route.head === 'private') return PRIVATE_PAGES[route.name];
  if (route.head === 'article') {
    const post = findBlogPost(params.slug ?? '');
    if (!post) return undefined;
    const url = new URL(paths.blogPost.href(post.slug), origin).href;
    return { title: post.title, description: post.description, url, type: 'article' };
  }
  const id = params.id;
  if (route.head === 'profile' && id !== undefined && /^\d{1,9}$/.test(id)) {
    const referrer = await findReferrer(db, Number(id));
    if (!referrer) return undefined;
    return {
      title: `${referrer.name}, ${referrer.title} at ${referrer.companyName}`,
      description: `${referrer.name} is a ${referrer.title} at ${referrer.companyName} who refers candidates on ${PRODUCT_NAME}.`,
      url: new URL(paths.referrer.href(referrer.id), origin).href,
      type: 'profile',
    };
  }
  return undefined;
}

/** The document with the page's title and description in place of the app's, and its Open Graph tags. */
export function withPageHead(html: string, head: PageHead) {
  if (head.type === 'private') {
    return withTitleAndDescription(html, documentTitle(head.title), head.description).replace(
      '</head>',
      '<meta name="robots" content="noindex, nofollow" /></head>',
    );
  }
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('');
  return withTitleAndDescription(html, documentTitle(head.title), head.description).replace(
    '</head>',
    `${tags}</head>`,
  );
}
