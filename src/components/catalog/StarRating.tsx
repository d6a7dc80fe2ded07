import { HStack } from '@chakra-ui/react';
import { StarIcon } from './catalogIcons';

export const STAR_COUNT = 5;

/** Five stars, as many filled as the rating rounds to; read out as the rating itself. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.round(Math.min(Math.max(rating, 0), STAR_COUNT));
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${STAR_COUNT}`} color="orange.600">
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <StarIcon key={index} filled={index < filled} boxSize="4" />
      ))}
    </HStack>
  );
}
