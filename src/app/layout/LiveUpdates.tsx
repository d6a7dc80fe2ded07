import { Badge, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/apiSlice';
import { useMarkNotificationsReadMutation, useUnreadNotificationsQuery } from '../../api/notificationsApi';
import { StrokeIcon } from '../../components/ui/icons';
import { toastQueued } from '../../components/ui/toaster/toastsSlice';
import { LIVE_EVENT, REFERRER_NOTIFICATION_KINDS } from '../../shared/notifications';
import { paths } from '../../shared/paths';
import type { UserNotification } from '../../shared/schemas/notifications';
import { useAppDispatch } from '../hooks';

/** Where a notification is read: the referrer's inbox, or the candidate's own requests. */
function pageOf(notification: Pick<UserNotification, 'kind'>) {
  return REFERRER_NOTIFICATION_KINDS.includes(notification.kind)
    ? paths.referrerDashboard.href()
    : paths.profile.href();
}

/**
 * Live updates for the signed-in account: the server's stream of their notifications (/api/live), which EventSource
 * keeps open and reconnects with Last-Event-ID. Each piece refreshes the request lists it touches, shows a toast (after
 * the one open: toastQueued), and counts in the navbar's unread badge, which leads to where it is read and marks it
 * read.
 */
export default function LiveUpdates() {
  const dispatch = useAppDispatch();
  const unread = useUnreadNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();

  useEffect(() => {
    // No EventSource (an old browser, or a test's DOM): the lists stay as fresh as their own fetches.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/live');
    const onNotification = (event: MessageEvent<string>) => {
      const notification = JSON.parse(event.data) as UserNotification;
      dispatch(
        api.util.invalidateTags([
          { type: 'ReferralRequest', id: 'LIST' },
          ...(notification.referralRequestId
            ? [{ type: 'ReferralRequest' as const, id: notification.referralRequestId }]
            : []),
          'Notifications',
        ]),
      );
      dispatch(toastQueued({ title: notification.text }));
    };
    source.addEventListener(LIVE_EVENT, onNotification as EventListener);
    return () => source.close();
  }, [dispatch]);

  const count = unread.data?.unread ?? 0;
  const newest = unread.data?.items[0];
  if (count === 0 || !newest) return null;
  return (
    <Button asChild variant="ghost" size="sm" colorPalette="brand">
      <RouterLink
        to={pageOf(newest)}
        onClick={() => void markRead({ throughId: newest.id })}
        aria-label={`${count} unread update${count === 1 ? '' : 's'}. Newest: ${newest.text}`}
      >
        {/* Drawn here, not in icons.tsx: that module loads with every first visit, this one once signed in. */}
        <StrokeIcon boxSize={4.5}>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </StrokeIcon>
        <Badge colorPalette="red" variant="solid" borderRadius="full" minW="5" justifyContent="center">
          {count > 99 ? '99+' : count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
