import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Checkbox, with its recipe (withRecipe.ts). */
export const Checkbox = { ...ChakraCheckbox, Root: withRecipe(ChakraCheckbox.Root, checkboxSlotRecipe) };
