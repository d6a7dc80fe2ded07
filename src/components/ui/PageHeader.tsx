import { Heading, Stack, Text } from '@chakra-ui/react';

/** A page's title (its one h1) and a line on what it holds or does. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={2}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }} maxW="2xl">
        {description}
      </Text>
    </Stack>
  );
}
