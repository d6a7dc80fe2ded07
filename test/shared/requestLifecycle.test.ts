import { describe, expect, it } from 'vitest';
import { REFERRAL_REQUEST_STATUSES } from '../../src/shared/referralRequest';
import { STATUSES_IN_LIFECYCLE_ORDER } from '../../src/shared/requestLifecycle';

describe('STATUSES_IN_LIFECYCLE_ORDER', () => {
  it('holds every status once, so no filter or list of statuses leaves one out', () => {
    expect([...STATUSES_IN_LIFECYCLE_ORDER].sort()).toEqual([...REFERRAL_REQUEST_STATUSES].sort());
  });
});
