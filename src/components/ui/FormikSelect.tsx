import { Field } from './chakra/Field';
import { NativeSelect } from './chakra/NativeSelect';
import type { ReactNode } from 'react';
import { useQuietField } from './useQuietField';

/** A native select wired to Formik (the phone's own picker on touch screens), with its label and the field's error. */
export function FormikSelect({
  name,
  label,
  options,
  placeholder,
  required,
}: {
  name: string;
  label: ReactNode;
  options: readonly string[];
  placeholder: string;
  required?: boolean;
}) {
  const { field, error } = useQuietField(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''} placeholder={placeholder}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
