import { PASSWORD_MIN_LENGTH } from '../../shared/auth';
import { FormikField } from './FormikField';

/**
 * A new password and its confirmation (the form's `confirmation` field, checked by `confirmationOf`), with the hints a
 * password manager needs to offer a strong password.
 */
export function NewPasswordFields({ passwordName }: { passwordName: string }) {
  return (
    <>
      <FormikField
        name={passwordName}
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      />
      <FormikField
        name="confirmation"
        label="New password, again"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
