import { Type, type Static } from 'typebox';
import { confirmWorkEmailRules, workEmailRules } from '../workEmail';
import { withRules } from './rules';

export const WorkEmailBodySchema = withRules(workEmailRules, { email: Type.String() });

export const ConfirmWorkEmailBodySchema = withRules(confirmWorkEmailRules, { token: Type.String() });

/** Both routes answer in words for people. */
export const WorkEmailAnswerSchema = Type.Object({ message: Type.String() });
export type WorkEmailAnswer = Static<typeof WorkEmailAnswerSchema>;
