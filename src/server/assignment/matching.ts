import type { MatchExclusion, MatchScore } from '../../shared/schemas/matchReasons.js';

/**
 * Which referrer a request should go to, decided from facts the database gathers (src/server/assignment/assign.ts):
 * pure, so it is tested on generated referrers without a database.
 *
 * Only verified referrers with room this week who have not had the request before are eligible. Among them the score
 * weighs, in this order: how well their specialties fit the job and the message, how reliably they answer, and how
 * little they already carry this week. Ties go to the lighter load, then to the earlier profile, so a match is
 * repeatable.
 */
export interface MatchCandidate {
  id: number;
  name: string;
  specialties: readonly string[];
  verified: boolean;
  /** Requests given to them in the last seven days that they still hold. */
  assignedThisWeek: number;
  /** Their weekly limit; null for none. */
  weeklyCap: number | null;
  /** The share of requests they answered (src/server/assignment/referrerStats.ts); null while too few to tell. */
  responseRate: number | null;
}

export interface RequestToMatch {
  jobTitle: string | null;
  message: string;
  /** Referrers who have had the request already: none is given it twice. */
  triedReferrerIds: readonly number[];
}

export const MATCH_WEIGHTS = { specialtyFit: 3, responseRecord: 2, lightLoad: 1 } as const;

/** Words too common to tell specialties apart. */
const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'engineer',
  'engineering',
  'developer',
  'development',
  'software',
  'systems',
  'senior',
  'junior',
  'lead',
]);

function wordsOf(text: string) {
  return (text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).filter(
    (word) => word.length >= 2 && !STOP_WORDS.has(word),
  );
}

/** The referrer's specialties that fit a request: one of its words appears in the job title or the message. */
export function fittingSpecialties(
  specialties: readonly string[],
  request: Pick<RequestToMatch, 'jobTitle' | 'message'>,
) {
  const text = new Set(wordsOf(`${request.jobTitle ?? ''} ${request.message}`));
  return specialties.filter((specialty) => wordsOf(specialty).some((word) => text.has(word)));
}

/**
 * How well a referrer's specialties fit a request, from 0 to 1: a specialty fits when one of its words appears in the
 * job title or the message ("Payments" fits "Senior Backend Engineer, Payments"). Two fitting specialties make a
 * full fit.
 */
export function specialtyFit(specialties: readonly string[], request: Pick<RequestToMatch, 'jobTitle' | 'message'>) {
  return Math.min(1, fittingSpecialties(specialties, request).length / 2);
}

/** The share of requests a referrer answered, or one half (average) for a newcomer with too little data to tell. */
export function responseRecord(candidate: Pick<MatchCandidate, 'responseRate'>) {
  return candidate.responseRate ?? 0.5;
}

/** 1 with nothing on their plate, falling as the week fills (to 0 at their cap). */
export function lightLoad(candidate: Pick<MatchCandidate, 'assignedThisWeek' | 'weeklyCap'>) {
  if (candidate.weeklyCap !== null) return Math.max(0, 1 - candidate.assignedThisWeek / candidate.weeklyCap);
  return 1 / (1 + candidate.assignedThisWeek / 5);
}

export function hasRoomThisWeek(candidate: Pick<MatchCandidate, 'assignedThisWeek' | 'weeklyCap'>) {
  return candidate.weeklyCap === null || candidate.assignedThisWeek < candidate.weeklyCap;
}

/**
 * The score of a referrer for a request, part by part, with the facts each part was computed from: what the matching
 * ranks by, what is kept with an assignment, what the candidate and admins read. The one place the score is computed.
 */
export function scoreBreakdown(candidate: MatchCandidate, request: RequestToMatch): MatchScore {
  const part = (weight: number, value: number) => ({ value, weight, points: weight * value });
  const fitting = fittingSpecialties(candidate.specialties, request);
  const fit = part(MATCH_WEIGHTS.specialtyFit, Math.min(1, fitting.length / 2));
  const record = part(MATCH_WEIGHTS.responseRecord, responseRecord(candidate));
  const load = part(MATCH_WEIGHTS.lightLoad, lightLoad(candidate));
  return {
    fittingSpecialties: fitting,
    specialtyFit: fit,
    responseRate: candidate.responseRate,
    responseRecord: record,
    assignedThisWeek: candidate.assignedThisWeek,
    weeklyCap: candidate.weeklyCap,
    lightLoad: load,
    total: fit.points + record.points + load.points,
  };
}

export function matchScore(candidate: MatchCandidate, request: RequestToMatch) {
  return scoreBreakdown(candidate, request).total;
}

export type MatchDecision =
  | { chosen: MatchCandidate; score: number; breakdown: MatchScore }
  /** Nobody eligible, and why (in the order a candidate can do nothing about it: nobody there, nobody verified, all full). */
  | { waiting: 'no-referrer-at-company' | 'no-verified-referrer' | 'referrers-at-capacity' };

/** Why the matching passes a referrer by for this request; null when they may be chosen. */
function exclusionOf(candidate: MatchCandidate, request: RequestToMatch): MatchExclusion | null {
  if (request.triedReferrerIds.includes(candidate.id)) return 'had-it';
  if (!candidate.verified) return 'not-verified';
  if (!hasRoomThisWeek(candidate)) return 'full-this-week';
  return null;
}

export interface RankedReferrer {
  candidate: MatchCandidate;
  score: MatchScore;
  excluded: MatchExclusion | null;
}

/**
 * Every referrer scored for the request: those the matching may choose, best first (ties to the lighter week, then
 * the earlier profile), then those it passes by, in the same order. The first, when eligible, is the one it chooses.
 */
export function rankReferrers(candidates: readonly MatchCandidate[], request: RequestToMatch): RankedReferrer[] {
  const ranked = candidates.map((candidate) => ({
    candidate,
    score: scoreBreakdown(candidate, request),
    excluded: exclusionOf(candidate, request),
  }));
  const best = (a: RankedReferrer, b: RankedReferrer) =>
    b.score.total - a.score.total ||
    a.candidate.assignedThisWeek - b.candidate.assignedThisWeek ||
    a.candidate.id - b.candidate.id;
  return [
    ...ranked.filter((entry) => !entry.excluded).sort(best),
    ...ranked.filter((entry) => entry.excluded).sort(best),
  ];
}

/** The best eligible referrer for the request among the company's referrers, or why there is none. */
export function chooseReferrer(candidates: readonly MatchCandidate[], request: RequestToMatch): MatchDecision {
  const [first] = rankReferrers(candidates, request);
  if (first && first.excluded === null) {
    return { chosen: first.candidate, score: first.score.total, breakdown: first.score };
  }
  const untried = candidates.filter((candidate) => !request.triedReferrerIds.includes(candidate.id));
  if (untried.length === 0) return { waiting: 'no-referrer-at-company' };
  if (!untried.some((candidate) => candidate.verified)) return { waiting: 'no-verified-referrer' };
  return { waiting: 'referrers-at-capacity' };
}
