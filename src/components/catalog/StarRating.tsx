import { HStack, Text } from '@chakra-ui/react';
import { StarIcon } from './catalogIcons';

export const STAR_COUNT = 5;

/**
 * Five stars, as many filled as the rating rounds to; read out as the rating itself. With `count`, the number of
 * ratings follows in brackets, and none yet says so instead of showing five empty stars as if they were a verdict.
 */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  if (count === 0) {
    return (
      <Text as="span" textStyle="xs" color="fg.muted">
        No ratings yet
      </Text>
    );
  }
  const filled = Math.round(Math.min(Math.max(rating, 0), STAR_COUNT));
  const label = `Rated ${rating.toFixed(1)} out of ${STAR_COUNT}`;
  return (
    <HStack gap="1">
      <HStack gap="0.5" role="img" aria-label={label} color="orange.600">
        {Array.from({ length: STAR_COUNT }, (_, index) => (
          <StarIcon key={index} filled={index < filled} boxSize="4" />
        ))}
      </HStack>
      {count !== undefined && (
        <Text as="span" textStyle="xs" color="fg.muted" aria-label={`from ${count} rating${count === 1 ? '' : 's'}`}>
          ({count})
        </Text>
      )}
    </HStack>
  );
}
