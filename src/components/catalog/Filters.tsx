import { Box, Button } from '@chakra-ui/react';
import { Field } from '../ui/chakra/Field';
import { Input } from '../ui/chakra/Input';
import { NativeSelect } from '../ui/chakra/NativeSelect';
import type { FormEvent, ReactNode } from 'react';
import { useAdoptTypedValue } from '../../lib/useAdoptTypedValue';
import type { useSearchParamInput } from '../../lib/useSearchParamInput';

/** A labelled search box of a list's filters, kept in the URL by `useSearchParamInput`. */
export function SearchField({
  label,
  placeholder,
  input,
}: {
  label: string;
  placeholder: string;
  input: ReturnType<typeof useSearchParamInput>;
}) {
  const ref = useAdoptTypedValue<HTMLInputElement>(input.text, input.setText);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={ref}
        type="search"
        placeholder={placeholder}
        value={input.text}
        onChange={(event) => input.setText(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** A labelled choice of a list's filters; "all" (the empty value) first. */
export function SelectFilter({
  label,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: readonly string[];
}) {
  // A value from a shared link stays chosen even when it is not (or not yet) among the options.
  const choices = value && !options.includes(value) ? [...options, value] : options;
  const ref = useAdoptTypedValue<HTMLSelectElement>(value, onChange);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Shows the hidden submit button while it has focus: Tab stops on it, and a stop with nothing to see leaves a keyboard
 * user not knowing where they are. Undoes srOnly, with the outline button's padding, border and height.
 */
const shownWhileFocused = {
  position: 'static',
  width: 'auto',
  height: '9',
  margin: '0',
  mt: '3',
  px: '3.5',
  overflow: 'visible',
  clip: 'auto',
  borderWidth: '1px',
} as const;

/**
 * A list's filters as a search form: typing searches once it pauses, Enter at once (every search box of the form),
 * and a submit button for those who look for one, hidden until it has focus.
 */
export function FilterForm({
  label,
  inputs,
  children,
}: {
  label: string;
  inputs: Array<ReturnType<typeof useSearchParamInput>>;
  children: ReactNode;
}) {
  return (
    <Box
      as="form"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        inputs.forEach((input) => input.submit());
      }}
    >
      {children}
      <Button type="submit" variant="outline" size="sm" srOnly _focus={shownWhileFocused}>
        Search
      </Button>
    </Box>
  );
}
