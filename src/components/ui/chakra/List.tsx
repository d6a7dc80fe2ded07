import { List as ChakraList } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's List, with its recipe (withRecipe.ts). */
export const List = { ...ChakraList, Root: withRecipe(ChakraList.Root, listSlotRecipe) };
