import { expect, vi } from 'vitest';
import { requestModalEvents } from '../../machines/requestModal.events';
import { surveyEvents } from '../../machines/survey.events';
import type { AppStore } from '../../src/app/store';
import { requestModalFlow } from '../../src/features/referral-request/requestModalFlow';
import { keepResume } from '../../src/features/referral-request/resumeRegistry';
import { surveyFlow } from '../../src/features/survey/surveyFlow';
import { surveyDefaults, toSurveyPayload, type SurveyFormValues } from '../../src/shared/survey';
import { json, mockApi } from '../utils';

/** The server's side of the journey: the request and the survey are both accepted. */
export function acceptRequestAndSurvey(me: Parameters<typeof mockApi>[0] = null) {
  return mockApi(me, {
    'POST /api/direct-referral-request': () => json(201, { id: 41, pendingAssignment: false }),
    'POST /api/survey': () => json(201, { id: 7 }),
  });
}

/**
 * A whole request-then-survey journey through the store, with its effects: the modal opened for a referrer and a
 * job, a request sent with a PDF, the survey that opens by itself about a second later, answered and thanked for.
 */
export async function requestThenSurvey(store: AppStore, survey: Partial<SurveyFormValues> = {}) {
  store.dispatch(
    requestModalEvents.open({ referrerId: 12, referrerName: 'Ana Silva', jobId: 5, jobTitle: 'Data Engineer' }),
  );
  const resume = store.dispatch(keepResume(new File(['%PDF-1.4 résumé'], 'cv.pdf', { type: 'application/pdf' })));
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
  await vi.waitFor(() =>
    expect(requestModalFlow.restore(store.getState().requestModalFlow!).matches('sent')).toBe(true),
  );
  await vi.waitFor(() => expect(surveyFlow.restore(store.getState().surveyFlow!).matches('open')).toBe(true), {
    timeout: 2500,
  });
  store.dispatch(surveyEvents.submit(toSurveyPayload({ ...surveyDefaults('lee@example.com'), ...survey })));
  await vi.waitFor(() => expect(surveyFlow.restore(store.getState().surveyFlow!).matches('closed')).toBe(true));
  await vi.waitFor(() => expect(store.getState().toasts.toasts[0]?.title).toBe('Thank you for your feedback!'));
}
