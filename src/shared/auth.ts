import * as yup from 'yup';
import { TEXT_LIMITS, tooLongMessage } from './textLimits';

/** Password length bounds (DESIGN section 6). The upper bound keeps hashing cost bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = TEXT_LIMITS.name;
export const EMAIL_MAX_LENGTH = TEXT_LIMITS.email;

/** What an account may do: the database column and the API answers take their values from here. */
export const USER_ROLES = ['user', 'admin'] as const;

export const authMessages = {
  nameRequired: 'Name is required',
  nameTooLong: tooLongMessage('Name', 'name'),
  emailTooLong: tooLongMessage('Email', 'email'),
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  accountLocked: (minutes: number) =>
    `Too many failed sign-ins for this account. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  notSignedIn: 'Not signed in',
  confirmationRequired: 'Please type the new password again',
  confirmationDiffers: 'The two passwords do not match',
  accountDisabled: 'This account has been disabled. Contact support if you think this is a mistake.',
} as const;

/** An e-mail address as accounts hold it: trimmed and lower-cased, so the unique index is case-insensitive. */
export const emailRule = yup
  .string()
  .trim()
  .lowercase()
  .max(EMAIL_MAX_LENGTH, authMessages.emailTooLong)
  .email(authMessages.emailInvalid)
  .required(authMessages.emailRequired);

/** A password being chosen (registration, a change, a reset): the length rules, with their messages. */
export const newPasswordRule = yup
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
  .required(authMessages.passwordRequired);

/** The new password typed a second time, which must equal the field `passwordField` (a form's own check). */
export const confirmationOf = (passwordField: string) =>
  yup
    .string()
    .required(authMessages.confirmationRequired)
    .oneOf([yup.ref(passwordField)], authMessages.confirmationDiffers);

/** Sign-in: only presence is checked, so a wrong password never reveals the length rules. */
export const loginRules = yup.object({
  email: emailRule,
  password: yup
    .string()
    .max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials)
    .required(authMessages.passwordRequired),
});

export const registerRules = yup.object({
  name: yup.string().trim().max(NAME_MAX_LENGTH, authMessages.nameTooLong).required(authMessages.nameRequired),
  email: emailRule,
  password: newPasswordRule,
  // The spec's client always sends false; the server ignores anything else (a new account is never a referrer).
  isReferrer: yup.boolean().optional(),
});

export type LoginInput = yup.InferType<typeof loginRules>;
export type RegisterInput = yup.InferType<typeof registerRules>;
