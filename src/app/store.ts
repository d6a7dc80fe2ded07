import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { toastsSlice } from '../components/ui/toaster/toastsSlice';
import { onboardingFlow } from '../features/onboarding/onboardingFlow';
import { requestModalFlow } from '../features/referral-request/requestModalFlow';
import { surveyFlow } from '../features/survey/surveyFlow';
import { sessionSlice } from '../api/sessionSlice';
import { createAppListenerMiddleware } from './listenerMiddleware';

/** Exported so a test can replay recorded actions through the reducers alone, as Redux DevTools does. */
export const rootReducer = combineSlices(api, sessionSlice, toastsSlice, onboardingFlow, surveyFlow, requestModalFlow);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store in any state: the app calls it once, each test builds its own.
 * `extraMiddleware` runs after the app's own (tests use it to record actions).
 */
export function makeStore(preloadedState?: Partial<RootState>, extraMiddleware: Middleware[] = []) {
  const listenerMiddleware = createAppListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware, ...extraMiddleware),
    devTools: import.meta.env.DEV || import.meta.env.MODE === 'test',
  });
  // Stops every running effect and timer: tests call it so one store's effects never reach the next test.
  return Object.assign(store, { dispose: () => listenerMiddleware.clearListeners() });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
