import { Badge, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { memo, useDeferredValue } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetCompanyQuery, useGetJobQuery, useListReferrersQuery } from '../../../api/catalogApi';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { ReferrerGrid } from '../../../components/catalog/ReferrerCard';
import { CompanyAbout } from '../../../components/catalog/CompanyAbout';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ApplyWithReferralButton, formatPostedAt, JobFacts, NO_DESCRIPTION } from '../../../components/catalog/JobCard';
import { ListError } from '../../../components/catalog/ListError';
import { Monogram } from '../../../components/catalog/Monogram';
import {
  CompanyAboutSkeleton,
  DetailPageSkeleton,
  SkeletonBar,
  SkeletonLines,
  SkeletonRow,
} from '../../../components/catalog/skeletons';
import { BackLinkBar } from '../../../components/ui/BackLinkBar';
import { ShareButton } from '../../../components/ui/ShareButton';
import { positiveId } from '../../../lib/positiveId';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCountShareVisit } from '../../../lib/useCountShareVisit';
import { paths } from '../../../shared/paths';
import type { Company, Job } from '../../../shared/schemas/catalog';
import { EditJobButton } from '../components/EditJobButton';
import { useMayEditJob } from '../useMayEditJob';

/** How many of the company's referrers the job page shows. */
const REFERRERS_SHOWN = 6;

function JobNotFound() {
  return (
    <EmptyState
      title="This job is no longer listed"
      description="It may have been filled or taken down. Other roles are waiting."
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.browseJobs.href()}>Browse jobs</RouterLink>
      </Button>
    </EmptyState>
  );
}

function CompanyReferrers({ job }: { job: Job }) {
  const referrers = useListReferrersQuery({ company: job.companyName, limit: REFERRERS_SHOWN });
  if (referrers.isError) {
    return <ListError message="We couldn't load the referrers." onRetry={() => void referrers.refetch()} />;
  }
  if (!referrers.data) return <CardGridSkeleton count={3} label={`Loading referrers at ${job.companyName}`} />;
  if (referrers.data.items.length === 0) {
    return (
      <EmptyState
        title={`No referrers at ${job.companyName} yet`}
        description="Send your request anyway: we match it with a referrer there as soon as one joins."
      />
    );
  }
  return <ReferrerGrid referrers={referrers.data.items} />;
}

/**
 * A job its poster closed keeps its page, for those who had the link, but takes no more requests (the server refuses
 * them too): the page says so where the Apply button was, and points to the open ones.
 */
function JobClosed({ closedAt }: { closedAt: string }) {
  return (
    <Stack
      role="status"
      gap={3}
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      borderRadius="l2"
      px={4}
      py={3}
    >
      <Text flex="1" fontWeight="medium">
        This job closed on <time dateTime={closedAt}>{formatPostedAt(closedAt)}</time>. Its poster no longer takes
        referral requests for it.
      </Text>
      <Button asChild variant="outline" bg="bg">
        <RouterLink to={paths.browseJobs.href()}>Browse open jobs</RouterLink>
      </Button>
    </Stack>
  );
}

/** The job page's shape while the job loads (also its prerendered page); memoised, as JobDetails says. */
const JobPageSkeleton = memo(function JobPageSkeleton() {
  return (
    <DetailPageSkeleton label="Loading the job">
      <Stack gap={5}>
        <Text color="fg.muted" fontWeight="medium" textStyle="sm">
          Job Details
        </Text>
        <HStack gap={4} align="flex-start">
          <SkeletonBar width="14" height="14" borderRadius="l2" />
          <Stack gap={2} flex="1" pt={1}>
            <SkeletonBar width="70%" height={{ base: '7', md: '9' }} />
            <SkeletonBar width="35%" height="5" />
          </Stack>
        </HStack>
        <SkeletonRow widths={['20', '28', '24', '32']} height="6" />
        <SkeletonRow widths={['44', '24']} height="12" />
        <Stack gap={2}>
          <SkeletonBar width="40" height="7" />
          <SkeletonLines lines={6} />
        </Stack>
      </Stack>
      <CompanyAboutSkeleton />
      <Stack gap={4}>
        <SkeletonBar width="50%" height="7" />
        <CardGridSkeleton count={3} />
      </Stack>
    </DetailPageSkeleton>
  );
});

