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

/**
 * How well a referrer's specialties fit a request, from 0 to 1: a specialty fits when one of its words appears in the
 * job title or the message ("Payments" fits "Senior Backend Engineer, Payments"). Two fitting specialties make a
 * full fit.
 */
export function specialtyFit(specialties: readonly string[], request: Pick<RequestToMatch, 'jobTitle' | 'message'>) {
  const text = new Set(wordsOf(`${request.jobTitle ?? ''} ${request.message}`));
  const fitting = specialties.filter((specialty) => wordsOf(specialty).some((word) => text.has(word))).length;
  return Math.min(1, fitting / 2);
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

export function matchScore(candidate: MatchCandidate, request: RequestToMatch) {
  return (
    MATCH_WEIGHTS.specialtyFit * specialtyFit(candidate.specialties, request) +
    MATCH_WEIGHTS.responseRecord * responseRecord(candidate) +
    MATCH_WEIGHTS.lightLoad * lightLoad(candidate)
  );
}

export type MatchDecision =
  | { chosen: MatchCandidate; score: number }
  /** Nobody eligible, and why (in the order a candidate can do nothing about it: nobody there, nobody verified, all full). */
  | { waiting: 'no-referrer-at-company' | 'no-verified-referrer' | 'referrers-at-capacity' };

/** The best eligible referrer for the request among the company's referrers, or why there is none. */
export function chooseReferrer(candidates: readonly MatchCandidate[], request: RequestToMatch): MatchDecision {
  const untried = candidates.filter((candidate) => !request.triedReferrerIds.includes(candidate.id));
  if (untried.length === 0) return { waiting: 'no-referrer-at-company' };
  const verified = untried.filter((candidate) => candidate.verified);
  if (verified.length === 0) return { waiting: 'no-verified-referrer' };
  const eligible = verified.filter(hasRoomThisWeek);
  if (eligible.length === 0) return { waiting: 'referrers-at-capacity' };
  const ranked = eligible
    .map((candidate) => ({ candidate, score: matchScore(candidate, request) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.assignedThisWeek - b.candidate.assignedThisWeek ||
        a.candidate.id - b.candidate.id,
    );
  return { chosen: ranked[0]!.candidate, score: ranked[0]!.score };
}
