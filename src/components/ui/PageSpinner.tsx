import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Full-area loading indicator with an accessible name. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-label={label}>
      <Spinner size="xl" color="brand.600" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
