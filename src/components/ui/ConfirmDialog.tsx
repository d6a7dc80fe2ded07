import { Button, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from './chakra/Dialog';
import { useState } from 'react';
import { serverMessage } from '../../api/baseQuery';
import { useAppDispatch } from '../../app/hooks';
import { toastAdded } from './toaster/toastsSlice';

export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Red for what takes something away from someone (disabling, demoting). */
  destructive: boolean;
  /** Makes the change; throws the API's error when it is refused. */
  run: () => Promise<unknown>;
  /** The toast once it is made. */
  done: { title: string; description: string };
}

/**
 * Asks before a change that cannot simply be undone (an account's role, a withdrawal); a refusal shows in the server's
 * words and the dialog stays open. Once the change is made, its toast shows and the dialog closes (`onClose`).
 */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog.Root open={confirmation !== null} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {confirmation && (
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{confirmation.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={3}>
                  <Text>{confirmation.description}</Text>
                  {failure && (
                    <Text color="fg.error" role="alert">
                      {failure}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button
                  colorPalette={confirmation.destructive ? 'red' : 'brand'}
                  loading={working}
                  onClick={async () => {
                    setWorking(true);
                    try {
                      await confirmation.run();
                      dispatch(toastAdded(confirmation.done));
                      close();
                    } catch (error) {
                      setFailure(serverMessage(error) ?? 'That did not work. Please try again.');
                    } finally {
                      setWorking(false);
                    }
                  }}
                >
                  {confirmation.confirmLabel}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
