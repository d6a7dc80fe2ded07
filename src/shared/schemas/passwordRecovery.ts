import { Type, type Static } from 'typebox';
import { forgotPasswordSchema, resetPasswordSchema } from '../passwordRecovery';
import { withRules } from './rules';

export const ForgotPasswordBodySchema = withRules(forgotPasswordSchema, { email: Type.String() });

export const ResetPasswordBodySchema = withRules(resetPasswordSchema, {
  token: Type.String(),
  password: Type.String(),
});

/** Both routes answer in words for people: the same words, for a link, whatever the address. */
export const PasswordRecoveryAnswerSchema = Type.Object({ message: Type.String() });
export type PasswordRecoveryAnswer = Static<typeof PasswordRecoveryAnswerSchema>;
