import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Input, with its recipe (withRecipe.ts). */
export const Input = withRecipe(ChakraInput, inputRecipe);
