import { Stack, Text } from '@chakra-ui/react';
import { Checkbox } from './chakra/Checkbox';
import { useField } from 'formik';
import { useId } from 'react';

/** One yes-or-no field wired to Formik; `description`, when given, shows under it and is read with it. */
export function FormikCheckbox({ name, label, description }: { name: string; label: string; description?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  const descriptionId = useId();
  const checkbox = (
    <Checkbox.Root checked={field.value} onCheckedChange={(details) => void helpers.setValue(details.checked === true)}>
      <Checkbox.HiddenInput aria-describedby={description ? descriptionId : undefined} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  if (!description) return checkbox;
  return (
    <Stack gap={1}>
      {checkbox}
      {/* Lined up with the label, past the box. */}
      <Text id={descriptionId} textStyle="sm" color="fg.muted" ps={7}>
        {description}
      </Text>
    </Stack>
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
