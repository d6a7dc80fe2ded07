import { type InputProps } from '@chakra-ui/react';
import { Input } from './chakra/Input';
import type { ReactNode, Ref } from 'react';
import { useAdoptTypedValue } from '../../lib/useAdoptTypedValue';
import { FormikFieldFrame } from './FormikFieldFrame';
import { useQuietField } from './useQuietField';

interface FormikFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * One text field wired to Formik: label, input, and the field's error once it was changed or submitted. Longer text
 * goes in FormikTextarea, a module of its own: the sign-in form, which every first visit to /auth loads, has none.
 */
export function FormikField({ name, label, helperText, required, ...inputProps }: FormikFieldProps) {
  const { field, error, setValue } = useQuietField(name);
  const ref = useAdoptTypedValue(field.value, (typed) => setValue(typed, false));
  return (
    <FormikFieldFrame error={error} label={label} helperText={helperText} required={required}>
      <Input ref={ref as Ref<HTMLInputElement>} {...field} value={field.value ?? ''} {...inputProps} />
    </FormikFieldFrame>
  );
}
