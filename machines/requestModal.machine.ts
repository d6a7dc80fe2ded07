import { assertEvent, assign, setup } from 'xstate';

/**
 * The request-referral modal (SPEC sections 2 and 4): open, then sending, then on success closed,
 * and the feedback survey opens 1 second later. Opening it resets the form and remembers the
 * referrer and job it was opened for (both optional).
 */
export const SURVEY_DELAY_MS = 1000;

export interface RequestTarget {
  referrerId: number | null;
  referrerName: string | null;
  jobId: number | null;
  jobTitle: string | null;
}

export interface RequestModalContext extends RequestTarget {
  /** Bumped on every open: the form remounts with its defaults. */
  formVersion: number;
  /** What the server refused in the last send, by field; empty when nothing was refused. */
  fieldErrors: Record<string, string>;
  /** The open request at the company that refused the last send (one per company), or null. */
  openRequest: OpenRequestRefusal | null;
}

/** The candidate's open request at the company, as the server names it, and the page that shows it. */
export interface OpenRequestRefusal {
  message: string;
  path: string;
}

/** The resume travels outside the event (files are not plain data); the event names it by id. */
export interface ResumeReference {
  id: string;
  name: string;
  size: number;
  type: string;
}

export type RequestModalEvent =
  | ({ type: 'requestModal.open' } & Partial<RequestTarget>)
  | { type: 'requestModal.close' }
  | { type: 'requestModal.submit'; values: Record<string, unknown>; resume: ResumeReference }
  /**
   * pendingAssignment is null when the answer could not be read; notice, when present, says why a request through a
   * referrer's share link did not go to them.
   */
  | { type: 'requestModal.sendSucceeded'; id: number | null; pendingAssignment: boolean | null; notice?: string | null }
  | { type: 'requestModal.sendFailed'; fieldErrors?: Record<string, string>; openRequest?: OpenRequestRefusal };

export const requestModalMachine = setup({
  types: {
    context: {} as RequestModalContext,
    events: {} as RequestModalEvent,
  },
  actions: {
    rememberTarget: assign(({ event }) => {
      assertEvent(event, 'requestModal.open');
      return {
        referrerId: event.referrerId ?? null,
        referrerName: event.referrerName ?? null,
        jobId: event.jobId ?? null,
        jobTitle: event.jobTitle ?? null,
        fieldErrors: {},
        openRequest: null,
      };
    }),
    rememberFieldErrors: assign(({ event }) => {
      assertEvent(event, 'requestModal.sendFailed');
      return { fieldErrors: event.fieldErrors ?? {}, openRequest: event.openRequest ?? null };
    }),
    forgetFieldErrors: assign({ fieldErrors: {}, openRequest: null }),
    trackFormOpened: (_, _params: { referrerId: number | null; jobId: number | null }) => {},
    sendRequest: (
      _,
      _params: { values: Record<string, unknown>; resume: ResumeReference; target: RequestTarget },
    ) => {},
    notifySent: (_, _params: { pendingAssignment: boolean | null; notice: string | null }) => {},
    notifySendFailed: () => {},
    trackReferralRequest: (
      _,
      _params: { referralId: number | null; referrerId: number | null; jobTitle: string | null },
    ) => {},
    openSurvey: () => {},
  },
  delays: {
    SURVEY_DELAY: SURVEY_DELAY_MS,
  },
}).createMachine({
  id: 'requestModal',
  initial: 'closed',
  context: {
    referrerId: null,
    referrerName: null,
    jobId: null,
    jobTitle: null,
    formVersion: 0,
    fieldErrors: {},
    openRequest: null,
  },
  states: {
    closed: {
      on: { 'requestModal.open': { target: 'open', actions: 'rememberTarget' } },
    },
    open: {
      initial: 'editing',
      entry: [
        assign({ formVersion: ({ context }) => context.formVersion + 1 }),
        {
          type: 'trackFormOpened',
          params: ({ context }) => ({ referrerId: context.referrerId, jobId: context.jobId }),
        },
      ],
      states: {
        editing: {
          on: {
            'requestModal.submit': {
              target: 'sending',
              actions: [
                'forgetFieldErrors',
                {
                  type: 'sendRequest',
                  params: ({ context, event }) => ({
                    values: event.values,
                    resume: event.resume,
                    target: {
                      referrerId: context.referrerId,
                      referrerName: context.referrerName,
                      jobId: context.jobId,
                      jobTitle: context.jobTitle,
                    },
                  }),
                },
              ],
            },
            'requestModal.close': '#requestModal.closed',
          },
        },
        sending: {
          on: {
            'requestModal.sendSucceeded': {
              target: '#requestModal.sent',
              actions: [
                {
                  type: 'notifySent',
                  params: ({ event }) => ({ pendingAssignment: event.pendingAssignment, notice: event.notice ?? null }),
                },
                {
                  type: 'trackReferralRequest',
                  params: ({ context, event }) => ({
                    referralId: event.id,
                    referrerId: context.referrerId,
                    jobTitle: context.jobTitle,
                  }),
                },
              ],
            },
            'requestModal.sendFailed': { target: 'editing', actions: ['rememberFieldErrors', 'notifySendFailed'] },
          },
        },
      },
    },
    /** The modal is closed; the survey follows after a short pause, so the success toast is read first. */
    sent: {
      after: { SURVEY_DELAY: { target: 'closed', actions: 'openSurvey' } },
      on: { 'requestModal.open': { target: 'open', actions: 'rememberTarget' } },
    },
  },
});
