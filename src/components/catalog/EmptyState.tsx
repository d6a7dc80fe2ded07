import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: what happened, in words, and what to do next (the actions). */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap={3}
      py={{ base: 10, md: 14 }}
      px={6}
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      bg="bg.subtle"
    >
      <Text fontWeight="semibold" textStyle="lg">
        {title}
      </Text>
      {description && (
        <Text color="fg.muted" maxW="lg">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
