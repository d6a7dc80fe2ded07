import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { paths } from '../../shared/paths';

/** The 404 page: for a path no route has, and for a route whose address names nothing (an unknown article). */
export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Stack gap={4} align="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.600" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home.href()}>Go Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
