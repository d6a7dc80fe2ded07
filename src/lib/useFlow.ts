import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import type { Flow, PersistedFlow } from './flows';

/**
 * The live snapshot of a flow, recomputed only when its stored state changes. Until the flow's first event has
 * loaded it into the store (lazyFlows.ts), it is in its initial state.
 */
export function useFlow<TMachine extends AnyStateMachine>(flow: Flow<TMachine>) {
  const stored = useAppSelector(
    (state: Record<string, unknown>) => state[flow.reducerPath] as PersistedFlow<ContextFrom<TMachine>> | undefined,
  );
  return useMemo(() => flow.restore(stored ?? flow.initialState), [flow, stored]);
}
