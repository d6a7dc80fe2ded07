import * as yup from 'yup';

/**
 * Once a referrer referred them, the candidate may rate the referrer from 1 to 5 stars, once per request, with a
 * comment the referrer reads. A referrer's rating is the average of their ratings; cards show it with the count.
 */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 1000;

/** A request can be rated once its referrer referred the candidate: from "referred" on. */
export const RATEABLE_STATUSES = ['referred', 'interviewing', 'offer', 'hired', 'not_selected'] as const;

export const isRateable = (status: string) => (RATEABLE_STATUSES as readonly string[]).includes(status);

export const ratingMessages = {
  starsRequired: `Choose from ${RATING_STARS_MIN} to ${RATING_STARS_MAX} stars`,
  commentTooLong: `Keep your comment under ${RATING_COMMENT_MAX_LENGTH} characters`,
  notReferredYet: 'You can rate your referrer once they have referred you.',
  alreadyRated: 'You have already rated this referral.',
  thanks: 'Thank you: your rating is on their profile.',
} as const;

/** `POST /api/referral-requests/{id}/rating`: the stars and an optional comment. */
export const ratingRules = yup.object({
  stars: yup
    .number()
    .typeError(ratingMessages.starsRequired)
    .integer(ratingMessages.starsRequired)
    .min(RATING_STARS_MIN, ratingMessages.starsRequired)
    .max(RATING_STARS_MAX, ratingMessages.starsRequired)
    .required(ratingMessages.starsRequired),
  comment: yup.string().trim().max(RATING_COMMENT_MAX_LENGTH, ratingMessages.commentTooLong).nullable().default(null),
});
export type RatingInput = yup.InferType<typeof ratingRules>;
