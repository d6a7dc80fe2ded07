import { Type, type Static } from 'typebox';
import { loginRules, registerRules, USER_ROLES } from '../auth';
import { IdSchema, StringEnum } from './common';
import { withRules } from './rules';

/** The user as the browser sees it (SPEC section 3): the answer lists its fields, so the password hash never leaves. */
export const UserSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(USER_ROLES),
  isReferrer: Type.Boolean(),
  onboardingCompleted: Type.Boolean(),
});
export type User = Static<typeof UserSchema>;

export const RegisterBodySchema = withRules(registerRules, {
  name: Type.String(),
  email: Type.String(),
  password: Type.String(),
  isReferrer: Type.Boolean(),
});

export const LoginBodySchema = withRules(loginRules, { email: Type.String(), password: Type.String() });
