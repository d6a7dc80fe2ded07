import { Box, SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';

function Bar({ width, height = '3' }: { width: string; height?: string }) {
  return <Box h={height} w={width} borderRadius="l1" bg="bg.emphasized" />;
}

/** Grey cards where a list's cards will be, pulsing, read out once as loading. */
export function CardGridSkeleton({
  count,
  label,
  columns = { base: 1, md: 2, lg: 3 },
}: {
  count: number;
  label: string;
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap={5} role="status" aria-label={label} aria-busy="true">
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
              <Bar width="60%" height="4" />
              <Bar width="40%" />
            </Stack>
          </Box>
          <Bar width="90%" />
          <Bar width="75%" />
          <Bar width="100%" height="9" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
