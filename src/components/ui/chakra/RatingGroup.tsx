import { RatingGroup as ChakraRatingGroup } from '@chakra-ui/react';
import { ratingGroupSlotRecipe } from '@chakra-ui/react/theme';
import { addToParts, withRecipe } from './withRecipe';

/** The label above the stars, as every other field's, and the app's focus ring on the focused star. */
const ratingGroupRecipe = addToParts(ratingGroupSlotRecipe, {
  root: { flexDirection: 'column', alignItems: 'flex-start', gap: 2 },
  item: { borderRadius: 'l1', focusVisibleRing: 'outside' },
});

/** Chakra's RatingGroup, with its recipe (withRecipe.ts). */
export const RatingGroup = { ...ChakraRatingGroup, Root: withRecipe(ChakraRatingGroup.Root, ratingGroupRecipe) };
