import type { Dispatch, ForkedTask, ListenerEffectAPI, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type ExecutableActionsFrom,
  type SnapshotFrom,
  type SpecialExecutableAction,
  type StateMachine,
  type StateValue,
} from 'xstate';

/**
 * The flows layer (DESIGN section 5): an XState machine whose snapshot lives in Redux as plain JSON.
 *
 * - The machine's events are the Redux actions (`survey.open`, `requestModal.submit`, ...), so every
 *   transition is one readable action in Redux DevTools.
 * - The reducer computes the next snapshot with xstate's pure `transition()`; nothing runs there.
 * - A listener computes the same transition from the state before the action and runs the actions it
 *   returns (API calls, toasts, timers), feeding results back as events.
 * Replaying recorded actions through the reducers alone therefore reproduces the same state.
 */
export interface PersistedFlow<TContext> {
  value: StateValue;
  context: TContext;
}

export interface Flow<TMachine extends AnyStateMachine, TPath extends string = string> {
  machine: TMachine;
  reducerPath: TPath;
  initialState: PersistedFlow<ContextFrom<TMachine>>;
  reducer: (
    state: PersistedFlow<ContextFrom<TMachine>> | undefined,
    action: UnknownAction,
  ) => PersistedFlow<ContextFrom<TMachine>>;
  /** Whether an action is one of this machine's events: its own, or a delayed event it scheduled. */
  handles: (action: UnknownAction) => action is UnknownAction & EventFromLogic<TMachine>;
  /** The live snapshot for a stored state, to ask `matches()`, `can()` and so on. */
  restore: (state: PersistedFlow<ContextFrom<TMachine>>) => SnapshotFrom<TMachine>;
}

/**
 * A delayed event (`after` in a machine) is typed by xstate (`xstate.after.SURVEY_DELAY.requestModal.sent`), not by
 * the machine's prefix, so when its timer fires the listener dispatches it with this mark naming its flow. The mark
 * travels with the action, so a recording replays it to the same flow.
 */
export interface DelayedEventMeta {
  delayedEventOf: string;
}

function isDelayedEventOf(action: UnknownAction, machineId: string) {
  const meta = action.meta as Partial<DelayedEventMeta> | undefined;
  return typeof meta === 'object' && meta !== null && meta.delayedEventOf === machineId;
}

/**
 * Frozen, as Immer freezes every other slice: nothing can change a stored snapshot in place, and the store's
 * development checks (immutability, serializability) skip frozen values instead of walking them on every action.
 * xstate never changes a snapshot or its context; each transition makes new ones.
 */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function persist<TContext>(snapshot: { value: StateValue; context: TContext }): PersistedFlow<TContext> {
  return deepFreeze({ value: snapshot.value, context: snapshot.context });
}

export function createFlow<TMachine extends AnyStateMachine, TPath extends string>(
  machine: TMachine,
  reducerPath: TPath,
): Flow<TMachine, TPath> {
  // Our machines take no input; asked as any machine, initialTransition knows that none is needed.
  const [initialSnapshot] = initialTransition<AnyStateMachine>(machine);
  const initialState = persist<ContextFrom<TMachine>>(initialSnapshot);
  const ownPrefix = `${machine.id}.`;
  const handles = (action: UnknownAction): action is UnknownAction & EventFromLogic<TMachine> =>
    action.type.startsWith(ownPrefix) || isDelayedEventOf(action, machine.id);
  const restore = (state: PersistedFlow<ContextFrom<TMachine>>) =>
    machine.resolveState(state as Parameters<TMachine['resolveState']>[0]) as SnapshotFrom<TMachine>;

  const reducer = (state = initialState, action: UnknownAction) => {
    if (!handles(action)) return state;
    const snapshot = restore(state);
    const [next] = transition(machine, snapshot, action);
    // An event the current state ignores leaves the stored state untouched (same object).
    return next === snapshot ? state : persist<ContextFrom<TMachine>>(next);
  };

  return { machine, reducerPath, initialState, reducer, handles, restore };
}

/** A store's state as a flow sees it: its own slice, there once the flow has loaded (src/lib/lazyFlows.ts). */
export type FlowHostState<TMachine extends AnyStateMachine, TPath extends string> = {
  [Path in TPath]?: PersistedFlow<ContextFrom<TMachine>>;
};

/**
 * The machine's own named actions (`submitSurvey`, `notifySent`, ...), each with the params the machine passes: the
 * action type of its `setup`, read as xstate's ExecutableActionsFrom reads it, but kept as a union of one object per
 * action (ExecutableActionsFrom merges them into one, whose params are any action's).
 */
