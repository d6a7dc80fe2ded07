import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from './auth';

/**
 * Two-step sign-in: a time-based one-time code (RFC 6238: 6 digits, 30 seconds, SHA-1, as every authenticator app
 * reads an otpauth:// link) after the password, or one of 10 single-use recovery codes.
 */
export const TWO_STEP = {
  codeDigits: 6,
  periodSeconds: 30,
  recoveryCodeCount: 10,
  /** 16 characters of a 32-letter alphabet: 80 random bits a code, shown in groups of 4. */
  recoveryCodeLength: 16,
  /** Crockford's base-32 letters: no I, L, O or U to misread. */
  recoveryCodeAlphabet: '0123456789abcdefghjkmnpqrstvwxyz',
  /** How long the second step of a sign-in waits for its code, after the password. */
  pendingSignInMinutes: 5,
  /** How long an enrolment waits for its first code. */
  pendingEnrolmentMinutes: 15,
  /** Codes tried per account in a window, across every app process; past it the code step answers 429. */
  attemptsPerWindow: 5,
  attemptWindowMinutes: 15,
  /** Longer than any code, recovery codes with their hyphens and spaces included. */
  codeMaxLength: 64,
} as const;

export const twoStepMessages = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  codeRequired: 'Please enter the code',
  codeFailed: 'We could not check your code. Please try again.',
  codeWrong: 'That code is not right. Check your authenticator app, or use a recovery code.',
  enrolmentCodeWrong: 'That code is not right. Check that the app shows ReferBridge and try the newest code.',
  signInExpired: 'Your sign-in has timed out. Please enter your e-mail and password again.',
  tooManyAttempts: (minutes: number) =>
    `Too many codes tried for this account. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Your password is not right',
  alreadyOn: 'Two-step sign-in is already on for your account.',
  notOn: 'Two-step sign-in is not on for your account.',
  enrolmentMissing: 'Your set-up has expired. Please start again and enter your password.',
  adminMustEnrol: 'Admins must turn on two-step sign-in before using the admin dashboard. Turn it on in your profile.',
  turnedOn: {
    title: 'Two-step sign-in is on',
    description: 'From now on, signing in asks for a code from your authenticator app.',
  },
  turnedOff: { title: 'Two-step sign-in is off', description: 'Signing in now asks for your password only.' },
  failed: 'We could not change two-step sign-in. Please try again.',
} as const;

const passwordRule = yup
  .string()
  .max(PASSWORD_MAX_LENGTH, twoStepMessages.passwordWrong)
  .required(twoStepMessages.passwordRequired);

const codeRule = yup
  .string()
  .trim()
  .max(TWO_STEP.codeMaxLength, twoStepMessages.codeWrong)
  .required(twoStepMessages.codeRequired);

/** Enrolling and turning off both start with the password. */
export const twoStepPasswordRules = yup.object({ password: passwordRule });
export type TwoStepPasswordInput = yup.InferType<typeof twoStepPasswordRules>;

/** A code: from the authenticator app, or (at sign-in) a recovery code. */
export const twoStepCodeRules = yup.object({ code: codeRule });
export type TwoStepCodeInput = yup.InferType<typeof twoStepCodeRules>;

/** A code as typed, without the spaces and hyphens people copy with it, lower-cased. */
export function normalizeCode(code: string) {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** A recovery code as shown: groups of 4 (`abcd-efgh-jkmn-pqrs`). */
export function formatRecoveryCode(code: string) {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The authenticator secret as typed by hand: groups of 4 letters. */
export function formatSecretForTyping(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
