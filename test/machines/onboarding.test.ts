import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom } from 'xstate';
import {
  initialDraft,
  ONBOARDING_LAST_STEP,
  ONBOARDING_STEPS,
  onboardingMachine,
  type OnboardingContext,
  type OnboardingDraft,
  type OnboardingEvent,
} from '../../machines/onboarding.machine';
import { describePersistence, machineTester, itIgnoresEvents } from './machineTesting';

/**
 * The onboarding machine through xstate's pure transition(), as the app's reducer and listener run it:
 * each step checks the next snapshot and the actions handed to the listener (by type and params).
 */
type Snapshot = SnapshotFrom<typeof onboardingMachine>;

const { initial, send } = machineTester(onboardingMachine);

/** A snapshot in any state with any context, as a stored one would come back. */
function resolve(value: Snapshot['value'], context: Partial<OnboardingContext> = {}): Snapshot {
  return onboardingMachine.resolveState({
    value,
    context: {
      userId: null,
      step: 0,
      completedSteps: [false, false, false, false],
      draft: initialDraft('Ada'),
      fieldErrors: {},
      ...context,
    },
  });
}

const start: OnboardingEvent = { type: 'onboarding.start', name: 'Ada Lovelace' };
const next: OnboardingEvent = { type: 'onboarding.continue' };
const skip: OnboardingEvent = { type: 'onboarding.skip' };
const back: OnboardingEvent = { type: 'onboarding.back' };
const saveSucceeded: OnboardingEvent = { type: 'onboarding.saveSucceeded' };
const saveFailed: OnboardingEvent = { type: 'onboarding.saveFailed' };

/** Open at the given step, reached by Continue from step 0. */
function openAt(step: number) {
  return send(initial(), start, ...Array<OnboardingEvent>(step).fill(next))[0];
}

describe('onboarding machine: opening', () => {
  it('has four steps, 0 to 3', () => {
    expect(ONBOARDING_STEPS).toEqual(['welcome', 'profile', 'preferences', 'complete']);
    expect(ONBOARDING_LAST_STEP).toBe(3);
  });

  it('starts closed, at step 0 with the default draft, and runs nothing', () => {
    const [snapshot, actions] = initialTransition(onboardingMachine);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.status).toBe('active');
    expect(snapshot.context).toEqual({
      userId: null,
      step: 0,
      completedSteps: [false, false, false, false],
      draft: initialDraft(''),
      fieldErrors: {},
    });
    expect(actions).toEqual([]);
  });

  it('onboarding.start opens at step 0 with the draft defaults and the name from the event', () => {
    const [snapshot, actions] = send(initial(), start);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.matches('open')).toBe(true);
    expect(snapshot.context).toEqual({
      userId: null,
      step: 0,
      completedSteps: [false, false, false, false],
      draft: {
        role: 'candidate',
        name: 'Ada Lovelace',
        title: '',
        company: '',
        experience: '',
        linkedin: '',
        bio: '',
        notifyEmail: true,
        notifyWhatsapp: false,
        notifyRealtime: true,
        interests: [],
      },
      fieldErrors: {},
    });
    expect(actions).toEqual([{ type: 'trackOnboardingOpened' }]);
  });

  it('onboarding.start forgets what an earlier session left in the context', () => {
    const leftOver = resolve('closed', {
      step: 3,
      completedSteps: [true, true, false, true],
      draft: { ...initialDraft('Old Name'), role: 'both', bio: 'old bio', interests: ['engineering'] },
    });
    const [snapshot] = send(leftOver, start);
    expect(snapshot.context).toEqual({
      userId: null,
      step: 0,
      completedSteps: [false, false, false, false],
      draft: initialDraft('Ada Lovelace'),
      fieldErrors: {},
    });
  });

  it('the initial draft has e-mail and realtime notifications on, WhatsApp off, and the candidate role', () => {
    expect(initialDraft('Grace')).toMatchObject({
      name: 'Grace',
      role: 'candidate',
      notifyEmail: true,
      notifyWhatsapp: false,
      notifyRealtime: true,
    });
  });
});

