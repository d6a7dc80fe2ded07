import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { addToParts, withRecipe } from './withRecipe';

/**
 * A radio's ring is drawn from Chakra's record of how focus arrived, which it starts keeping only once a radio group is
 * on the page: the first radio of a dialog opened with Enter (the survey), or of one that opens by itself (onboarding),
 * took focus without a ring. The browser's own :focus-visible on the radio's input knows better, so it draws the ring
 * too.
 */
const radioGroupRecipe = addToParts(radioGroupSlotRecipe, {
  itemControl: {
    '[data-part=item]:has(> input:focus-visible) > &': radioGroupSlotRecipe.base!.itemControl!._focusVisible,
  },
});

/** Chakra's RadioGroup, with its recipe (withRecipe.ts). */
export const RadioGroup = { ...ChakraRadioGroup, Root: withRecipe(ChakraRadioGroup.Root, radioGroupRecipe) };
