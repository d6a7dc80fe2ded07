/**
 * Analytics events (SPEC section 7). Nothing is sent unless the page has loaded an analytics function
 * (`window.gtag`); the app itself loads none, so by default no data leaves the browser.
 */
declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  }
}

export const SESSION_START_KEY = 'sessionStartTime';
export const USER_ID_KEY = 'userId';
export const SESSION_DURATION_INTERVAL_MS = 5 * 60 * 1000;
const SESSION_START_DELAY_MS = 1000;

export function trackEvent(name: string, params?: Record<string, unknown>) {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') window.gtag('event', name, params);
}

export const trackLogin = () => trackEvent('user_login', { method: 'email' });

export function trackRegistration() {
  trackEvent('user_registration', { user_type: 'candidate' });
  trackEvent('sign_up', { method: 'email', user_type: 'candidate' });
}

export const trackContentView = (contentType: string, contentId?: string | number) =>
  trackEvent('content_view', { content_type: contentType, content_id: contentId });

export const trackShare = (contentType: string, contentId?: string | number) =>
  trackEvent('share', { content_type: contentType, content_id: contentId });

/** Sent when a form opens (SPEC section 7: "Events are also sent on form opening"). */
export const trackFormOpen = (formName: string, details: Record<string, unknown> = {}) =>
  trackEvent('form_open', { form_name: formName, ...details });

export interface ReferralEventData {
  referrerId?: number | string;
  companyId?: number | string;
  position?: string;
  referralId?: number | string;
  candidateId?: number | string;
}

function referralParams(data: ReferralEventData) {
  return {
    referrer_id: data.referrerId,
    company_id: data.companyId,
    position: data.position || 'Unknown Position',
    referral_id: data.referralId,
    candidate_id: data.candidateId,
  };
}

export const trackReferralRequest = (data: ReferralEventData) => trackEvent('referral_request', referralParams(data));

export const trackReferralAction = (action: string, data: ReferralEventData) =>
  trackEvent('referral_action', { action, ...referralParams(data) });

/** Seconds since the stored session start, or undefined before it is stored. */
export function sessionDurationSeconds(now = Date.now()) {
  const start = Number(localStorage.getItem(SESSION_START_KEY));
  return start ? Math.round((now - start) / 1000) : undefined;
}

function reportSessionDuration() {
  const seconds = sessionDurationSeconds();
  if (seconds !== undefined) trackEvent('session_duration', { duration_seconds: seconds });
}

/**
 * Stores the session start 1 s after start-up (SPEC section 7), sends session_start, then reports the
 * duration every 5 minutes and when the page goes away. Returns a function that stops it all.
 */
export function startSessionTracking() {
  const startTimer = setTimeout(() => {
    localStorage.setItem(SESSION_START_KEY, String(Date.now()));
    trackEvent('session_start');
  }, SESSION_START_DELAY_MS);
  const interval = setInterval(reportSessionDuration, SESSION_DURATION_INTERVAL_MS);
  window.addEventListener('pagehide', reportSessionDuration);
  return () => {
    clearTimeout(startTimer);
    clearInterval(interval);
    window.removeEventListener('pagehide', reportSessionDuration);
  };
}
