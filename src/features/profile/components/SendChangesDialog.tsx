import { Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/Field';
import { useField } from 'formik';
import * as yup from 'yup';
import { useSendChangesMutation } from '../../../api/referralRequestsApi';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import {
  checkPickedResume,
  referralRequestMessages,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  hasResumeExtension,
} from '../../../shared/referralRequest';
import { CHANGE_KIND_LABELS, sendChangesRules } from '../../../shared/requestChanges';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';

/** The answer's rules: the server's for the text, and the request form's for a resume, which is optional here. */
const answerRules = sendChangesRules.shape({
  resume: yup
    .mixed<File>()
    .nullable()
    .test('resume-size', referralRequestMessages.resumeTooLarge, (file) => !file || file.size <= RESUME_MAX_BYTES)
    .test('resume-type', referralRequestMessages.resumeWrongType, (file) => !file || hasResumeExtension(file.name)),
});

/** A new resume, checked the moment it is picked (the spec's size and type rules), as the request form does. */
function ResumePicker() {
  const [, meta, helpers] = useField<File | null>('resume');
  return (
    <Field.Root invalid={Boolean(meta.error)}>
      <Field.Label>New resume (optional)</Field.Label>
      <input
        type="file"
        accept={RESUME_ACCEPT}
        // Field's label names only its own Input; this native picker carries the same words itself.
        aria-label="New resume (optional)"
        aria-invalid={meta.error ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          const problem = file ? checkPickedResume(file) : undefined;
          void helpers.setValue(problem ? null : file, false);
          helpers.setError(problem);
          if (problem) event.currentTarget.value = '';
        }}
      />
      {meta.error ? (
        <Field.ErrorText>{meta.error}</Field.ErrorText>
      ) : (
        <Field.HelperText>PDF, DOC or DOCX, up to 5 MB. Leave it empty to keep the resume you sent.</Field.HelperText>
      )}
    </Field.Root>
  );
}

/**
 * The candidate's answer to an ask for changes: a new message (the current one to start from), a job when one was
 * asked for, and a new resume. The request goes back to its referrer, marked updated; what it replaces is kept.
 */
export function SendChangesDialog({
  request,
  onClose,
  onSent,
}: {
  request: ReferralRequest | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const [sendChanges] = useSendChangesMutation();
  const asked = request?.changesAsked;
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={`Send the changes to ${request?.referrerName ?? 'your referrer'}`}
      formLabel="Send the changes"
      initialValues={{
        message: request?.message ?? '',
        jobTitle: request?.jobTitle ?? '',
        resume: null as File | null,
      }}
      validationSchema={answerRules}
      size="lg"
      onSubmit={async (values) => {
        const { message, jobTitle } = sendChangesRules.cast(values);
        await sendChanges({
          id: request!.id,
          message: message === request!.message ? undefined : message,
          jobTitle: jobTitle && jobTitle !== request!.jobTitle ? jobTitle : undefined,
          resume: values.resume ?? undefined,
        }).unwrap();
        onSent();
      }}
      failure="The changes could not be sent. Please try again."
      submitLabel="Send changes"
      submittingLabel="Sending..."
      submitPalette="brand"
    >
      {asked && (
        <Text color="fg.muted">
          Asked for: {CHANGE_KIND_LABELS[asked.kind].toLowerCase()}. “{asked.note}”
        </Text>
      )}
      <FormikTextarea name="message" label="Message" />
      {(asked?.kind === 'job' || request?.jobTitle) && (
        <FormikField name="jobTitle" label="Job" placeholder="e.g. Platform Engineer" />
      )}
      <ResumePicker />
    </FormDialog>
  );
}
