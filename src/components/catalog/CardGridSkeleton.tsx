import { Box, SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';
import { SkeletonBar } from './skeletons';

/**
 * Grey cards where a list's cards will be, pulsing, read out once as loading by their label; without a label, they are
 * part of a larger loading state that is read out (DetailPageSkeleton).
 */
export function CardGridSkeleton({
  count,
  label,
  columns = { base: 1, md: 2, lg: 3 },
}: {
  count: number;
  label?: string;
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap={5} {...(label && { role: 'status', 'aria-label': label, 'aria-busy': true })}>
      {Array.from({ length: count }, (_, index) => (
        <Stack
          key={index}
          data-testid="card-skeleton"
          gap={3}
          p={5}
          borderWidth="1px"
          borderRadius="l3"
          animation="pulse"
          aria-hidden="true"
        >
          <Box display="flex" gap={3} alignItems="center">
            <Box boxSize="12" borderRadius="full" bg="bg.emphasized" flexShrink={0} />
            <Stack gap={2} flex="1">
              <SkeletonBar width="60%" height="4" />
              <SkeletonBar width="40%" />
            </Stack>
          </Box>
          <SkeletonBar width="90%" />
          <SkeletonBar width="75%" />
          <SkeletonBar width="100%" height="9" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
