import { useField } from 'formik';
import { useRef, type ChangeEvent, type FocusEvent } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A Formik field whose error shows once the person has changed it, or after a submit (which touches every field), and
 * never for a field merely passed through. Formik marks a field touched on any blur, so tabbing through an empty form
 * turned every field red ("Invalid email address" under an e-mail nobody had typed yet); here a blur touches the field
 * only after a change. Every Formik field component (FormikField, FormikSelect, FormikRadioGroup, CompanyField) reads
 * its field through this, so every form behaves alike.
 */
export function useQuietField<Value = string>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const changed = useRef(false);
  return {
    /** Spread on the input: a change there is the person's, and leaving the field after one touches it. */
    field: {
      ...field,
      onChange: (event: ChangeEvent<Control>) => {
        changed.current = true;
        field.onChange(event);
      },
      onBlur: (event: FocusEvent<Control>) => {
        if (changed.current) field.onBlur(event);
      },
    },
    meta,
    /** The message to show under the field, if any. */
    error: meta.touched ? meta.error : undefined,
    /** A change by the person, for a control that hands over its value itself (a radio group). */
    setValue: (value: Value, shouldValidate?: boolean) => {
      changed.current = true;
      return helpers.setValue(value, shouldValidate);
    },
    /** The blur of such a control: it touches the field once the person changed it. */
    touchIfChanged: () => {
      if (changed.current) void helpers.setTouched(true);
    },
  };
}
