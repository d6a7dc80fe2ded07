import * as yup from 'yup';
import { RESET_TOKEN_PATTERN } from './passwordRecovery';
import { REQUEST_ACTIONS, requestMoveMessages, type RequestAction } from './requestLifecycle';

/**
 * A request sent signed out belongs to no account, so its confirmation mail carries a private link to follow it
 * (/follow-request?token=): 32 random bytes, like a reset link's, kept only as a hash. The link shows that one request
 * and nothing else (never its resume, message or contact details).
 *
 * Its holder is the request's candidate: once referred, they report their progress and answer a referrer's "hired"
 * through it, and the 14- and 30-day reminders mail them a fresh link (each link stored apart, all of them working).
 *
 * It stops working once the request has ended, and these many days after, so that a candidate told of the outcome by
 * mail can still open it and read it; a referrer's "hired" ends it only once confirmed, so the days to dispute it
 * always have a working link. A request ends when it is hired or withdrawn, or when it is declined and will
 * not move on: a declined request that has a referrer and an assignment time is given to the next referrer (or to our
 * team) by assignment (src/server/assignment/assign.ts), so for the candidate it goes on.
 */
export const FOLLOW_LINK_DAYS_AFTER_END = 7;

export const followRequestMessages = {
  linkUnusable:
    'This link does not open a referral request: it may be incomplete, or the request ended more than ' +
    `${FOLLOW_LINK_DAYS_AFTER_END} days ago.`,
} as const;

const followToken = () =>
  yup
    .string()
    .trim()
    .required(followRequestMessages.linkUnusable)
    .matches(RESET_TOKEN_PATTERN, followRequestMessages.linkUnusable);

/** `GET /api/followed-request?token=`: the token of the link, as the server makes them. */
export const followedRequestQueryRules = yup.object({ token: followToken() });

/**
 * `POST /api/followed-request/moves`: a move by the link's holder, its candidate (src/shared/requestLifecycle.ts: the
 * candidate's moves only; the page offers the progress reports and the answer to a referrer's "hired"). The token goes
 * in the body, never in a URL, so that no log or history keeps it.
 */
export const followedRequestMoveRules = yup.object({
  token: followToken(),
  action: yup
    .mixed<RequestAction>()
    .oneOf([...REQUEST_ACTIONS], requestMoveMessages.actionUnknown)
    .required(requestMoveMessages.actionUnknown),
});
