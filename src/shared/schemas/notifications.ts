import { Type, type Static } from 'typebox';
import { NOTIFICATION_KINDS } from '../notifications';
import { notificationsReadRules } from '../notificationsRead';
import { DateTimeSchema, IdSchema, Nullable, ScalarInputSchema, StringEnum } from './common';
import { withRules } from './rules';

/** One notification about a request, for the account it concerns (src/shared/notifications.ts). */
export const UserNotificationSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  kind: StringEnum(NOTIFICATION_KINDS),
  referralRequestId: Nullable(IdSchema),
  text: Type.String(),
  createdAt: DateTimeSchema,
  read: Type.Boolean(),
});
export type UserNotification = Static<typeof UserNotificationSchema>;

/** `GET /api/me/notifications`: how many are unread, and the newest of them. */
export const UnreadNotificationsSchema = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
  items: Type.Array(UserNotificationSchema),
});
export type UnreadNotifications = Static<typeof UnreadNotificationsSchema>;

/** `POST /api/me/notifications/read`: the newest notification the person saw; it and all before it are read. */
export const MarkNotificationsReadBodySchema = withRules(notificationsReadRules, { throughId: ScalarInputSchema });
