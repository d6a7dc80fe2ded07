import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../src/api/authApi';
import { onboardingEvents } from '../../machines/onboarding.events';
import { requestModalEvents } from '../../machines/requestModal.events';
import { requestModalFlow } from '../../src/features/referral-request/requestModalFlow';
import { registerResume } from '../../src/features/referral-request/resumeRegistry';
import { surveyEvents } from '../../machines/survey.events';
import { surveyFlow } from '../../src/features/survey/surveyFlow';
import { surveyDefaults } from '../../src/shared/survey';
import { candidate, json, makeTestStore, mockApi } from '../utils';

/** What Redux Toolkit's immutability check walks on every action: the objects that are not frozen, and below them. */
function walkedObjects(value: unknown): number {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return 0;
  return 1 + Object.values(value).reduce<number>((total, child) => total + walkedObjects(child), 0);
}

function isDeeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen);
}

/**
 * The development checks run on every action, so the part of the state they must walk stays small however much
 * data is loaded: every slice is frozen (src/app/store.ts explains the timing alarm that is off under test).
 */
describe('the store', () => {
  it('keeps every slice frozen, so the development checks walk a few objects after a whole journey', async () => {
    mockApi(candidate, {
      'POST /api/direct-referral-request': () => json(201, { id: 41, pendingAssignment: false }),
      'POST /api/survey': () => json(201, { id: 7 }),
    });
    const store = makeTestStore();
    await store.dispatch(authApi.endpoints.getMe.initiate());
    // Closing onboarding that is not open changes nothing, but loads the flow, so its slice is checked too.
    store.dispatch(onboardingEvents.close());
    store.dispatch(requestModalEvents.open({ referrerId: 12, referrerName: 'Ana Silva', jobId: 5, jobTitle: 'Data' }));
    const resume = registerResume(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    store.dispatch(
      requestModalEvents.submit(
        {
          name: 'Lee Park',
          email: 'lee@example.com',
          phone: '5551234567',
          company: 'Quillstone',
          experience: 4,
          message: 'Hello',
          jobTitle: 'Data',
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
    store.dispatch(surveyEvents.submit(surveyDefaults(candidate.email)));
    await vi.waitFor(() => expect(store.getState().toasts.toasts[0]?.title).toBe('Thank you for your feedback!'));

    const state = store.getState();
    for (const slice of ['onboardingFlow', 'surveyFlow', 'requestModalFlow', 'session', 'toasts'] as const) {
      expect(state[slice], slice).toBeDefined();
      expect(isDeeplyFrozen(state[slice]), slice).toBe(true);
    }
    // The root and RTK Query's combined slice object, with its frozen parts skipped.
    expect(walkedObjects(state)).toBeLessThanOrEqual(5);
  });
});
