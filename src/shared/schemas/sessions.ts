import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema } from './common';

/** One signed-in session of the caller's, as `GET /api/me/sessions` lists it. */
export const SessionSchema = Type.Object({
  id: IdSchema,
  /** The browser and system, in words ("Chrome on Windows"); "Unknown browser" when it did not say. */
  browser: Type.String(),
  /** When it was signed in. */
  createdAt: DateTimeSchema,
  /** When it was last used, to within a minute. */
  lastSeenAt: DateTimeSchema,
  /** The session this call came from. */
  current: Type.Boolean(),
});
export type ActiveSession = Static<typeof SessionSchema>;

export const SessionListSchema = Type.Array(SessionSchema);

/** `POST /api/me/sessions/end-others`: how many sessions ended. */
export const EndedSessionsSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Static<typeof EndedSessionsSchema>;
