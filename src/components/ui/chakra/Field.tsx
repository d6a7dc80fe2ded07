import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Field, with its recipe (withRecipe.ts). */
export const Field = { ...ChakraField, Root: withRecipe(ChakraField.Root, fieldSlotRecipe) };
