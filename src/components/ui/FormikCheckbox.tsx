import { Checkbox } from '@chakra-ui/react';
import { useField } from 'formik';

/** One yes-or-no field wired to Formik. */
export function FormikCheckbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(details) => void helpers.setValue(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** One option of a list field (`name` holds the chosen options), wired to Formik. */
export function FormikOptionCheckbox({ name, option }: { name: string; option: string }) {
  const [field, , helpers] = useField<string[]>(name);
  const checked = field.value.includes(option);
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) =>
        void helpers.setValue(
          details.checked === true ? [...field.value, option] : field.value.filter((value) => value !== option),
        )
      }
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{option}</Checkbox.Label>
    </Checkbox.Root>
  );
}
