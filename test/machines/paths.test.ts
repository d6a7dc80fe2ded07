import { getAdjacencyMap, getShortestPaths, getStateNodes, type AdjacencyValue, type StatePath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  initialTransition,
  SimulatedClock,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
} from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine';
import { requestModalMachine } from '../../machines/requestModal.machine';
import { surveyMachine } from '../../machines/survey.machine';

/**
 * Every state and every transition of each flow, walked. @xstate/graph explores a machine from its initial state,
 * sending in each state the events it accepts (the sample below where an event carries data, or the bare event), and
 * this file turns the walk into one path per transition: the shortest way to its source state, then the transition.
 * Paths that are the start of a longer one are left out. Each path is a test named by its steps, so a designer can
 * read the list, and runs twice: through xstate's pure transition(), as the store's reducer runs the machine, and
 * through a live actor on a simulated clock, where a delayed transition must wait its whole delay.
 *
 * The coverage tests fail when a state of a machine is reached by no path, or a transition taken by none: a state
 * made unreachable, a guard that can no longer pass, or a new event with data the samples do not give.
 */
interface Sample<TEvent> {
  event: TEvent;
  /** Tells apart samples of one event type in the path names (two answers a guard reads differently). */
  note?: string;
}

interface FlowModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  samples: ReadonlyArray<Sample<EventFromLogic<TMachine>>>;
  /**
   * The part of the context the guards read: states that differ in it answer events differently, so the walk tells
   * them apart. The rest (a counter that grows on every open, what the user typed) would make the walk endless.
   */
  guardedContext?: (context: ContextFrom<TMachine>) => Record<string, unknown>;
}

const flowModel = <TMachine extends AnyStateMachine>(model: FlowModel<TMachine>) => model as FlowModel<AnyStateMachine>;

const models = [
  flowModel({
    machine: onboardingMachine,
    samples: [
      { event: { type: 'onboarding.start', name: 'Ada Lovelace', userId: 7 } },
      { event: { type: 'onboarding.continue', values: { title: 'Engineer' } } },
      { event: { type: 'onboarding.saveFailed', fieldErrors: { name: 'Name is required' } }, note: 'name refused' },
      {
        event: { type: 'onboarding.saveFailed', fieldErrors: { interests: 'Choose at most 5' } },
        note: 'interests refused',
      },
    ],
    guardedContext: (context) => ({ step: context.step }),
  }),
  flowModel({
    machine: surveyMachine,
    samples: [{ event: { type: 'survey.submit', answer: { userPurpose: 'find_referrals', delightRating: 4 } } }],
  }),
  flowModel({
    machine: requestModalMachine,
    samples: [
      {
        event: {
          type: 'requestModal.open',
          referrerId: 12,
          referrerName: 'Ana Silva',
          jobId: 5,
          jobTitle: 'Data Engineer',
        },
      },
      {
        event: {
          type: 'requestModal.submit',
          values: { name: 'Lee Park', email: 'lee@example.com', message: 'Hello' },
          resume: { id: 'resume-1', name: 'cv.pdf', size: 1234, type: 'application/pdf' },
        },
      },
      { event: { type: 'requestModal.sendSucceeded', id: 41, pendingAssignment: false } },
      { event: { type: 'requestModal.sendFailed', fieldErrors: { email: 'Invalid email address' } } },
    ],
  }),
];

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** An xstate delayed event (`xstate.after.SURVEY_DELAY.requestModal.sent`): a clock sends it, not a person. */
const isDelayed = (event: AnyEventObject) => event.type.startsWith('xstate.after.');

/** What the store keeps of a snapshot. */
const stored = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context });

function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => `${key}.${stateName(child)}`)
    .join(' + ');
}

