import { Text } from '@chakra-ui/react';
import { useRemoveJobMutation } from '../adminApi';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { jobRemovalRules } from '../../../shared/admin';
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
    <FormDialog
      open={job !== null}
      onClose={onClose}
      title={job ? `Remove ${job.title} at ${job.companyName}` : ''}
      formLabel={job ? `Remove ${job.title}` : ''}
      initialValues={{ reason: '' }}
      validationSchema={jobRemovalRules}
      onSubmit={async (values) => {
        await removeJob({ id: job!.id, ...jobRemovalRules.cast(values) }).unwrap();
        onRemoved();
      }}
      failure="The job could not be removed. Please try again."
      submitLabel="Remove job"
      submittingLabel="Removing..."
      submitPalette="red"
    >
      <Text color="fg.muted">
        The job leaves the job lists at once and its page answers &quot;not found&quot;. This cannot be undone here.
      </Text>
      <FormikTextarea
        name="reason"
        label="Reason"
        required
        placeholder="e.g. A scam: it asks candidates to pay a fee."
      />
    </FormDialog>
  );
}
