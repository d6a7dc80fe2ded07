import { Type } from 'typebox';
import { accountDeletionRules } from '../accountDeletion';
import { withRules } from './rules';

/** `DELETE /api/me`: the password, and the second factor's code once two-step sign-in is on. */
export const AccountDeletionBodySchema = withRules(accountDeletionRules, {
  password: Type.String(),
  code: Type.String(),
});
