import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListReferralRequestsQuery, useMoveReferralRequestMutation } from '../../../api/referralRequestsApi';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { Pagination, rangeText, usePageParam } from '../../../components/catalog/Pagination';
import { ConversationPanel } from '../../../components/requests/ConversationPanel';
import { ProgressReport } from '../../../components/requests/ProgressReport';
import { RequestHistory } from '../../../components/requests/RequestHistory';
import { RequestStatusBadge } from '../../../components/requests/RequestStatusBadge';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { withdrawalOf } from '../../../components/requests/withdrawal';
import { paths } from '../../../shared/paths';
import { isRateable } from '../../../shared/ratings';
import { allowedActions, CHANGES_MOVES, changesAllowed } from '../../../shared/requestLifecycle';
import { CHANGE_KIND_LABELS } from '../../../shared/requestChanges';
import { RequestVersions } from '../../../components/requests/RequestVersions';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { useAppDispatch } from '../../../app/hooks';
import { SendChangesDialog } from './SendChangesDialog';
import { waitingText } from '../../../shared/assignment';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';
import { RateReferral } from './RateReferral';
import { WhyThisReferrer } from './WhyThisReferrer';

const REQUESTS_PER_PAGE = 5;
const sentOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function MyRequestCard({
  request,
  onWithdraw,
  onSendChanges,
}: {
  request: ReferralRequest;
  onWithdraw: () => void;
  onSendChanges: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const [showMessages, setShowMessages] = useState(false);
  const withReferrer = request.referrerName !== null && !request.pendingAssignment;
  const canWithdraw = allowedActions(request.status, 'candidate').includes('withdraw');
  const headingId = `my-request-${request.id}`;
  const [moveRequest] = useMoveReferralRequestMutation();
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Stack gap={1} minW={0}>
            <Text id={headingId} fontWeight="semibold" textStyle="lg">
              {request.jobTitle ? `${request.jobTitle} at ${request.company}` : request.company}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              Sent <time dateTime={request.createdAt}>{sentOn.format(new Date(request.createdAt))}</time>
            </Text>
          </Stack>
          <RequestStatusBadge status={request.status} />
        </HStack>
        {request.referrerName !== null && !request.pendingAssignment && (
          <Text textStyle="sm" fontWeight="medium">
            {`${request.status === 'withdrawn' ? 'Was with' : 'With'} ${request.referrerName}`}
          </Text>
        )}
        {request.pendingAssignment && (
          <Box borderStartWidth="3px" borderColor="blue.muted" ps={3}>
            <Text textStyle="sm" fontWeight="medium">
              Waiting to be matched
            </Text>
            <Text color="fg.muted">{waitingText(request.waitingReason, request.company)}</Text>
          </Box>
        )}
        <WhyThisReferrer request={request} />
        {request.declineReason && (
          <Box borderStartWidth="3px" borderColor="red.muted" ps={3}>
            <Text textStyle="sm" fontWeight="medium">
              {/* Once a declined request has moved on, the reason is an earlier referrer's. */}
              {request.status === 'declined' ? "The referrer's reason" : 'Why an earlier referrer declined'}
            </Text>
            <Text color="fg.muted">“{request.declineReason}”</Text>
          </Box>
        )}
        <ProgressReport
          request={request}
          headingId={`progress-${request.id}`}
          onMove={(action) => moveRequest({ id: request.id, move: { action } }).unwrap()}
        />
        {request.changesAsked && (
          <Box borderStartWidth="3px" borderColor="orange.muted" ps={3}>
            <Text textStyle="sm" fontWeight="medium">
              {request.referrerName ?? 'Your referrer'} asks for{' '}
              {CHANGE_KIND_LABELS[request.changesAsked.kind].toLowerCase()}
            </Text>
            <Text color="fg.muted">“{request.changesAsked.note}”</Text>
            <Text color="fg.muted" textStyle="sm">
              Send them by{' '}
              <time dateTime={request.changesAsked.dueAt}>{sentOn.format(new Date(request.changesAsked.dueAt))}</time>,
              or the request closes.
            </Text>
          </Box>
        )}
        {isRateable(request.status) && <RateReferral request={request} />}
        <HStack gap={2} flexWrap="wrap">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            aria-controls={`${headingId}-history`}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? 'Hide history' : 'Show history'}
          </Button>
          {withReferrer && (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showMessages}
              aria-controls={`${headingId}-messages`}
              onClick={() => setShowMessages((shown) => !shown)}
            >
              {showMessages ? 'Hide messages' : `Messages with ${request.referrerName}`}
            </Button>
          )}
          {changesAllowed(request.status, 'answer', 'candidate') && (
            <Button size="sm" colorPalette="brand" onClick={onSendChanges}>
              {CHANGES_MOVES.answer.label}
            </Button>
          )}
          {canWithdraw && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onWithdraw}>
              Withdraw
            </Button>
          )}
        </HStack>
        {showHistory && (
          <Box id={`${headingId}-history`}>
            <RequestHistory requestId={request.id} />
            <Box mt={4}>
              <RequestVersions requestId={request.id} />
            </Box>
          </Box>
        )}
        {showMessages && (
          <Box id={`${headingId}-messages`} borderTopWidth="1px" pt={3}>
            <ConversationPanel requestId={request.id} />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The candidate's own requests, newest first: where each stands, who has it (or why it waits to be matched), its
 * history, the reason of a decline, Withdraw.
 */
export function MyRequests() {
  const page = usePageParam();
  const requests = useListReferralRequestsQuery({ party: 'candidate', page, limit: REQUESTS_PER_PAGE });
  const [moveRequest] = useMoveReferralRequestMutation();
  const [withdrawing, setWithdrawing] = useState<ReferralRequest | null>(null);
  const [answering, setAnswering] = useState<ReferralRequest | null>(null);
  const dispatch = useAppDispatch();
  const withdrawal =
    withdrawing &&
    withdrawalOf(withdrawing.company, () => moveRequest({ id: withdrawing.id, move: { action: 'withdraw' } }).unwrap());
  if (requests.isError) {
    return <ListError message="We couldn't load your requests." onRetry={() => void requests.refetch()} />;
  }
  if (!requests.data) return <CardGridSkeleton count={2} columns={1} label="Loading your requests" />;
  if (requests.data.total === 0) {
    return (
      <EmptyState
        title="You have not asked for a referral yet"
        description="Find someone at a company you want to join and send them your resume with a short message."
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.referrers.href()}>Browse Referrers</RouterLink>
        </Button>
      </EmptyState>
    );
  }
  const totalPages = Math.ceil(requests.data.total / REQUESTS_PER_PAGE);
  return (
    <Stack gap={4}>
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {rangeText({
          page,
          perPage: REQUESTS_PER_PAGE,
          shown: requests.data.items.length,
          total: requests.data.total,
          noun: 'requests',
          countedInFull: true,
        })}
      </Text>
      {requests.data.items.map((request) => (
        <MyRequestCard
          key={request.id}
          request={request}
          onWithdraw={() => setWithdrawing(request)}
          onSendChanges={() => setAnswering(request)}
        />
      ))}
      <Pagination page={page} totalPages={totalPages} label="Pages of your requests" />
      <ConfirmDialog confirmation={withdrawal} onClose={() => setWithdrawing(null)} />
      <SendChangesDialog
        request={answering}
        onClose={() => setAnswering(null)}
        onSent={() => {
          dispatch(
            toastAdded({
              title: CHANGES_MOVES.answer.done,
              description: `${answering?.referrerName ?? 'Your referrer'} will see the new version.`,
            }),
          );
          setAnswering(null);
        }}
      />
    </Stack>
  );
}
