import * as yup from 'yup';
import { confirmationOf, registerRules } from './auth';

/** How long a reset link works (the issue: 30 minutes). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const passwordRecoveryMessages = {
  /** The one answer to a request for a link, whether or not an account uses the address. */
  linkSent: `If an account uses that address, we've sent a link to reset its password. It works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  linkUnusable: 'This link has expired or has been used already. Ask for a new one.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
} as const;

/**
 * A reset token as the server makes them: 32 random bytes in base64url. Anything else cannot be one, and is refused
 * before the database is asked.
 */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/forgot-password`: the address, as registration reads it. */
export const forgotPasswordRules = registerRules.pick(['email']);

/** `POST /api/reset-password`: the token of the link, and a new password that follows the registration rule. */
export const resetPasswordRules = registerRules.pick(['password']).shape({
  token: yup
    .string()
    .trim()
    .required(passwordRecoveryMessages.linkUnusable)
    .matches(RESET_TOKEN_PATTERN, passwordRecoveryMessages.linkUnusable),
});

/** The reset form: the request's fields, and the new password typed twice. */
export const resetPasswordFormRules = resetPasswordRules.shape({
  confirmation: confirmationOf('password'),
});

export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordRules>;
export type ResetPasswordInput = yup.InferType<typeof resetPasswordRules>;
