import * as yup from 'yup';
import { filterText } from './catalogQueries';
import { pagingRules } from './paging';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from './referralRequest';

/**
 * The life of a referral request, modelled once: the server checks every move against it, and the dashboards show
 * exactly the buttons it allows. A request starts `new`; its assigned referrer accepts or declines it (declining
 * says why, and the candidate reads the reason), and puts the candidate forward (`referred`). The candidate may
 * withdraw it until it is referred.
 *
 * What happened after "referred" (issue 33, item 3):
 * - The referrer records the day they submitted the candidate in their company's system (with "Mark referred", or
 *   later: PUT /api/referral-requests/{id}/submission), a day not in the future and not before the request was sent.
 *   It shows in the history; recording it again replaces the day.
 * - The candidate reports their progress: `interviewing`, `offer`, `hired` or `not_selected`, each a move kept with
 *   its date in the history. Progress only goes forward (interviewing, then offer), and `hired` and `not_selected`
 *   end it.
 * - A hire counts as one more successful referral of the referrer (their card, their rank, their page) only once it
 *   is confirmed: at once when the candidate reports it; when the referrer marks it (`hire`), once the candidate
 *   confirms it, or once HIRE_DISPUTE_DAYS pass without their dispute (the job queue confirms it). A candidate who
 *   disputes the referrer's mark within those days sends the request back to `referred`, and nothing is counted.
 * - While nothing is reported (the request is still `referred`), the job queue reminds both sides, once at each of
 *   OUTCOME_REMINDER_DAYS after the referral (src/server/jobs/referralOutcomes.ts).
 *
 * Before deciding, the referrer may ask for changes (CHANGES_MOVES below, src/shared/requestChanges.ts): a revised
 * resume, a clearer message or a specific job, with a note the candidate reads. The request waits as `changes_asked`
 * (the referrer may still decline it, the candidate withdraw it) until the candidate sends a new resume, message or
 * job, which makes it `new` again, marked updated, every earlier version kept; or until the ask has waited
 * CHANGES_ANSWER_WITHIN_DAYS, when the job queue closes it as `withdrawn`, with the reason in its history, and tells
 * both sides. Only a request sent from an account can be asked for changes: nobody else could send them.
 *
 * `declined`, `not_selected`, `withdrawn` and `hired` are final (a referrer's `hired` may still be disputed while
 * unconfirmed); every other status is open, and a candidate has at most one open request per company (OPEN_STATUSES).
 */
export const REQUEST_ACTIONS = [
  'accept',
  'decline',
  'refer',
  'hire',
  'withdraw',
  // The candidate's progress after "referred", and their answer to the referrer's "hired".
  'report-interviewing',
  'report-offer',
  'report-hired',
  'report-not-selected',
  'confirm-hire',
  'dispute-hire',
] as const;
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
  /** Allowed only while the referrer's "hired" waits for the candidate (MoveContext.hireDisputable). */
  needsDisputableHire?: boolean;
}

/** What, besides its status, decides a request's moves. */
export interface MoveContext {
  /** The referrer marked it hired, and the candidate may still confirm or dispute that (HIRE_DISPUTE_DAYS). */
  hireDisputable: boolean;
}
const NO_CONTEXT: MoveContext = { hireDisputable: false };

/** How long a candidate has to dispute a referrer's "hired" before it counts. */
export const HIRE_DISPUTE_DAYS = 14;
/** The end of the days a candidate has to dispute a referrer's "hired" made at `markedAt`. */
export const hireDisputeEnd = (markedAt: Date) => new Date(markedAt.getTime() + HIRE_DISPUTE_DAYS * 24 * 3600_000);
/** The days after "referred" at which both sides are reminded, while nothing is reported: each reminder once. */
export const OUTCOME_REMINDER_DAYS = [14, 30] as const;

/** The statuses a referred candidate's progress can be reported from. */
const PROGRESSING: readonly ReferralRequestStatus[] = ['referred', 'interviewing', 'offer'];

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
  hire: { from: PROGRESSING, to: 'hired', by: 'referrer', label: 'Mark hired', done: 'Hired', needsReason: false },
  withdraw: {
    from: ['new', 'accepted', 'changes_asked'],
    to: 'withdrawn',
    by: 'candidate',
    label: 'Withdraw',
    done: 'Withdrawn',
    needsReason: false,
  },
  'report-interviewing': {
    from: ['referred'],
    to: 'interviewing',
    by: 'candidate',
    label: 'Interviewing',
    done: 'Interviewing',
    needsReason: false,
  },
  'report-offer': {
    from: ['referred', 'interviewing'],
    to: 'offer',
    by: 'candidate',
    label: 'Got an offer',
    done: 'Offer',
    needsReason: false,
  },
  'report-hired': {
    from: PROGRESSING,
    to: 'hired',
    by: 'candidate',
    label: 'Hired',
    done: 'Hired',
    needsReason: false,
  },
  'report-not-selected': {
    from: PROGRESSING,
    to: 'not_selected',
    by: 'candidate',
    label: 'Not selected',
    done: 'Not selected',
    needsReason: false,
  },
  'confirm-hire': {
    from: ['hired'],
    to: 'hired',
    by: 'candidate',
    label: 'Yes, I was hired',
    done: 'Hire confirmed',
    needsReason: false,
    needsDisputableHire: true,
  },
  'dispute-hire': {
    from: ['hired'],
    to: 'referred',
    by: 'candidate',
    label: 'I was not hired',
    done: 'Hire disputed',
    needsReason: false,
    needsDisputableHire: true,
  },
};

