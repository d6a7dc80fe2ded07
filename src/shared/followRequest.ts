import * as yup from 'yup';
import { RESET_TOKEN_PATTERN } from './passwordRecovery';

/**
 * A request sent signed out belongs to no account, so its confirmation mail carries a private link to follow it
 * (/follow-request?token=): 32 random bytes, like a reset link's, kept only as a hash. The link shows that one request
 * and nothing else (never its resume, message or contact details).
 *
 * It stops working once the request has ended, and these many days after, so that a candidate told of the outcome by
 * mail can still open it and read it. A request ends when it is hired or withdrawn, or when it is declined and will
 * not move on: a declined request that has a referrer and an assignment time is given to the next referrer (or to our
 * team) by assignment (src/server/assignment/assign.ts), so for the candidate it goes on.
 */
export const FOLLOW_LINK_DAYS_AFTER_END = 7;

export const followRequestMessages = {
  linkUnusable:
    'This link does not open a referral request: it may be incomplete, or the request ended more than ' +
    `${FOLLOW_LINK_DAYS_AFTER_END} days ago.`,
} as const;

/** `GET /api/followed-request?token=`: the token of the link, as the server makes them. */
export const followedRequestQueryRules = yup.object({
  token: yup
    .string()
    .trim()
    .required(followRequestMessages.linkUnusable)
    .matches(RESET_TOKEN_PATTERN, followRequestMessages.linkUnusable),
});
