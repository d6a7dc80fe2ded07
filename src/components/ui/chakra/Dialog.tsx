import { Dialog as ChakraDialog, type DialogContentProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { FocusEvent, Ref } from 'react';
import { revealField } from '../revealField';
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

/**
 * The dialog's content, showing whatever takes focus inside it: the dialog's focus trap moves focus without scrolling
 * (a Tab from the last control back to the first), which on a phone left the focused field out of view.
 */
function Content({ onFocus, ...props }: DialogContentProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <ChakraDialog.Content
      {...props}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        onFocus?.(event);
        if (event.target instanceof HTMLElement && event.target !== event.currentTarget) revealField(event.target);
      }}
    />
  );
}

/** Chakra's Dialog, with its recipe (withRecipe.ts). */
export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogRecipe), Content };
