import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from './auth';

/** What a request sent by a deleted account shows where its sender's name was (src/server/repositories/accountDeletion.ts). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The longest second-factor code the deletion accepts (a one-time code, or a recovery code). */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 32;

export const accountDeletionMessages = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'That password is not right. Your account was not deleted.',
  codeTooLong: 'That code is not right. Your account was not deleted.',
  codeRequired: 'Enter a code from your authenticator app, or a recovery code, to delete your account',
  codeWrong: 'That code is not right. Your account was not deleted.',
  lastAdmin: 'You are the only admin. Make someone else an admin before you delete your account.',
  ownAccountHere: 'You cannot delete your own account here: use Delete my account on your profile.',
  deleted: {
    title: 'Account deleted',
    description: 'Your account and your data are gone. A confirmation is on its way to your e-mail address.',
  },
  deletedByAdmin: (name: string) => ({
    title: 'Account deleted',
    description: `${name}'s account and data are gone, and a confirmation was sent to them.`,
  }),
} as const;

/**
 * `DELETE /api/me`: the password, again, so that a session left open cannot delete the account; and the second
 * factor's code for an account that has one.
 */
export const accountDeletionRules = yup.object({
  password: yup
    .string()
    .max(PASSWORD_MAX_LENGTH, accountDeletionMessages.passwordWrong)
    .required(accountDeletionMessages.passwordRequired),
  code: yup.string().trim().max(SECOND_FACTOR_CODE_MAX_LENGTH, accountDeletionMessages.codeTooLong).optional(),
});
export type AccountDeletionInput = yup.InferType<typeof accountDeletionRules>;

/** Whether a request's sender deleted their account: its contact details were emptied then, and nothing else empties them. */
export const sentByDeletedAccount = (request: { name: string; email?: string }) =>
  request.name === DELETED_ACCOUNT_NAME && request.email === '';
