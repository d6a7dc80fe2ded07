import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom } from 'xstate';
import {
  requestModalMachine,
  SURVEY_DELAY_MS,
  type RequestModalEvent,
  type ResumeReference,
} from '../../machines/requestModal.machine';
import { createFlow } from '../../src/lib/flows';
import { requestModalEvents } from '../../machines/requestModal.events';
import {
  itReplaysThroughStoredJson,
  itRestoresSnapshotsThatBehaveTheSame,
  machineTester,
  itIgnoresEvents,
} from './machineTesting';

/**
 * The request-referral modal machine through xstate's pure transition(), as the app's reducer and listener
 * run it: each step checks the next snapshot and the actions handed to the listener (by type and params),
 * including the delayed event (`xstate.raise` with a delay) that opens the survey and its `xstate.cancel`.
 */
type Snapshot = SnapshotFrom<typeof requestModalMachine>;

const { initial, send, persistAndRestore } = machineTester(requestModalMachine);

const target = { referrerId: 12, referrerName: 'Grace Hopper', jobId: 34, jobTitle: 'Compiler Engineer' };
const noTarget = { referrerId: null, referrerName: null, jobId: null, jobTitle: null };
const openFor: RequestModalEvent = { type: 'requestModal.open', ...target };
const openBare: RequestModalEvent = { type: 'requestModal.open' };
const close: RequestModalEvent = { type: 'requestModal.close' };
const values = { name: 'Ada', email: 'ada@example.com', message: 'Please refer me', experience: 7 };
const resume: ResumeReference = { id: 'resume-1', name: 'ada.pdf', size: 1234, type: 'application/pdf' };
const submit: RequestModalEvent = { type: 'requestModal.submit', values, resume };
const succeeded = (pendingAssignment: boolean | null = false, id: number | null = 99): RequestModalEvent => ({
  type: 'requestModal.sendSucceeded',
  id,
  pendingAssignment,
});
const sendFailed: RequestModalEvent = { type: 'requestModal.sendFailed' };

/** The delayed event that the `sent` state schedules, and that closes it when it comes back. */
const AFTER_EVENT = 'xstate.after.SURVEY_DELAY.requestModal.sent';
const afterDelay = { type: AFTER_EVENT } as unknown as RequestModalEvent;

const editing = () => send(initial(), openFor)[0];
const sending = () => send(initial(), openFor, submit)[0];
const sent = () => send(initial(), openFor, submit, succeeded())[0];

