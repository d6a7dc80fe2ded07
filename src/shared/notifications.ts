/**
 * Notifications about referral requests, each for the account it concerns: streamed live to its open pages (Server-Sent Events),
 * and counted in the navbar until read. Only for accounts whose notifyRealtime preference is on.
 */
export const NOTIFICATION_KINDS = [
  'request-received',
  'request-moved',
  'request-status',
  'request-withdrawn',
  'request-rated',
  'request-taken-away',
  'message-to-referrer',
  'message-to-candidate',
  /** To the referrer: the candidate reported their progress after the referral, or disputed a hire. */
  'request-reported',
  /** To each side, apart: nothing was reported OUTCOME_REMINDER_DAYS after the referral. */
  'outcome-reminder-to-referrer',
  'outcome-reminder-to-candidate',
  'request-changes-asked',
  'request-changes-sent',
  'request-changes-expired',
  'request-ask-expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications for the referrer, read in their inbox; the rest is the candidate's, read with their own requests. */
export const REFERRER_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'request-received',
  'request-withdrawn',
  'request-rated',
  'message-to-referrer',
  'request-reported',
  'outcome-reminder-to-referrer',
  'request-changes-sent',
  'request-ask-expired',
];

/** The event name of the stream's messages (`event: notification`). */
export const LIVE_EVENT = 'notification';

/** How long the browser waits before reconnecting a stream that dropped (the stream's `retry:`). */
export const LIVE_RETRY_MS = 3000;

/** The most unread notifications the navbar's list shows. */
export const NOTIFICATIONS_SHOWN = 20;
