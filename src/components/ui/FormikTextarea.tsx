import type { ReactNode, Ref } from 'react';
import { useAdoptTypedValue } from '../../lib/useAdoptTypedValue';
import { Textarea } from './chakra/Textarea';
import { FormikFieldFrame } from './FormikFieldFrame';
import { useQuietField } from './useQuietField';

interface FormikTextareaProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

/** A text area of a few lines wired to Formik, framed as FormikField is. */
export function FormikTextarea({ name, label, helperText, required, placeholder }: FormikTextareaProps) {
  const { field, error, setValue } = useQuietField(name);
  const ref = useAdoptTypedValue(field.value, (typed) => setValue(typed, false));
  return (
    <FormikFieldFrame error={error} label={label} helperText={helperText} required={required}>
      <Textarea
        ref={ref as Ref<HTMLTextAreaElement>}
        {...field}
        value={field.value ?? ''}
        rows={5}
        placeholder={placeholder}
      />
    </FormikFieldFrame>
  );
}
