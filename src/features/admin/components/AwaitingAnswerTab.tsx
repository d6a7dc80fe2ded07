import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRequestsAwaitingAnswerQuery } from '../adminApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { AwaitingAnswerRequest } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { AssignDialog, type RequestToAssign } from './AssignDialog';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function AwaitingAnswerCard({ request, onReassign }: { request: AwaitingAnswerRequest; onReassign: () => void }) {
  return (
    <AdminCard label={request.name}>
      <Stack gap={1} minW={0}>
        <Text fontWeight="semibold">{request.name}</Text>
        <Text textStyle="sm">{request.jobTitle ? `${request.jobTitle} at ${request.company}` : request.company}</Text>
        <Text textStyle="sm">
          With {request.referrerName}
          {request.assignedAt ? (
            <>
              {' '}
              since <time dateTime={request.assignedAt}>{when.format(new Date(request.assignedAt))}</time>
            </>
          ) : (
            ', given before automatic matching'
          )}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Sent {when.format(new Date(request.createdAt))} · {request.email}
        </Text>
      </Stack>
      <Button
        variant="outline"
        colorPalette="brand"
        flexShrink={0}
        onClick={onReassign}
        aria-label={`Reassign the request from ${request.name}`}
      >
        Reassign
      </Button>
    </AdminCard>
  );
}

const toAssign = (request: AwaitingAnswerRequest): RequestToAssign => ({
  ...request,
  heldBy: { id: request.referrerId, name: request.referrerName },
});

/**
 * Requests matched to a referrer who has not answered yet, the longest unanswered first: an admin may override the
 * match and give one to another referrer.
 */
export function AwaitingAnswerTab() {
  const page = usePageParam();
  const awaiting = useRequestsAwaitingAnswerQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [reassigning, setReassigning] = useState<RequestToAssign | null>(null);
  return (
    <Stack gap={4}>
      <Text color="fg.muted">
        Matched, awaiting an answer: each request is with a referrer who has not answered it yet. Reassign one to give
        it to someone else at the company; it leaves the first referrer&apos;s dashboard.
      </Text>
      <AdminList
        query={awaiting}
        page={page}
        noun="requests awaiting an answer"
        loadingLabel="Loading the requests awaiting an answer"
        errorMessage="We couldn't load the requests awaiting an answer."
        empty={
          <EmptyState
            title="No request awaits an answer"
            description="Requests given to a referrer show here until the referrer answers them."
          />
        }
        renderItem={(request) => (
          <AwaitingAnswerCard request={request} onReassign={() => setReassigning(toAssign(request))} />
        )}
      />
      <AssignDialog request={reassigning} onClose={() => setReassigning(null)} />
    </Stack>
  );
}
