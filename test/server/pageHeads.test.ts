import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, referrers } from '../../src/server/db/schema';
import { BLOG_POSTS } from '../../src/shared/blog';
import { createTestApp } from './helpers';

/**
 * Link previews: a chat app or a social network reads the page's HTML and runs no script, so the server writes the
 * article's or the referrer's title, description and Open Graph tags into it, with the public address.
 */
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="ReferBridge connects job seekers with employees at top companies who can refer them."
    />
    <title>ReferBridge: get referred to your dream job</title></head><body><div id="root"></div></body></html>`;

let distDir: string;
let local: Awaited<ReturnType<typeof createTestApp>>;
let deployed: Awaited<ReturnType<typeof createTestApp>>;
let referrerId: number;
const post = BLOG_POSTS[0]!;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'referbridge-heads-'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  local = await createTestApp({ distDir });
  deployed = await createTestApp({ distDir, publicUrl: 'https://jobs.example.org' });
  for (const ctx of [local, deployed]) {
    const [company] = await ctx.db.insert(companies).values({ name: 'Globex "Labs" & Co' }).returning();
    const [referrer] = await ctx.db
      .insert(referrers)
      .values({ name: 'Grace <b>Hopper</b>', title: 'Staff Engineer', companyId: company!.id })
      .returning();
    referrerId = referrer!.id;
  }
});
afterAll(async () => {
  await Promise.all([local?.close(), deployed?.close()]);
  await rm(distDir, { recursive: true, force: true });
});

const page = (ctx: typeof local, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const tag = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe('an article as a link preview reads it', () => {
  it('has its own title, description and Open Graph tags, at the public address', async () => {
    const html = (await page(deployed, `/blog/${post.slug}`)).body;
    expect(html).toContain(`<title>${post.title} | ReferBridge</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]*" \/>/);
    expect(html).not.toContain('connects job seekers with employees');
    expect(tag(html, 'og:type')).toBe('article');
    expect(tag(html, 'og:url')).toBe(`https://jobs.example.org/blog/${post.slug}`);
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example.org/blog/${post.slug}" />`);
    // Only once each: the app's own tags are replaced, not added to.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('never carries a development host: without PUBLIC_URL, localhost becomes the public host', async () => {
    const html = (await page(local, `/blog/${post.slug}`, { host: 'localhost:3000' })).body;
    expect(tag(html, 'og:url')).toBe(`https://referbridge.app/blog/${post.slug}`);
  });

  it('is sent compressed like any page', async () => {
    const response = await page(deployed, `/blog/${post.slug}`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(`og:url" content="https://jobs.example.org`);
  });
});

describe('a referrer as a link preview reads them', () => {
  it('names them, their title and their company, with what they wrote escaped', async () => {
    const html = (await page(deployed, `/referrer/${referrerId}`)).body;
    expect(tag(html, 'og:title')).toBe(
      'Grace &lt;b&gt;Hopper&lt;/b&gt;, Staff Engineer at Globex &quot;Labs&quot; &amp; Co',
    );
    expect(tag(html, 'og:type')).toBe('profile');
    expect(tag(html, 'og:url')).toBe(`https://jobs.example.org/referrer/${referrerId}`);
    expect(html).not.toContain('<b>Hopper</b>');
  });

  it.each(['/referrer/999999', '/blog/no-such-article', '/browse-jobs'])(
    "leaves %s with the app's own head",
    async (url) => {
      const html = (await page(deployed, url)).body;
      expect(html).toBe(shell);
    },
  );
});

describe("the articles' bare addresses", () => {
  it.each(BLOG_POSTS.map((each) => each.slug))('/%s leads to /blog/%s for good, keeping the query', async (slug) => {
    const response = await local.app.inject({ method: 'GET', url: `/${slug}?utm_source=newsletter` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/blog/${slug}?utm_source=newsletter`);
  });
});

describe('a private page', () => {
  it('asks search engines not to index it, and offers no preview or public address of its secret link', async () => {
    const html = (await page(deployed, `/follow-request?token=${'a'.repeat(43)}`)).body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<title>Your referral request | ReferBridge</title>');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('a'.repeat(43));
  });
});
