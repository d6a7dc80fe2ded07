import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom } from 'xstate';
import { surveyMachine, type SurveyEvent } from '../../machines/survey.machine';
import { describePersistence, machineTester, itIgnoresEvents } from './machineTesting';

/**
 * The feedback survey machine through xstate's pure transition(), as the app's reducer and listener run it:
 * each step checks the next snapshot and the actions handed to the listener (by type and params).
 */
type Snapshot = SnapshotFrom<typeof surveyMachine>;

const { initial, send } = machineTester(surveyMachine);

const open: SurveyEvent = { type: 'survey.open' };
const close: SurveyEvent = { type: 'survey.close' };
const toggle: SurveyEvent = { type: 'survey.toggle' };
const skip: SurveyEvent = { type: 'survey.skip' };
const reset: SurveyEvent = { type: 'survey.reset' };
const values = { rating: 4, purpose: 'other', otherPurpose: 'Curious', contactConsent: 'no' };
const submit: SurveyEvent = { type: 'survey.submit', answer: values };
const submitSucceeded: SurveyEvent = { type: 'survey.submitSucceeded' };
const submitFailed: SurveyEvent = { type: 'survey.submitFailed' };

const opened = [{ type: 'clearStoredDrafts' }, { type: 'trackSurveyOpened' }];

const editing = () => send(initial(), open)[0];
const submitting = () => send(initial(), open, submit)[0];
const skipped = () => send(initial(), open, skip)[0];

describe('survey machine: open and close', () => {
  it('starts closed with form version 0 and runs nothing', () => {
    const [snapshot, actions] = initialTransition(surveyMachine);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.status).toBe('active');
    expect(snapshot.context).toEqual({ formVersion: 0 });
    expect(actions).toEqual([]);
  });

  it('survey.open opens a fresh form, clears stored drafts and counts the open', () => {
    const [snapshot, actions] = send(initial(), open);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual(opened);
  });

  it('survey.toggle opens a closed survey the same way', () => {
    const [snapshot, actions] = send(initial(), toggle);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual(opened);
  });

  it('survey.toggle closes an open survey', () => {
    const [snapshot, actions] = send(editing(), toggle);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([]);
  });

  it('survey.close closes it', () => {
    const [snapshot, actions] = send(editing(), close);
    expect(snapshot.value).toBe('closed');
    expect(actions).toEqual([]);
  });

  it('toggling back and forth alternates open and closed', () => {
    let snapshot = initial();
    for (let round = 1; round <= 3; round++) {
      [snapshot] = send(snapshot, toggle);
      expect(snapshot.matches('open')).toBe(true);
      [snapshot] = send(snapshot, toggle);
      expect(snapshot.value).toBe('closed');
    }
  });

  it('every open bumps the form version, so the form remounts with its defaults', () => {
    const [snapshot] = send(initial(), open, close, open, toggle, toggle, skip, open);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.formVersion).toBe(4);
  });

  it('survey.open on an open survey keeps the form as it is', () => {
    const before = editing();
    const [snapshot, actions] = send(before, open);
    expect(snapshot).toBe(before);
    expect(actions).toEqual([]);
  });
});

describe('survey machine: skip and reset', () => {
  it('survey.skip closes it as skipped and tells the user', () => {
    const [snapshot, actions] = send(editing(), skip);
    expect(snapshot.value).toBe('skipped');
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([{ type: 'notifySkipped' }]);
  });

  it.each([
    ['survey.open', open],
    ['survey.toggle', toggle],
  ])('%s opens a skipped survey afresh', (_, event) => {
    const [snapshot, actions] = send(skipped(), event);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ formVersion: 2 });
    expect(actions).toEqual(opened);
  });

  it('survey.reset turns skipped back to closed', () => {
    const [snapshot, actions] = send(skipped(), reset);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([]);
  });

  it('survey.reset closes an open survey too', () => {
    const [snapshot, actions] = send(editing(), reset);
    expect(snapshot.value).toBe('closed');
    expect(actions).toEqual([]);
  });
});

describe('survey machine: submit', () => {
  it('survey.submit sends the answer and waits', () => {
    const [snapshot, actions] = send(editing(), submit);
    expect(snapshot.value).toEqual({ open: 'submitting' });
    expect(snapshot.matches({ open: 'submitting' })).toBe(true);
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([{ type: 'submitSurvey', params: { answer: values } }]);
  });

  it('survey.submitSucceeded closes it and thanks the user', () => {
    const [snapshot, actions] = send(submitting(), submitSucceeded);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([{ type: 'notifySubmitted' }]);
  });

  it('survey.submitFailed returns to the same form (not a fresh one) and tells the user', () => {
    const [snapshot, actions] = send(submitting(), submitFailed);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ formVersion: 1 });
    expect(actions).toEqual([{ type: 'notifySubmitFailed' }]);
  });

  it('after a failure the form can be submitted again', () => {
    const [snapshot, actions] = send(submitting(), submitFailed, { type: 'survey.submit', answer: { rating: 5 } });
    expect(snapshot.value).toEqual({ open: 'submitting' });
    expect(actions).toEqual([{ type: 'submitSurvey', params: { answer: { rating: 5 } } }]);
  });

  it('after a success the next open starts a fresh form', () => {
    const [snapshot, actions] = send(submitting(), submitSucceeded, open);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({ formVersion: 2 });
    expect(actions).toEqual(opened);
  });
});

describe('survey machine: events a state does not take change nothing', () => {
  const cases: Array<[string, () => Snapshot, SurveyEvent[]]> = [
    ['closed', initial, [close, skip, reset, submit, submitSucceeded, submitFailed]],
    ['skipped', skipped, [close, skip, submit, submitSucceeded, submitFailed]],
    ['editing', editing, [open, submitSucceeded, submitFailed]],
    // While the answer is on its way the dialog can be neither closed nor skipped.
    ['submitting', submitting, [open, close, toggle, skip, reset, submit]],
  ];
  itIgnoresEvents(surveyMachine, cases);
});

describe('survey machine: persisted snapshots', () => {
  const alphabet: SurveyEvent[] = [open, close, toggle, skip, reset, submit, submitSucceeded, submitFailed];
  const script: SurveyEvent[] = [
    open,
    skip,
    toggle,
    submit,
    submitFailed,
    close,
    toggle,
    submit,
    submitSucceeded,
    reset,
  ];

  describePersistence(surveyMachine, {
    script,
    alphabet,
    expectStored: (stored) => expect(stored).toEqual({ value: 'closed', context: { formVersion: 3 } }),
  });
});
