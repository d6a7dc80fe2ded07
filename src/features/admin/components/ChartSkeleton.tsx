import { Box } from '@chakra-ui/react';

/** The space a chart takes while its code loads, so nothing below jumps when it arrives. */
export function ChartSkeleton() {
  return <Box h="72" borderRadius="l3" bg="bg.muted" animation="pulse" aria-hidden="true" />;
}
