import { FileUpload as ChakraFileUpload } from '@chakra-ui/react';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { addToParts, withRecipe } from './withRecipe';

/** The file picker's remove button: the app's focus ring, and a 24 px target (WCAG 2.5.8) rather than 20 px. */
const fileUploadRecipe = addToParts(fileUploadSlotRecipe, {
  itemDeleteTrigger: { boxSize: '6', p: '1', borderRadius: 'l1', focusVisibleRing: 'outside', _hover: { color: 'fg' } },
});

/** Chakra's FileUpload, with its recipe (withRecipe.ts). */
export const FileUpload = { ...ChakraFileUpload, Root: withRecipe(ChakraFileUpload.Root, fileUploadRecipe) };
