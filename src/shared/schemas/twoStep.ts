import { Type, type Static } from 'typebox';
import { twoStepCodeRules, twoStepPasswordRules } from '../twoStep';
import { DateTimeSchema, Nullable, RequestIdSchema } from './common';
import { withRules } from './rules';

/** Where the signed-in account stands with two-step sign-in (`GET /api/me/two-step`). */
export const TwoStepStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  enabledAt: Nullable(DateTimeSchema),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** An admin on a production server must turn it on before using the admin dashboard. */
  required: Type.Boolean(),
});
export type TwoStepStatus = Static<typeof TwoStepStatusSchema>;

/** A new secret for the authenticator app, shown once: as an otpauth:// link and as text to type. */
export const TwoStepEnrolmentSchema = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
});
export type TwoStepEnrolment = Static<typeof TwoStepEnrolmentSchema>;

/** The recovery codes, shown once, when two-step sign-in is turned on. */
export const TwoStepRecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
});
export type TwoStepRecoveryCodes = Static<typeof TwoStepRecoveryCodesSchema>;

/** A refused sign-in; `secondStep` says the password was right and a code is needed next (`POST /api/login/code`). */
export const LoginRefusalSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(
      Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } }),
    ),
    secondStep: Type.Optional(Type.Boolean()),
    requestId: RequestIdSchema,
  },
  { description: 'Not signed in: `message` says why; `secondStep: true` asks for the two-step code' },
);

export const TwoStepPasswordBodySchema = withRules(twoStepPasswordRules, { password: Type.String() });
export const TwoStepCodeBodySchema = withRules(twoStepCodeRules, { code: Type.String() });
