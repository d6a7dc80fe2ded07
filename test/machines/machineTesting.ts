import { expect, it } from 'vitest';
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

/**
 * Drives a machine through xstate's pure transition(), as the app's reducer and listener run it, so that a test
 * can check each next snapshot and the actions handed to the listener (by type and params).
 */

/** An action as the listener reads it. */
export type Effect = { type: string; params?: unknown };

/** What the store keeps of a snapshot: its value and context, as JSON. */
export type Stored = { value: unknown; context: unknown };

/** The actions as the listener reads them; their `info` carries a stand-in actor that is not compared. */
export function effects(actions: ReadonlyArray<Effect>): Effect[] {
  return actions.map(({ type, params }) => (params === undefined ? { type } : { type, params }));
}

function store(snapshot: { value: unknown; context: unknown }): Stored {
  return JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context }));
}

export function machineTester<TMachine extends AnyStateMachine>(machine: TMachine) {
  type Snapshot = SnapshotFrom<TMachine>;
  type Event = EventFromLogic<TMachine>;

  function initial(): Snapshot {
    return initialTransition(machine as AnyStateMachine)[0] as Snapshot;
  }

  /** Sends the events in turn; returns the last snapshot and the actions of the last event. */
  function send(snapshot: Snapshot, ...events: Event[]) {
    let actions: Effect[] = [];
    for (const event of events) {
      const [next, executed] = transition(machine, snapshot, event);
      snapshot = next;
      actions = effects(executed);
    }
    return [snapshot, actions] as const;
  }

  /** A stored snapshot brought back to life with resolveState. */
  function restore(stored: Stored): Snapshot {
    return machine.resolveState(stored as Parameters<TMachine['resolveState']>[0]) as Snapshot;
  }

  /** What the store keeps: the value and context as JSON, brought back to life with resolveState. */
  function persistAndRestore(snapshot: Snapshot): Snapshot {
    return restore(store(snapshot));
  }

  return { initial, send, persistAndRestore, restore, effects };
}

/**
 * After each step of the script, a snapshot kept as JSON and restored answers every event of the alphabet
 * exactly as the live snapshot does: the same next value, context and actions.
 */
export function itRestoresSnapshotsThatBehaveTheSame<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { script, alphabet }: { script: EventFromLogic<TMachine>[]; alphabet: EventFromLogic<TMachine>[] },
) {
  const { initial, send, persistAndRestore } = machineTester<AnyStateMachine>(machine);
  it('a snapshot kept as JSON { value, context } and restored with resolveState behaves the same', () => {
    let snapshot = initial();
    for (const step of [undefined, ...script]) {
      if (step) [snapshot] = send(snapshot, step);
      const restored = persistAndRestore(snapshot);
      expect(restored.value).toEqual(snapshot.value);
      expect(restored.context).toEqual(snapshot.context);
      for (const event of alphabet) {
        const [fromLive, liveActions] = send(snapshot, event);
        const [fromRestored, restoredActions] = send(restored, event);
        expect(fromRestored.value).toEqual(fromLive.value);
        expect(fromRestored.context).toEqual(fromLive.context);
        expect(restoredActions).toEqual(liveActions);
      }
    }
  });
}

/**
 * Replays the script keeping nothing but the stored JSON between events, and checks it ends where the live
 * snapshots do; `expectStored` then checks that final stored state for the machine at hand.
 */
export function itReplaysThroughStoredJson<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { script, expectStored }: { script: EventFromLogic<TMachine>[]; expectStored: (stored: Stored) => void },
) {
  const { initial, send, restore } = machineTester<AnyStateMachine>(machine);
  it('replaying the events through stored JSON alone reaches the same state as the live snapshots', () => {
    let live = initial();
    let stored = store(live);
    for (const event of script) {
      [live] = send(live, event);
      const [next] = send(restore(stored), event);
      stored = store(next);
    }
    expect(stored).toEqual({ value: live.value, context: live.context });
    expectStored(stored);
  });
}

/** Both persistence tests, in that order, for a machine with no persistence test of its own in between. */
export function describePersistence<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    script: EventFromLogic<TMachine>[];
    alphabet: EventFromLogic<TMachine>[];
    expectStored: (stored: Stored) => void;
  },
) {
  itRestoresSnapshotsThatBehaveTheSame(machine, options);
  itReplaysThroughStoredJson(machine, options);
}

/**
 * For each state (made fresh by `make`), each listed event is ignored: the very same snapshot comes back,
 * with no actions. The store's reducer relies on that to keep its state object.
 */
export function itIgnoresEvents<TMachine extends AnyStateMachine>(
  machine: TMachine,
  cases: ReadonlyArray<readonly [string, () => SnapshotFrom<TMachine>, ReadonlyArray<EventFromLogic<TMachine>>]>,
) {
  const { send } = machineTester(machine);
  for (const [name, make, events] of cases) {
    for (const event of events) {
      it(`${name} ignores ${event.type}`, () => {
        const before = make();
        const [snapshot, actions] = send(before, event);
        expect(snapshot).toBe(before);
        expect(actions).toEqual([]);
      });
    }
  }
}
