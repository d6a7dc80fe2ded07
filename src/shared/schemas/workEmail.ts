import { Type, type Static } from 'typebox';
import { confirmWorkEmailSchema, workEmailSchema } from '../workEmail';
import { withRules } from './rules';

export const WorkEmailBodySchema = withRules(workEmailSchema, { email: Type.String() });

export const ConfirmWorkEmailBodySchema = withRules(confirmWorkEmailSchema, { token: Type.String() });

/** Both routes answer in words for people. */
export const WorkEmailAnswerSchema = Type.Object({ message: Type.String() });
export type WorkEmailAnswer = Static<typeof WorkEmailAnswerSchema>;
