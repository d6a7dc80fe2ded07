import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../src/shared/blog';
import { mockApi, renderApp } from '../../utils';

describe('the blog', () => {
  it('lists every article, newest first, each linking to its page', async () => {
    mockApi(null);
    renderApp('/blog');
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(
      BLOG_POSTS.map((post) => post.title),
    );
    for (const post of BLOG_POSTS) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
  });

  it.each(BLOG_POSTS)('shows "$title" whole, with its author, a Share button and the other articles', async (post) => {
    mockApi(null);
    renderApp(`/blog/${post.slug}`);
    const article = await screen.findByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(within(article).getByText(new RegExp(`By ${post.author.name}`))).toBeInTheDocument();
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const more = within(screen.getByRole('region', { name: 'More from the blog' }));
    expect(more.getAllByRole('article')).toHaveLength(BLOG_POSTS.length - 1);
    expect(more.queryByRole('link', { name: post.title })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${post.title} | ReferBridge`));
  });

  it('shows the 404 page for an article that does not exist', async () => {
    mockApi(null);
    renderApp('/blog/how-to-get-hired-by-magic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each(BLOG_POSTS.map((post) => post.slug))('takes the bare address /%s to the article', async (slug) => {
    mockApi(null);
    const { router } = renderApp(`/${slug}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${slug}`));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      BLOG_POSTS.find((post) => post.slug === slug)!.title,
    );
  });
});
