import { Button, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccountMutation } from '../../../api/accountApi';
import { useGetTwoStepQuery } from '../../../api/twoStepApi';
import { api } from '../../../api/apiSlice';
import { authApi } from '../../../api/authApi';
import { useAppDispatch } from '../../../app/hooks';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikField } from '../../../components/ui/FormikField';
import { SectionCard } from '../../../components/ui/SectionCard';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { USER_ID_KEY } from '../../../lib/analytics';
import { accountDeletionMessages, accountDeletionRules, DELETED_ACCOUNT_NAME } from '../../../shared/accountDeletion';
import { paths } from '../../../shared/paths';

/** What a deletion does, in the words of the privacy page: said before the button, and again in the dialog. */
const CONSEQUENCES = [
  'Your account, profiles (your referrer card too), resumes, survey answers and notifications are deleted at once, and you are signed out on every device.',
  `Requests you sent stay with the referrers as "${DELETED_ACCOUNT_NAME}", with no name, e-mail, phone, message or resume. Ratings you gave stay, without your name.`,
  'Requests you received as a referrer go on to another referrer, and your jobs close.',
];

/**
 * /profile's last section: the person deletes their account, confirming with their password in a dialog. Once the
 * server has deleted it (and ended every session), this tab goes to the home page and forgets everything it held.
 */
export function DeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount] = useDeleteAccountMutation();
  const twoStepOn = useGetTwoStepQuery().data?.enabled === true;
  const [open, setOpen] = useState(false);
  // Set once the account is gone. This tab forgets it as the page goes: forgotten while the profile is still on
  // screen (the way home is a transition), it would send the signed-out visitor to /auth instead.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      localStorage.removeItem(USER_ID_KEY);
      dispatch(api.util.resetApiState());
      void dispatch(authApi.util.upsertQueryData('getMe', undefined, null));
    },
    [dispatch],
  );
  return (
    <SectionCard
      id="delete-account-heading"
      title="Delete my account"
      description="This cannot be undone: there is no copy to restore it from."
    >
      <List.Root gap={2} ps={5} color="fg.muted">
        {CONSEQUENCES.map((consequence) => (
          <List.Item key={consequence}>{consequence}</List.Item>
        ))}
      </List.Root>
      <Button
        colorPalette="red"
        variant="outline"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        Delete my account
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        formLabel="Delete my account"
        initialValues={{ password: '', code: '' }}
        validationSchema={accountDeletionRules}
        onSubmit={async (values) => {
          const { password, code } = accountDeletionRules.cast(values, { stripUnknown: true });
          await deleteAccount(twoStepOn ? { password, code } : { password }).unwrap();
          deleted.current = true;
          setOpen(false);
          dispatch(toastAdded(accountDeletionMessages.deleted));
          navigate(paths.home.href(), { replace: true });
        }}
        failure="We could not delete your account, and nothing was changed. Please try again."
        submitLabel="Delete my account"
        submittingLabel="Deleting..."
        submitPalette="red"
      >
        <Text>
          Your account and your data go at once, and a confirmation goes to your e-mail address. Enter your password to
          confirm.
        </Text>
        <FormikField name="password" label="Password" type="password" autoComplete="current-password" required />
        {twoStepOn && (
          <FormikField
            name="code"
            label="Code from your authenticator app, or a recovery code"
            autoComplete="one-time-code"
            required
          />
        )}
      </FormDialog>
    </SectionCard>
  );
}
