import { combineSlices, configureStore, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import type { ApiTransport } from '../api/baseQuery';
import { toastsSlice } from '../components/ui/toaster/toastsSlice';
import type { onboardingFlow } from '../features/onboarding/onboardingFlow';
import type { requestModalFlow } from '../features/referral-request/requestModalFlow';
import type { surveyFlow } from '../features/survey/surveyFlow';
import { sessionSlice } from '../api/sessionSlice';
import { createResumeRegistry, type ResumeRegistry } from '../features/referral-request/resumeRegistry';
import { lazyFlowsMiddleware, type LazyFlow } from '../lib/lazyFlows';
import { createNavigator, type Navigator } from '../lib/navigation';
import { devToolsRequestedHere } from './devToolsSwitch';
import type { AppStartListening } from './hooks';
import { createAppListenerMiddleware } from './listenerMiddleware';

/** The flows' slices: each joins the store with the flow's first event (src/lib/lazyFlows.ts). */
type FlowSlices = WithSlice<typeof onboardingFlow> & WithSlice<typeof surveyFlow> & WithSlice<typeof requestModalFlow>;

/**
 * Exported so a test can replay recorded actions through the reducers alone, as Redux DevTools does. A flow's slice
 * is injected into it once, the first time any store loads that flow.
 */
export const rootReducer = combineSlices(api, sessionSlice, toastsSlice).withLazyLoadedSlices<FlowSlices>();

/** Where each flow's code is, for the store to load on its first event. */
export const lazyFlows: readonly LazyFlow<AppStartListening>[] = [
  {
    id: 'onboarding',
    load: () =>
      import('../features/onboarding/onboardingFlow').then((module) => ({
        flow: module.onboardingFlow,
        addEffects: module.addOnboardingEffects,
      })),
  },
  {
    id: 'survey',
    load: () =>
      import('../features/survey/surveyFlow').then((module) => ({
        flow: module.surveyFlow,
        addEffects: module.addSurveyEffects,
      })),
  },
  {
    id: 'requestModal',
    load: () =>
      import('../features/referral-request/requestModalFlow').then((module) => ({
        flow: module.requestModalFlow,
        addEffects: module.addRequestModalEffects,
      })),
  },
];

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Redux Toolkit's development checks (no state mutated, nothing unserializable) stay on everywhere but production.
 * Their timing alarm ("took 39ms, which is more than the warning threshold of 32ms") is off under test: it times the
 * walk of the state with the wall clock, and the walk is not what is slow. Every slice is frozen (Immer's, and the
 * flows', see lib/flows.ts), so the checks step over them and walk a few dozen objects in microseconds
 * (test/app/store.test.ts keeps it so). The alarms came from the test machine: on two cores running test files side
 * by side, a garbage collection or a descheduled worker lands inside that window now and then, 5 to 60 ms with the
 * same state. In the browser (npm run dev) the 32 ms default stays.
 */
const checkOptions = import.meta.env.MODE === 'test' ? { warnAfter: Number.POSITIVE_INFINITY } : {};

/**
 * What effects and thunks reach outside the state, one set per store (so tests never share them): the router's
 * navigate function, the picked resumes, and how queries reach the API (the browser's fetch unless given another).
 * Listeners get them as `listenerApi.extra`, thunks and queries as their third argument.
 */
export interface AppServices extends ApiTransport {
  navigator: Navigator;
  resumes: ResumeRegistry;
}

function createServices(transport: ApiTransport): AppServices {
  return { navigator: createNavigator(), resumes: createResumeRegistry(), ...transport };
}

/**
 * Builds a store in any state: the app calls it once, each test builds its own, and the server one per page it renders
 * (with its own `transport`). `extraMiddleware` runs after the app's own (tests use it to record actions).
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extraMiddleware: Middleware[] = [],
  transport: ApiTransport = {},
) {
  const services = createServices(transport);
  const listenerMiddleware = createAppListenerMiddleware(services);
  const flowsMiddleware: Middleware = lazyFlowsMiddleware(lazyFlows, ({ flow, addEffects }) => {
    rootReducer.inject(flow);
    addEffects(listenerMiddleware.startListening);
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        immutableCheck: checkOptions,
        serializableCheck: checkOptions,
      })
        .prepend(flowsMiddleware, listenerMiddleware.middleware)
        .concat(api.middleware, ...extraMiddleware),
    // A production build connects to Redux DevTools only for a tab that asked with ?devtools=1 (devToolsSwitch.ts).
    devTools: import.meta.env.DEV || import.meta.env.MODE === 'test' || devToolsRequestedHere(),
  });
  // Stops every running effect and timer: tests call it so one store's effects never reach the next test.
  return Object.assign(store, { dispose: () => listenerMiddleware.clearListeners() });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
