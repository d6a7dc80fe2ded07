import { Type } from 'typebox';

/** GET /api/health: whether this app process can reach its database, for load balancers and operators. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });

export const UnhealthySchema = Type.Object({ message: Type.String(), database: Type.Literal('down') });
