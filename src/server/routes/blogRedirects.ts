import type { FastifyPluginAsync } from 'fastify';
import { BLOG_SLUGS } from '../../shared/blog.js';
import { paths } from '../../shared/paths.js';

/**
 * The spec names the three articles without their path prefix. Their address is /blog/{slug}; the bare /{slug}
 * answers a permanent redirect there (query kept), so a link of either form lands on the one page search engines
 * index. The app's router does the same for a link followed inside the app.
 */
const blogRedirects: FastifyPluginAsync = async (app) => {
  for (const slug of BLOG_SLUGS) {
    app.get(`/${slug}`, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(paths.blogPost.href(slug) + (query < 0 ? '' : request.url.slice(query)), 301);
    });
  }
};

export default blogRedirects;
