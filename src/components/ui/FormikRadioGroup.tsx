import { Stack } from '@chakra-ui/react';
import { Field } from './chakra/Field';
import { RadioGroup } from './chakra/RadioGroup';
import type { ReactNode } from 'react';
import { useQuietField } from './useQuietField';

interface Option {
  value: string;
  label: ReactNode;
}

interface FormikRadioGroupProps {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  direction?: 'row' | 'column';
}

/** A radio group wired to Formik, with its label and the field's error. */
export function FormikRadioGroup({ name, label, options, direction = 'column' }: FormikRadioGroupProps) {
  const { field, error, setValue, touchIfChanged } = useQuietField(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <RadioGroup.Root
        name={name}
        value={field.value}
        onValueChange={(details) => void setValue(details.value ?? '')}
        colorPalette="brand"
      >
        <RadioGroup.Label fontWeight="medium" mb={2} display="block">
          {label}
        </RadioGroup.Label>
        <Stack direction={direction} gap={direction === 'row' ? 6 : 2} flexWrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput onBlur={touchIfChanged} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
