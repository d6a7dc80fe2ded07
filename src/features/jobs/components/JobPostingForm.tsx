import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { CompanyField } from '../../../components/catalog/CompanyField';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FocusFirstError } from '../../../components/ui/FocusFirstError';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { FormikSelect } from '../../../components/ui/FormikSelect';
import { jobPostingMessages, jobPostingRules, type JobPostingInput } from '../../../shared/jobPosting';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '../../../shared/jobs';

export type JobPostingValues = Record<keyof JobPostingInput, string>;

export const emptyJobPosting = (company: string): JobPostingValues => ({
  title: '',
  type: '',
  company,
  location: '',
  experienceLevel: '',
  description: '',
});

/**
 * A job as its poster writes it, checked with the rules the server runs. An admin picks any company (or adds one); a
 * referrer's is their own, shown but not editable.
 */
export function JobPostingForm({
  initialValues,
  companyIsFixed,
  submitLabel,
  submittingLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: JobPostingValues;
  companyIsFixed: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (job: JobPostingInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={jobPostingRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSubmit(jobPostingRules.cast(values));
        } catch (error) {
          showRefusal(error, helpers, jobPostingMessages.failed);
        }
      }}
    >
      <JobPostingFields
        companyIsFixed={companyIsFixed}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
        onCancel={onCancel}
      />
    </Formik>
  );
}

/** The form inside Formik: a submit it refuses takes the focus to the first field in error, not the button. */
function JobPostingFields({
  companyIsFixed,
  submitLabel,
  submittingLabel,
  onCancel,
}: {
  companyIsFixed: boolean;
  submitLabel: string;
  submittingLabel: string;
  onCancel?: () => void;
}) {
  const { isSubmitting, status } = useFormikContext<JobPostingValues>();
  return (
    <Form noValidate aria-label="Job posting">
      <FocusFirstError />
      <Stack gap={5}>
        <FormikField name="title" label="Job title" required placeholder="e.g. Senior Backend Engineer" />
        {companyIsFixed ? (
          <FormikField
            name="company"
            label="Company"
            readOnly
            helperText="Referrers post jobs for the company of their referrer profile."
          />
        ) : (
          <CompanyField name="company" label="Company" required />
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={5}>
          <FormikSelect name="type" label="Type" options={JOB_TYPES} placeholder="Choose a type" required />
          <FormikSelect
            name="experienceLevel"
            label="Experience level"
            options={EXPERIENCE_LEVELS}
            placeholder="Choose a level"
            required
          />
        </Stack>
        <FormikField name="location" label="Location" required placeholder="e.g. Berlin, Germany, or Remote" />
        <FormikTextarea
          name="description"
          label="Description"
          required
          helperText="What the team does, what the role owns, and what a strong candidate brings."
        />
        <FormAlert message={status} announce />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" size="lg" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Form>
  );
}
