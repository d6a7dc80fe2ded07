import { Badge, Box, Button, Stack, Wrap } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/Field';
import { Input } from '../../../components/ui/chakra/Input';
import { Form, Formik, useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { useSaveReferrerProfileMutation } from '../../../api/referrerProfileApi';
import { CompanyField } from '../../../components/catalog/CompanyField';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import {
  REFERRER_SPECIALTIES_MAX,
  referrerProfileMessages,
  referrerProfileRules,
  type ReferrerProfileInput,
} from '../../../shared/referrerProfile';
import type { SavedReferrerProfile } from '../../../shared/schemas/referrerProfile';

export interface ReferrerProfileValues {
  company: string;
  title: string;
  bio: string;
  specialties: string[];
  photo: string;
}

export const emptyReferrerProfile: ReferrerProfileValues = {
  company: '',
  title: '',
  bio: '',
  specialties: [],
  photo: '',
};

/** The words of a comma-separated list, trimmed, empty ones dropped ("Go, , Payments" is Go and Payments). */
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Specialties typed as a comma-separated list, kept as text while typing (so "Go, " keeps its comma) and given to
 * the form as a list. Each is shown back as a badge, as the referrer card will show it.
 */
function SpecialtiesField() {
  const [field, meta, helpers] = useField<string[]>('specialties');
  const [text, setText] = useState(() => field.value.join(', '));
  // When the list changes from outside the box (the form reset to the profile as saved, duplicates dropped), the
  // text shows it; while typing, the list is the text's own, so nothing is rewritten under the cursor.
  const typed = listOf(text);
  if (typed.length !== field.value.length || typed.some((item, index) => item !== field.value[index])) {
    setText(field.value.join(', '));
  }
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Specialties</Field.Label>
      <Input
        name="specialties"
        value={text}
        placeholder="e.g. Backend, Data, Design"
        onChange={(event) => {
          setText(event.currentTarget.value);
          void helpers.setValue(listOf(event.currentTarget.value));
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          What you can refer for, up to {REFERRER_SPECIALTIES_MAX}, separated by commas.
        </Field.HelperText>
      )}
      {field.value.length > 0 && (
        <Wrap gap={2} mt={1} aria-hidden="true">
          {field.value.map((specialty, index) => (
            <Badge key={`${specialty}-${index}`} variant="subtle">
              {specialty}
            </Badge>
          ))}
        </Wrap>
      )}
    </Field.Root>
  );
}

/**
 * The referrer profile form, shared by /become-referrer, /referrer-register and /referrer-profile: the company (from
 * the list, or new), title, bio, specialties and a photo address, checked with the rules the server runs.
 */
export function ReferrerProfileForm({
  initialValues = emptyReferrerProfile,
  submitLabel,
  submittingLabel,
  onSaved,
  aside,
}: {
  initialValues?: ReferrerProfileValues;
  submitLabel: string;
  submittingLabel: string;
  onSaved: (saved: SavedReferrerProfile) => void;
  /** Shown beside the fields on wide screens (the card preview of /referrer-profile), below them on a phone. */
  aside?: (values: ReferrerProfileValues) => ReactNode;
}) {
  const [saveProfile] = useSaveReferrerProfileMutation();
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={referrerProfileRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const profile: ReferrerProfileInput = referrerProfileRules.cast(values);
          onSaved(await saveProfile(profile).unwrap());
        } catch (error) {
          showRefusal(error, helpers, referrerProfileMessages.failed);
        }
      }}
    >
      {({ isSubmitting, status, values }) => (
        <Form noValidate aria-label="Referrer profile">
          <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: 8, lg: 10 }} align="flex-start">
            <Stack gap={5} flex="1" w="full" minW={0}>
              <CompanyField
                name="company"
                label="Company"
                required
                helperText="Where you work now. Candidates search referrers by company."
              />
              <FormikField name="title" label="Job title" required placeholder="e.g. Senior Software Engineer" />
              <FormikTextarea
                name="bio"
                label="About you"
                required
                helperText="Your team, what you work on, and who you like to refer. Candidates read this first."
              />
              <SpecialtiesField />
              <FormikField
                name="photo"
                label="Photo address"
                type="url"
                inputMode="url"
                placeholder="https://..."
                helperText="Optional: the https address of a square photo. Without one, your initials are shown."
              />
              <FormAlert message={status} announce />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                loading={isSubmitting}
                loadingText={submittingLabel}
              >
                {submitLabel}
              </Button>
            </Stack>
            {aside && (
              <Box w={{ base: 'full', lg: '22rem' }} flexShrink={0}>
                {aside(values)}
              </Box>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
