import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, NullableStringEnum } from './common';

/**
 * Why the matching gave a request to a referrer (src/server/assignment/matching.ts: scoreBreakdown), kept with the
 * assignment, and how it scores every referrer at a company for admins.
 */

const Share = Type.Number({ minimum: 0, maximum: 1 });

/** One part of the score: what it measured (0 to 1), its weight, and the points it gave (value × weight). */
export const ScorePartSchema = Type.Object({
  value: Share,
  weight: Type.Number({ minimum: 0 }),
  points: Type.Number({ minimum: 0 }),
});

/** The score of one referrer for one request, with the facts it was computed from. */
export const MatchScoreSchema = Type.Object({
  /** The referrer's specialties that fit the job title or the message. */
  fittingSpecialties: Type.Array(Type.String()),
  specialtyFit: ScorePartSchema,
  /** Their response rate as the matching read it; null for a newcomer, who counts as average (one half). */
  responseRate: Nullable(Share),
  responseRecord: ScorePartSchema,
  /** The requests given to them in the seven days before, which they still held. */
  assignedThisWeek: Type.Integer({ minimum: 0 }),
  /** Their weekly limit; null for none. */
  weeklyCap: Nullable(Type.Integer({ minimum: 0 })),
  lightLoad: ScorePartSchema,
  total: Type.Number({ minimum: 0 }),
});
export type MatchScore = Static<typeof MatchScoreSchema>;

/** How the request reached the referrer who has it. */
export const MATCH_ORIGINS = ['matching', 'our-team', 'you-chose'] as const;
export type MatchOrigin = (typeof MATCH_ORIGINS)[number];

/** GET /api/referral-requests/:id/match-reason: for its candidate only. */
export const MatchReasonSchema = Type.Object({
  /** Null while the request waits for a referrer, or once it has none. */
  origin: NullableStringEnum(MATCH_ORIGINS),
  referrerName: Nullable(Type.String()),
  /** The score as the matching computed it when it gave the request; null otherwise, and for matches made before it was kept. */
  score: Nullable(MatchScoreSchema),
  /** Whether the candidate asked for someone else already: they can once per request. */
  askedForSomeoneElse: Type.Boolean(),
  /** Whether they can ask now: a request the matching gave, not answered yet, not asked before. */
  canAskForSomeoneElse: Type.Boolean(),
});
export type MatchReason = Static<typeof MatchReasonSchema>;

/** POST /api/referral-requests/:id/someone-else: where the request went. */
export const SomeoneElseResultSchema = Type.Object({
  referrerName: Type.String(),
  score: MatchScoreSchema,
});
export type SomeoneElseResult = Static<typeof SomeoneElseResultSchema>;

/** Why the matching passes a referrer by for this request. */
export const MATCH_EXCLUSIONS = ['had-it', 'not-verified', 'full-this-week'] as const;
export type MatchExclusion = (typeof MATCH_EXCLUSIONS)[number];

/** One referrer at the request's company, as the matching scores them now (GET /api/admin/referral-requests/:id/match-scores). */
export const ScoredReferrerSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** The one the request is with (`holds`), or the one the matching would give it to now (`would-choose`). */
  role: NullableStringEnum(['holds', 'would-choose'] as const),
  excluded: NullableStringEnum(MATCH_EXCLUSIONS),
  score: MatchScoreSchema,
});
export type ScoredReferrer = Static<typeof ScoredReferrerSchema>;

export const MatchScoresSchema = Type.Object({
  /** When the request is with a referrer: whether the matching gave it (`matching`), an admin, or its candidate chose. */
  origin: NullableStringEnum(MATCH_ORIGINS),
  /** The score stored when the matching gave it to the referrer who has it. */
  storedScore: Nullable(MatchScoreSchema),
  /** The chosen one first, then those the matching may choose, best first, then those it passes by. */
  referrers: Type.Array(ScoredReferrerSchema),
  computedAt: DateTimeSchema,
});
export type MatchScores = Static<typeof MatchScoresSchema>;