/**
 * The job, its company and its referrers, once the job has loaded. Memoised, and given the page's values deferred
 * (JobPage): drawn as the data arrived, in the store's urgent update, it held a phone's main thread for one task of
 * about 150 ms; deferred, React draws it in the background, in slices, with the page's skeleton on screen until then.
 */
const JobDetails = memo(function JobDetails({
  job,
  company,
  companyFailed,
  mayEdit,
}: {
  job: Job;
  company: Company | undefined;
  companyFailed: boolean;
  /** Its poster or an admin is reading: Edit rather than Apply with Referral. */
  mayEdit: boolean;
}) {
  return (
    <>
      <Stack as="section" aria-labelledby="job-title" gap={5}>
        <Text color="fg.muted" fontWeight="medium" textStyle="sm">
          Job Details
        </Text>
        <HStack gap={4} align="flex-start">
          <Monogram name={job.companyName} src={company?.logo} shape="square" size="14" />
          <Stack gap={1}>
            <Heading as="h1" id="job-title" size={{ base: '2xl', md: '3xl' }}>
              {job.title}
            </Heading>
            <Text textStyle="lg" color="fg.muted">
              {job.companyName}
            </Text>
          </Stack>
        </HStack>
        <HStack gap={5} flexWrap="wrap" color="fg.muted">
          <Badge colorPalette="green" variant="subtle" size="lg">
            {job.type}
          </Badge>
          <JobFacts job={job} />
        </HStack>
        {job.closedAt && <JobClosed closedAt={job.closedAt} />}
        {(!job.closedAt || mayEdit) && (
          <HStack gap={3} flexWrap="wrap">
            {mayEdit ? <EditJobButton job={job} size="lg" /> : <ApplyWithReferralButton job={job} size="lg" />}
            {!job.closedAt && (
              <ShareButton
                path={paths.job.href(job.id)}
                title={`${job.title} at ${job.companyName}`}
                contentType="job"
                contentId={job.id}
                size="lg"
              />
            )}
          </HStack>
        )}
        <Stack gap={2}>
          <Heading as="h2" size="lg">
            About the role
          </Heading>
          <Text whiteSpace="pre-line" maxW="70ch" color={job.description.trim() ? 'fg' : 'fg.muted'}>
            {job.description.trim() || NO_DESCRIPTION}
          </Text>
        </Stack>
      </Stack>
      {company ? (
        <CompanyAbout company={company} heading={`About ${company.name}`} />
      ) : (
        !companyFailed && <CompanyAboutSkeleton />
      )}
      <Stack as="section" aria-labelledby="referrers-heading" gap={4}>
        <Heading as="h2" id="referrers-heading" size="lg">
          Referrers at {job.companyName}
        </Heading>
        <CompanyReferrers job={job} />
      </Stack>
    </>
  );
});

/** /jobs/{id}: the job in full, its company, and the people there who can refer the candidate. */
export default function JobPage() {
  useCountShareVisit();
  const id = positiveId(useParams().id);
  const job = useGetJobQuery(id ?? skipToken);
  const company = useGetCompanyQuery(job.data?.companyId ?? skipToken);
  usePageTitle(
    job.data ? `${job.data.title} at ${job.data.companyName}` : 'Job Details',
    job.data
      ? `${job.data.type}, ${job.data.location}. Apply to ${job.data.companyName} with a referral from someone on the team.`
      : undefined,
  );
  // What the page draws, a step behind the store: see JobDetails.
  const shownJob = useDeferredValue(job.data);
  const shownCompany = useDeferredValue(company.data);
  // From the error, which stays while the page asks again: a page hydrated from the server's not-found HTML keeps
  // saying so while the browser checks, rather than flashing its skeleton.
  const notFound = id === null || (job.error !== undefined && 'status' in job.error && job.error.status === 404);
  // Decided in the browser once the session is known: the page's HTML is the same for every visitor (Apply).
  const mayEdit = useMayEditJob(id) === true;

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 8, md: 10 }}>
        <BackLinkBar to={paths.browseJobs.href()} label="All jobs" />
        {notFound ? (
          <JobNotFound />
        ) : job.isError ? (
          <ListError message="We couldn't load this job." onRetry={() => void job.refetch()} />
        ) : !shownJob ? (
          <JobPageSkeleton />
        ) : (
          <JobDetails job={shownJob} company={shownCompany} companyFailed={company.isError} mayEdit={mayEdit} />
        )}
      </Stack>
    </Container>
  );
}
