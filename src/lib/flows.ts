import type {
  ForkedTask,
  ListenerEffectAPI,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit';
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
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
  /** Whether an action is one of this machine's events (its own, or a delayed event it scheduled). */
  handles: (actionType: string) => boolean;
  /** The live snapshot for a stored state, to ask `matches()`, `can()` and so on. */
  restore: (state: PersistedFlow<ContextFrom<TMachine>>) => SnapshotFrom<TMachine>;
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

function persist<TMachine extends AnyStateMachine>(
  snapshot: SnapshotFrom<TMachine>,
): PersistedFlow<ContextFrom<TMachine>> {
  const { value, context } = snapshot as unknown as { value: StateValue; context: ContextFrom<TMachine> };
  return deepFreeze({ value, context });
}

export function createFlow<TMachine extends AnyStateMachine, TPath extends string>(
  machine: TMachine,
  reducerPath: TPath,
): Flow<TMachine, TPath> {
  // Our machines take no input, which the generic signature of initialTransition cannot know.
  const start = initialTransition as unknown as (logic: AnyStateMachine) => [SnapshotFrom<TMachine>];
  const initialState = persist<TMachine>(start(machine)[0]);
  const ownPrefix = `${machine.id}.`;
  const delayedMarker = `.${machine.id}.`;
  const handles = (type: string) =>
    type.startsWith(ownPrefix) || (type.startsWith('xstate.after.') && type.includes(delayedMarker));
  const restore = (state: PersistedFlow<ContextFrom<TMachine>>) =>
    machine.resolveState(state as Parameters<TMachine['resolveState']>[0]) as SnapshotFrom<TMachine>;

  const reducer = (state = initialState, action: UnknownAction) => {
    if (!handles(action.type)) return state;
    const snapshot = restore(state);
    const [next] = transition(machine, snapshot, action as EventFromLogic<TMachine>);
    // An event the current state ignores leaves the stored state untouched (same object).
    return next === snapshot ? state : persist<TMachine>(next as SnapshotFrom<TMachine>);
  };

  return { machine, reducerPath, initialState, reducer, handles, restore };
}

// Flows read only their own slice (by reducerPath), and their effects dispatch thunks of other slices
// (RTK Query) whose state types this module cannot know; the store's real type is checked in app/.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FlowState = any;
type FlowDispatch = ThunkDispatch<FlowState, unknown, UnknownAction>;
export type FlowListenerApi = ListenerEffectAPI<FlowState, FlowDispatch>;
export type FlowStartListening = TypedStartListening<FlowState, FlowDispatch>;

/** The app's implementation of a machine's named actions: `(params, listenerApi, event) => ...`. */
export type FlowEffects = Record<
  string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each effect knows its own params
  (params: any, api: FlowListenerApi, event: UnknownAction) => unknown
>;

/** Runs the actions of each transition of `flow`: the named effects, and the machine's delayed events. */
export function addFlowEffects<TMachine extends AnyStateMachine>(
  startListening: FlowStartListening,
  flow: Flow<TMachine>,
  effects: FlowEffects,
) {
  // Delayed events run as child tasks of the listener, so clearing the store's listeners cancels them too.
  const pendingDelays = new Map<string, ForkedTask<void>>();
  startListening({
    predicate: (action) => flow.handles(action.type),
    effect: async (action, listenerApi) => {
      // A flow's first event arrives as its slice joins the store (lazyFlows.ts): before it, the flow was initial.
      const before = listenerApi.getOriginalState()[flow.reducerPath] as
        PersistedFlow<ContextFrom<TMachine>> | undefined;
      const [, actions] = transition(
        flow.machine,
        flow.restore(before ?? flow.initialState),
        action as EventFromLogic<TMachine>,
      );
      const waits: Promise<unknown>[] = [];
      for (const executable of actions as Array<{ type: string; params?: unknown }>) {
        const params = executable.params as Record<string, unknown> | undefined;
        if (executable.type === 'xstate.raise' && typeof params?.delay === 'number') {
          const id = String(params.id);
          const delay = params.delay;
          pendingDelays.get(id)?.cancel();
          const task = listenerApi.fork(async (forkApi) => {
            await forkApi.delay(delay);
            listenerApi.dispatch(params.event as UnknownAction);
          });
          pendingDelays.set(id, task);
          waits.push(task.result.finally(() => pendingDelays.get(id) === task && pendingDelays.delete(id)));
        } else if (executable.type === 'xstate.cancel') {
          const id = String(params?.sendId);
          pendingDelays.get(id)?.cancel();
          pendingDelays.delete(id);
        } else {
          const effect = effects[executable.type];
          if (effect) {
            // Effects run side by side; one that fails must not stop the others.
            waits.push(
              Promise.resolve()
                .then(() => effect(params, listenerApi, action))
                .catch((error) => console.error(`The ${flow.machine.id} effect "${executable.type}" failed`, error)),
            );
          } else if (import.meta.env.DEV) {
            console.warn(
              `The ${flow.machine.id} machine asked for "${executable.type}", which the app does not implement`,
            );
          }
        }
      }
      await Promise.all(waits);
    },
  });
}
