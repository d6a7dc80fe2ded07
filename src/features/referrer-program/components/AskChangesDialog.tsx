import { Text } from '@chakra-ui/react';
import { useAskForChangesMutation } from '../../../api/referralRequestsApi';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { askChangesRules, CHANGE_KIND_LABELS, CHANGE_KINDS, type ChangeKind } from '../../../shared/requestChanges';
import { CHANGES_ANSWER_WITHIN_DAYS } from '../../../shared/requestLifecycle';

const KIND_OPTIONS = CHANGE_KINDS.map((kind) => ({ value: kind, label: CHANGE_KIND_LABELS[kind] }));

/**
 * Before deciding, the referrer asks the candidate for a revised resume, a clearer message or a specific job, with a
 * note the candidate reads. Checked with the schema the server runs.
 */
export function AskChangesDialog({
  request,
  onClose,
  onAsked,
}: {
  request: { id: number; name: string } | null;
  onClose: () => void;
  onAsked: () => void;
}) {
  const [askForChanges] = useAskForChangesMutation();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={`Ask ${request?.name ?? ''} for changes`}
      initialValues={{ kind: '' as ChangeKind | '', note: '' }}
      validationSchema={askChangesRules}
      onSubmit={async (values) => {
        await askForChanges({ id: request!.id, ask: askChangesRules.cast(values) }).unwrap();
        onAsked();
      }}
      failure="The changes could not be asked for. Please try again."
      submitLabel="Ask for changes"
      submittingLabel="Asking..."
      submitPalette="brand"
    >
      <Text color="fg.muted">
        {request?.name} will read your note and can send a new version within {CHANGES_ANSWER_WITHIN_DAYS} days; the
        request then comes back to you, marked updated. If they do not, it closes.
      </Text>
      <FormikRadioGroup name="kind" label="What should change?" options={KIND_OPTIONS} />
      <FormikTextarea
        name="note"
        label="Note"
        required
        placeholder="e.g. Put your Kubernetes work first: the team runs everything on it."
      />
    </FormDialog>
  );
}
