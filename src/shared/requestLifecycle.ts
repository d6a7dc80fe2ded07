import * as yup from 'yup';
import { filterText } from './catalogQueries';
import { pagingRules } from './paging';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from './referralRequest';

/**
 * The life of a referral request, modelled once: the server checks every move against it, and the dashboards show
 * exactly the buttons it allows. A request starts `new`; its assigned referrer accepts or declines it (declining
 * says why, and the candidate reads the reason), puts the candidate forward (`referred`) and, when the company hires
 * them, marks it `hired`, which counts as one more successful referral. The candidate may withdraw it until it is
 * referred. `declined`, `hired` and `withdrawn` are final; every other status is open, and a candidate has at most one
 * open request per company (OPEN_STATUSES).
 */
export const REQUEST_ACTIONS = ['accept', 'decline', 'refer', 'hire', 'withdraw'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Who takes part in a request: the referrer it is assigned to, or the candidate who sent it. */
export type RequestParty = 'referrer' | 'candidate';

interface Move {
  from: readonly ReferralRequestStatus[];
  to: ReferralRequestStatus;
  by: RequestParty;
  /** The button's words. */
  label: string;
  /** What the status says once the move is made, for the history and the toasts. */
  done: string;
  /** Declining needs a reason, shown to the candidate. */
  needsReason: boolean;
}

export const REQUEST_MOVES: Record<RequestAction, Move> = {
  accept: { from: ['new'], to: 'accepted', by: 'referrer', label: 'Accept', done: 'Accepted', needsReason: false },
  decline: {
    from: ['new', 'accepted'],
    to: 'declined',
    by: 'referrer',
    label: 'Decline',
    done: 'Declined',
    needsReason: true,
  },
  refer: {
    from: ['accepted'],
    to: 'referred',
    by: 'referrer',
    label: 'Mark referred',
    done: 'Referred',
    needsReason: false,
  },
  hire: { from: ['referred'], to: 'hired', by: 'referrer', label: 'Mark hired', done: 'Hired', needsReason: false },
  withdraw: {
    from: ['new', 'accepted'],
    to: 'withdrawn',
    by: 'candidate',
    label: 'Withdraw',
    done: 'Withdrawn',
    needsReason: false,
  },
};

/** The statuses a request ends in: no move leaves them. */
export const FINAL_STATUSES: readonly ReferralRequestStatus[] = ['declined', 'hired', 'withdrawn'];

/**
 * The statuses of a request still under way: every status that is not final, so a status added later counts as open
 * unless it is listed as final. A candidate (by account, or by e-mail) has at most one open request per company.
 */
export const OPEN_STATUSES: readonly ReferralRequestStatus[] = REFERRAL_REQUEST_STATUSES.filter(
  (status) => !FINAL_STATUSES.includes(status),
);

/**
 * The statuses in which a request's referrer sees the candidate's e-mail and phone: once they accepted it, and while
 * that yes stands. Before (new), and once it is declined or withdrawn, they see the name, company, experience,
 * message, job and resume only.
 */
export const CONTACT_SHARED_STATUSES: readonly ReferralRequestStatus[] = ['accepted', 'referred', 'hired'];

/** How each status reads in a list, a badge or a filter. */
export const STATUS_LABELS: Record<ReferralRequestStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  declined: 'Declined',
  referred: 'Referred',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
};

/** The moves a party may make on a request in this status, in the order the buttons show. */
export function allowedActions(status: ReferralRequestStatus, party: RequestParty): RequestAction[] {
  return REQUEST_ACTIONS.filter(
    (action) => REQUEST_MOVES[action].by === party && REQUEST_MOVES[action].from.includes(status),
  );
}

/**
 * Why a move is refused, in words a person can act on; undefined when it is allowed. `parties` are the parts the
 * person plays in this request (none for an admin looking on).
 */
export function refusal(status: ReferralRequestStatus, action: RequestAction, parties: readonly RequestParty[]) {
  const move = REQUEST_MOVES[action];
  if (!parties.includes(move.by)) {
    return move.by === 'referrer'
      ? `Only the referrer this request is assigned to can ${move.label.toLowerCase()} it.`
      : 'Only the candidate who sent this request can withdraw it.';
  }
  if (!move.from.includes(status)) {
    return `This request is ${STATUS_LABELS[status].toLowerCase()}: it can no longer be ${move.done.toLowerCase()}.`;
  }
  return undefined;
}

export const DECLINE_REASON_MAX_LENGTH = 1000;

export const requestMoveMessages = {
  actionUnknown: 'Choose what to do with the request.',
  reasonRequired: 'Tell the candidate why you are declining: they will read it.',
  reasonTooLong: `Please keep the reason under ${DECLINE_REASON_MAX_LENGTH} characters`,
} as const;

/**
 * A move as the dashboard sends it and the server checks it (POST /api/referral-requests/{id}/moves). A move that needs
 * no reason takes none, left out or null, as the API documents.
 */
export const requestMoveRules = yup.object({
  action: yup
    .mixed<RequestAction>()
    .oneOf([...REQUEST_ACTIONS], requestMoveMessages.actionUnknown)
    .required(requestMoveMessages.actionUnknown),
  reason: yup
    .string()
    .trim()
    .max(DECLINE_REASON_MAX_LENGTH, requestMoveMessages.reasonTooLong)
    .nullable()
    .when('action', {
      is: (action: RequestAction) => REQUEST_MOVES[action]?.needsReason,
      then: (schema) => schema.required(requestMoveMessages.reasonRequired),
      otherwise: (schema) => schema.optional(),
    }),
});
export type RequestMove = yup.InferType<typeof requestMoveRules>;

export const REQUEST_LIST_PARTIES = ['referrer', 'candidate'] as const;

export const requestListMessages = {
  status: `status must be one of ${REFERRAL_REQUEST_STATUSES.join(', ')}`,
  party: 'party must be referrer or candidate',
} as const;

/**
 * `GET /api/referral-requests?party=&status=&search=&page=&limit=`: the requests a person may see, narrowed to those
 * assigned to them as a referrer or sent by them as a candidate, to one status, and to a name, e-mail, company or job.
 */
export const referralRequestQueryRules = pagingRules.shape({
  party: yup
    .mixed<RequestParty | ''>()
    .oneOf(['', ...REQUEST_LIST_PARTIES], requestListMessages.party)
    .default(''),
  status: yup
    .mixed<ReferralRequestStatus | ''>()
    .oneOf(['', ...REFERRAL_REQUEST_STATUSES], requestListMessages.status)
    .default(''),
  search: filterText('search'),
});
export type ReferralRequestQuery = yup.InferType<typeof referralRequestQueryRules>;
