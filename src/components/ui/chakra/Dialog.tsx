import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { TOAST_BAND_BOTTOM_FROM, TOAST_BAND_VAR } from '../toaster/toastBand';
import { addToParts, withRecipe } from './withRecipe';

/** Every dialog keeps clear of the band the toasts take while one shows (toaster/toastBand.ts). */
const band = `var(${TOAST_BAND_VAR}, 0px)`;
const dialogRecipe = addToParts(dialogSlotRecipe, {
  positioner: {
    paddingTop: { base: band, [TOAST_BAND_BOTTOM_FROM]: '0px' },
    paddingBottom: { base: '0px', [TOAST_BAND_BOTTOM_FROM]: band },
    transition: 'padding 150ms ease-out',
  },
});

/** Chakra's Dialog, with its recipe (withRecipe.ts). */
export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogRecipe) };
