import * as yup from 'yup';
import { authMessages, confirmationOf, emailRule, NAME_MAX_LENGTH, newPasswordRule, PASSWORD_MAX_LENGTH } from './auth';
import { onboardingRules } from './onboardingRules';

export const accountMessages = {
  saved: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  saveFailed: 'We could not save your profile. Please try again.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  samePassword: 'Choose a password different from your current one',
  passwordChanged: {
    title: 'Password changed',
    description: 'You stay signed in here; every other device was signed out.',
  },
  passwordFailed: 'We could not change your password. Please try again.',
  whatsappNotConfigured:
    'WhatsApp messages are not configured on this server yet: we keep your choice, but send nothing by WhatsApp for now.',
} as const;

/** /profile: the account's name and e-mail, and how it wants to hear from ReferBridge (SPEC defaults: e-mail, realtime). */
export const accountRules = yup.object({
  name: yup.string().trim().max(NAME_MAX_LENGTH, authMessages.nameTooLong).required(authMessages.nameRequired),
  email: emailRule,
  notifyEmail: yup.boolean().default(true),
  notifyWhatsapp: yup.boolean().default(false),
  notifyRealtime: yup.boolean().default(true),
});
export type AccountInput = yup.InferType<typeof accountRules>;

/** A password change asks for the current one, so a session left open on a shared computer cannot take the account. */
export const passwordChangeRules = yup.object({
  currentPassword: yup
    .string()
    .max(PASSWORD_MAX_LENGTH, accountMessages.currentPasswordWrong)
    .required(accountMessages.currentPasswordRequired),
  newPassword: newPasswordRule.test(
    'differs',
    accountMessages.samePassword,
    (value, context) => value !== (context.parent as { currentPassword?: string }).currentPassword,
  ),
});
export type PasswordChangeInput = yup.InferType<typeof passwordChangeRules>;

/** The form's own check: the new password typed twice. The server needs it once. */
export const passwordChangeFormRules = passwordChangeRules.shape({
  confirmation: confirmationOf('newPassword'),
});

/** /referee-profile: the candidate's side of the onboarding answers, with the same rules. */
export const candidateProfileRules = onboardingRules.pick(['title', 'experience', 'linkedin', 'interests']);
export type CandidateProfileInput = yup.InferType<typeof candidateProfileRules>;
