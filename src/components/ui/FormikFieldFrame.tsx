import type { ReactNode } from 'react';
import { Field } from './chakra/Field';

interface FormikFieldFrameProps {
  error: string | undefined;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** What every Formik text control shows around itself: its label, its helper text, and its error once it has one. */
export function FormikFieldFrame({ error, label, helperText, required, children }: FormikFieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
