import { Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { BlogPostCard } from '../../../components/marketing/BlogPostCard';
import { BLOG_POSTS } from '../../../shared/blog';
import { paths } from '../../../shared/paths';
import { SectionHeading } from './SectionHeading';

/** SPEC section 9: three blog teasers on the home page. */
export const BLOG_TEASERS = 3;

export function BlogTeasers() {
  return (
    <Container as="section" aria-labelledby="blog-heading" maxW="6xl" py={{ base: 10, md: 14 }}>
      <Stack gap={6}>
        <SectionHeading id="blog-heading" linkTo={paths.blog.href()} linkText="Read the blog">
          From the blog
        </SectionHeading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={6}>
          {BLOG_POSTS.slice(0, BLOG_TEASERS).map((post) => (
            <li key={post.slug}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
