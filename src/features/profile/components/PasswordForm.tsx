import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useChangePasswordMutation } from '../../../api/accountApi';
import { useAppDispatch } from '../../../app/hooks';
import { FormAlert, showRefusal } from '../../../components/ui/FormAlert';
import { FormikField } from '../../../components/ui/FormikField';
import { NewPasswordFields } from '../../../components/ui/NewPasswordFields';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { accountMessages, passwordChangeFormRules, passwordChangeRules } from '../../../shared/account';

const empty = { currentPassword: '', newPassword: '', confirmation: '' };

/** A new password, after the current one; every other device is signed out (the server ends their sessions). */
export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  return (
    <Formik
      initialValues={empty}
      validationSchema={passwordChangeFormRules}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await changePassword(passwordChangeRules.cast(values, { stripUnknown: true })).unwrap();
          helpers.resetForm();
          dispatch(toastAdded(accountMessages.passwordChanged));
        } catch (error) {
          showRefusal(error, helpers, accountMessages.passwordFailed);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate aria-label="Change password">
          <Stack gap={5}>
            <Text color="fg.muted" textStyle="sm">
              Changing it signs you out everywhere else, so an old session on another device stops working.
            </Text>
            <FormikField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Stack direction={{ base: 'column', md: 'row' }} gap={5}>
              <NewPasswordFields passwordName="newPassword" />
            </Stack>
            <FormAlert message={status} announce />
            <Button
              type="submit"
              variant="outline"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText="Changing..."
            >
              Change password
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
