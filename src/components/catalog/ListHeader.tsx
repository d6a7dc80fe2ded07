import { Heading, Stack, Text } from '@chakra-ui/react';

/** The title of a list page and what it holds. */
export function ListHeader({ title, description }: { title: string; description: string }) {
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
