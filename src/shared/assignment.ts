/**
 * How requests find their referrer (src/server/assignment/): a request sent without one is matched to the best verified
 * referrer at its company; a declined or unanswered request moves on to the next, at most ASSIGNMENT.maxReassignments times,
 * and then waits for an admin. Shared so that the candidate reads the same rules the server keeps.
 */
export const ASSIGNMENT = {
  /** An assigned request left unanswered this long moves on (ANSWER_WITHIN_HOURS overrides it on the server). */
  answerWithinDays: 3,
  /** Automatic moves to another referrer before the request goes to the admin queue. */
  maxReassignments: 3,
  /**
   * A declined request moves on this long after the decline, not at once: the referrer sees their answer settle in
   * their list before the request leaves it.
   */
  movesOnAfterDeclineSeconds: 10,
} as const;

/** Who made a change in a request's history: its parties, an admin, or assignment itself. */
export const EVENT_PARTIES = ['referrer', 'candidate', 'admin', 'system'] as const;
export type EventParty = (typeof EVENT_PARTIES)[number];

/** Why a request without a referrer waits. */
export const WAITING_REASONS = [
  'no-referrer-at-company',
  'no-verified-referrer',
  'referrers-at-capacity',
  'admin-queue',
] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/** What the candidate reads about a request that waits, in their list of requests. */
export function waitingText(reason: WaitingReason | null, company: string) {
  switch (reason) {
    case null:
      return `We are matching you with a referrer at ${company}: it usually takes under a minute.`;
    case 'no-referrer-at-company':
      return `No referrer at ${company} has joined yet. Your request waits here, and we match it as soon as one does.`;
    case 'no-verified-referrer':
      return `The referrers at ${company} have not verified their work e-mail yet. We match your request as soon as one does.`;
    case 'referrers-at-capacity':
      return `Every referrer at ${company} has reached their limit for this week. We match your request as soon as one has room.`;
    case 'admin-queue':
      return `Our team is choosing a referrer at ${company} for you by hand.`;
  }
}
