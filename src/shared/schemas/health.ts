import { Type, type Static } from 'typebox';
import { RequestIdSchema, StringEnum } from './common';

/** GET /api/health: whether this app process can reach its database, for load balancers and operators. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('up') });

export const UnhealthySchema = Type.Object({ message: Type.String(), database: Type.Literal('down') });

/** GET /api/health/live: the process answers (a liveness probe: restart it when it does not). */
export const LivenessSchema = Type.Object({ status: Type.Literal('ok') });

/**
 * What GET /api/health/ready checked, part by part. The job queue and the live updates' connection are absent from
 * an app that runs without them (tests of routes alone); a production process has both.
 */
const readinessChecks = {
  database: StringEnum(['up', 'down'] as const),
  /** `unknown` while the database does not answer. */
  migrations: StringEnum(['applied', 'pending', 'unknown'] as const),
  jobQueue: Type.Optional(StringEnum(['up', 'down'] as const)),
  liveUpdates: Type.Optional(StringEnum(['up', 'down'] as const)),
};

export const ReadySchema = Type.Object(
  { status: Type.Literal('ready'), ...readinessChecks },
  { description: 'Every part this process needs is up: send it traffic' },
);

export const NotReadySchema = Type.Object(
  { status: Type.Literal('not ready'), message: Type.String(), requestId: RequestIdSchema, ...readinessChecks },
  { description: 'A part is down, named by its field and in `message`: send traffic elsewhere for now' },
);

export type Readiness = Static<typeof ReadySchema> | Static<typeof NotReadySchema>;
