import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { serverMessage } from '../../../api/baseQuery';
import { useMoveReferralRequestMutation } from '../../../api/referralRequestsApi';
import { FormikField } from '../../../components/ui/FormikField';
import { requestMoveSchema } from '../../../shared/requestLifecycle';

/**
 * Declining asks why: the candidate reads the reason with their request, so they know what to change next time. The
 * form is checked with the schema the server runs.
 */
export function DeclineDialog({
  request,
  onClose,
  onDeclined,
}: {
  request: { id: number; name: string } | null;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const [moveRequest] = useMoveReferralRequestMutation();
  return (
    <Dialog.Root open={request !== null} onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {request && (
            <Dialog.Content>
              <Formik
                initialValues={{ action: 'decline' as const, reason: '' }}
                validationSchema={requestMoveSchema}
                onSubmit={async (values, { setStatus }) => {
                  try {
                    await moveRequest({ id: request.id, move: requestMoveSchema.cast(values) }).unwrap();
                    onDeclined();
                  } catch (error) {
                    setStatus(serverMessage(error) ?? 'The request could not be declined. Please try again.');
                  }
                }}
              >
                {({ isSubmitting, status }) => (
                  <Form aria-label={`Decline the request from ${request.name}`} noValidate>
                    <Dialog.Header>
                      <Dialog.Title>Decline the request from {request.name}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        <Text color="fg.muted">
                          {request.name} will see your reason. A kind, specific line helps them with their next request.
                        </Text>
                        <FormikField
                          name="reason"
                          label="Reason"
                          multiline
                          required
                          placeholder="e.g. The team filled this role last week."
                        />
                        {status && (
                          <Text color="fg.error" role="alert">
                            {status}
                          </Text>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose}>
                        Cancel
                      </Button>
                      <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText="Declining...">
                        Decline request
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