describe('request modal machine: opening', () => {
  it('starts closed with no referrer or job, form version 0, and runs nothing', () => {
    const [snapshot, actions] = initialTransition(requestModalMachine);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.status).toBe('active');
    expect(snapshot.context).toEqual({ ...noTarget, formVersion: 0, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([]);
  });

  it('requestModal.open remembers the referrer and job, starts a fresh form and counts the open', () => {
    const [snapshot, actions] = send(initial(), openFor);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([{ type: 'trackFormOpened', params: { referrerId: 12, jobId: 34 } }]);
  });

  it('opens for a job alone, or for nothing', () => {
    const [forJob, jobActions] = send(initial(), requestModalEvents.open({ jobId: 5, jobTitle: 'Designer' }));
    expect(forJob.context).toEqual({
      ...noTarget,
      jobId: 5,
      jobTitle: 'Designer',
      formVersion: 1,
      fieldErrors: {},
      openRequest: null,
    });
    expect(jobActions).toEqual([{ type: 'trackFormOpened', params: { referrerId: null, jobId: 5 } }]);

    const [bare, bareActions] = send(initial(), requestModalEvents.open());
    expect(bare.context).toEqual({ ...noTarget, formVersion: 1, fieldErrors: {}, openRequest: null });
    expect(bareActions).toEqual([{ type: 'trackFormOpened', params: { referrerId: null, jobId: null } }]);
  });

  it('requestModalEvents.open builds the one open event', () => {
    expect(requestModalEvents.open()).toEqual({ type: 'requestModal.open' });
    expect(requestModalEvents.open(target)).toEqual(openFor);
  });

  it('opened again without a target, it forgets the previous referrer and job', () => {
    const [snapshot, actions] = send(initial(), openFor, close, openBare);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ ...noTarget, formVersion: 2, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([{ type: 'trackFormOpened', params: { referrerId: null, jobId: null } }]);
  });

  it('every open bumps the form version', () => {
    const [snapshot] = send(initial(), openBare, close, openFor, close, openBare);
    expect(snapshot.context.formVersion).toBe(3);
  });

  it('requestModal.close closes it and runs nothing', () => {
    const [snapshot, actions] = send(editing(), close);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([]);
  });
});

describe('request modal machine: sending', () => {
  it('requestModal.submit sends the values, the resume reference and the target', () => {
    const [snapshot, actions] = send(editing(), submit);
    expect(snapshot.value).toEqual({ open: 'sending' });
    expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([{ type: 'sendRequest', params: { values, resume, target } }]);
  });

  it('sends a null target when the modal was opened for nothing', () => {
    const [, actions] = send(initial(), openBare, submit);
    expect(actions).toEqual([{ type: 'sendRequest', params: { values, resume, target: noTarget } }]);
  });

  it('requestModal.sendFailed returns to the same form (not a fresh one) and tells the user', () => {
    const [snapshot, actions] = send(sending(), sendFailed);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
    expect(actions).toEqual([{ type: 'notifySendFailed' }]);
  });

  it('after a failure the form can be sent again', () => {
    const [snapshot, actions] = send(sending(), sendFailed, submit);
    expect(snapshot.value).toEqual({ open: 'sending' });
    expect(actions).toEqual([{ type: 'sendRequest', params: { values, resume, target } }]);
  });

  it.each<[boolean | null]>([[true], [false], [null]])(
    'requestModal.sendSucceeded with pendingAssignment %s closes the modal, tells the user and schedules the survey',
    (pendingAssignment) => {
      const [snapshot, actions] = send(sending(), succeeded(pendingAssignment, 77));
      expect(snapshot.value).toBe('sent');
      expect(snapshot.matches('open')).toBe(false);
      expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
      expect(actions).toEqual([
        { type: 'notifySent', params: { pendingAssignment, notice: null } },
        { type: 'trackReferralRequest', params: { referralId: 77, referrerId: 12, jobTitle: 'Compiler Engineer' } },
        { type: 'xstate.raise', params: { event: { type: AFTER_EVENT }, id: AFTER_EVENT, delay: SURVEY_DELAY_MS } },
      ]);
    },
  );

  it('tracks a referral whose id could not be read, for a modal opened for nothing', () => {
    const [, actions] = send(initial(), openBare, submit, succeeded(null, null));
    expect(actions).toContainEqual({
      type: 'trackReferralRequest',
      params: { referralId: null, referrerId: null, jobTitle: null },
    });
  });
});

describe('request modal machine: the survey one second after a success', () => {
  it('waits SURVEY_DELAY_MS, 1 second', () => {
    expect(SURVEY_DELAY_MS).toBe(1000);
  });

  it('the scheduled event, fed back when its delay is over, closes and opens the survey', () => {
    const [inSent, sentActions] = send(sending(), succeeded());
    const raise = sentActions.find((action) => action.type === 'xstate.raise');
    const { event, delay } = raise?.params as { event: RequestModalEvent; delay: number };
    expect(delay).toBe(1000);

    const [snapshot, actions] = send(inSent, event);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest: null });
    // Leaving `sent` cancels its own timer, which has fired already: a no-op for the listener.
    expect(actions).toEqual([{ type: 'xstate.cancel', params: { sendId: AFTER_EVENT } }, { type: 'openSurvey' }]);
  });

  it('opening the modal again before the survey cancels the scheduled event', () => {
    const [inSent, sentActions] = send(sending(), succeeded());
    const raise = sentActions.find((action) => action.type === 'xstate.raise');
    const { id } = raise?.params as { id: string };

    const [snapshot, actions] = send(inSent, requestModalEvents.open({ jobId: 8, jobTitle: 'Tester' }));
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({
      ...noTarget,
      jobId: 8,
      jobTitle: 'Tester',
      formVersion: 2,
      fieldErrors: {},
      openRequest: null,
    });
    expect(actions).toEqual([
      { type: 'xstate.cancel', params: { sendId: id } },
      { type: 'trackFormOpened', params: { referrerId: null, jobId: 8 } },
    ]);
  });

  it('a scheduled event that arrives late changes nothing once the modal is open or closed again', () => {
    for (const before of [send(sent(), openBare)[0], send(sent(), afterDelay)[0], editing(), initial()]) {
      const [snapshot, actions] = send(before, afterDelay);
      expect(snapshot).toBe(before);
      expect(actions).toEqual([]);
    }
  });

  it("the app's store accepts the scheduled event as one of this machine's actions", () => {
    const flow = createFlow(requestModalMachine, 'requestModalFlow');
    // The listener marks the delayed event with its flow when the timer fires (src/lib/flows.ts).
    expect(flow.handles({ type: AFTER_EVENT, meta: { delayedEventOf: 'requestModal' } })).toBe(true);
    expect(flow.handles({ type: AFTER_EVENT, meta: { delayedEventOf: 'survey' } })).toBe(false);
    expect(flow.handles({ type: AFTER_EVENT })).toBe(false);
    expect(flow.handles({ type: 'requestModal.close' })).toBe(true);
    expect(flow.handles({ type: 'survey.open' })).toBe(false);

    let state = flow.initialState;
    const firedDelay = { ...afterDelay, meta: { delayedEventOf: 'requestModal' } };
    for (const event of [openFor, submit, succeeded(true), firedDelay]) state = flow.reducer(state, event);
    expect(state).toEqual({
      value: 'closed',
      context: { ...target, formVersion: 1, fieldErrors: {}, openRequest: null },
    });
  });
});

