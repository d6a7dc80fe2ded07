import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogPostSummary } from '../../shared/blog';
import { paths } from '../../shared/paths';
import { formatCalendarDay } from '../../shared/utcDay';

const CATEGORY_PALETTE: Record<BlogPostSummary['category'], string> = {
  Guide: 'brand',
  Advice: 'orange',
  'Success story': 'green',
};

/** An article as the blog and the home page's teasers list it; its title is the link. */
export function BlogPostCard({ post, headingLevel = 'h3' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  const titleId = `post-${post.slug}`;
  return (
    <Card.Root as="article" variant="outline" h="full" aria-labelledby={titleId}>
      <Card.Body gap={3}>
        <Badge colorPalette={CATEGORY_PALETTE[post.category]} variant="subtle" alignSelf="flex-start">
          {post.category}
        </Badge>
        <Text as={headingLevel} id={titleId} fontWeight="semibold" textStyle="lg" lineHeight="snug">
          <Link asChild color="fg" _hover={{ color: 'brand.700' }}>
            <RouterLink to={paths.blogPost.href(post.slug)}>{post.title}</RouterLink>
          </Link>
        </Text>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {post.description}
        </Text>
      </Card.Body>
      <Card.Footer>
        <HStack gap={2} textStyle="xs" color="fg.muted" flexWrap="wrap">
          <time dateTime={post.publishedOn}>{formatCalendarDay(post.publishedOn)}</time>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          <Text as="span">{post.readingMinutes} min read</Text>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
