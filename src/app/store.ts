import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/apiSlice';
import { toastsSlice } from '../components/ui/toaster/toastsSlice';
import { sessionSlice } from '../api/sessionSlice';
import { createAppListenerMiddleware } from './listenerMiddleware';

const rootReducer = combineSlices(api, sessionSlice, toastsSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store in any state: the app calls it once, each test builds its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listenerMiddleware = createAppListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
    devTools: import.meta.env.DEV || import.meta.env.MODE === 'test',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
