import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Textarea, with its recipe (withRecipe.ts). */
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
