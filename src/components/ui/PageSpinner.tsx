import { Center, Spinner } from '@chakra-ui/react';

/** Full-area loading indicator with an accessible name. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="xl" color="blue.600" aria-label={label} />
    </Center>
  );
}
