import { Box, Button, Card, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '../../../api/baseQuery';
import { useListReferralRequestsQuery, useMoveReferralRequestMutation } from '../../../api/referralRequestsApi';
import { useAppDispatch } from '../../../app/hooks';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { Pagination, rangeText, usePageParam } from '../../../components/catalog/Pagination';
import { RequestHistory } from '../../../components/requests/RequestHistory';
import { RequestStatusBadge } from '../../../components/requests/RequestStatusBadge';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { paths } from '../../../shared/paths';
import { allowedActions, REQUEST_MOVES } from '../../../shared/requestLifecycle';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';

const REQUESTS_PER_PAGE = 5;
const sentOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Withdrawing cannot be undone: the referrer stops seeing it as something to answer. */
function WithdrawDialog({ request, onClose }: { request: ReferralRequest | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [moveRequest, move] = useMoveReferralRequestMutation();
  const withdraw = async () => {
    if (!request) return;
    try {
      await moveRequest({ id: request.id, move: { action: 'withdraw' } }).unwrap();
      dispatch(toastAdded({ title: REQUEST_MOVES.withdraw.done, description: `Your request to ${request.company}.` }));
      onClose();
    } catch (error) {
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
    <Dialog.Root open={request !== null} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {request && (
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Withdraw your request to {request.company}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">
                  The referrer will see that you withdrew it. You can send a new request at any time.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Keep it
                </Button>
                <Button
                  colorPalette="red"
                  loading={move.isLoading}
                  loadingText="Withdrawing..."
                  onClick={() => void withdraw()}
                >
                  Withdraw request
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MyRequestCard({ request, onWithdraw }: { request: ReferralRequest; onWithdraw: () => void }) {
  const [showHistory, setShowHistory] = useState(false);
  const canWithdraw = allowedActions(request.status, 'candidate').includes('withdraw');
  const headingId = `my-request-${request.id}`;
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
              {request.pendingAssignment ? ' · we are finding a referrer there for you' : ''}
            </Text>
          </Stack>
          <RequestStatusBadge status={request.status} />
        </HStack>
        {request.declineReason && (
          <Box borderStartWidth="3px" borderColor="red.muted" ps={3}>
            <Text textStyle="sm" fontWeight="medium">
              The referrer&apos;s reason
            </Text>
            <Text color="fg.muted">“{request.declineReason}”</Text>
          </Box>
        )}
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
          {canWithdraw && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onWithdraw}>
              Withdraw
            </Button>
          )}
        </HStack>
        {showHistory && (
          <Box id={`${headingId}-history`}>
            <RequestHistory requestId={request.id} />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The candidate's own requests, newest first: where each stands, its history, the reason of a decline, Withdraw. */
export function MyRequests() {
  const page = usePageParam();
  const requests = useListReferralRequestsQuery({ party: 'candidate', page, limit: REQUESTS_PER_PAGE });
  const [withdrawing, setWithdrawing] = useState<ReferralRequest | null>(null);
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
        <MyRequestCard key={request.id} request={request} onWithdraw={() => setWithdrawing(request)} />
      ))}
      <Pagination page={page} totalPages={totalPages} label="Pages of your requests" />
      <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}
