import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminJobsQuery } from '../adminApi';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { FilterForm, SearchField } from '../../../components/catalog/Filters';
import { usePageParam } from '../../../components/catalog/Pagination';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';
import type { AdminJob } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { RemoveJobDialog } from './RemoveJobDialog';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function JobCard({ job, onRemove }: { job: AdminJob; onRemove: () => void }) {
  return (
    <AdminCard label={`${job.title} at ${job.companyName}`}>
      <Stack gap={1} minW={0}>
        <HStack gap={2} flexWrap="wrap">
          {job.removedAt ? (
            <Text fontWeight="semibold">{job.title}</Text>
          ) : (
            <Link asChild fontWeight="semibold" colorPalette="brand">
              <RouterLink to={paths.job.href(job.id)}>{job.title}</RouterLink>
            </Link>
          )}
          {job.removedAt && <Badge colorPalette="red">Removed</Badge>}
          {job.closedAt && !job.removedAt && <Badge>Closed by its poster</Badge>}
        </HStack>
        <Text textStyle="sm">
          {job.companyName} · {job.location} · {job.type}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Posted {dateOf(job.postedAt)}
          {job.postedByName ? ` by ${job.postedByName}` : ''}
        </Text>
        {job.removedAt && (
          <Text textStyle="sm" color="fg.muted">
            Removed {dateOf(job.removedAt)}
            {job.removedByName ? ` by ${job.removedByName}` : ''}: {job.removedReason}
          </Text>
        )}
      </Stack>
      {!job.removedAt && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          flexShrink={0}
          onClick={onRemove}
          aria-label={`Remove: ${job.title} at ${job.companyName}`}
        >
          Remove
        </Button>
      )}
    </AdminCard>
  );
}

/** Every job, removed ones too (with why), searched by title or company; a listed job can be removed, with a reason. */
export function JobsTab() {
  const dispatch = useAppDispatch();
  const search = useSearchParamInput('search');
  const page = usePageParam();
  const jobs = useAdminJobsQuery({ search: search.search, page, limit: ADMIN_PAGE_SIZE });
  const [removing, setRemoving] = useState<AdminJob | null>(null);
  return (
    <Stack gap={6}>
      <FilterForm label="Search jobs" inputs={[search]}>
        <SearchField label="Search" placeholder="Title or company" input={search} />
      </FilterForm>
      <AdminList
        query={jobs}
        page={page}
        noun="jobs"
        loadingLabel="Loading jobs"
        errorMessage="We couldn't load the jobs."
        empty={
          search.search ? (
            <EmptyState title="No job matches" description="Try another title or company.">
              <Button asChild variant="outline">
                <RouterLink to={`${paths.adminDashboard.href()}?tab=jobs`}>Show all jobs</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No jobs yet" description="Jobs appear here as referrers post them." />
          )
        }
        renderItem={(job) => <JobCard job={job} onRemove={() => setRemoving(job)} />}
      />
      <RemoveJobDialog
        job={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          dispatch(
            toastAdded({ title: 'Job removed', description: `${removing?.title} no longer shows in the job lists.` }),
          );
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
