import { Box } from '@chakra-ui/react';

/**
 * Gives each chart series a swatch in its colour, for the legend and the tooltip of @chakra-ui/charts. Without an
 * `icon` they draw Chakra's ColorSwatch, whose recipe the app's lean Chakra system leaves out
 * (src/components/ui/system.ts), and which therefore came out transparent: a key without colours.
 */
export function withSwatches<Series extends { color: string }>(series: Series[]) {
  return series.map((item) => ({
    ...item,
    icon: <Box as="span" display="inline-block" flexShrink={0} boxSize="2.5" borderRadius="l1" bg={item.color} />,
  }));
}
