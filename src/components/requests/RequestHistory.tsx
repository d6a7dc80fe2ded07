import { List, Spinner, Text } from '@chakra-ui/react';
import { useReferralRequestHistoryQuery } from '../../api/referralRequestsApi';
import { STATUS_LABELS } from '../../shared/requestLifecycle';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every change of a request, oldest first: what it became (or whom an admin gave it to), who, when, and why. */
export function RequestHistory({ requestId }: { requestId: number }) {
  const history = useReferralRequestHistoryQuery(requestId);
  if (history.isError) return <Text color="fg.error">The history could not be loaded.</Text>;
  if (!history.data) return <Spinner size="sm" aria-label="Loading the history" />;
  if (history.data.length === 0) return <Text color="fg.muted">No changes yet: the request is as it was sent.</Text>;
  return (
    <List.Root as="ol" gap={2} ps={5}>
      {history.data.map((event) => (
        <List.Item key={event.id}>
          <Text>
            <Text as="span" fontWeight="semibold">
              {event.actorParty === 'admin'
                ? `Assigned to ${event.assignedTo ?? 'a referrer'}`
                : STATUS_LABELS[event.toStatus]}
            </Text>{' '}
            by {event.actorName ?? `the ${event.actorParty}`},{' '}
            <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
          </Text>
          {event.reason && <Text color="fg.muted">“{event.reason}”</Text>}
        </List.Item>
      ))}
    </List.Root>
  );
}
