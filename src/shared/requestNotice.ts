/**
 * The notice the request modal shows above its submit button: who will receive the candidate's resume and details,
 * that they may pass them to their company's hiring team, and when the referrer sees the candidate's e-mail and phone.
 * Each request stores the version its candidate saw (`referral_requests.notice_version`), so any change to what the
 * notice says gets a new version here, added at the end; the server accepts every version ever shown.
 */
export const REQUEST_NOTICE_VERSIONS = ['2026-11-26'] as const;
export type RequestNoticeVersion = (typeof REQUEST_NOTICE_VERSIONS)[number];

/** The version the modal shows now, and sends with the request (the multipart field `noticeVersion`). */
export const REQUEST_NOTICE_VERSION: RequestNoticeVersion =
  REQUEST_NOTICE_VERSIONS[REQUEST_NOTICE_VERSIONS.length - 1]!;

export const NOTICE_VERSION_FIELD = 'noticeVersion';

export const requestNoticeMessages = {
  /** A request without a version, or with one no modal ever showed (an old or altered page). */
  outOfDate:
    'This form is out of date. Reload the page to see who will receive your resume, then send your request again.',
} as const;

export function isKnownNoticeVersion(value: unknown): value is RequestNoticeVersion {
  return typeof value === 'string' && (REQUEST_NOTICE_VERSIONS as readonly string[]).includes(value);
}

/**
 * Who receives the request, as the notice names them: the chosen referrer, or, when the request will be matched
 * (none chosen, or one nobody reads requests for), "a referrer at" the company.
 */
export function noticeRecipient(target: { referrerName: string | null; matched: boolean; company: string }) {
  if (target.referrerName && !target.matched) return target.referrerName;
  const company = target.company.trim();
  return company ? `a referrer at ${company}` : 'a referrer at the company you name';
}

/** The notice's words, before its link to the privacy policy (version REQUEST_NOTICE_VERSION). */
export function requestNoticeText(target: { referrerName: string | null; matched: boolean; company: string }) {
  const company = target.company.trim();
  const hiringTeam = company ? `${company}'s hiring team` : "their company's hiring team";
  return (
    `Your resume, message and details go to ${noticeRecipient(target)}, who may pass them to ${hiringTeam} to refer ` +
    'you. They see your e-mail and phone number only once they accept your request.'
  );
}