describe('onboarding machine: moving between steps', () => {
  it('continue marks the current step completed and advances', () => {
    const [snapshot, actions] = send(openAt(0), next);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.step).toBe(1);
    expect(snapshot.context.completedSteps).toEqual([true, false, false, false]);
    expect(actions).toEqual([]);
  });

  it('continue through every step but the last completes each of them in turn', () => {
    let snapshot = openAt(0);
    for (let step = 0; step < ONBOARDING_LAST_STEP; step++) {
      expect(snapshot.context.step).toBe(step);
      [snapshot] = send(snapshot, next);
      expect(snapshot.context.completedSteps).toEqual(ONBOARDING_STEPS.map((_, index) => index <= step));
    }
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.step).toBe(ONBOARDING_LAST_STEP);
  });

  it('skip advances without marking the step completed', () => {
    const [snapshot, actions] = send(openAt(0), skip);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.step).toBe(1);
    expect(snapshot.context.completedSteps).toEqual([false, false, false, false]);
    expect(actions).toEqual([]);
  });

  it('mixes continue and skip: only the continued steps are completed', () => {
    const [snapshot] = send(openAt(0), next, skip, next);
    expect(snapshot.context.step).toBe(3);
    expect(snapshot.context.completedSteps).toEqual([true, false, true, false]);
  });

  it('back goes to the previous step and keeps the completed steps', () => {
    const [snapshot, actions] = send(openAt(2), back);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.step).toBe(1);
    expect(snapshot.context.completedSteps).toEqual([true, true, false, false]);
    expect(actions).toEqual([]);
  });

  it('back from the last step returns to step 2', () => {
    const [snapshot] = send(openAt(3), back);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context.step).toBe(2);
  });

  it('continue after back completes the revisited step again, and it stays completed', () => {
    const [snapshot] = send(openAt(0), skip, back, next);
    expect(snapshot.context.step).toBe(1);
    expect(snapshot.context.completedSteps).toEqual([true, false, false, false]);
  });

  it('back on step 0 does nothing, not even keep the values it carries', () => {
    const before = openAt(0);
    const [snapshot, actions] = send(before, { type: 'onboarding.back', values: { title: 'Engineer' } });
    expect(snapshot).toBe(before);
    expect(actions).toEqual([]);
  });
});

describe('onboarding machine: the draft', () => {
  it('continue merges its values into the draft', () => {
    const [snapshot] = send(openAt(0), { type: 'onboarding.continue', values: { role: 'referrer' } });
    expect(snapshot.context.draft).toEqual({ ...initialDraft('Ada Lovelace'), role: 'referrer' });
  });

  it('skip merges its values into the draft', () => {
    const [snapshot] = send(openAt(1), { type: 'onboarding.skip', values: { title: 'Engineer', company: 'Acme' } });
    expect(snapshot.context.step).toBe(2);
    expect(snapshot.context.draft).toEqual({ ...initialDraft('Ada Lovelace'), title: 'Engineer', company: 'Acme' });
  });

  it('back merges its values into the draft, so what was typed on a step is not lost', () => {
    const [snapshot] = send(openAt(2), {
      type: 'onboarding.back',
      values: { notifyWhatsapp: true, interests: ['design'] },
    });
    expect(snapshot.context.step).toBe(1);
    expect(snapshot.context.draft).toEqual({
      ...initialDraft('Ada Lovelace'),
      notifyWhatsapp: true,
      interests: ['design'],
    });
  });

  it('values add up across steps, later ones replacing earlier ones; events without values keep the draft', () => {
    const [snapshot] = send(
      openAt(0),
      { type: 'onboarding.continue', values: { role: 'both' } },
      { type: 'onboarding.continue', values: { name: 'Ada King', title: 'Analyst', experience: '7' } },
      skip,
      { type: 'onboarding.back', values: { title: 'Countess' } },
      next,
    );
    expect(snapshot.context.step).toBe(3);
    expect(snapshot.context.draft).toEqual({
      ...initialDraft('Ada King'),
      role: 'both',
      title: 'Countess',
      experience: '7',
    });
  });

  it('the machine does not share the draft object between snapshots', () => {
    const before = openAt(0);
    const draftBefore = structuredClone(before.context.draft);
    send(before, { type: 'onboarding.continue', values: { bio: 'changed' } });
    expect(before.context.draft).toEqual(draftBefore);
  });
});

