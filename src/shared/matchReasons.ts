import type { MatchExclusion, MatchScore } from './schemas/matchReasons';

/** The words of "why this referrer" (src/server/assignment/README.md#why-this-referrer), for the candidate and admins. */

function percent(share: number) {
  return `${Math.round(share * 100)}%`;
}

/** "specialties that fit — Frontend, React", or that none did. */
export function specialtiesText(score: Pick<MatchScore, 'fittingSpecialties'>) {
  return score.fittingSpecialties.length === 0
    ? 'none of their specialties named in your request'
    : `specialties that fit — ${score.fittingSpecialties.join(', ')}`;
}

/** "answers 87% of requests", or that they were new (counted as average). */
export function responseText(score: Pick<MatchScore, 'responseRate'>) {
  return score.responseRate === null
    ? 'new to ReferBridge, so counted as average for answering'
    : `answers ${percent(score.responseRate)} of requests`;
}

/** "room for 3 more this week", as it was when the matching chose them (the request took one of them). */
export function roomText(score: Pick<MatchScore, 'assignedThisWeek' | 'weeklyCap'>) {
  if (score.weeklyCap === null) {
    return score.assignedThisWeek === 0
      ? 'no other request this week'
      : `${score.assignedThisWeek} other request${score.assignedThisWeek === 1 ? '' : 's'} this week, with no weekly limit`;
  }
  const room = Math.max(0, score.weeklyCap - score.assignedThisWeek);
  return `room for ${room} more this week`;
}

/** The candidate's sentence: "Matched because: specialties that fit — Frontend, React; answers 87% of requests; room for 3 more this week". */
export function matchReasonText(score: MatchScore) {
  return `Matched because: ${specialtiesText(score)}; ${responseText(score)}; ${roomText(score)}`;
}

/** How the request reached a referrer the matching did not choose, in the candidate's words. */
export const MATCH_ORIGIN_TEXT = {
  'our-team': 'Our team chose this referrer for your request by hand.',
  'you-chose': 'You sent this request to this referrer.',
  matchingUnexplained: 'Matched automatically, before ReferBridge kept the reasons of a match.',
} as const;

/** Why the matching passes a referrer by, for admins. */
export const EXCLUSION_TEXT: Record<MatchExclusion, string> = {
  'had-it': 'Had it before',
  'not-verified': 'Work e-mail not verified',
  'full-this-week': 'Full this week',
};

export const someoneElseMessages = {
  confirmTitle: 'Ask for someone else?',
  confirmDescription: (referrerName: string, company: string) =>
    `We will give your request to another referrer at ${company}, chosen the same way, and ${referrerName} will no longer see it. You can do this once per request.`,
  confirmLabel: 'Ask for someone else',
  done: 'Your request went to someone else',
  doneDescription: (company: string) => `Another referrer at ${company} has it now: their name is on your request.`,
  alreadyAsked: 'You have already asked for someone else for this request: you can do it once per request.',
  notWaiting:
    'You can ask for someone else only while your request waits for its referrer’s answer, and only when we matched it.',
  nobodyElse: (company: string, referrerName: string) =>
    `Nobody else at ${company} can take your request now, so it stays with ${referrerName}. You can ask again later.`,
} as const;
