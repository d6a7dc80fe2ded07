import { Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCountReferralRequestsQuery, useListReferralRequestsQuery } from '../../../api/referralRequestsApi';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { FilterForm, SearchField } from '../../../components/catalog/Filters';
import { ListError } from '../../../components/catalog/ListError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination, rangeText, usePageParam } from '../../../components/catalog/Pagination';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSearchParamChoice, useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from '../../../shared/referralRequest';
import { STATUS_LABELS, STATUSES_IN_LIFECYCLE_ORDER } from '../../../shared/requestLifecycle';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';
import { DeclineDialog } from '../components/DeclineDialog';
import { historyToggleId, RequestCard } from '../components/RequestCard';
import { ShareLinksCard } from '../components/ShareLinksCard';

const REQUESTS_PER_PAGE = 10;

const isStatus = (value: string): value is ReferralRequestStatus =>
  (REFERRAL_REQUEST_STATUSES as readonly string[]).includes(value);

/**
 * /referrer-dashboard: the requests candidates sent the signed-in referrer, filtered by status (with how many each
 * holds) and searched by name, e-mail, company or job, all in the URL, ten a page; each can be answered in place.
 */
export default function ReferrerDashboardPage() {
  usePageTitle('Referrer Dashboard', 'The referral requests candidates have sent you: answer them and follow them up.');
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const search = useSearchParamInput('search');
  const [statusParam, chooseStatus] = useSearchParamChoice('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const page = usePageParam();
  const isReferrer = user?.isReferrer === true;
  const counts = useCountReferralRequestsQuery({ party: 'referrer', search: search.search }, { skip: !isReferrer });
  const requests = useListReferralRequestsQuery(
    { party: 'referrer', status, search: search.search, page, limit: REQUESTS_PER_PAGE },
    { skip: !isReferrer },
  );
  const [declining, setDeclining] = useState<ReferralRequest | null>(null);
  // A declined request has no moves left, its Decline button included: focus goes back to the card's history toggle.
  const declinedId = useRef<number | null>(null);

  if (!isReferrer) {
    return (
      <Container maxW="4xl" py={{ base: 8, md: 12 }}>
        <EmptyState
          title="Your referrer dashboard starts with a profile"
          description="Candidates send requests to referrers they can find. Tell them where you work and what you can refer for."
        >
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.becomeReferrer.href()}>Become a Referrer</RouterLink>
          </Button>
        </EmptyState>
      </Container>
    );
  }

  const all = counts.data ? Object.values(counts.data).reduce((sum, count) => sum + count, 0) : undefined;
  const filters: Array<{ value: ReferralRequestStatus | ''; label: string; count: number | undefined }> = [
    { value: '', label: 'All', count: all },
    ...STATUSES_IN_LIFECYCLE_ORDER.map((value) => ({
      value,
      label: STATUS_LABELS[value],
      count: counts.data?.[value],
    })),
  ];
  const filtered = Boolean(status || search.search);
  const totalPages = Math.ceil((requests.data?.total ?? 0) / REQUESTS_PER_PAGE);

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Referrer Dashboard"
          description="The referral requests candidates have sent you. Answer the new ones, and follow the ones you accepted."
        />
        <HStack gap={2} flexWrap="wrap" mt={{ base: -2, md: -4 }}>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.jobPosting.href()}>Post a Job</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.jobPosting.href({ hash: 'your-jobs' })}>Your jobs</RouterLink>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={paths.referrerProfile.href()}>Your referrer profile</RouterLink>
          </Button>
        </HStack>
        <HStack as="nav" aria-label="Requests by status" gap={2} flexWrap="wrap">
          {filters.map((filter) => (
            <Button
              key={filter.value || 'all'}
              size="sm"
              variant={status === filter.value ? 'solid' : 'outline'}
              colorPalette={status === filter.value ? 'brand' : 'gray'}
              aria-pressed={status === filter.value}
              onClick={() => chooseStatus(filter.value)}
            >
              {filter.label}
              {filter.count !== undefined && ` (${filter.count})`}
            </Button>
          ))}
        </HStack>
        <FilterForm label="Search requests" inputs={[search]}>
          <SearchField label="Search" placeholder="Name, e-mail, company or job" input={search} />
        </FilterForm>

        {requests.isError ? (
          <ListError message="We couldn't load your requests." onRetry={() => void requests.refetch()} />
        ) : !requests.data ? (
          <CardGridSkeleton count={3} columns={{ base: 1 }} label="Loading your requests" />
        ) : requests.data.items.length === 0 ? (
          filtered ? (
            <EmptyState title="No requests match" description="Try another status or search.">
              <Button asChild variant="outline">
                <RouterLink to={paths.referrerDashboard.href()}>Show all requests</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              title="No requests yet"
              description="Candidates find you on your profile. Keep it complete, with the roles you can refer for, and requests will come."
            >
              <Button asChild variant="outline">
                <RouterLink to={paths.referrerProfile.href()}>Edit your profile</RouterLink>
              </Button>
            </EmptyState>
          )
        ) : (
          <Stack gap={4} opacity={requests.isFetching ? 0.6 : 1} transition="opacity 150ms">
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
              <RequestCard
                key={request.id}
                request={request}
                onDecline={() => {
                  declinedId.current = null;
                  setDeclining(request);
                }}
              />
            ))}
            <Pagination page={page} totalPages={totalPages} label="Request pages" />
          </Stack>
        )}
        <ShareLinksCard />
      </Stack>
      <DeclineDialog
        request={declining}
        onClose={() => setDeclining(null)}
        onDeclined={() => {
          dispatch(toastAdded({ title: 'Declined', description: `${declining?.name} will see your reason.` }));
          declinedId.current = declining?.id ?? null;
          setDeclining(null);
        }}
        finalFocusEl={() =>
          declinedId.current === null ? null : document.getElementById(historyToggleId(declinedId.current))
        }
      />
    </Container>
  );
}