describe('onboarding machine: saving', () => {
  it('continue on the last step completes it and saves the draft, with its values', () => {
    const [snapshot, actions] = send(openAt(3), { type: 'onboarding.continue', values: { bio: 'Hello' } });
    expect(snapshot.value).toEqual({ open: 'saving' });
    expect(snapshot.context.step).toBe(3);
    expect(snapshot.context.completedSteps).toEqual([true, true, true, true]);
    const draft = { ...initialDraft('Ada Lovelace'), bio: 'Hello' };
    expect(snapshot.context.draft).toEqual(draft);
    expect(actions).toEqual([{ type: 'saveProfile', params: { draft } }]);
  });

  it('skip on the last step saves without completing it', () => {
    const [snapshot, actions] = send(openAt(0), skip, skip, skip, {
      type: 'onboarding.skip',
      values: { role: 'referrer' },
    });
    expect(snapshot.value).toEqual({ open: 'saving' });
    expect(snapshot.context.step).toBe(3);
    expect(snapshot.context.completedSteps).toEqual([false, false, false, false]);
    expect(actions).toEqual([
      { type: 'saveProfile', params: { draft: { ...initialDraft('Ada Lovelace'), role: 'referrer' } } },
    ]);
  });

  it('only the last step saves: continue and skip elsewhere never do', () => {
    for (let step = 0; step < ONBOARDING_LAST_STEP; step++) {
      for (const event of [next, skip]) {
        const [snapshot, actions] = send(openAt(step), event);
        expect(snapshot.value).toEqual({ open: 'editing' });
        expect(actions).toEqual([]);
      }
    }
  });

  it.each<[OnboardingDraft['role']]>([['candidate'], ['referrer'], ['both']])(
    'onboarding.saveSucceeded closes, tells the user and redirects a %s',
    (role) => {
      const [saving] = send(openAt(3), { type: 'onboarding.continue', values: { role } });
      const [snapshot, actions] = send(saving, saveSucceeded);
      expect(snapshot.value).toBe('closed');
      expect(snapshot.context).toEqual(saving.context);
      expect(actions).toEqual([{ type: 'notifySaved' }, { type: 'redirectAfterOnboarding', params: { role } }]);
    },
  );

  it('onboarding.saveFailed returns to the last step with the dialog open and the draft kept', () => {
    const [saving] = send(openAt(3), { type: 'onboarding.continue', values: { bio: 'Hello' } });
    const [snapshot, actions] = send(saving, saveFailed);
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.matches('open')).toBe(true);
    expect(snapshot.context).toEqual(saving.context);
    // The dialog was never closed, so it is not counted as opened again.
    expect(actions).toEqual([{ type: 'notifySaveFailed' }]);
  });

  it('after a failure, Finish saves again', () => {
    const [failed] = send(openAt(3), next, saveFailed);
    const [snapshot, actions] = send(failed, next);
    expect(snapshot.value).toEqual({ open: 'saving' });
    expect(actions).toEqual([{ type: 'saveProfile', params: { draft: initialDraft('Ada Lovelace') } }]);
  });

  it('after success the dialog can be started again, afresh', () => {
    const [closed] = send(openAt(3), next, saveSucceeded);
    const [snapshot, actions] = send(closed, { type: 'onboarding.start', name: 'Grace' });
    expect(snapshot.value).toEqual({ open: 'editing' });
    expect(snapshot.context).toEqual({
      userId: null,
      step: 0,
      completedSteps: [false, false, false, false],
      draft: initialDraft('Grace'),
      fieldErrors: {},
    });
    expect(actions).toEqual([{ type: 'trackOnboardingOpened' }]);
  });
});

describe('onboarding machine: events a state does not take change nothing', () => {
  const cases: Array<[string, () => Snapshot, OnboardingEvent[]]> = [
    ['closed', initial, [next, skip, back, saveSucceeded, saveFailed]],
    ['editing', () => openAt(1), [start, saveSucceeded, saveFailed]],
    ['saving', () => send(openAt(3), next)[0], [start, next, skip, back]],
  ];
  itIgnoresEvents(onboardingMachine, cases);
});

