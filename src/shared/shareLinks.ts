import * as yup from 'yup';
/**
 * Share links that credit the referrer: a referrer copies, from their dashboard, a link to their profile or to a job
 * at their company. The link carries an opaque token (`?ref=`), no personal data. A visit through it is counted once
 * per browser session; a request that starts from it goes to that referrer while they can take it, and otherwise is
 * matched as usual, the candidate told why. That holds for a profile link too: a referrer who is full for the week is
 * not refused to a visitor of their own link, whose request is matched with someone else at their company; a plain
 * visit (no token, a forged one, another referrer's) is refused as before, so no token lifts anyone's weekly cap.
 */

/** The query parameter that carries a share link's token. */
export const SHARE_LINK_PARAMETER = 'ref';

/** A token as the server makes them: 16 random bytes in base64url. Anything else is no link of ours. */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{22}$';
export const isShareToken = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(SHARE_TOKEN_PATTERN).test(value);

/** Why a request that came through a referrer's link did not go to them, told to the candidate as it is sent. */
export const shareLinkNotices = {
  atCapacity: (name: string, company: string) =>
    `${name} can't take new requests this week, so we'll match you with someone else at ${company}.`,
  notReading: (name: string, company: string) =>
    `${name} isn't taking requests on ReferBridge right now, so we'll match you with someone else at ${company}.`,
  otherCompany: (name: string, theirCompany: string, company: string) =>
    `${name} refers at ${theirCompany}, so we'll match you with a referrer at ${company}.`,
} as const;

export const shareLinkMessages = {
  unknownJob: 'We could not find that job at your company. It may have been removed or closed.',
  copied: 'Link copied',
  copyFailed: 'Select the link and copy it yourself: your browser did not let us.',
  unknownLink: 'Send the token of a share link.',
  linkNotFound: 'We could not find that share link.',
} as const;

/** POST /api/me/share-links: the link to the profile (jobId null or left out) or to a job at the referrer's company. */
export const shareLinkRules = yup.object({
  jobId: yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? null : value,
    )
    .typeError(shareLinkMessages.unknownJob)
    .integer(shareLinkMessages.unknownJob)
    .min(1, shareLinkMessages.unknownJob)
    .max(2_147_483_647, shareLinkMessages.unknownJob)
    .nullable()
    .default(null),
});

/** POST /api/share-links/visits: a visit through a link. Any text is taken; what is no token of ours counts nothing. */
export const shareVisitRules = yup.object({
  token: yup.string().max(64, shareLinkMessages.unknownLink).required(shareLinkMessages.unknownLink),
});
