import { Input } from '../ui/chakra/Input';
import { useId, type ReactNode, type Ref } from 'react';
import { useListCompaniesQuery } from '../../api/catalogApi';
import { useAdoptTypedValue } from '../../lib/useAdoptTypedValue';
import { FormikFieldFrame } from '../ui/FormikFieldFrame';
import { useQuietField } from '../ui/useQuietField';

/**
 * A company field with type-ahead over the companies ReferBridge knows, that also takes a new name. The browser's own
 * suggestion list (a datalist) does the type-ahead: it works with every keyboard, screen reader and phone, and adds no
 * code to the page. The value is the name as typed or picked; the server matches it in any case, so "acme" joins Acme.
 * Says when a name is new, so a typo is noticed before it founds a company.
 */
export function CompanyField({
  name,
  label,
  helperText,
  required,
}: {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
}) {
  const { field, error, setValue } = useQuietField(name);
  const { data: companies = [] } = useListCompaniesQuery();
  const listId = useId();
  const ref = useAdoptTypedValue(field.value, (typed) => setValue(typed, false));
  const typed = (field.value ?? '').trim();
  const listed = companies.some((company) => company.name.toLowerCase() === typed.toLowerCase());
  const isNew = typed !== '' && !listed && companies.length > 0;
  return (
    <FormikFieldFrame
      error={error}
      label={label}
      required={required}
      helperText={isNew ? <>&ldquo;{typed}&rdquo; is not listed yet: it will be added as a new company.</> : helperText}
    >
      <Input
        ref={ref as Ref<HTMLInputElement>}
        {...field}
        value={field.value ?? ''}
        list={listId}
        autoComplete="organization"
        placeholder="Start typing a company name"
      />
      <datalist id={listId}>
        {companies.map((company) => (
          <option key={company.id} value={company.name} />
        ))}
      </datalist>
    </FormikFieldFrame>
  );
}
