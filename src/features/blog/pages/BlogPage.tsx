import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BlogPostCard } from '../../../components/marketing/BlogPostCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BLOG_POSTS } from '../../../shared/blog';

/** /blog: every article, newest first. */
export default function BlogPage() {
  usePageTitle('Blog', 'Advice on asking for referrals, giving them, and landing the job, from people who do it.');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <Stack gap={2} maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Blog
          </Heading>
          <Text textStyle="lg" color="fg.muted">
            Advice on asking for referrals, giving them, and landing the job, from people who do it.
          </Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} headingLevel="h2" />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
