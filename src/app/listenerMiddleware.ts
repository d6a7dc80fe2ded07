import {
  createListenerMiddleware,
  type ListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { toastDismissed, toastRemoved, TOAST_REMOVE_DELAY_MS } from '../components/ui/toaster/toastsSlice';
import { addAuthListeners } from '../features/auth/authListeners';
import type { AppStartListening } from './hooks';
import type { AppDispatch, AppServices, RootState } from './store';

export interface AppListenerMiddleware {
  middleware: ListenerMiddleware<unknown, ThunkDispatch<unknown, unknown, UnknownAction>, AppServices>;
  startListening: AppStartListening;
  /** Stops every running effect and timer. */
  clearListeners: () => void;
}

/** Effects live here, not in components, so that each shows in DevTools as the action that caused it. */
export function createAppListenerMiddleware(services: AppServices): AppListenerMiddleware {
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const startListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, AppServices>();

  addAuthListeners(startListening);
  // Each flow adds its effects when it loads (store.ts).

  // A dismissed toast is removed from state later (SPEC section 9), so its exit can finish first.
  startListening({
    actionCreator: toastDismissed,
    effect: async (action, listenerApi) => {
      await listenerApi.delay(TOAST_REMOVE_DELAY_MS);
      listenerApi.dispatch(toastRemoved(action.payload));
    },
  });

  return {
    middleware: listenerMiddleware.middleware,
    startListening,
    clearListeners: listenerMiddleware.clearListeners,
  };
}
