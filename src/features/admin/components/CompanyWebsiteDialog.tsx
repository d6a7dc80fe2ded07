import { Text } from '@chakra-ui/react';
import { useSetCompanyWebsiteMutation } from '../adminApi';
import { useAppDispatch } from '../../../app/hooks';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikField } from '../../../components/ui/FormikField';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { companyWebsiteRules } from '../../../shared/admin';
import type { AdminCompany } from '../../../shared/schemas/admin';

/**
 * Sets or clears a company's website, checked with the rule the server runs. Its host is the domain where the
 * company's referrers confirm a work e-mail, so the dialog says what the change does to them.
 */
export function CompanyWebsiteDialog({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [setWebsite] = useSetCompanyWebsiteMutation();
  return (
    <FormDialog
      open={company !== null}
      onClose={onClose}
      title={company ? `Website of ${company.name}` : ''}
      initialValues={{ websiteUrl: company?.websiteUrl ?? '' }}
      validationSchema={companyWebsiteRules}
      onSubmit={async (values) => {
        const saved = await setWebsite({ id: company!.id, ...companyWebsiteRules.cast(values) }).unwrap();
        dispatch(
          toastAdded({
            title: 'Website saved',
            description: saved.domain
              ? `Referrers at ${saved.name} can confirm a work e-mail at ${saved.domain}.`
              : `${saved.name} has no website on file: its referrers cannot verify.`,
          }),
        );
        onClose();
      }}
      failure="The website could not be saved. Please try again."
      submitLabel="Save website"
      submittingLabel="Saving..."
      submitPalette="brand"
    >
      <Text color="fg.muted">
        Referrers at {company?.name} verify by confirming a work e-mail at the website&apos;s domain (subdomains too).
        Leave it empty to clear it. Links already sent to addresses at another domain stop working.
      </Text>
      <FormikField
        name="websiteUrl"
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://acme.com"
      />
    </FormDialog>
  );
}
