import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCloseJobMutation, useListOwnJobsQuery } from '../jobPostingsApi';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { formatPostedAt } from '../../../components/catalog/JobCard';
import { ListError } from '../../../components/catalog/ListError';
import { ConfirmDialog, type Confirmation } from '../../../components/ui/ConfirmDialog';
import { jobPostingMessages } from '../../../shared/jobPosting';
import { paths } from '../../../shared/paths';
import type { Job } from '../../../shared/schemas/catalog';

function OwnJobRow({ job, onClose }: { job: Job; onClose: () => void }) {
  const headingId = `own-job-${job.id}`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap={3} py={4}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Stack gap={1} minW={0}>
            <Link asChild id={headingId} fontWeight="semibold" textStyle="lg" color="fg">
              <RouterLink to={paths.job.href(job.id)}>{job.title}</RouterLink>
            </Link>
            <Text color="fg.muted" textStyle="sm">
              {job.companyName} · {job.location} · posted{' '}
              <time dateTime={job.postedAt}>{formatPostedAt(job.postedAt)}</time>
            </Text>
          </Stack>
          {job.closedAt ? (
            <Badge variant="subtle" flexShrink={0}>
              Closed
            </Badge>
          ) : (
            <Badge colorPalette="green" variant="subtle" flexShrink={0}>
              Open
            </Badge>
          )}
        </HStack>
        <HStack gap={2} flexWrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.jobPosting.href({ edit: job.id })} aria-describedby={headingId}>
              Edit
            </RouterLink>
          </Button>
          {!job.closedAt && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onClose} aria-describedby={headingId}>
              Close job
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The jobs the signed-in poster published, open ones first: each links to its page and can be edited or closed (the
 * role is filled). A closed job leaves Browse Jobs and takes no more requests; an admin's removal hides it here too.
 */
export function OwnJobs() {
  const jobs = useListOwnJobsQuery();
  const [closeJob] = useCloseJobMutation();
  const [closing, setClosing] = useState<Job | null>(null);
  const closure: Confirmation | null = closing && {
    title: `Close "${closing.title}"?`,
    description:
      'It leaves Browse Jobs and its company page, and candidates can no longer ask for a referral for it. Its page stays readable. Closing cannot be undone: post the job again if the role reopens.',
    confirmLabel: 'Close job',
    destructive: true,
    run: () => closeJob(closing.id).unwrap(),
    done: jobPostingMessages.closed,
  };

  if (jobs.isError) return <ListError message="We couldn't load your jobs." onRetry={() => void jobs.refetch()} />;
  if (!jobs.data) return <CardGridSkeleton count={2} columns={1} label="Loading your jobs" />;
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        title="You have not posted a job yet"
        description="The jobs you post show here, where you can edit them or close them once the role is filled."
      />
    );
  }
  return (
    <Stack gap={3}>
      {jobs.data.map((job) => (
        <OwnJobRow key={job.id} job={job} onClose={() => setClosing(job)} />
      ))}
      <ConfirmDialog confirmation={closure} onClose={() => setClosing(null)} />
    </Stack>
  );
}
