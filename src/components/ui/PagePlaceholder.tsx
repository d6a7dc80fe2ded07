import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';

interface PagePlaceholderProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** The frame of a page whose full content is still being built: its title, what it is for, and ways on. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={4}>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {description}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
