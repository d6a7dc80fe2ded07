import { NativeSelect } from './chakra/NativeSelect';
import type { ReactNode } from 'react';
import { FormikFieldFrame } from './FormikFieldFrame';
import { useQuietField } from './useQuietField';

/** A native select wired to Formik (the phone's own picker on touch screens), framed as FormikField is. */
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
    <FormikFieldFrame error={error} label={label} required={required}>
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
    </FormikFieldFrame>
  );
}
