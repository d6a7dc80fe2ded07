import { Portal } from '@chakra-ui/react';
import { Dialog } from './chakra/Dialog';
import type { ReactNode } from 'react';

interface FlowDialogProps {
  /** Whether the flow behind the dialog is in an open state. */
  open: boolean;
  /** Escape and the close button ask the flow to close; the flow decides. */
  onClose: () => void;
  /** A `Dialog.Content`, mounted only while open, so each opening starts from a fresh form. */
  children: ReactNode;
  /**
   * Where focus goes when the dialog closes, for a dialog no button opened (it goes back to the opening button
   * otherwise). Null leaves it to the default.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A dialog whose open state belongs to a flow (machines/) rather than to the component. A click outside
 * never closes it: the forms inside are long, and a stray click must not lose what was typed.
 */
export function FlowDialog({ open, onClose, children, finalFocusEl }: FlowDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && children}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
