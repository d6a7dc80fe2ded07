import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import type { Flow, PersistedFlow } from './flows';

/** The live snapshot of a flow, recomputed only when its stored state changes. */
export function useFlow<TMachine extends AnyStateMachine>(flow: Flow<TMachine>) {
  const stored = useSelector(
    (state: Record<string, unknown>) => state[flow.reducerPath] as PersistedFlow<ContextFrom<TMachine>>,
  );
  return useMemo(() => flow.restore(stored), [flow, stored]);
}
