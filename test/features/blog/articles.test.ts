import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../../../src/features/blog/articles';
import { wordCount } from '../../../src/features/blog/articles/blocks';
import { BLOG_POSTS } from '../../../src/shared/blog';

describe.each(BLOG_POSTS)('the article "$title"', (post) => {
  const body = ARTICLES[post.slug];

  it('is real advice of at least 600 words', () => {
    expect(wordCount(body)).toBeGreaterThanOrEqual(600);
  });

  it('takes as long to read as its card says, at 200 words a minute', () => {
    expect(Math.ceil(wordCount(body) / 200)).toBe(post.readingMinutes);
  });

  it('opens with a paragraph and is divided into sections', () => {
    expect(body[0]!.kind).toBe('paragraph');
    expect(body.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(2);
  });
});
