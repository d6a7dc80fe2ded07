/**
 * One open request per company (src/shared/requestLifecycle.ts: OPEN_STATUSES): what a candidate is told when they
 * already have one, as the request modal opens and when the server refuses a second (409).
 */

/** The open request a candidate already has at a company, as the server found it. */
export interface OpenRequestFound {
  company: string;
  /** Found by the candidate's account: whom it went to (null while it waits for a match) and when it was sent. */
  byAccount: { referrerName: string | null; sentAt: Date } | null;
}

/** Dates as the request history shows them, in words any reader understands: "3 Nov 2026". */
export function formatSentDate(date: Date) {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The refusal's words. Found by account, it names the request (its referrer, the day it was sent); found by the
 * e-mail address alone (a visitor who is not signed in), it names only the company, so typing someone else's address
 * tells nothing about their request but that there is one.
 */
export function openRequestMessage({ company, byAccount }: OpenRequestFound) {
  if (!byAccount) {
    return (
      `A request at ${company} sent from this e-mail address is still open. Follow it from the link in its ` +
      'confirmation e-mail, or sign in to see it in My requests.'
    );
  }
  const to = byAccount.referrerName ? `to ${byAccount.referrerName}, ` : 'waiting for a referrer, ';
  return (
    `You already have an open request at ${company} (${to}sent ${formatSentDate(byAccount.sentAt)}). ` +
    'See it in My requests.'
  );
}

export const OPEN_REQUEST_LINK_LABEL = 'Open My requests';
