import { createListenerMiddleware } from '@reduxjs/toolkit';
import { toastDismissed, toastRemoved, TOAST_REMOVE_DELAY_MS } from '../components/ui/toaster/toastsSlice';
import { addAuthListeners } from '../features/auth/authListeners';
import type { AppDispatch, RootState } from './store';

/** Effects live here, not in components, so that each shows in DevTools as the action that caused it. */
export function createAppListenerMiddleware() {
  const listenerMiddleware = createListenerMiddleware();
  const startListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

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

  return listenerMiddleware;
}
