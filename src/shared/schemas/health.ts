import { Type } from 'typebox';
import { StringEnum } from './common';

/** GET /api/health: whether this app process can reach its database, for load balancers and operators. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });

export const UnhealthySchema = Type.Object({ message: Type.String(), database: StringEnum(['down'] as const) });
