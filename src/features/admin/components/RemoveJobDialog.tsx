import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useRemoveJobMutation } from '../../../api/adminApi';
import { serverMessage } from '../../../api/baseQuery';
import { FormikField } from '../../../components/ui/FormikField';
import { jobRemovalSchema } from '../../../shared/admin';
import type { AdminJob } from '../../../shared/schemas/admin';

/**
 * Removing a job asks why: the reason stays with the job for whoever asks later. The form is checked with the schema
 * the server runs.
 */
export function RemoveJobDialog({
  job,
  onClose,
  onRemoved,
}: {
  job: AdminJob | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [removeJob] = useRemoveJobMutation();
  return (
    <Dialog.Root open={job !== null} onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {job && (
            <Dialog.Content>
              <Formik
                initialValues={{ reason: '' }}
                validationSchema={jobRemovalSchema}
                onSubmit={async (values, { setStatus }) => {
                  try {
                    await removeJob({ id: job.id, ...jobRemovalSchema.cast(values) }).unwrap();
                    onRemoved();
                  } catch (error) {
                    setStatus(serverMessage(error) ?? 'The job could not be removed. Please try again.');
                  }
                }}
              >
                {({ isSubmitting, status }) => (
                  <Form aria-label={`Remove ${job.title}`} noValidate>
                    <Dialog.Header>
                      <Dialog.Title>
                        Remove {job.title} at {job.companyName}
                      </Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap={4}>
                        <Text color="fg.muted">
                          The job leaves the job lists at once and its page answers "not found". This cannot be undone
                          here.
                        </Text>
                        <FormikField
                          name="reason"
                          label="Reason"
                          multiline
                          required
                          placeholder="e.g. A scam: it asks candidates to pay a fee."
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
                      <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText="Removing...">
                        Remove job
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
