import { configureStore, Tuple, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { rootReducer } from '../../src/app/store';
import { makeTestStore } from '../utils';
import { REQUEST_THEN_SURVEY_EVENTS } from './journeyEvents';
import { acceptRequestAndSurvey, requestThenSurvey } from './journeys';

/**
 * DESIGN section 5: replaying a recorded action list into a fresh store reproduces the same state.
 * The journey runs with its effects (API calls, toasts, the 1 s survey timer); the replay runs the
 * recorded actions through the reducers alone, as Redux DevTools does.
 */
describe('replaying a request-then-survey journey', () => {
  it('reproduces the same state from the recorded actions', async () => {
    acceptRequestAndSurvey();
    const recorded: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      recorded.push(structuredClone(action) as UnknownAction);
      return next(action);
    };
    const store = makeTestStore(undefined, [recorder]);
    await requestThenSurvey(store, { loveFeedback: 'Fast answers' });

    const actionTypes = recorded.map((action) => action.type);
    expect(actionTypes).toEqual(expect.arrayContaining(REQUEST_THEN_SURVEY_EVENTS));

    const replay = configureStore({ reducer: rootReducer, middleware: () => new Tuple() });
    recorded.forEach((action) => replay.dispatch(action));
    expect(replay.getState()).toEqual(store.getState());
  });
});
