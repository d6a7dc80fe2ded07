import { Button, Stack, Text } from '@chakra-ui/react';

/** A list that could not be loaded: what happened, and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap={3}
      py={10}
      px={6}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l3"
      bg="bg.error"
    >
      <Text fontWeight="semibold" color="fg.error">
        {message}
      </Text>
      <Text color="fg.muted" textStyle="sm">
        Check your connection, then try again.
      </Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
