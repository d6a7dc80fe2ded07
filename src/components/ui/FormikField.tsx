import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';

interface FormikFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  multiline?: boolean;
}

/** One text field wired to Formik: label, input, and the field's error once it was touched or submitted. */
export function FormikField({ name, label, helperText, multiline, required, ...inputProps }: FormikFieldProps) {
  const [field, meta, helpers] = useField(name);
  const error = meta.touched ? meta.error : undefined;
  const ref = useAdoptTypedValue(field.value, helpers.setValue);
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

/**
 * A prerendered page (src/build/prerender.ts) shows its form before the app has taken the page over: what is typed
 * or autofilled meanwhile stays in the input, but Formik starts from its initial values and would submit those. On
 * mount, the field takes in what its input already holds. On any other mount the two agree, and nothing happens.
 */
function useAdoptTypedValue(value: unknown, setValue: (value: string, shouldValidate?: boolean) => unknown) {
  const ref = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== String(value ?? '')) void setValue(typed, false);
    // Once, on mount: later the input only ever shows Formik's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