/** The candidate's progress reports, in the order "My requests" offers them. */
export const PROGRESS_ACTIONS = [
  'report-interviewing',
  'report-offer',
  'report-hired',
  'report-not-selected',
] as const satisfies readonly RequestAction[];

/** The statuses a request can be in once it was referred: the referrer may record their submission in any of them. */
export const AFTER_REFERRED_STATUSES: readonly ReferralRequestStatus[] = [...PROGRESSING, 'hired', 'not_selected'];

/** The statuses a request ends in: no move leaves them. */
export const FINAL_STATUSES: readonly ReferralRequestStatus[] = ['declined', 'hired', 'not_selected', 'withdrawn'];

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
export const CONTACT_SHARED_STATUSES: readonly ReferralRequestStatus[] = ['accepted', ...AFTER_REFERRED_STATUSES];

/**
 * Every status in the order a request lives through them (the lifecycle above): sent, perhaps asked for changes, then
 * answered, referred and what came of it; withdrawn last, as it may end any open one. Lists and filters of statuses
 * follow it, wherever they show (REFERRAL_REQUEST_STATUSES is the order they are stored in, which only grows).
 */
export const STATUSES_IN_LIFECYCLE_ORDER = [
  'new',
  'changes_asked',
  'accepted',
  'declined',
  'referred',
  'interviewing',
  'offer',
  'hired',
  'not_selected',
  'withdrawn',
] as const satisfies readonly ReferralRequestStatus[];

/** How each status reads in a list, a badge or a filter. */
export const STATUS_LABELS: Record<ReferralRequestStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  declined: 'Declined',
  referred: 'Referred',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
  interviewing: 'Interviewing',
  offer: 'Offer',
  not_selected: 'Not selected',
  changes_asked: 'Changes asked',
};

/** The moves a party may make on a request in this status, in the order the buttons show. */
export function allowedActions(
  status: ReferralRequestStatus,
  party: RequestParty,
  context: MoveContext = NO_CONTEXT,
): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => {
    const move = REQUEST_MOVES[action];
    return move.by === party && move.from.includes(status) && (!move.needsDisputableHire || context.hireDisputable);
  });
}

/**
 * Why a move is refused, in words a person can act on; undefined when it is allowed. `parties` are the parts the
 * person plays in this request (none for an admin looking on).
 */
export function refusal(
  status: ReferralRequestStatus,
  action: RequestAction,
  parties: readonly RequestParty[],
  context: MoveContext = NO_CONTEXT,
) {
  const move = REQUEST_MOVES[action];
  if (!parties.includes(move.by)) {
    if (move.by === 'referrer')
      return `Only the referrer this request is assigned to can ${move.label.toLowerCase()} it.`;
    return action === 'withdraw'
      ? 'Only the candidate who sent this request can withdraw it.'
      : 'Only the candidate who sent this request can report how it went.';
  }
  if (move.needsDisputableHire && status === 'hired' && !context.hireDisputable) {
    return 'This hire is already confirmed: it can no longer be disputed or confirmed.';
  }
  if (!move.from.includes(status)) {
    const now = STATUS_LABELS[status].toLowerCase();
    if ((PROGRESS_ACTIONS as readonly RequestAction[]).includes(action)) {
      return `This request is ${now}: it can no longer be reported as ${move.done.toLowerCase()}.`;
    }
    return `This request is ${now}: it can no longer be ${move.done.toLowerCase()}.`;
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

/**
 * The day a referrer submitted the candidate in their company's system, as YYYY-MM-DD. "Not in the future" and "not
 * before the request" are judged against the calendar of any time zone (UTC+14 to UTC-12), so a referrer's own today
 * is always accepted wherever they are.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const LATEST_OFFSET_MS = 14 * 3600_000;
const EARLIEST_OFFSET_MS = -12 * 3600_000;
const dayAt = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);

export const submissionMessages = {
  dayRequired: 'Enter the day you submitted the candidate.',
  dayInvalid: 'Enter the day as a date, like 2026-11-20.',
  inFuture: 'The day you submitted the candidate cannot be in the future.',
  beforeRequest: 'The day you submitted the candidate cannot be before the request was sent.',
  onlyReferred: 'Record the submission once the request is marked referred.',
} as const;

/** Why a submission day is refused for a request sent at `requestSentAt`, judged at `now`; undefined when it is fine. */
export function submissionDayRefusal(day: string, requestSentAt: Date, now: Date) {
  if (day > dayAt(now, LATEST_OFFSET_MS)) return submissionMessages.inFuture;
  if (day < dayAt(requestSentAt, EARLIEST_OFFSET_MS)) return submissionMessages.beforeRequest;
  return undefined;
}

const submissionDay = () =>
  yup
    .string()
    .trim()
    .test('calendar-day', submissionMessages.dayInvalid, (value) => !value || isCalendarDay(value));

/** `PUT /api/referral-requests/{id}/submission`: the day the referrer submitted the candidate. */
export const submissionRules = yup.object({
  submittedOn: submissionDay().required(submissionMessages.dayRequired),
});
export type Submission = yup.InferType<typeof submissionRules>;

export const requestMoveMessages = {
  actionUnknown: 'Choose what to do with the request.',
  submissionOnlyWhenReferring: 'A submission day goes with "Mark referred" only.',
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
  /** "Mark referred" may carry the day the referrer submitted the candidate (submissionRules). */
  submittedOn: submissionDay()
    .nullable()
    .optional()
    .when('action', {
      is: (action: RequestAction) => action !== 'refer',
      then: (schema) =>
        schema.test('refer-only', requestMoveMessages.submissionOnlyWhenReferring, (value) => value == null),
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
