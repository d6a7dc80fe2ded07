import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { focusFirstInvalidField } from './revealField';

/**
 * Put inside a Formik form: when a submit is refused, focus moves to the first field in error and its message is
 * scrolled into view, so a person on a phone is not left on the submit button with the reason below the fold. A
 * submit is refused by the form's own checks, or by the server for a form whose onSubmit sets the refused fields'
 * errors before it resolves (showRefusal). A form whose sending runs elsewhere (a flow) passes each refusal as
 * `refusal` (the refused fields, a new object each time) and puts it in the form's errors.
 */
export function FocusFirstError({ refusal }: { refusal?: Record<string, string> }) {
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const form = () => anchor.current?.closest('form') ?? null;
  const handledSubmit = useRef(submitCount);
  const refusalToShow = useRef<Record<string, string>>(undefined);

  useEffect(() => {
    // The submit has ended: the errors it found are on screen with this render.
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    focusFirstInvalidField(form());
  }, [isSubmitting, submitCount]);

  useEffect(() => {
    refusalToShow.current = refusal && Object.keys(refusal).length > 0 ? refusal : undefined;
  }, [refusal]);
  useEffect(() => {
    // The refusal is on screen once the form's errors hold it (a refusal of no field of the form never is).
    const refused = refusalToShow.current;
    if (!refused || !Object.keys(refused).some((field) => field in errors)) return;
    refusalToShow.current = undefined;
    focusFirstInvalidField(form());
  }, [errors]);

  return <span ref={anchor} hidden />;
}
