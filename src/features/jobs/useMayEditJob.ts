import { skipToken } from '@reduxjs/toolkit/query';
import { useListOwnJobsQuery } from './jobPostingsApi';
import { selectCanPostJobs, selectIsAdmin, selectSessionStatus } from '../../api/sessionSlice';
import { useAppSelector } from '../../app/hooks';

/**
 * Whether the signed-in viewer may edit this job: an admin may edit any, a referrer the jobs they posted (their own
 * list, GET /api/me/jobs, says which; a job tells nobody who posted it). Undefined until the session and that list
 * have answered. Asked in the browser only: the job page's HTML is rendered without the visitor's session, the same for
 * everyone, and the session check answers after the page has hydrated.
 */
export function useMayEditJob(jobId: number | null): boolean | undefined {
  const status = useAppSelector(selectSessionStatus);
  const canPost = useAppSelector(selectCanPostJobs);
  const isAdmin = useAppSelector(selectIsAdmin);
  const ownJobs = useListOwnJobsQuery(jobId !== null && canPost && !isAdmin ? undefined : skipToken);
  if (jobId === null || status === 'loading') return undefined;
  if (!canPost) return false;
  if (isAdmin) return true;
  if (ownJobs.isError) return false;
  return ownJobs.data?.some((job) => job.id === jobId);
}
