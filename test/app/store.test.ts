import { describe, expect, it } from 'vitest';
import { authApi } from '../../src/api/authApi';
import { onboardingEvents } from '../../machines/onboarding.events';
import { candidate, makeTestStore } from '../utils';
import { acceptRequestAndSurvey, requestThenSurvey } from './journeys';

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
    acceptRequestAndSurvey(candidate);
    const store = makeTestStore();
    await store.dispatch(authApi.endpoints.getMe.initiate());
    // Closing onboarding that is not open changes nothing, but loads the flow, so its slice is checked too.
    store.dispatch(onboardingEvents.close());
    await requestThenSurvey(store);

    const state = store.getState();
    for (const slice of ['onboardingFlow', 'surveyFlow', 'requestModalFlow', 'session', 'toasts'] as const) {
      expect(state[slice], slice).toBeDefined();
      expect(isDeeplyFrozen(state[slice]), slice).toBe(true);
    }
    // The root and RTK Query's combined slice object, with its frozen parts skipped.
    expect(walkedObjects(state)).toBeLessThanOrEqual(5);
  });
});
