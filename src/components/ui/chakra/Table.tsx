import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Table, with its recipe (withRecipe.ts). */
export const Table = { ...ChakraTable, Root: withRecipe(ChakraTable.Root, tableSlotRecipe) };
