import { Spinner, Text } from '@chakra-ui/react';
import { List } from '../ui/chakra/List';
import { useReferralRequestHistoryQuery } from '../../api/referralRequestsApi';
import { STATUS_LABELS } from '../../shared/requestLifecycle';
import { CHANGE_KIND_LABELS } from '../../shared/requestChanges';
import type { ReferralRequestEvent } from '../../shared/schemas/referralRequests';
import { formatCalendarDay } from '../../shared/utcDay';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every change of a request, oldest first: what it became (or whom the candidate sent it to, whom an admin or the
 * router gave it to), who, when, and why; and who closed its conversation, when.
 */
export function RequestHistory({ requestId }: { requestId: number }) {
  const history = useReferralRequestHistoryQuery(requestId);
  if (history.isError) return <Text color="fg.error">The history could not be loaded.</Text>;
  if (!history.data) return <Spinner size="sm" aria-label="Loading the history" />;
  return <RequestHistoryList events={history.data} />;
}

/** A history already at hand (a followed request's answer carries its own), as RequestHistory shows it. */
export function RequestHistoryList({ events }: { events: readonly ReferralRequestEvent[] }) {
  if (events.length === 0) return <Text color="fg.muted">No changes yet: the request is as it was sent.</Text>;
  return (
    <List.Root as="ol" gap={2} ps={5}>
      {events.map((event) => (
        <List.Item key={event.id}>
          <Text>
            <Text as="span" fontWeight="semibold">
              {headline(event)}
            </Text>{' '}
            by {actorOf(event)}, <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
          </Text>
          {/* A party's reason is quoted; the router's and our team's (ReferBridge's words) say what was done. */}
          {event.reason && !reasonIsHeadline(event) && (
            <Text color="fg.muted">
              {byAParty(event) && !isChangesSent(event) ? `“${event.reason}”` : event.reason}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The candidate's answer to an ask for changes: its reason says what they sent, in ReferBridge's words. */
const isChangesSent = (event: ReferralRequestEvent) =>
  event.fromStatus === 'changes_asked' && event.toStatus === 'new' && event.actorParty === 'candidate';

/** Whether a party to the request (its referrer or candidate) made the change, and wrote its reason. */
const byAParty = (event: ReferralRequestEvent) => event.actorParty === 'referrer' || event.actorParty === 'candidate';

/**
 * A move by assignment that gave the request to nobody (to our team, or not to the referrer the candidate chose):
 * its reason says what it did, so it is the headline.
 */
const reasonIsHeadline = (event: ReferralRequestEvent) => event.actorParty === 'system' && !event.assignedTo;

/**
 * What the change did: a status reached, whom the request was sent or given to, or where it went instead; after
 * "referred", the day the referrer submitted the candidate, and the candidate's answer to a referrer's "hired"; and a
 * party's closing of the conversation on the request.
 */
function headline(event: ReferralRequestEvent) {
  if (event.kind === 'submitted' && event.submittedOn) {
    return `Submitted in the company's system on ${formatCalendarDay(event.submittedOn)}`;
  }
  if (event.kind === 'hire-confirmed') return 'Hire confirmed';
  if (event.kind === 'conversation-closed') return 'Conversation closed';
  if (event.actorParty === 'candidate' && event.fromStatus === 'hired') {
    return event.toStatus === 'hired' ? 'Hire confirmed' : 'Hire disputed: back to referred';
  }
  if (event.actorParty === 'admin') return `Assigned to ${event.assignedTo ?? 'a referrer'}`;
  if (event.actorParty === 'system')
    return event.assignedTo ? `Given to ${event.assignedTo}` : (event.reason ?? 'Sent to our team');
  // The candidate's only change that names a referrer: the request they sent to them.
  if (event.actorParty === 'candidate' && event.assignedTo) return `Sent to ${event.assignedTo}`;
  if (isChangesSent(event)) return 'Changes sent';
  if (event.changesKind)
    return `${STATUS_LABELS[event.toStatus]}: ${CHANGE_KIND_LABELS[event.changesKind].toLowerCase()}`;
  return STATUS_LABELS[event.toStatus];
}

function actorOf(event: ReferralRequestEvent) {
  if (event.actorParty === 'system') return 'ReferBridge';
  return event.actorName ?? `the ${event.actorParty}`;
}
