import { Button, Stack } from '@chakra-ui/react';
import { Fieldset } from '../../../components/ui/chakra/Fieldset';
import { Form, Formik } from 'formik';
import { useGetAccountQuery, useSaveAccountMutation } from '../../../api/accountApi';
import { useAppDispatch } from '../../../app/hooks';
import { ListError } from '../../../components/catalog/ListError';
import { SkeletonBar } from '../../../components/catalog/skeletons';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikCheckbox } from '../../../components/ui/FormikCheckbox';
import { FormikField } from '../../../components/ui/FormikField';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { accountMessages, accountRules } from '../../../shared/account';

/** The account's name, e-mail and how it wants to hear from us, saved together. */
export function AccountForm() {
  const dispatch = useAppDispatch();
  const account = useGetAccountQuery();
  const [saveAccount] = useSaveAccountMutation();
  if (account.isError) {
    return <ListError message="We couldn't load your account." onRetry={() => void account.refetch()} />;
  }
  if (!account.data) {
    return (
      <Stack gap={5} aria-busy="true" aria-label="Loading your account" role="status">
        {[0, 1].map((field) => (
          <Stack key={field} gap={2}>
            <SkeletonBar width="20" height="4" />
            <SkeletonBar width="100%" height="10" />
          </Stack>
        ))}
      </Stack>
    );
  }
  // What the server can send is not the account's to edit: only the preferences go in the form.
  const { whatsappConfigured, ...values } = account.data;
  return (
    <Formik
      initialValues={values}
      enableReinitialize
      validationSchema={accountRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await saveAccount(accountRules.cast(values)).unwrap();
          dispatch(toastAdded(accountMessages.saved));
        } catch (error) {
          showRefusal(error, helpers, accountMessages.saveFailed);
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Form noValidate aria-label="Account details">
          <Stack gap={5}>
            <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
              <FormikField name="name" label="Name" required autoComplete="name" />
              <FormikField name="email" label="E-mail" type="email" required autoComplete="email" />
            </Stack>
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">Notifications</Fieldset.Legend>
              <Fieldset.HelperText>How we tell you when a request changes or a new one arrives.</Fieldset.HelperText>
              <Stack gap={2} mt={2}>
                <FormikCheckbox name="notifyEmail" label="E-mail updates" />
                <FormikCheckbox
                  name="notifyWhatsapp"
                  label="WhatsApp messages"
                  description={whatsappConfigured ? undefined : accountMessages.whatsappNotConfigured}
                />
                <FormikCheckbox name="notifyRealtime" label="Real-time notifications in the app" />
              </Stack>
            </Fieldset.Root>
            <FormAlert message={status} announce />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText="Saving..."
              disabled={!dirty}
            >
              Save changes
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
