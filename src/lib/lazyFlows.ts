import { isAction, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { StateValue } from 'xstate';

/**
 * The flows load on their first event, not with the first screen: each one brings xstate and its machine, which a
 * visitor who never opens a dialog does not need.
 *
 * A page opens a flow with its event alone (`machines/*.events.ts` build them without loading anything). When an
 * event of a flow that has not loaded arrives, this middleware holds it back, loads the flow, adds its slice to the
 * store and its effects to the listeners, then lets the event through, and every event held after it, in order. So
 * Redux DevTools and a recording see each event once, when the flow could act on it, and replaying the recording
 * through the reducers reproduces the state.
 */
export interface LoadedFlow<TStartListening> {
  flow: { reducerPath: string; reducer: Reducer };
  addEffects: (startListening: TStartListening) => void;
}

export interface LazyFlow<TStartListening> {
  /** The machine's id: every one of its events starts with it and a dot (`survey.open`). */
  id: string;
  load: () => Promise<LoadedFlow<TStartListening>>;
}

export function lazyFlowsMiddleware<TStartListening>(
  flows: readonly LazyFlow<TStartListening>[],
  attach: (loaded: LoadedFlow<TStartListening>) => void,
): Middleware {
  const loading = new Map<string, Promise<void>>();
  const attached = new Set<string>();
  return (api) => (next) => (action) => {
    if (!isAction(action)) return next(action);
    const flow = flows.find((candidate) => action.type.startsWith(`${candidate.id}.`));
    if (!flow || attached.has(flow.id)) return next(action);
    let ready = loading.get(flow.id);
    if (!ready) {
      ready = flow.load().then((loaded) => {
        attach(loaded);
        attached.add(flow.id);
      });
      loading.set(flow.id, ready);
    }
    ready.then(
      () => api.dispatch(action),
      // The chunk did not arrive (offline, a deploy in between): the event is dropped, and the next one tries again.
      (error: unknown) => {
        loading.delete(flow.id);
        console.error(`The ${flow.id} flow could not be loaded`, error);
      },
    );
    return action;
  };
}

/**
 * Whether a stored flow state is in `state` (a top-level state of the machine), read from the plain JSON in the
 * store, so the shell can ask without loading the flow. A flow that has not loaded is in no state.
 */
export function storedStateIs(stored: { value: StateValue } | undefined, state: string) {
  if (!stored) return false;
  return typeof stored.value === 'string' ? stored.value === state : state in stored.value;
}