function walk({ machine, samples, guardedContext }: FlowModel<AnyStateMachine>) {
  const stateNodes = getStateNodes(machine.root);
  const stateKey = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, ...guardedContext?.(snapshot.context) });
  const stateLabel = (snapshot: AnyMachineSnapshot) => {
    const guarded = Object.entries(guardedContext?.(snapshot.context) ?? {});
    const detail = guarded.map(([key, value]) => `${key} ${JSON.stringify(value)}`).join(', ');
    return detail ? `${stateName(snapshot.value)} (${detail})` : stateName(snapshot.value);
  };
  const activeNodes = (snapshot: AnyMachineSnapshot) =>
    stateNodes.filter((node) => snapshot.matches(node.path.join('.') as never));

  /** The event types the state's active nodes have transitions for, each as its samples or bare. */
  const acceptedEvents = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const types = new Set(activeNodes(snapshot).flatMap((node) => [...node.transitions.keys()]));
    return [...types].flatMap((type) => {
      const ofType = samples.filter((sample) => sample.event.type === type).map((sample) => sample.event);
      return ofType.length > 0 ? ofType : [{ type }];
    });
  };
  const delayOf = (before: AnyMachineSnapshot, event: AnyEventObject) => {
    const [taken] = machine.getTransitionData(before, event);
    const delay = (taken as { delay?: unknown } | undefined)?.delay;
    const resolved = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
    if (typeof resolved !== 'number') throw new Error(`${event.type}: no fixed delay to wait for`);
    return resolved;
  };
  const eventLabel = (before: AnyMachineSnapshot, event: AnyEventObject) => {
    if (isDelayed(event)) return `after ${delayOf(before, event)}ms`;
    const note = samples.find((sample) => sample.event === event)?.note;
    return note ? `${event.type} (${note})` : event.type;
  };

  const traversal = { serializeState: stateKey, events: acceptedEvents };
  const adjacency = getAdjacencyMap(machine, traversal);
  const shortestTo = new Map(getShortestPaths(machine, traversal).map((path) => [stateKey(path.state), path]));

  // The steps that change something: the state has a transition enabled for the event. (It has none for an event it
  // ignores, such as Back on onboarding's first step.)
  const transitions = (Object.values(adjacency) as Array<AdjacencyValue<AnyMachineSnapshot, AnyEventObject>>).flatMap(
    ({ state, transitions: next }) =>
      (Object.values(next) as Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>)
        .filter(({ event }) => machine.getTransitionData(state, event).length > 0)
        .map(({ event, state: reached }) => ({ from: state, event, to: reached })),
  );

  // A path's first step is xstate's initial event; each later step is an event and the state it led to.
  const throughEachTransition: Path[] = transitions.map(({ from, event, to }) => {
    const head = shortestTo.get(stateKey(from))!;
    return { state: to, steps: [...head.steps, { event, state: to }], weight: head.weight + 1 };
  });
  const eventsOf = (path: Path) => path.steps.slice(1).map((step) => JSON.stringify(step.event));
  const isStartOf = (short: Path, long: Path) =>
    short !== long &&
    short.steps.length < long.steps.length &&
    eventsOf(short).every((event, index) => eventsOf(long)[index] === event);
  const paths = throughEachTransition.filter((path) => !throughEachTransition.some((other) => isStartOf(path, other)));

  const describePath = (path: Path) =>
    path.steps
      .map((step, index) =>
        index === 0
          ? stateLabel(step.state)
          : `—${eventLabel(path.steps[index - 1]!.state, step.event)}→ ${stateLabel(step.state)}`,
      )
      .join(' ');

  // Eventless (`always`) transitions are listed too, though no step takes one by its event: none of the machines has
  // one, and one added fails the coverage test until the walk learns to see it taken.
  const declaredTransitions: AnyTransitionDefinition[] = [machine.root, ...stateNodes].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  const describeTransition = (taken: AnyTransitionDefinition) => {
    const guard = typeof taken.guard === 'string' ? ` [${taken.guard}]` : taken.guard ? ' [guard]' : '';
    const targets = taken.target?.map((node) => node.path.join('.')).join(', ') ?? 'itself';
    const event = taken.eventType.startsWith('xstate.after.') ? 'after its delay' : taken.eventType;
    return `${taken.source.path.join('.')} —${event}${guard}→ ${targets}`;
  };

  return {
    stateNodes,
    paths,
    adjacency,
    transitions,
    declaredTransitions,
    stateKey,
    activeNodes,
    delayOf,
    describePath,
    describeTransition,
  };
}

for (const model of models) {
  const { machine } = model;
  const walked = walk(model);
  const { paths, stateNodes, declaredTransitions } = walked;

  describe(`${machine.id}: ${paths.length} paths through its ${stateNodes.length} states and ${declaredTransitions.length} transitions`, () => {
    for (const path of paths) {
      it(walked.describePath(path), () => {
        // As the store runs the machine: each event through the pure transition(), a delayed one included.
        const expected = path.steps.slice(1).map((step) => walked.stateKey(step.state));
        let snapshot = initialTransition(machine)[0];
        const byTransition = path.steps
          .slice(1)
          .map((step) => ([snapshot] = transition(machine, snapshot, step.event))[0]);
        expect(byTransition.map(walked.stateKey)).toEqual(expected);

        // As a live actor, with the same states and contexts at every step: the clock, not the test, sends a delayed
        // event, and not a millisecond early.
        const clock = new SimulatedClock();
        const actor = createActor(machine, { clock }).start();
        const byActor = path.steps.slice(1).map((step) => {
          if (isDelayed(step.event)) {
            const before = actor.getSnapshot();
            clock.increment(walked.delayOf(before, step.event) - 1);
            expect(actor.getSnapshot().value).toEqual(before.value);
            clock.increment(1);
          } else {
            actor.send(step.event);
          }
          return stored(actor.getSnapshot());
        });
        actor.stop();
        expect(byActor).toEqual(byTransition.map(stored));
      });
    }

    it('the paths reach every state of the machine', () => {
      const reached = new Set(
        paths.flatMap((path) => path.steps.flatMap((step) => walked.activeNodes(step.state).map((node) => node.id))),
      );
      expect(stateNodes.map((node) => node.id).filter((id) => !reached.has(id))).toEqual([]);
      // And every combination of state and guarded context the walk found (each step of onboarding, for instance).
      const reachedKeys = new Set(paths.flatMap((path) => path.steps.map((step) => walked.stateKey(step.state))));
      expect(reachedKeys).toEqual(new Set(Object.keys(walked.adjacency)));
    });

    it('the paths take every transition of the machine, each guarded branch included', () => {
      const taken = new Set(
        paths.flatMap((path) =>
          path.steps.slice(1).flatMap((step, index) => machine.getTransitionData(path.steps[index]!.state, step.event)),
        ),
      );
      expect(declaredTransitions.filter((declared) => !taken.has(declared)).map(walked.describeTransition)).toEqual([]);
    });

    it('the paths take every step the walk found that changes something, from every state it found', () => {
      const stepKey = (from: AnyMachineSnapshot, event: AnyEventObject) =>
        `${walked.stateKey(from)} ${JSON.stringify(event)}`;
      const onPaths = new Set(
        paths.flatMap((path) =>
          path.steps.slice(1).map((step, index) => stepKey(path.steps[index]!.state, step.event)),
        ),
      );
      const missing = walked.transitions.filter(({ from, event }) => !onPaths.has(stepKey(from, event)));
      expect(missing.map(({ from, event }) => stepKey(from, event))).toEqual([]);
    });
  });
}
