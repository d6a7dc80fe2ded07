import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * Shown inside the layout when a page fails to load or render: most often a page's code that can no longer
 * be fetched (a new version was deployed, or the connection dropped), which a reload fixes.
 */
export function RouteError({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Stack gap={4} align="center" role="alert">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">This page could not be loaded. Check your connection, then try again.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
