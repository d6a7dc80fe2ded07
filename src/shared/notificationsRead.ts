import * as yup from 'yup';

export const notificationsReadMessages = {
  throughIdRequired: 'Say up to which notification the news was seen.',
} as const;

/**
 * `POST /api/me/notifications/read`: the newest notification the person saw; it and all before it are read, and what arrives
 * later stays unread. Apart from src/shared/notifications.ts, which the navbar loads on every page without Yup.
 */
export const notificationsReadRules = yup.object({
  throughId: yup
    .number()
    .typeError(notificationsReadMessages.throughIdRequired)
    .integer(notificationsReadMessages.throughIdRequired)
    .positive(notificationsReadMessages.throughIdRequired)
    .max(Number.MAX_SAFE_INTEGER, notificationsReadMessages.throughIdRequired)
    .required(notificationsReadMessages.throughIdRequired),
});
