import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePendingRequestsQuery } from '../adminApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { PendingRequest } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { AssignDialog } from './AssignDialog';

function PendingRequestCard({ request, onAssign }: { request: PendingRequest; onAssign: () => void }) {
  const sentOn = new Date(request.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <AdminCard label={request.name}>
      <Stack gap={1} minW={0}>
        <Text fontWeight="semibold">{request.name}</Text>
        <Text textStyle="sm">
          {request.jobTitle ? `${request.jobTitle} at ${request.company}` : request.company} · {request.experience}{' '}
          years of experience
        </Text>
        <Text textStyle="sm" color="fg.muted" lineClamp={2}>
          {request.message}
        </Text>
        <HStack gap={2} flexWrap="wrap">
          <Text textStyle="xs" color="fg.muted">
            Sent {sentOn} · {request.email}
          </Text>
          <Badge colorPalette={request.referrersAtCompany > 0 ? 'green' : 'orange'} variant="subtle">
            {request.referrersAtCompany === 1 ? '1 referrer' : `${request.referrersAtCompany} referrers`} at{' '}
            {request.company}
          </Badge>
        </HStack>
      </Stack>
      <Button
        colorPalette="brand"
        flexShrink={0}
        onClick={onAssign}
        aria-label={`Assign the request from ${request.name}`}
      >
        Assign
      </Button>
    </AdminCard>
  );
}

/** Requests sent without a referrer, oldest first: each is given to a referrer at the company it names. */
export function PendingRequestsTab() {
  const page = usePageParam();
  const pending = usePendingRequestsQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [assigning, setAssigning] = useState<PendingRequest | null>(null);
  return (
    <>
      <AdminList
        query={pending}
        page={page}
        noun="requests waiting"
        loadingLabel="Loading the requests waiting for a referrer"
        errorMessage="We couldn't load the requests waiting for a referrer."
        empty={
          <EmptyState
            title="No request is waiting"
            description="Requests sent without a referrer land here, to be given to someone at the company they name."
          />
        }
        renderItem={(request) => <PendingRequestCard request={request} onAssign={() => setAssigning(request)} />}
      />
      <AssignDialog request={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
