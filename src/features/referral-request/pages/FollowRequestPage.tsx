import { Box, Button, Card, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverMessage, type ApiError } from '../../../api/baseQuery';
import { ListError } from '../../../components/catalog/ListError';
import { ProgressReport } from '../../../components/requests/ProgressReport';
import { withdrawalOf } from '../../../components/requests/withdrawal';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { RequestHistoryList } from '../../../components/requests/RequestHistory';
import { RequestStatusBadge } from '../../../components/requests/RequestStatusBadge';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';
import { FOLLOW_LINK_DAYS_AFTER_END, followRequestMessages } from '../../../shared/followRequest';
import { RESET_TOKEN_PATTERN } from '../../../shared/passwordRecovery';
import { paths } from '../../../shared/paths';
import { allowedActions } from '../../../shared/requestLifecycle';
import { waitingText } from '../../../shared/assignment';
import type { FollowedRequest } from '../../../shared/schemas/followedRequest';
import { useFollowedRequestQuery, useMoveFollowedRequestMutation } from '../referralApi';

const onDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * /follow-request?token=: the page the confirmation of a request sent signed out links to. It shows that one request
 * (where it stands, with whom, its history), signed in or not: the link is the proof. Once referred, its candidate
 * reports their progress here, and answers the referrer's "hired", as "My requests" lets an account do. A link that
 * opens nothing says so, and leads on.
 */
export default function FollowRequestPage() {
  usePageTitle('Your referral request', 'Where the referral request you sent stands.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // A token that cannot be one is not sent: the answer is known.
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  const followed = useFollowedRequestQuery(wellFormed ? token : skipToken);
  const status = (followed.error as ApiError | undefined)?.status;
  const unusable = !wellFormed || status === 400 || status === 404;

  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap={6}>
        <PageHeader
          title="Your referral request"
          description="Where the request you sent stands, and everything that has happened to it."
        />
        {unusable ? (
          <UnusableLink message={serverMessage(followed.error) ?? followRequestMessages.linkUnusable} />
        ) : followed.isError ? (
          <ListError message="We couldn't load your request." onRetry={() => void followed.refetch()} />
        ) : !followed.data ? (
          <HStack gap={3} role="status">
            <Spinner size="sm" />
            <Text>Loading your request...</Text>
          </HStack>
        ) : (
          <FollowedRequestCard request={followed.data} token={token} />
        )}
      </Stack>
    </Container>
  );
}

function UnusableLink({ message }: { message: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap={4} role="alert">
        <Heading as="h2" size="lg">
          This link has expired or is wrong
        </Heading>
        <Text>{message}</Text>
        <Text color="fg.muted">
          Check that the whole link from the mail is in the address bar. To ask for a referral again, find someone at
          the company you want to join.
        </Text>
        <HStack gap={3} flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.referrers.href()}>Browse Referrers</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.refer.href()}>Request a Referral</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Where the request stands, in a sentence: who has it, and what they did or what happens next. */
function standing(request: FollowedRequest) {
  const referrer = request.referrerName ?? 'The referrer';
  switch (request.status) {
    case 'new':
      return `${referrer} has your request, and has not answered yet.`;
    case 'accepted':
      return `${referrer} accepted your request.`;
    case 'declined':
      return request.linkExpiresAt
        ? `${referrer} declined your request.`
        : `${referrer} declined your request. We are passing it on to another referrer at ${request.company}.`;
    case 'referred':
      return `${referrer} has put you forward at ${request.company}.`;
    case 'interviewing':
      return `${referrer} has put you forward at ${request.company}, and you are interviewing.`;
    case 'offer':
      return `${referrer} has put you forward at ${request.company}, and you have an offer.`;
    case 'not_selected':
      return `${referrer} put you forward at ${request.company}, and you were not selected this time.`;
    case 'hired':
      // The referrer's "hired" waits for the candidate's answer (ProgressReport asks it).
      return request.hireDisputableUntil
        ? `${referrer} referred you, and marked you as hired at ${request.company}.`
        : `${referrer} referred you, and you were hired at ${request.company}. Congratulations!`;
    case 'withdrawn':
      return 'This request was withdrawn.';
  }
}

function FollowedRequestCard({ request, token }: { request: FollowedRequest; token: string }) {
  const [moveRequest] = useMoveFollowedRequestMutation();
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = allowedActions(request.status, 'candidate').includes('withdraw');
  const withdrawal = withdrawing
    ? withdrawalOf(request.company, () => moveRequest({ token, action: 'withdraw' }).unwrap())
    : null;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby="followed-request-title">
      <Card.Body gap={5}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Stack gap={1} minW={0}>
            <Heading as="h2" size="lg" id="followed-request-title">
              {request.jobTitle ? `${request.jobTitle} at ${request.company}` : request.company}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Sent <time dateTime={request.createdAt}>{onDay.format(new Date(request.createdAt))}</time>
            </Text>
          </Stack>
          <RequestStatusBadge status={request.status} />
        </HStack>
        {request.pendingAssignment ? (
          <Box borderStartWidth="3px" borderColor="blue.muted" ps={3}>
            <Text fontWeight="medium">Waiting for a referrer</Text>
            <Text color="fg.muted">{waitingText(request.waitingReason, request.company)}</Text>
          </Box>
        ) : (
          <Box borderStartWidth="3px" borderColor="brand.muted" ps={3}>
            <Text fontWeight="medium">{standing(request)}</Text>
          </Box>
        )}
        <ProgressReport
          request={request}
          headingId="followed-request-progress"
          onMove={(action) => moveRequest({ token, action }).unwrap()}
        />
        {canWithdraw && (
          <HStack>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setWithdrawing(true)}>
              Withdraw
            </Button>
          </HStack>
        )}
        <ConfirmDialog confirmation={withdrawal} onClose={() => setWithdrawing(false)} />
        {request.linkExpiresAt && (
          <Text color="fg.muted">
            This request has ended. This page stays open until{' '}
            <time dateTime={request.linkExpiresAt}>{onDay.format(new Date(request.linkExpiresAt))}</time> (
            {FOLLOW_LINK_DAYS_AFTER_END} days after its end).
          </Text>
        )}
        <Stack gap={2} as="section" aria-labelledby="followed-request-history">
          <Heading as="h3" size="md" id="followed-request-history">
            History
          </Heading>
          <RequestHistoryList events={request.history} />
        </Stack>
        <Text color="fg.muted" textStyle="sm">
          Only people with the link from your mail can open this page. Keep it to yourself.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
