import { Badge, Box, Button, Card, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { serverMessage } from '../../../api/baseQuery';
import { useMoveReferralRequestMutation } from '../../../api/referralRequestsApi';
import { useAppDispatch } from '../../../app/hooks';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import {
  allowedActions,
  CHANGES_MOVES,
  changesAllowed,
  REQUEST_MOVES,
  type RequestAction,
} from '../../../shared/requestLifecycle';
import { CHANGE_KIND_LABELS } from '../../../shared/requestChanges';
import { RequestVersions } from '../../../components/requests/RequestVersions';
import { AskChangesDialog } from './AskChangesDialog';
import type { ReferralRequestStatus } from '../../../shared/referralRequest';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';
import { formatDeletionDate } from '../../../shared/retention';
import { formatFileSize } from '../../../shared/text';
import { sentByDeletedAccount } from '../../../shared/accountDeletion';
import { ConversationPanel } from '../../../components/requests/ConversationPanel';
import { RequestHistory } from '../../../components/requests/RequestHistory';
import { RequestStatusBadge } from '../../../components/requests/RequestStatusBadge';
import { StarRating } from '../../../components/catalog/StarRating';
import { ReferralOutcome } from './ReferralOutcome';

const sentOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const byDeclineLast = (actions: RequestAction[]) => [
  ...actions.filter((action) => action !== 'decline'),
  ...actions.filter((action) => action === 'decline'),
];

/** The card's Show history button, the one control a request keeps in every status. */
export const historyToggleId = (requestId: number) => `request-${requestId}-history-toggle`;

/**
 * One request in a referrer's inbox: who sent it and for what, how to reach them (once accepted), their message and
 * resume, and the moves the request allows now (src/shared/requestLifecycle.ts). Declining asks for a reason first
 * (onDecline).
 */
export function RequestCard({ request, onDecline }: { request: ReferralRequest; onDecline: () => void }) {
  const dispatch = useAppDispatch();
  const [moveRequest, move] = useMoveReferralRequestMutation();
  const [showHistory, setShowHistory] = useState(false);
  const [showMessages, setShowMessages] = useState(false);
  const [asking, setAsking] = useState(false);
  const headingId = `request-${request.id}-name`;
  const actions = useRef<HTMLDivElement>(null);
  const focusOnceStatusIs = useFocusAfterMove(actions, request.status, move.isLoading);
  const senderDeleted = sentByDeletedAccount(request);

  const act = async (action: RequestAction) => {
    if (REQUEST_MOVES[action].needsReason) return onDecline();
    focusOnceStatusIs(REQUEST_MOVES[action].to);
    try {
      await moveRequest({ id: request.id, move: { action } }).unwrap();
      dispatch(toastAdded({ title: REQUEST_MOVES[action].done, description: `The request from ${request.name}.` }));
    } catch (error) {
      focusOnceStatusIs(request.status);
      dispatch(
        toastAdded({
          title: 'The request did not change',
          description: serverMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Body gap={4}>
        <HStack justify="space-between" align="flex-start" gap={3} flexWrap="wrap">
          <Stack gap={0.5}>
            <Text as="h3" id={headingId} textStyle="lg" fontWeight="semibold">
              {request.name}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {request.jobTitle ? `${request.jobTitle} at ${request.company}` : request.company} · {request.experience}{' '}
              {request.experience === 1 ? 'year' : 'years'} of experience · sent{' '}
              <time dateTime={request.createdAt}>{sentOn.format(new Date(request.createdAt))}</time>
            </Text>
          </Stack>
          <HStack gap={2} flexShrink={0}>
            {/* Sent back with the changes asked for: new to the referrer again, and worth a second look. */}
            {request.revisedAt && request.status === 'new' && (
              <Badge colorPalette="orange" variant="solid" size="lg">
                Updated
              </Badge>
            )}
            <RequestStatusBadge status={request.status} />
          </HStack>
        </HStack>

        <Wrap gap={4} textStyle="sm">
          {senderDeleted && (
            <Text color="fg.muted">
              This person deleted their account: their contact details, message and resume are gone.
            </Text>
          )}
          {request.email && (
            <Link href={`mailto:${request.email}`} color="brand.700" wordBreak="break-all">
              {request.email}
            </Link>
          )}
          {request.phone && (
            <Link href={`tel:${request.phone.replace(/[^+\d]/g, '')}`} color="brand.700">
              {request.phone}
            </Link>
          )}
          {request.resume && (
            <Link href={`/api/referral-requests/${request.id}/resume`} color="brand.700" download>
              Download resume ({request.resume.fileName}, {formatFileSize(request.resume.size)})
            </Link>
          )}
          {request.resumeDeletedAt && (
            <Text color="fg.muted">
              Resume deleted on{' '}
              <time dateTime={request.resumeDeletedAt}>{formatDeletionDate(request.resumeDeletedAt)}</time>: resumes are
              kept for a set time after their request ends.
            </Text>
          )}
        </Wrap>
        {request.email === undefined && request.status === 'new' && (
          // The server leaves them out until the referrer says yes (src/shared/requestLifecycle.ts).
          <Text color="fg.muted" textStyle="sm" mt={-2}>
            Their e-mail and phone number appear here once you accept.
          </Text>
        )}

        {request.message && (
          <Box borderStartWidth="3px" borderColor="border.emphasized" ps={4}>
            <Text whiteSpace="pre-line" lineClamp={showHistory ? undefined : 6}>
              {request.message}
            </Text>
          </Box>
        )}
        {request.declineReason && (
          <Text color="fg.muted" textStyle="sm">
            Declined: “{request.declineReason}”
          </Text>
        )}
        {request.changesAsked && (
          <Box borderStartWidth="3px" borderColor="orange.muted" ps={3} textStyle="sm">
            <Text fontWeight="medium">
              You asked for {CHANGE_KIND_LABELS[request.changesAsked.kind].toLowerCase()} · the ask closes the request
              on{' '}
              <time dateTime={request.changesAsked.dueAt}>{sentOn.format(new Date(request.changesAsked.dueAt))}</time>
            </Text>
            <Text color="fg.muted">“{request.changesAsked.note}”</Text>
          </Box>
        )}
        {request.revisedAt && (
          <Text color="fg.muted" textStyle="sm">
            Changes sent <time dateTime={request.revisedAt}>{sentOn.format(new Date(request.revisedAt))}</time>: the
            earlier versions are under Show history.
          </Text>
        )}
        {request.rating && (
          <Box borderStartWidth="3px" borderColor="orange.muted" ps={3}>
            <HStack gap={2}>
              <Text textStyle="sm" fontWeight="medium">
                {senderDeleted ? request.name : request.name.split(' ')[0]} rated you
              </Text>
              <StarRating rating={request.rating.stars} />
            </HStack>
            {request.rating.comment && <Text color="fg.muted">“{request.rating.comment}”</Text>}
          </Box>
        )}

        <ReferralOutcome request={request} />

        <HStack ref={actions} gap={3} flexWrap="wrap">
          {/* The way forward first, then asking for changes, declining last. */}
          {byDeclineLast(allowedActions(request.status, 'referrer')).map((action) => [
            action === 'decline' && changesAllowed(request.status, 'ask', 'referrer') && (
              <Button
                key="ask-for-changes"
                size="sm"
                variant="outline"
                colorPalette="brand"
                disabled={move.isLoading}
                onClick={() => setAsking(true)}
              >
                {CHANGES_MOVES.ask.label}
              </Button>
            ),
            <Button
              key={action}
              size="sm"
              colorPalette={action === 'decline' ? 'red' : 'brand'}
              variant={action === 'decline' ? 'outline' : 'solid'}
              loading={move.isLoading && move.originalArgs?.move.action === action}
              disabled={move.isLoading}
              onClick={() => void act(action)}
            >
              {REQUEST_MOVES[action].label}
            </Button>,
          ])}
          <Button
            id={historyToggleId(request.id)}
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            aria-controls={`request-${request.id}-history`}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? 'Hide history' : 'Show history'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showMessages}
            aria-controls={`request-${request.id}-messages`}
            onClick={() => setShowMessages((shown) => !shown)}
          >
            {showMessages ? 'Hide messages' : 'Messages'}
          </Button>
        </HStack>
        {showHistory && (
          <Box id={`request-${request.id}-history`}>
            <RequestHistory requestId={request.id} />
            <Box mt={4}>
              <RequestVersions requestId={request.id} />
            </Box>
          </Box>
        )}
        {showMessages && (
          <Box id={`request-${request.id}-messages`} borderTopWidth="1px" pt={3}>
            <ConversationPanel requestId={request.id} />
          </Box>
        )}
        <AskChangesDialog
          request={asking ? request : null}
          onClose={() => setAsking(false)}
          onAsked={() => {
            setAsking(false);
            dispatch(
              toastAdded({ title: CHANGES_MOVES.ask.done, description: `${request.name} will read your note.` }),
            );
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A move takes the pressed button away: it is disabled while the move is sent, which drops its focus, then replaced by
 * the moves of the new status (Accept gives way to Mark referred). Once the card shows the outcome (`status`), focus
 * that fell onto the page goes to the card's first control, so a keyboard user carries on from the card. Returns the
 * call that names the status to wait for.
 */
function useFocusAfterMove(actions: RefObject<HTMLDivElement | null>, status: ReferralRequestStatus, moving: boolean) {
  const awaitedStatus = useRef<ReferralRequestStatus | null>(null);
  useEffect(() => {
    if (moving || awaitedStatus.current !== status) return;
    awaitedStatus.current = null;
    const focused = document.activeElement;
    // Focus the person has moved on with (Tab while the move was sent) stays where they put it.
    if (focused && focused !== document.body) return;
    actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [actions, status, moving]);
  return (next: ReferralRequestStatus) => {
    awaitedStatus.current = next;
  };
}
