import { readFileSync } from 'node:fs';
import { configureStore, Tuple, type UnknownAction } from '@reduxjs/toolkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../src/app/store';
import { REQUEST_THEN_SURVEY_EVENTS } from './journeyEvents';

/**
 * A journey recorded in the browser replays: a request-then-survey journey recorded on the production build in
 * Chromium (test/app/recordDevtoolsTrace.ts records it again), in the file the Redux DevTools extension's Export button
 * writes, is read as DevTools' Import reads it, and its actions go in order into a fresh store built with the app's
 * root reducer and nothing else (no middleware, no effects). The store must arrive at the state the browser had
 * after the last action, which the recorder kept beside the export.
 */
const fixture = (name: string) => readFileSync(`test/app/fixtures/${name}`, 'utf8');

interface DevToolsImport {
  actions: UnknownAction[];
  preloadedState?: Partial<RootState>;
}

/**
 * An export as DevTools' Import reads it (`importState` of @redux-devtools/utils, then IMPORT_STATE in
 * @redux-devtools/instrument): `payload` is the actions to replay, as JSON in a string, and `preloadedState`, there
 * once DevTools had folded the oldest actions into it, the state to start from, as JSON too. DevTools parse with
 * jsan, which reads plain JSON as JSON.parse does; the app's actions and state are plain data.
 */
function importDevToolsExport(text: string): DevToolsImport {
  const file = JSON.parse(text) as { payload?: unknown; preloadedState?: unknown };
  if (typeof file.payload !== 'string') throw new Error('Not a Redux DevTools export: it has no "payload" string');
  const actions: unknown = JSON.parse(file.payload);
  if (!Array.isArray(actions)) throw new Error('This export holds a whole lifted state, not the actions of a store');
  const preloadedState =
    typeof file.preloadedState === 'string' ? (JSON.parse(file.preloadedState) as Partial<RootState>) : undefined;
  return { actions: actions as UnknownAction[], preloadedState };
}

/**
 * Every module that adds endpoints to the API. An RTK Query action names its endpoint and the API's reducer looks the
 * endpoint up, so a trace replays where the code of its endpoints has loaded (as on the page that recorded it).
 */
const endpointModules = import.meta.glob(['../../src/api/*Api.ts', '../../src/features/*/*Api.ts']);

/**
 * The actions through the reducers alone, as DevTools computes the states of an imported trace, with the app's root
 * reducer as a page has it when it starts: each replay loads the store's modules afresh, so no flow has joined it
 * yet. A flow's slice joins as in the app (src/lib/lazyFlows.ts): with the flow's first event, or from the start when
 * the state to start from already holds it (a reducer drops the state of a slice it does not know).
 */
async function replay({ actions, preloadedState }: DevToolsImport) {
  vi.resetModules();
  const { lazyFlows, rootReducer } = await import('../../src/app/store');
  await Promise.all(Object.values(endpointModules).map((load) => load()));
  const loadedFlows = await Promise.all(lazyFlows.map(async (lazy) => ({ id: lazy.id, ...(await lazy.load()) })));
  for (const { flow } of loadedFlows) {
    if (preloadedState && flow.reducerPath in preloadedState) rootReducer.inject(flow);
  }
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: () => new Tuple(),
    devTools: false,
  });
  for (const action of actions) {
    const flowOfAction = loadedFlows.find(({ id }) => action.type.startsWith(`${id}.`));
    if (flowOfAction) rootReducer.inject(flowOfAction.flow);
    store.dispatch(action);
  }
  return store.getState();
}

/**
 * The state with the one field that names the page rather than the journey set aside: RTK Query's
 * `api/config/middlewareRegistered` carries an id the API draws as the page loads, and its reducer marks
 * `api.config.middlewareRegistered` as "conflict" when the id is another page's. So a replay anywhere but on the page
 * that recorded the trace (this test, DevTools after a reload) reads "conflict" there.
 */
function journeyState(state: RootState) {
  const { middlewareRegistered: _pageMark, ...config } = state.api.config;
  return { ...state, api: { ...state.api, config } };
}

/** Every key in a JSON value, at any depth. */
function keysIn(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysIn(child)]);
}

describe('a request-then-survey journey exported from Redux DevTools', () => {
  const traceText = fixture('request-then-survey.devtools.json');
  const recordedState = JSON.parse(fixture('request-then-survey.final-state.json')) as RootState;
  const trace = importDevToolsExport(traceText);
  let replayed: RootState;

  beforeAll(async () => {
    replayed = await replay(trace);
  });

  it('replayed into a fresh store, arrives at the state the browser had after its last action', () => {
    expect(journeyState(replayed)).toEqual(journeyState(recordedState));
    expect([recordedState.api.config.middlewareRegistered, replayed.api.config.middlewareRegistered]).toEqual([
      true,
      'conflict',
    ]);
  });

  it('is the whole journey: the modal opened, the request sent, the survey opened a second later and answered', () => {
    const flowEvents = trace.actions
      .map((action) => action.type)
      .filter((type) => /^(requestModal|survey)\.|^xstate\.after\./.test(type));
    expect(flowEvents).toEqual(REQUEST_THEN_SURVEY_EVENTS);
  });

  it('ends with the request sent to the referrer the modal was opened for and the survey submitted', () => {
    const opened = trace.actions.find((action) => action.type === 'requestModal.open')!;
    const succeeded = trace.actions.find((action) => action.type === 'requestModal.sendSucceeded')!;
    expect(replayed.session).toMatchObject({ status: 'authenticated', user: { role: 'user' } });
    expect(replayed.requestModalFlow).toMatchObject({
      value: 'closed',
      context: { referrerId: opened.referrerId, referrerName: opened.referrerName },
    });
    const mutations = Object.values(replayed.api.mutations);
    expect(mutations).toContainEqual(
      expect.objectContaining({
        endpointName: 'sendDirectReferralRequest',
        status: 'fulfilled',
        data: expect.objectContaining({ id: succeeded.id }),
      }),
    );
    expect(mutations).toContainEqual(expect.objectContaining({ endpointName: 'submitSurvey', status: 'fulfilled' }));
    expect(replayed.surveyFlow).toEqual({ value: 'closed', context: { formVersion: 1 } });
    expect(replayed.toasts.toasts.map((toast) => toast.title)).toEqual(['Thank you for your feedback!']);
  });

  it('does not arrive there with one of its actions left out', async () => {
    const withoutSurveyAnswer = trace.actions.filter((action) => action.type !== 'survey.submitSucceeded');
    expect(journeyState(await replay({ actions: withoutSurveyAnswer }))).not.toEqual(journeyState(recordedState));
  });

  it('replays as well once DevTools have folded its oldest actions into a preloaded state', async () => {
    // DevTools keep 50 actions by default; past that, the export starts from the state after the ones it let go.
    const folded = trace.actions.findIndex((action) => action.type === 'survey.open');
    const preloadedState = await replay({ actions: trace.actions.slice(0, folded) });
    const longerSessionExport = JSON.stringify({
      payload: JSON.stringify(trace.actions.slice(folded)),
      preloadedState: JSON.stringify(preloadedState),
    });
    expect(journeyState(await replay(importDevToolsExport(longerSessionExport)))).toEqual(journeyState(recordedState));
  });

  it('carries no password: the recording signed in on a page whose store it did not record', () => {
    const keys = [...keysIn(trace.actions), ...keysIn(recordedState)];
    expect(keys.filter((key) => /password/i.test(key))).toEqual([]);
  });
});
