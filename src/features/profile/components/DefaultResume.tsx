import { Button, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api/baseQuery';
import { useDeleteResumeMutation, useUploadResumeMutation } from '../../../api/accountApi';
import { useAppDispatch } from '../../../app/hooks';
import { revealField } from '../../../components/ui/revealField';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { checkPickedResume, RESUME_ACCEPT } from '../../../shared/referralRequest';
import type { SavedResume } from '../../../shared/schemas/account';
import { formatFileSize } from '../../../shared/text';

const savedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The candidate's default resume: the request form offers to attach it. Checked when picked (the spec's size and type
 * rules) and again by the server, which reads its type from its bytes as it does for a request's resume.
 */
export function DefaultResume({ resume }: { resume: SavedResume | null }) {
  const dispatch = useAppDispatch();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string>();
  const [upload, uploading] = useUploadResumeMutation();
  const [remove, removing] = useDeleteResumeMutation();

  // A refusal (the server reads the type from the bytes, so a renamed file passes the picker) puts focus back on the
  // button, which the upload had disabled, and brings the reason into view with it.
  useEffect(() => {
    if (!problem || uploading.isLoading || removing.isLoading) return;
    uploadButtonRef.current?.focus({ preventScroll: true });
    if (boxRef.current) revealField(boxRef.current, 'center');
  }, [problem, uploading.isLoading, removing.isLoading]);

  const take = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = checkPickedResume(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      await upload(file).unwrap();
      dispatch(toastAdded({ title: 'Resume saved', description: 'The request form will offer it to you.' }));
    } catch (error) {
      setProblem(serverMessage(error) ?? 'We could not save your resume. Please try again.');
    }
  };

  return (
    <Stack gap={3} ref={boxRef}>
      {resume ? (
        <Stack gap={1}>
          <Link href="/api/me/resume" fontWeight="semibold" colorPalette="brand" download={resume.fileName}>
            {resume.fileName}
          </Link>
          <Text color="fg.muted" textStyle="sm">
            {formatFileSize(resume.size)} · saved {savedOn.format(new Date(resume.updatedAt))}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">No resume saved yet. Save one and the request form attaches it for you.</Text>
      )}
      <HStack gap={3} flexWrap="wrap">
        <VisuallyHidden asChild>
          <input
            ref={inputRef}
            type="file"
            accept={RESUME_ACCEPT}
            aria-label="Resume file"
            tabIndex={-1}
            onChange={(event) => void take(event.currentTarget.files?.[0])}
          />
        </VisuallyHidden>
        <Button
          ref={uploadButtonRef}
          variant="outline"
          size="sm"
          loading={uploading.isLoading}
          loadingText="Saving..."
          onClick={() => inputRef.current?.click()}
          aria-describedby={problem ? 'resume-problem resume-rules' : 'resume-rules'}
          aria-invalid={problem ? true : undefined}
        >
          {resume ? 'Replace resume' : 'Upload resume'}
        </Button>
        {resume && (
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            loading={removing.isLoading}
            onClick={() =>
              void remove()
                .unwrap()
                .then(() => dispatch(toastAdded({ title: 'Resume removed', description: 'It is no longer offered.' })))
                .catch((error: unknown) => setProblem(serverMessage(error) ?? 'Please try again.'))
            }
          >
            Remove
          </Button>
        )}
      </HStack>
      <Text id="resume-rules" color="fg.muted" textStyle="xs">
        PDF, DOC or DOCX, up to 5 MB.
      </Text>
      {problem && (
        <Text id="resume-problem" color="fg.error" role="alert" textStyle="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
