/**
 * How a referrer answers, as their card and page show it: the share of requests they answered and their typical
 * (median) reply time, read from request histories by the server. A referrer with neither figures nor referrals is "New".
 */
export const NEW_REFERRER_LABEL = 'New';
export const NEW_REFERRER_HINT = 'Too few requests yet to show how they answer';
export const NOT_TAKING_REQUESTS_LABEL = 'Not taking requests this week';

/**
 * A referrer nobody reads requests for (a profile with no account behind it): their card says so instead of figures,
 * and a request for them is matched with a colleague who is on ReferBridge.
 */
export const NOT_ON_REFERBRIDGE_LABEL = 'Not on ReferBridge yet';
export function notOnReferBridgeHint(company: string) {
  return `Requests for them go to a referrer at ${company} who is`;
}

/** What the request form says, in place of "straight to this referrer", for a referrer nobody reads requests for. */
export function notOnReferBridgeRequestText(name: string, company: string) {
  return `${name} isn't on ReferBridge yet, so we'll send your request to a referrer at ${company} who is.`;
}

/**
 * "New" is for a referrer with no record at all: too few requests here to read figures from, and no successful
 * referral. One who came with referrals (seeded or imported) but has had few requests here yet is not new: the card
 * shows their referrals and no response figures.
 */
export function isNewReferrer(referrer: { responseRate: number | null; successfulReferrals: number }) {
  return referrer.responseRate === null && referrer.successfulReferrals === 0;
}

/** "Answers 92% of requests". */
export function responseRateText(rate: number) {
  return `Answers ${Math.round(rate * 100)}% of requests`;
}

/** "Usually replies within 5 hours", rounded up to a unit a person reads at a glance. */
export function replyTimeText(hours: number) {
  if (hours <= 1) return 'Usually replies within an hour';
  if (hours < 24) return `Usually replies within ${Math.ceil(hours)} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

/** What a direct request to a referrer at their weekly cap is told. */
export function referrerAtCapacityMessage(name: string, company: string) {
  return `${name} is not taking requests this week. Please pick someone else at ${company}, or send your request without choosing a referrer and we will match you.`;
}
