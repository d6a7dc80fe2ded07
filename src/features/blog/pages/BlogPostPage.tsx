import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BlogPostCard } from '../../../components/marketing/BlogPostCard';
import { formatCalendarDay } from '../../../shared/utcDay';
import { NotFound } from '../../../components/ui/NotFound';
import { BackLinkBar } from '../../../components/ui/BackLinkBar';
import { ShareButton } from '../../../components/ui/ShareButton';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BLOG_POSTS, findBlogPost, type BlogPostSummary } from '../../../shared/blog';
import { paths } from '../../../shared/paths';
import { ARTICLES } from '../articles';
import { ArticleText } from '../components/ArticleText';

function Article({ post }: { post: BlogPostSummary }) {
  usePageTitle(post.title, post.description);
  const others = BLOG_POSTS.filter((other) => other.slug !== post.slug);
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 8, md: 10 }}>
        <BackLinkBar to={paths.blog.href()} label="All articles">
          <ShareButton
            path={paths.blogPost.href(post.slug)}
            title={post.title}
            contentType="blog_post"
            contentId={post.slug}
          />
        </BackLinkBar>
        <Stack as="article" aria-labelledby="article-title" gap={{ base: 6, md: 8 }}>
          <Stack as="header" gap={3} maxW="3xl">
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              {post.category}
            </Badge>
            <Heading as="h1" id="article-title" size={{ base: '3xl', md: '4xl' }} lineHeight="shorter">
              {post.title}
            </Heading>
            <Text textStyle="lg" color="fg.muted">
              {post.description}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              By {post.author.name}, {post.author.role} ·{' '}
              <time dateTime={post.publishedOn}>{formatCalendarDay(post.publishedOn)}</time> · {post.readingMinutes} min
              read
            </Text>
          </Stack>
          <ArticleText body={ARTICLES[post.slug]} />
        </Stack>
        <Box borderWidth="1px" borderRadius="l3" bg="bg.subtle" p={{ base: 5, md: 8 }}>
          <Stack gap={3} align="flex-start">
            <Heading as="h2" size="lg">
              Find someone who can refer you
            </Heading>
            <Text color="fg.muted" maxW="60ch">
              Search employees at the companies you want to join, and send them your request with your resume.
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.referrers.href()}>Browse referrers</RouterLink>
            </Button>
          </Stack>
        </Box>
        <Stack as="section" aria-labelledby="more-heading" gap={4}>
          <Heading as="h2" id="more-heading" size="lg">
            More from the blog
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={6}>
            {others.map((other) => (
              <li key={other.slug}>
                <BlogPostCard post={other} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}

/** /blog/{slug}: one article; an unknown slug is the 404 page. */
export default function BlogPostPage() {
  const post = findBlogPost(useParams().slug ?? '');
  return post ? <Article post={post} /> : <NotFound />;
}
