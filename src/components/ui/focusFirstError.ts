import { useEffect, type RefObject } from 'react';

/**
 * Moves the focus to the first field in error within `container`, in the order a reader meets them (the fields mark
 * themselves aria-invalid); says whether there was one.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  return true;
}

/** What of a Formik form tells whether its last submit was refused. */
interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  isValid: boolean;
}

/**
 * A refused submit leaves the focus on the submit button, below every message: once a submit ends with errors (the
 * form's own check, or the server's answer set on the fields), the focus goes to the first field in error, whose
 * message a screen reader then reads with it.
 */
export function useFocusFirstErrorOnSubmit(formRef: RefObject<HTMLElement | null>, form: SubmitState) {
  const { submitCount, isSubmitting, isValid } = form;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting && !isValid) focusFirstError(formRef.current);
    // Only the end of a submit moves the focus, not a later keystroke that changes what is valid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
}
