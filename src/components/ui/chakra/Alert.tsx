import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Alert, with its recipe (withRecipe.ts). */
export const Alert = { ...ChakraAlert, Root: withRecipe(ChakraAlert.Root, alertSlotRecipe) };