describe('onboarding machine: persisted snapshots', () => {
  const alphabet: OnboardingEvent[] = [
    start,
    next,
    skip,
    back,
    { type: 'onboarding.continue', values: { role: 'referrer', title: 'Lead' } },
    { type: 'onboarding.back', values: { bio: 'typed before going back' } },
    saveSucceeded,
    saveFailed,
  ];
  const script: OnboardingEvent[] = [
    start,
    { type: 'onboarding.continue', values: { role: 'both' } },
    skip,
    back,
    next,
    next,
    next,
    saveFailed,
    { type: 'onboarding.skip', values: { bio: 'x' } },
    saveSucceeded,
  ];

  describePersistence(onboardingMachine, {
    script,
    alphabet,
    expectStored: (stored) => expect(stored.value).toBe('closed'),
  });
});

describe('closing and resuming', () => {
  it('closes while editing and keeps the step and the draft', () => {
    const [atProfile] = send(initial(), start, { type: 'onboarding.continue', values: { role: 'both' } });
    const [closed, actions] = send(atProfile, { type: 'onboarding.close' });
    expect(closed.value).toBe('closed');
    expect(actions).toEqual([]);
    expect(closed.context.step).toBe(1);
    expect(closed.context.draft.role).toBe('both');
  });

  it('resumes where it was closed, without starting afresh', () => {
    const [atProfile] = send(initial(), start, { type: 'onboarding.continue', values: { role: 'referrer' } });
    const [resumed, actions] = send(atProfile, { type: 'onboarding.close' }, { type: 'onboarding.resume' });
    expect(resumed.value).toEqual({ open: 'editing' });
    expect(actions).toEqual([{ type: 'trackOnboardingOpened' }]);
    expect(resumed.context).toEqual(atProfile.context);
  });

  it('cannot be closed while saving', () => {
    const saving = resolve({ open: 'saving' }, { step: ONBOARDING_LAST_STEP });
    const [after, actions] = send(saving, { type: 'onboarding.close' });
    expect(after).toBe(saving);
    expect(actions).toEqual([]);
  });
});

describe('whose draft it is', () => {
  it('remembers the user who started, so a resume continues only their draft', () => {
    const [snapshot] = send(initial(), { type: 'onboarding.start', name: 'Ada', userId: 42 });
    expect(snapshot.context.userId).toBe(42);
    const [restarted] = send(
      snapshot,
      { type: 'onboarding.close' },
      { type: 'onboarding.start', name: 'Bo', userId: 7 },
    );
    expect(restarted.context).toMatchObject({ userId: 7, step: 0, draft: initialDraft('Bo') });
  });
});

describe('when the server refuses a profile field', () => {
  const atLastStep = () => send(initial(), start, next, next, next)[0];

  it('goes back to the profile step with the messages, and the dialog stays open', () => {
    const [saving] = send(atLastStep(), next);
    expect(saving.value).toEqual({ open: 'saving' });
    const fieldErrors = { company: 'Please enter the company you work at, so candidates can find you.' };
    const [after, actions] = send(saving, { type: 'onboarding.saveFailed', fieldErrors });
    expect(after.value).toEqual({ open: 'editing' });
    expect(after.context.step).toBe(ONBOARDING_STEPS.indexOf('profile'));
    expect(after.context.fieldErrors).toEqual(fieldErrors);
    expect(actions).toEqual([{ type: 'notifySaveFailed' }]);
  });

  it('stays on the last step when nothing on the profile step was refused', () => {
    const [saving] = send(atLastStep(), next);
    const [after] = send(saving, {
      type: 'onboarding.saveFailed',
      fieldErrors: { interests: 'Please choose interests from the list' },
    });
    expect(after.context.step).toBe(ONBOARDING_LAST_STEP);
    expect(after.context.fieldErrors).toEqual({ interests: 'Please choose interests from the list' });
  });

  it('forgets the messages when the next save starts', () => {
    const [saving] = send(atLastStep(), next);
    const [refused] = send(saving, { type: 'onboarding.saveFailed', fieldErrors: { name: 'Name is required' } });
    const [again] = send(refused, next, next, next);
    expect(again.value).toEqual({ open: 'saving' });
    expect(again.context.fieldErrors).toEqual({});
  });
});
