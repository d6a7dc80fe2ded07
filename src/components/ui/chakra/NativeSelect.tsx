import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's NativeSelect, with its recipe (withRecipe.ts). */
export const NativeSelect = {
  ...ChakraNativeSelect,
  Root: withRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe),
};
