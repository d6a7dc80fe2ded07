import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_DURATION_INTERVAL_MS,
  SESSION_START_KEY,
  sessionDurationSeconds,
  startSessionTracking,
  trackLogin,
  trackReferralAction,
} from '../../src/lib/analytics';

afterEach(() => {
  delete window.gtag;
  vi.useRealTimers();
});

describe('analytics', () => {
  it('sends nothing, and does not fail, when no analytics function exists', () => {
    expect(() => trackLogin()).not.toThrow();
  });

  it('sends user_login with method email', () => {
    window.gtag = vi.fn();
    trackLogin();
    expect(window.gtag).toHaveBeenCalledWith('event', 'user_login', { method: 'email' });
  });

  it('defaults the position of a referral event to Unknown Position', () => {
    window.gtag = vi.fn();
    trackReferralAction('accept', { referrerId: 3, companyId: 4, referralId: 5, candidateId: 6 });
    expect(window.gtag).toHaveBeenCalledWith('event', 'referral_action', {
      action: 'accept',
      referrer_id: 3,
      company_id: 4,
      position: 'Unknown Position',
      referral_id: 5,
      candidate_id: 6,
    });
  });

  it('stores the start 1 s after loading, then reports the duration in seconds every 5 minutes and on leaving', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    window.gtag = vi.fn();
    const stop = startSessionTracking();
    expect(localStorage.getItem(SESSION_START_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(SESSION_START_KEY)).toBe(String(Date.parse('2026-11-21T10:00:01Z')));
    expect(window.gtag).toHaveBeenCalledWith('event', 'session_start', undefined);

    // The first report comes 5 minutes after loading, 299 s after the stored start.
    await vi.advanceTimersByTimeAsync(SESSION_DURATION_INTERVAL_MS - 1000);
    expect(window.gtag).toHaveBeenLastCalledWith('event', 'session_duration', { duration_seconds: 299 });

    await vi.advanceTimersByTimeAsync(30_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.gtag).toHaveBeenLastCalledWith('event', 'session_duration', { duration_seconds: 329 });
    expect(sessionDurationSeconds()).toBe(329);
    stop();
  });
});
