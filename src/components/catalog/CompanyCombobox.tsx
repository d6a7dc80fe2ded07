import { Combobox, Field, Portal, createListCollection, useFilter } from '@chakra-ui/react';
import { useField } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useListCompaniesQuery } from '../../api/catalogApi';

/** How many matches the list shows at once: enough to scan, few enough to stay quick with thousands of companies. */
const SHOWN_MATCHES = 30;

/**
 * A company field with type-ahead over the companies ReferBridge knows, that also takes a new name. The value is the
 * name as typed or picked; the server matches it in any case, so "acme" joins Acme. Says when a name is new, so a
 * typo is noticed before it founds a company.
 */
export function CompanyCombobox({
  name,
  label,
  helperText,
  required,
  allowNew = true,
}: {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** False when only a listed company may be chosen. */
  allowNew?: boolean;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const { data: companies = [] } = useListCompaniesQuery();
  const { contains } = useFilter({ sensitivity: 'base' });
  const typed = field.value ?? '';
  const names = useMemo(() => companies.map((company) => company.name), [companies]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: names.filter((company) => contains(company, typed.trim())).slice(0, SHOWN_MATCHES),
        itemToString: (company) => company,
        itemToValue: (company) => company,
      }),
    [names, contains, typed],
  );
  const listed = names.find((company) => company.toLowerCase() === typed.trim().toLowerCase());
  const error = meta.touched ? meta.error : undefined;
  const isNew = typed.trim() !== '' && !listed && companies.length > 0;

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Combobox.Root
        collection={collection}
        allowCustomValue={allowNew}
        inputValue={typed}
        value={listed ? [listed] : []}
        onInputValueChange={(details) => void helpers.setValue(details.inputValue)}
        onValueChange={(details) => {
          if (details.value[0]) void helpers.setValue(details.value[0]);
        }}
        openOnClick
        inputBehavior="autohighlight"
        selectionBehavior="replace"
      >
        <Combobox.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} onBlur={field.onBlur} placeholder="Start typing a company name" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label="Show companies" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty px={3} py={2} color="fg.muted">
                {allowNew ? 'No listed company matches. Keep typing to add yours.' : 'No listed company matches.'}
              </Combobox.Empty>
              {collection.items.map((company) => (
                <Combobox.Item item={company} key={company}>
                  <Combobox.ItemText>{company}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : isNew && allowNew ? (
        <Field.HelperText>
          &ldquo;{typed.trim()}&rdquo; is not listed yet: it will be added as a new company.
        </Field.HelperText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