type NamedAction<TMachine extends AnyStateMachine> =
  TMachine extends StateMachine<
    infer _Context,
    infer _Event,
    infer _Children,
    infer _Actor,
    infer TAction,
    infer _Guard,
    infer _Delay,
    infer _StateValue,
    infer _Tag,
    infer _Input,
    infer _Output,
    infer _Emitted,
    infer _Meta,
    infer _StateSchema,
    infer _TransitionMeta
  >
    ? TAction
    : never;

/**
 * The app's implementation of a machine's named actions: `(params, listenerApi, event) => ...`, typed from the
 * machine, so a misspelled name or params of the wrong shape fail `tsc`. The machine's `assign` actions are among its
 * named actions too, but xstate runs them itself: that is why every entry is optional, and why a missing effect is
 * found when the effects are added (`effectsLeftToTheApp`) rather than by the type.
 */
export type FlowEffects<TMachine extends AnyStateMachine, TListenerApi> = {
  [Action in NamedAction<TMachine> as Action['type']]?: (
    params: Action['params'],
    listenerApi: TListenerApi,
    event: EventFromLogic<TMachine>,
  ) => unknown;
};

/**
 * The named actions a machine leaves to the app: every action of its `setup` but the ones xstate runs itself
 * (`assign`, `raise` and the other built-ins carry a `resolve` step).
 */
export function effectsLeftToTheApp(machine: AnyStateMachine): string[] {
  const actions: Record<string, unknown> = machine.implementations.actions;
  return Object.entries(actions)
    .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
    .map(([name]) => name);
}

/** What xstate hands back for a stopped timer. Its types leave it out, as it is one of xstate's own actions. */
interface CancelAction {
  type: 'xstate.cancel';
  params: { sendId: string };
}

/** Runs the actions of each transition of `flow`: the named effects, and the machine's delayed events. */
export function addFlowEffects<
  TMachine extends AnyStateMachine,
  TPath extends string,
  TState extends FlowHostState<TMachine, TPath>,
  TDispatch extends Dispatch,
  TExtra,
>(
  startListening: TypedStartListening<TState, TDispatch, TExtra>,
  flow: Flow<TMachine, TPath>,
  effects: NoInfer<FlowEffects<TMachine, ListenerEffectAPI<TState, TDispatch, TExtra>>>,
) {
  const implemented: Partial<Record<string, (...args: never[]) => unknown>> = effects;
  const missing = effectsLeftToTheApp(flow.machine).filter((name) => !implemented[name]);
  if (missing.length > 0) {
    const problem = `The ${flow.machine.id} machine asks for effects the app does not implement: ${missing.join(', ')}`;
    // Every flow loads in the tests, so a forgotten effect fails them; a visitor only loses that one effect.
    if (!import.meta.env.PROD) throw new Error(problem);
    console.error(problem);
  }
  // Delayed events run as child tasks of the listener, so clearing the store's listeners cancels them too.
  const pendingDelays = new Map<string, ForkedTask<void>>();
  startListening({
    predicate: flow.handles,
    effect: async (action, listenerApi) => {
      // A flow's first event arrives as its slice joins the store (lazyFlows.ts): before it, the flow was initial.
      const before = listenerApi.getOriginalState()[flow.reducerPath];
      const [, actions] = transition(flow.machine, flow.restore(before ?? flow.initialState), action);
      const waits: Promise<unknown>[] = [];
      for (const executable of actions as Array<ExecutableActionsFrom<TMachine> | CancelAction>) {
        if (executable.type === 'xstate.raise') {
          const { delay, id, event } = executable.params as SpecialExecutableAction['params'] & {
            delay: number | undefined;
            event: UnknownAction;
          };
          if (delay === undefined) continue;
          const key = String(id);
          pendingDelays.get(key)?.cancel();
          const meta: DelayedEventMeta = { delayedEventOf: flow.machine.id };
          const task = listenerApi.fork(async (forkApi) => {
            await forkApi.delay(delay);
            listenerApi.dispatch({ ...event, meta });
          });
          pendingDelays.set(key, task);
          waits.push(task.result.finally(() => pendingDelays.get(key) === task && pendingDelays.delete(key)));
        } else if (executable.type === 'xstate.cancel') {
          const key = String(executable.params.sendId);
          pendingDelays.get(key)?.cancel();
          pendingDelays.delete(key);
        } else {
          const effect = implemented[executable.type];
          if (!effect) continue;
          // Effects run side by side; one that fails must not stop the others.
          waits.push(
            Promise.resolve()
              .then(() => (effect as (...args: unknown[]) => unknown)(executable.params, listenerApi, action))
              .catch((error) => console.error(`The ${flow.machine.id} effect "${executable.type}" failed`, error)),
          );
        }
      }
      await Promise.all(waits);
    },
  });
}
