import { configureStore, Tuple, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { rootReducer } from '../../src/app/store';
import { requestModalEvents } from '../../machines/requestModal.events';
import { requestModalFlow } from '../../src/features/referral-request/requestModalFlow';
import { registerResume } from '../../src/features/referral-request/resumeRegistry';
import { surveyEvents } from '../../machines/survey.events';
import { surveyFlow } from '../../src/features/survey/surveyFlow';
import { surveyDefaults } from '../../src/shared/survey';
import { json, makeTestStore, mockApi } from '../utils';

/**
 * DESIGN section 5: replaying a recorded action list into a fresh store reproduces the same state.
 * The journey runs with its effects (API calls, toasts, the 1 s survey timer); the replay runs the
 * recorded actions through the reducers alone, as Redux DevTools does.
 */
describe('replaying a request-then-survey journey', () => {
  it('reproduces the same state from the recorded actions', async () => {
    mockApi(null, {
      'POST /api/direct-referral-request': () => json(201, { id: 41, pendingAssignment: false }),
      'POST /api/survey': () => json(201, { id: 7 }),
    });
    const recorded: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      recorded.push(structuredClone(action) as UnknownAction);
      return next(action);
    };
    const store = makeTestStore(undefined, [recorder]);
    const survey = () => surveyFlow.restore(store.getState().surveyFlow!);
    const requestModal = () => requestModalFlow.restore(store.getState().requestModalFlow!);

    store.dispatch(
      requestModalEvents.open({ referrerId: 12, referrerName: 'Ana Silva', jobId: 5, jobTitle: 'Data Engineer' }),
    );
    const resume = registerResume(new File(['%PDF-1.4 résumé'], 'cv.pdf', { type: 'application/pdf' }));
    store.dispatch(
      requestModalEvents.submit(
        {
          name: 'Lee Park',
          email: 'lee@example.com',
          phone: '5551234567',
          company: 'Quillstone',
          experience: 4,
          message: 'Hello',
          jobTitle: 'Data Engineer',
          jobId: null,
        },
        resume,
      ),
    );
    await vi.waitFor(() => expect(requestModal().matches('sent')).toBe(true));
    // The survey opens by itself about a second later.
    await vi.waitFor(() => expect(survey().matches('open')).toBe(true), { timeout: 2500 });
    store.dispatch(surveyEvents.submit({ ...surveyDefaults('lee@example.com'), loveFeedback: 'Fast answers' }));
    await vi.waitFor(() => expect(survey().matches('closed')).toBe(true));
    await vi.waitFor(() => expect(store.getState().toasts.toasts[0]?.title).toBe('Thank you for your feedback!'));

    const actionTypes = recorded.map((action) => action.type);
    expect(actionTypes).toEqual(
      expect.arrayContaining([
        'requestModal.open',
        'requestModal.submit',
        'requestModal.sendSucceeded',
        'xstate.after.SURVEY_DELAY.requestModal.sent',
        'survey.open',
        'survey.submit',
        'survey.submitSucceeded',
      ]),
    );

    const replay = configureStore({ reducer: rootReducer, middleware: () => new Tuple() });
    recorded.forEach((action) => replay.dispatch(action));
    expect(replay.getState()).toEqual(store.getState());
  });
});
