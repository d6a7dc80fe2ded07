import { type InputProps } from '@chakra-ui/react';
import { Field } from './chakra/Field';
import { Input } from './chakra/Input';
import { Textarea } from './chakra/Textarea';
import type { ReactNode, Ref } from 'react';
import { useAdoptTypedValue } from '../../lib/useAdoptTypedValue';
import { useQuietField } from './useQuietField';

interface FormikFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  multiline?: boolean;
}

/** One text field wired to Formik: label, input, and the field's error once it was changed or submitted. */
export function FormikField({ name, label, helperText, multiline, required, ...inputProps }: FormikFieldProps) {
  const { field, error, setValue } = useQuietField(name);
  const ref = useAdoptTypedValue(field.value, (typed) => setValue(typed, false));
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea
          ref={ref as Ref<HTMLTextAreaElement>}
          {...field}
          value={field.value ?? ''}
          rows={5}
          placeholder={inputProps.placeholder}
        />
      ) : (
        <Input ref={ref as Ref<HTMLInputElement>} {...field} value={field.value ?? ''} {...inputProps} />
      )}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
