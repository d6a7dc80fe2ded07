import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetJobQuery } from '../../../api/catalogApi';
import { JobCard } from '../../../components/catalog/JobCard';
import { ListError } from '../../../components/catalog/ListError';
import { DetailPageSkeleton, SkeletonBar, SkeletonLines } from '../../../components/catalog/skeletons';
import { NotFound } from '../../../components/ui/NotFound';
import { CheckIcon } from '../../../components/ui/icons';
import { positiveId } from '../../../lib/positiveId';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { EditJobButton } from '../components/EditJobButton';
import { useMayEditJob } from '../useMayEditJob';

function SuccessMark() {
  return (
    <Box bg="green.subtle" color="green.fg" borderRadius="full" p={3} w="fit-content">
      <CheckIcon boxSize={7} />
    </Box>
  );
}

/** /job-success/{id}: the job just posted, as candidates see it, with where to go next. */
export default function JobSuccessPage() {
  usePageTitle('Job Posted', 'Your job is live. Candidates can now find it and ask for a referral.');
  const id = positiveId(useParams().id);
  const job = useGetJobQuery(id ?? skipToken);
  const mayEdit = useMayEditJob(id);
  if (id === null || (job.isError && 'status' in job.error && job.error.status === 404)) return <NotFound />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <Stack gap={3}>
          <SuccessMark />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Your job is live
          </Heading>
          <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
            Candidates can find it in Browse Jobs and on its company&apos;s page, and ask for a referral with their
            resume.
          </Text>
        </Stack>
        {job.isError ? (
          <ListError message="We couldn't load your job." onRetry={() => void job.refetch()} />
        ) : job.data ? (
          <JobCard
            job={job.data}
            // Its poster edits it rather than applies; until the session says who reads, neither shows.
            action={mayEdit === undefined ? null : mayEdit ? <EditJobButton job={job.data} flex="1" /> : undefined}
          />
        ) : (
          <DetailPageSkeleton label="Loading your job">
            <SkeletonBar width="60%" height="6" />
            <SkeletonLines lines={4} />
          </DetailPageSkeleton>
        )}
        <Wrap gap={3}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.job.href(id)}>View your job</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.browseJobs.href()}>Browse jobs</RouterLink>
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={paths.jobPosting.href()}>Post another job</RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </Container>
  );
}