describe('request modal machine: events a state does not take change nothing', () => {
  const cases: Array<[string, () => Snapshot, RequestModalEvent[]]> = [
    ['closed', initial, [close, submit, succeeded(), sendFailed]],
    ['editing', editing, [openFor, succeeded(), sendFailed]],
    // While the request is on its way the modal can be neither closed nor sent twice.
    ['sending', sending, [openFor, close, submit]],
    ['sent', sent, [close, submit, succeeded(), sendFailed]],
  ];
  itIgnoresEvents(requestModalMachine, cases);
});

describe('request modal machine: persisted snapshots', () => {
  const alphabet: RequestModalEvent[] = [
    openFor,
    openBare,
    close,
    submit,
    succeeded(true),
    succeeded(null, null),
    sendFailed,
    afterDelay,
  ];
  const script: RequestModalEvent[] = [
    openFor,
    submit,
    sendFailed,
    submit,
    succeeded(false),
    openBare,
    close,
    openFor,
    submit,
    succeeded(true),
    afterDelay,
  ];

  itRestoresSnapshotsThatBehaveTheSame(requestModalMachine, { script, alphabet });

  it('a restored `sent` snapshot still closes on the scheduled event and can cancel it', () => {
    const restored = persistAndRestore(sent());
    expect(send(restored, afterDelay)[1]).toContainEqual({ type: 'openSurvey' });
    expect(send(restored, openBare)[1]).toContainEqual({ type: 'xstate.cancel', params: { sendId: AFTER_EVENT } });
  });

  itReplaysThroughStoredJson(requestModalMachine, {
    script,
    expectStored: (stored) =>
      expect(stored).toEqual({
        value: 'closed',
        context: { ...target, formVersion: 3, fieldErrors: {}, openRequest: null },
      }),
  });
});

describe('when the server refuses fields', () => {
  it('keeps the messages for the form, and forgets them when the next send starts', () => {
    const { initial: first, send: go } = machineTester(requestModalMachine);
    const submitEvent = {
      type: 'requestModal.submit' as const,
      values: { name: 'Ada' },
      resume: { id: 'r1', name: 'cv.pdf', size: 10, type: 'application/pdf' },
    };
    const [sending] = go(first(), { type: 'requestModal.open', referrerId: 3 }, submitEvent);
    const fieldErrors = { referrerId: 'We could not find that referrer.' };
    const [refused, actions] = go(sending, { type: 'requestModal.sendFailed', fieldErrors });
    expect(refused.value).toEqual({ open: 'editing' });
    expect(refused.context.fieldErrors).toEqual(fieldErrors);
    expect(actions).toEqual([{ type: 'notifySendFailed' }]);
    const [again] = go(refused, submitEvent);
    expect(again.context.fieldErrors).toEqual({});
  });
});

describe('when the candidate already has an open request at the company', () => {
  const openRequest = {
    message: 'You already have an open request at Acme (to Grace Hopper, sent 3 Nov 2026). See it in My requests.',
    path: '/profile',
  };

  it('keeps the open request the server named until the next send or the next opening, in the same form', () => {
    const [sendingNow] = send(initial(), openFor, submit);
    const [refused, actions] = send(sendingNow, { type: 'requestModal.sendFailed', fieldErrors: {}, openRequest });
    expect(refused.value).toEqual({ open: 'editing' });
    // The same form version: what was typed stays.
    expect(refused.context).toEqual({ ...target, formVersion: 1, fieldErrors: {}, openRequest });
    expect(actions).toEqual([{ type: 'notifySendFailed' }]);

    expect(send(refused, submit)[0].context.openRequest).toBeNull();
    const [reopened] = send(refused, close, openFor);
    expect(reopened.context.openRequest).toBeNull();
  });
});
