import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminOverviewQuery } from '../adminApi';
import { ListError } from '../../../components/catalog/ListError';
import { SkeletonBar } from '../../../components/catalog/skeletons';
import { OVERVIEW_WEEKS } from '../../../shared/admin';
import { paths } from '../../../shared/paths';
import type { Overview } from '../../../shared/schemas/admin';
import { STATUS_LABELS, STATUSES_IN_LIFECYCLE_ORDER } from '../../../shared/requestLifecycle';
import { formatCount } from '../../../shared/text';
import { ChartSkeleton } from './ChartSkeleton';

// recharts and @chakra-ui/charts load with the first tab that draws a chart, never with another page.
const WeeklyChart = lazy(() => import('./WeeklyChart'));

function Total({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Stack gap={1} p={4} borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Text as="dt" color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Text as="dd" textStyle="2xl" fontWeight="bold">
        {formatCount(value)}
      </Text>
      {note && (
        <Text as="dd" color="fg.muted" textStyle="xs">
          {note}
        </Text>
      )}
    </Stack>
  );
}

const counted = (count: number, noun: string) => `${count} failed ${noun}${count === 1 ? '' : 's'}`;

/** What failed, when anything did, with the way to the Failures tab; nothing when all is well. */
function FailuresNote({ failures }: { failures: Overview['failures'] }) {
  const parts = [
    failures.jobs > 0 && counted(failures.jobs, 'background job'),
    failures.mail > 0 && counted(failures.mail, 'mail'),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Box
      role="note"
      borderWidth="1px"
      borderColor="red.300"
      bg="red.50"
      color="red.900"
      borderRadius="l2"
      px={4}
      py={3}
    >
      <Text textStyle="sm">
        <strong>{parts.join(' and ')}.</strong> They failed every attempt.{' '}
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={`${paths.adminDashboard.href()}?tab=failures`}>See what went wrong</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** The marketplace's totals, the requests by status, and what each of the last weeks added, as charts. */
export function OverviewTab() {
  const overview = useAdminOverviewQuery();
  if (overview.isError) {
    return <ListError message="We couldn't load the overview." onRetry={() => void overview.refetch()} />;
  }
  if (!overview.data) {
    return (
      <Stack gap={6} role="status" aria-label="Loading the overview" aria-busy="true" animation="pulse">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={4}>
          {Array.from({ length: 6 }, (_, index) => (
            <Stack key={index} gap={2} p={4} borderWidth="1px" borderRadius="l3" aria-hidden="true">
              <SkeletonBar width="60%" />
              <SkeletonBar width="40%" height="7" />
            </Stack>
          ))}
        </SimpleGrid>
        <ChartSkeleton />
      </Stack>
    );
  }
  const { totals, weeks, failures } = overview.data;
  const requests = Object.values(totals.requestsByStatus).reduce((sum, count) => sum + count, 0);
  return (
    <Stack gap={8}>
      <FailuresNote failures={failures} />
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap={4}>
        <Total
          label="Users"
          value={totals.users}
          note={`${totals.admins} admin${totals.admins === 1 ? '' : 's'}, ${totals.disabledUsers} disabled`}
        />
        <Total label="Referrers" value={totals.referrers} />
        <Total label="Requests" value={requests} note={`${totals.pendingAssignment} waiting for a referrer`} />
        <Total label="Listed jobs" value={totals.listedJobs} note={`${totals.removedJobs} removed`} />
        <Total label="Survey answers" value={totals.surveys} />
        <Total label="Waiting for a referrer" value={totals.pendingAssignment} />
      </SimpleGrid>

      <Stack gap={3}>
        <Heading as="h2" size="md">
          Requests by status
        </Heading>
        <HStack as="ul" gap={2} flexWrap="wrap" listStyleType="none">
          {STATUSES_IN_LIFECYCLE_ORDER.map((status) => (
            <Box as="li" key={status}>
              <Badge size="lg" variant="subtle" colorPalette={status === 'hired' ? 'green' : 'gray'}>
                {STATUS_LABELS[status]}: {totals.requestsByStatus[status]}
              </Badge>
            </Box>
          ))}
        </HStack>
      </Stack>

      <Stack gap={3}>
        <Heading as="h2" size="md">
          The last {OVERVIEW_WEEKS} weeks
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          What each week added, Monday to Sunday (UTC).
        </Text>
        <Suspense fallback={<ChartSkeleton />}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
            <WeeklyChart
              title="New users and referrers"
              weeks={weeks}
              series={[
                { name: 'users', label: 'Users', color: 'brand.solid' },
                { name: 'referrers', label: 'Referrers', color: 'teal.solid' },
              ]}
            />
            <WeeklyChart
              title="Requests, jobs and survey answers"
              weeks={weeks}
              series={[
                { name: 'requests', label: 'Requests', color: 'orange.solid' },
                { name: 'jobs', label: 'Jobs', color: 'purple.solid' },
                { name: 'surveys', label: 'Survey answers', color: 'pink.solid' },
              ]}
            />
          </SimpleGrid>
        </Suspense>
      </Stack>
    </Stack>
  );
}
