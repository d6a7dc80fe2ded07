import * as yup from 'yup';
import { filterText } from './catalogQueries';
import { pagingRules } from './paging';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from './referralRequest';

/**
 * The life of a referral request, modelled once: the server checks every move against it, and the dashboards show
 * exactly the buttons it allows. A request starts `new`; its assigned referrer accepts or declines it (declining
 * says why, and the candidate reads the reason), puts the candidate forward (`referred`) and, when the company hires
 * them, marks it `hired`, which counts as one more successful referral. The candidate may withdraw it until it is
 * referred. `declined`, `hired` and `withdrawn` are final.
 *
 * Before deciding, the referrer may ask for changes (CHANGES_MOVES below, src/shared/requestChanges.ts): a revised
 * resume, a clearer message or a specific job, with a note the candidate reads. The request waits as `changes_asked`
 * (the referrer may still decline it, the candidate withdraw it) until the candidate sends a new resume, message or
 * job, which makes it `new` again, marked updated, every earlier version kept; or until the ask has waited
 * CHANGES_ANSWER_WITHIN_DAYS, when the job queue closes it as `withdrawn`, with the reason in its history, and tells
 * both sides. Only a request sent from an account can be asked for changes: nobody else could send them.
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
    from: ['new', 'accepted', 'changes_asked'],
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
    from: ['new', 'accepted', 'changes_asked'],
    to: 'withdrawn',
    by: 'candidate',
    label: 'Withdraw',
    done: 'Withdrawn',
    needsReason: false,
  },
};

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
  changes_asked: 'Changes asked',
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

/**
 * Asking for changes and answering them: moves with a form of their own (src/shared/requestChanges.ts), made through
 * their own routes, checked here like the others. An ask left unanswered is closed by the job queue (`expire`).
 */
export const CHANGES_MOVES = {
  ask: { from: ['new'], to: 'changes_asked', by: 'referrer', label: 'Ask for changes', done: 'Changes asked' },
  answer: { from: ['changes_asked'], to: 'new', by: 'candidate', label: 'Send changes', done: 'Changes sent' },
  expire: { from: ['changes_asked'], to: 'withdrawn', by: 'system', label: 'Expire', done: 'Closed' },
} as const satisfies Record<
  string,
  {
    from: readonly ReferralRequestStatus[];
    to: ReferralRequestStatus;
    by: RequestParty | 'system';
    label: string;
    done: string;
  }
>;
export type ChangesStep = keyof typeof CHANGES_MOVES;

/** How long a candidate has to send the changes asked for before the request closes. */
export const CHANGES_ANSWER_WITHIN_DAYS = 7;

/** Whether a party may make a step of CHANGES_MOVES on a request in this status (the buttons and forms shown). */
export function changesAllowed(status: ReferralRequestStatus, step: 'ask' | 'answer', party: RequestParty) {
  const move = CHANGES_MOVES[step];
  return move.by === party && (move.from as readonly ReferralRequestStatus[]).includes(status);
}

export const changesRefusals = {
  askNotReferrer: 'Only the referrer this request is assigned to can ask for changes.',
  alreadyAsked: 'You already asked for changes: the request waits for the candidate to send them.',
  askTooLate: (status: ReferralRequestStatus) =>
    `This request is ${STATUS_LABELS[status].toLowerCase()}: changes can only be asked before it is accepted or declined.`,
  noAccount:
    'This request was sent without an account, so its candidate cannot send changes. Accept or decline it instead.',
  answerNotCandidate: 'Only the candidate who sent this request can send changes.',
  nothingAsked: (status: ReferralRequestStatus) =>
    `This request is ${STATUS_LABELS[status].toLowerCase()}: no changes are asked of it.`,
} as const;

/** Why a step of CHANGES_MOVES is refused, in words a person can act on; undefined when it is allowed. */
export function changesRefusal(
  status: ReferralRequestStatus,
  step: 'ask' | 'answer',
  parties: readonly RequestParty[],
) {
  if (step === 'ask') {
    if (!parties.includes('referrer')) return changesRefusals.askNotReferrer;
    if (status === 'changes_asked') return changesRefusals.alreadyAsked;
    return changesAllowed(status, 'ask', 'referrer') ? undefined : changesRefusals.askTooLate(status);
  }
  if (!parties.includes('candidate')) return changesRefusals.answerNotCandidate;
  return changesAllowed(status, 'answer', 'candidate') ? undefined : changesRefusals.nothingAsked(status);
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
