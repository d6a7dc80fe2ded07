import { Container, Stack } from '@chakra-ui/react';
import { useListJobsQuery } from '../../../api/catalogApi';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { JobGrid } from '../../../components/catalog/JobCard';
import { ListError } from '../../../components/catalog/ListError';
import { JOBS_FETCH_FAILED } from '../../../shared/jobs';
import { paths } from '../../../shared/paths';
import { SectionHeading } from './SectionHeading';

/** SPEC section 9: the home page shows the first three jobs. */
const JOBS_SHOWN = 3;

/** The newest jobs, with their own way to apply with a referral. */
export function FeaturedJobs() {
  const jobs = useListJobsQuery({ limit: JOBS_SHOWN });
  return (
    <Container as="section" aria-labelledby="jobs-heading" maxW="6xl" py={{ base: 10, md: 14 }}>
      <Stack gap={6}>
        <SectionHeading id="jobs-heading" linkTo={paths.browseJobs.href()} linkText="Browse all jobs">
          Featured jobs
        </SectionHeading>
        {jobs.isError ? (
          <ListError message={JOBS_FETCH_FAILED} onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <CardGridSkeleton count={JOBS_SHOWN} label="Loading jobs" />
        ) : jobs.data.items.length === 0 ? (
          <EmptyState title="No jobs available at the moment. Check back soon!" />
        ) : (
          <JobGrid jobs={jobs.data.items.slice(0, JOBS_SHOWN)} columns={{ base: 1, md: 3 }} />
        )}
      </Stack>
    </Container>
  );
}
