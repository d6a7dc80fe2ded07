import { Fieldset as ChakraFieldset } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Fieldset, with its recipe (withRecipe.ts). */
export const Fieldset = { ...ChakraFieldset, Root: withRecipe(ChakraFieldset.Root, fieldsetSlotRecipe) };
