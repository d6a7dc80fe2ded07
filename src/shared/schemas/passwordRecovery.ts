import { Type, type Static } from 'typebox';
import { forgotPasswordRules, resetPasswordRules } from '../passwordRecovery';
import { withRules } from './rules';

export const ForgotPasswordBodySchema = withRules(forgotPasswordRules, { email: Type.String() });

export const ResetPasswordBodySchema = withRules(resetPasswordRules, {
  token: Type.String(),
  password: Type.String(),
});

/** Both routes answer in words for people: the same words, for a link, whatever the address. */
export const PasswordRecoveryAnswerSchema = Type.Object({ message: Type.String() });
export type PasswordRecoveryAnswer = Static<typeof PasswordRecoveryAnswerSchema>;

/**
 * The answer to a request for a link: the same words whatever the address, and whether this server keeps its mail in
 * the outbox (no SMTP_URL, outside production: a local try-out), where an admin reads it in the dashboard's Mail tab.
 */
export const ForgotPasswordAnswerSchema = Type.Object({ message: Type.String(), mailStaysInOutbox: Type.Boolean() });
export type ForgotPasswordAnswer = Static<typeof ForgotPasswordAnswerSchema>;
