import { Text } from '@chakra-ui/react';
import { useMoveReferralRequestMutation } from '../../../api/referralRequestsApi';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { requestMoveRules } from '../../../shared/requestLifecycle';

/**
 * Declining asks why: the candidate reads the reason with their request, so they know what to change next time. The
 * form is checked with the schema the server runs.
 */
export function DeclineDialog({
  request,
  onClose,
  onDeclined,
  finalFocusEl,
}: {
  request: { id: number; name: string } | null;
  onClose: () => void;
  onDeclined: () => void;
  /** Where focus goes when the dialog closes (null: back to the Decline button). */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const [moveRequest] = useMoveReferralRequestMutation();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={`Decline the request from ${request?.name ?? ''}`}
      initialValues={{ action: 'decline' as const, reason: '' }}
      validationSchema={requestMoveRules}
      onSubmit={async (values) => {
        await moveRequest({ id: request!.id, move: requestMoveRules.cast(values) }).unwrap();
        onDeclined();
      }}
      failure="The request could not be declined. Please try again."
      submitLabel="Decline request"
      submittingLabel="Declining..."
      submitPalette="red"
      finalFocusEl={finalFocusEl}
    >
      <Text color="fg.muted">
        {request?.name} will see your reason. A kind, specific line helps them with their next request.
      </Text>
      <FormikTextarea name="reason" label="Reason" required placeholder="e.g. The team filled this role last week." />
    </FormDialog>
  );
}
