import { Button, Card, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetJobQuery } from '../../../api/catalogApi';
import { useListOwnJobsQuery, usePostJobMutation, useUpdateJobMutation } from '../jobPostingsApi';
import { useGetOwnReferrerProfileQuery } from '../../../api/referrerProfileApi';
import { selectCanPostJobs, selectCurrentUser, selectSessionStatus } from '../../../api/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { DetailPageSkeleton, SkeletonBar, SkeletonLines } from '../../../components/catalog/skeletons';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { positiveId } from '../../../lib/positiveId';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SectionCard } from '../../../components/ui/SectionCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { jobPostingMessages } from '../../../shared/jobPosting';
import { anonymousPostJobHref, becomeReferrerAndPostHref, paths } from '../../../shared/paths';
import type { Job } from '../../../shared/schemas/catalog';
import { emptyJobPosting, JobPostingForm, type JobPostingValues } from '../components/JobPostingForm';
import { OwnJobs } from '../components/OwnJobs';

function FormSkeleton() {
  return (
    <DetailPageSkeleton label="Loading the job form">
      {[0, 1, 2, 3].map((field) => (
        <Stack key={field} gap={2}>
          <SkeletonBar width="24" height="4" />
          <SkeletonBar width="100%" height="10" />
        </Stack>
      ))}
      <SkeletonLines lines={4} />
    </DetailPageSkeleton>
  );
}

/** For everyone who may not post: why, and the way to become someone who can. */
function WhoPostsJobs({ signedIn }: { signedIn: boolean }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap={4}>
        <Stack gap={1}>
          <Heading as="h2" size="lg">
            Referrers post jobs for their company
          </Heading>
          <Text color="fg.muted">
            Tell us where you work and you can post your team&apos;s open roles. Candidates who apply arrive with a
            message and a resume, ready for your referral.
          </Text>
        </Stack>
        <Wrap gap={3}>
          <Button asChild colorPalette="brand">
            <RouterLink to={signedIn ? becomeReferrerAndPostHref : anonymousPostJobHref}>
              {signedIn ? 'Become a Referrer' : 'Create an account'}
            </RouterLink>
          </Button>
          {!signedIn && (
            <Button asChild variant="outline">
              <RouterLink to={paths.auth.href({ redirect: paths.jobPosting.href() })}>Sign in</RouterLink>
            </Button>
          )}
          <Button asChild variant="ghost">
            <RouterLink to={paths.becomeReferrer.href()}>About the referrer programme</RouterLink>
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}

const valuesOf = (job: Job): JobPostingValues => ({
  title: job.title,
  type: job.type,
  company: job.companyName,
  location: job.location,
  experienceLevel: job.experienceLevel,
  description: job.description,
});

/** The form for a poster: a new job, or (`?edit={id}`) one of theirs. */
function Posting({ editId }: { editId: number | null }) {
  const user = useAppSelector(selectCurrentUser)!;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
  const ownProfile = useGetOwnReferrerProfileQuery(isAdmin ? skipToken : undefined);
  const editing = useGetJobQuery(editId ?? skipToken);
  // A referrer edits their own jobs only (the server refuses the others): the list says whether this is one of them.
  const ownJobs = useListOwnJobsQuery(editId && !isAdmin ? undefined : skipToken);
  const [postJob] = usePostJobMutation();
  const [updateJob] = useUpdateJobMutation();

  if (ownProfile.isError || editing.isError || ownJobs.isError) {
    if (editing.isError && 'status' in editing.error && editing.error.status === 404) {
      return (
        <EmptyState title="This job no longer exists" description="It may have been removed. You can post a new one.">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.jobPosting.href()}>Post a job</RouterLink>
          </Button>
        </EmptyState>
      );
    }
    return (
      <ListError
        message="We couldn't load the job form."
        onRetry={() => {
          for (const query of [ownProfile, editing, ownJobs]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  const ownCompany = ownProfile.data?.companyName;
  if ((!isAdmin && ownProfile.data === undefined) || (editId && !editing.data)) return <FormSkeleton />;
  if (!isAdmin && !ownCompany) return <WhoPostsJobs signedIn />;
  if (editId && !isAdmin) {
    if (!ownJobs.data) return <FormSkeleton />;
    if (!ownJobs.data.some((job) => job.id === editId)) {
      return (
        <EmptyState
          title="You can only edit the jobs you posted"
          description="This job was posted by someone else. Your own jobs are listed under the form."
        >
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.jobPosting.href({ hash: 'your-jobs' })}>Your jobs</RouterLink>
          </Button>
        </EmptyState>
      );
    }
  }

  const initialValues = editing.data ? valuesOf(editing.data) : emptyJobPosting(ownCompany ?? '');
  const form = (
    <JobPostingForm
      initialValues={initialValues}
      companyIsFixed={!isAdmin}
      submitLabel={editId ? 'Save changes' : 'Post job'}
      submittingLabel={editId ? 'Saving...' : 'Posting...'}
      onCancel={editId ? () => void navigate(paths.job.href(editId)) : undefined}
      onSubmit={async (job) => {
        if (editId) {
          await updateJob({ id: editId, job }).unwrap();
          dispatch(toastAdded(jobPostingMessages.saved));
          void navigate(paths.job.href(editId));
        } else {
          const posted = await postJob(job).unwrap();
          dispatch(toastAdded(jobPostingMessages.posted));
          void navigate(paths.jobSuccess.href(posted.id));
        }
      }}
    />
  );
  if (editId) return form;
  return (
    <>
      {form}
      <SectionCard
        id="your-jobs"
        title="Your jobs"
        description="Edit a job, or close it once the role is filled: it leaves Browse Jobs and takes no more requests."
      >
        <OwnJobs />
      </SectionCard>
    </>
  );
}

/**
 * /job-posting: referrers post jobs for their company and admins for any; `?edit={id}` edits one. Everyone else is
 * shown how to become a referrer.
 */
export default function JobPostingPage() {
  const [searchParams] = useSearchParams();
  const editId = positiveId(searchParams.get('edit'));
  usePageTitle(
    editId ? 'Edit Job' : 'Post a Job',
    'Referrers and admins post open roles here so candidates can apply with a referral.',
  );
  const status = useAppSelector(selectSessionStatus);
  const canPost = useAppSelector(selectCanPostJobs);
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title={editId ? 'Edit Job' : 'Post a Job'}
          description={
            editId
              ? 'Changes show in Browse Jobs as soon as you save them.'
              : 'Your job shows in Browse Jobs and on your company’s page as soon as you post it.'
          }
        />
        {status === 'loading' ? (
          <FormSkeleton />
        ) : canPost ? (
          <Posting editId={editId} />
        ) : (
          <WhoPostsJobs signedIn={status === 'authenticated'} />
        )}
      </Stack>
    </Container>
  );
}
